/** The same page as /create-episode. */
export { default, handle, loader, meta } from './create-episode.tsx'
