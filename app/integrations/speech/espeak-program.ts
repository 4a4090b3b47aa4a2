import type { ESpeakNgOptions } from 'espeak-ng'

// Paths inside the program's own in-memory file system, which is new for every run.
const INPUT_FILE = '/tmp/input.txt'
const OUTPUT_FILE = '/tmp/output.wav'

/** What one run of the program needs: the compiled module, the voice arguments (-v, -p, -s) and the text. */
export type EspeakRun = { compiled: WebAssembly.Module; voiceArguments: string[]; text: string }

/** The run's WAV, or why there is none (eSpeak NG's status and its stderr). */
export type EspeakResult = { wav: Uint8Array } | { failure: string }

/**
 * One program run: the package is the espeak-ng command line compiled to WebAssembly, and main() keeps state in
 * globals (getopt's position among them), so every run gets a fresh instance of the module compiled once. main()
 * then runs synchronously inside the instance's start-up, on the thread that calls this (see espeak-thread.ts).
 */
export async function runEspeak({ compiled, voiceArguments, text }: EspeakRun): Promise<EspeakResult> {
	const { default: ESpeakNg } = await import('espeak-ng')
	const stderr: string[] = []
	let status = 0
	// The factory never settles if instantiation fails, so that failure ends the wait through this promise instead.
	let failInstantiation: (error: unknown) => void = () => {}
	const instantiationFailed = new Promise<never>((_, reject) => {
		failInstantiation = reject
	})
	const options: ESpeakNgOptions = {
		arguments: [...voiceArguments, ...['-b', '1', '-D', '-w', OUTPUT_FILE, '-f', INPUT_FILE]],
		thisProgram: 'espeak-ng',
		print: () => {},
		printErr: (line) => stderr.push(line),
		// The default exit handler also sets process.exitCode, which would make this process exit with espeak's status.
		quit: (code, toThrow) => {
			status = code
			throw toThrow
		},
		preRun: [(instance) => instance.FS.writeFile(INPUT_FILE, text)],
		instantiateWasm: (imports, receiveInstance) => {
			WebAssembly.instantiate(compiled, imports)
				.then((instance) => receiveInstance(instance, compiled))
				.catch(failInstantiation)
			return {}
		},
	}
	const instance = await Promise.race([ESpeakNg(options), instantiationFailed])
	const wav = readOutput(instance.FS)
	if (status !== 0 || !wav) {
		const detail = stderr.filter((line) => !line.startsWith('program exited')).join(' ')
		return { failure: `eSpeak NG no generó audio (código ${status}): ${detail || 'sin detalles'}` }
	}
	return { wav }
}

/** The WAV the run wrote to its in-memory file system (copied out), or null when there is none. */
function readOutput(memoryFs: { readFile(path: string): Uint8Array }) {
	try {
		const bytes = memoryFs.readFile(OUTPUT_FILE).slice()
		return String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' ? bytes : null
	} catch {
		return null
	}
}
