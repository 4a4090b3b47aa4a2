/** The same page as /create-episode (spec route table). */
export { default, handle, loader, meta } from './create-episode.tsx'
