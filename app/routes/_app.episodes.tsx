/** /episodes is the library too. */
export { clientLoader, default, handle, loader, meta } from './_app.library._index.tsx'
