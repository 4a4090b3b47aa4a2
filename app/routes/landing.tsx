/** /landing is the landing page for everyone, signed in or not (where a finished demo ends); `/` is the same page. */
export { action, clientLoader, default, handle, loader, meta } from './_index.tsx'
