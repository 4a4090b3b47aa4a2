/** /episodes is the library too (spec route table). */
export { clientLoader, default, handle, loader, meta } from './_app.library._index.tsx'
