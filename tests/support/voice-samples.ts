import { runFfmpeg } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { synthesiseWithSettings } from '#app/integrations/speech/local-engine.server.ts'

const READING = [
	'Hola, me llamo Marta y hoy os cuento cómo preparamos cada semana nuestro programa.',
	'Primero elegimos los temas, después buscamos a las personas que saben de ellos, y al final grabamos con calma.',
	'Nos gusta hablar despacio, con pausas, para que quien escucha pueda seguirnos sin esfuerzo.',
].join(' ')

/** About 15 seconds of Spanish speech (eSpeak NG at a known pitch and pace), as MP3 at 192 kbps. */
export async function speechSample({ variant = 'f2', pitch = 60, speed = 140 } = {}) {
	const wav = await synthesiseWithSettings({ voice: 'es-419', variant, pitch, speed }, READING)
	return runFfmpeg(['-i', 'pipe:0', '-ac', '1', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3', 'pipe:1'], {
		input: wav,
	})
}

/** `seconds` of a lavfi source (e.g. 'anullsrc', 'sine=frequency=220') as `format`, with optional filters. */
export function generatedAudio(source: string, seconds: number, { format = 'mp3', filters = '' } = {}) {
	const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '32k'] : ['-c:a', 'pcm_s16le']
	return runFfmpeg([
		...['-f', 'lavfi', '-i', `${source}`, '-t', String(seconds)],
		...(filters ? ['-af', filters] : []),
		...['-ac', '1', '-ar', '16000', ...codec, '-f', format, 'pipe:1'],
	])
}
