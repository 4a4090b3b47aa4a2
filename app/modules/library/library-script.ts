import type { libraryScript } from './library-script.server.ts'

/** An episode's script as the script page and the library's script dialog show it. */
export type LibraryScript = ReturnType<typeof libraryScript>
