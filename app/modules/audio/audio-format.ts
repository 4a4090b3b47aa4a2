import type { AudioFormat } from '#app/ports/speech.ts'

/**
 * The format of audio bytes (a cached line, a provider's answer) from their first bytes: RIFF for WAV, an ID3 tag
 * or an MPEG frame sync for MP3. Throws for anything else rather than guess.
 */
export function audioFormatOf(audio: Buffer): AudioFormat {
	if (audio.subarray(0, 4).toString('latin1') === 'RIFF') return 'wav'
	if (audio.subarray(0, 3).toString('latin1') === 'ID3') return 'mp3'
	if (audio.length >= 2 && audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0) return 'mp3'
	throw new Error('Formato de audio desconocido: no es WAV ni MP3.')
}
