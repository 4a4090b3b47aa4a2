import type { getLibraryScript } from './library-script.server.ts'

/** An episode's script as the script page and the library's script dialog show it. */
export type LibraryScript = Awaited<ReturnType<typeof getLibraryScript>>
