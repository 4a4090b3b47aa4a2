/**
 * The part of the espeak-ng package (an Emscripten build of the espeak-ng command line, no types of its own) that
 * local-engine.server.ts uses. Each call of the factory is a new program instance that runs main() once.
 */
declare module 'espeak-ng' {
	export type ESpeakNgInstance = {
		FS: {
			writeFile(path: string, data: string | Uint8Array): void
			readFile(path: string): Uint8Array
		}
	}

	export type ESpeakNgOptions = {
		/** argv without the program name. */
		arguments: string[]
		thisProgram?: string
		/** stdout and stderr, line by line (default: console.log / console.error). */
		print?: (line: string) => void
		printErr?: (line: string) => void
		/** Called on exit(); must throw `toThrow`. The default also sets process.exitCode. */
		quit?: (status: number, toThrow: unknown) => never
		/** Run before main(), with the instance (its file system is ready). */
		preRun?: Array<(instance: ESpeakNgInstance) => void>
		/** Instantiates the WebAssembly module (e.g. from one compiled once) instead of fetching espeak-ng.wasm. */
		instantiateWasm?: (
			imports: WebAssembly.Imports,
			receiveInstance: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
		) => object
	}

	const ESpeakNg: (options: ESpeakNgOptions) => Promise<ESpeakNgInstance>
	export default ESpeakNg
}
