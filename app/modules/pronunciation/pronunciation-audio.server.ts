import crypto from 'node:crypto'
import { wavToMp3 } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { putFile, readFile } from '#app/integrations/storage/storage.server.ts'
import { speakableText } from '#app/modules/audio/speakable-text.ts'
import { speechProviderFor } from '#app/modules/audio/speech-providers.server.ts'
import { compilePronunciations } from '#app/modules/audio/spoken-pronunciations.ts'
import { inputStepFor } from '#app/modules/episodes/input-step.server.ts'
import {
	countPreview,
	PREVIEW_REFUSALS,
	PreviewRefusedError,
	previewProblemOf,
} from '#app/modules/voices/cloning/voice-preview.server.ts'
import { getLanguage } from '#app/utils/i18n.server.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import { pronunciationAudioFolder, requirePronunciation } from './pronunciation-entries.server.ts'

/**
 * 'Escuchar': one of the user's entries (PronunciationNotFoundError otherwise) said by the voice their new episodes
 * start with (their default presenter voice, else the first of their language), as a line of a script made only of
 * the written form would be said. The MP3 is kept in the entry's folder, so listening again, or a player's range
 * requests, cost nothing; each one made counts as a voice preview (countPreview: PreviewRateError past the budget
 * every preview shares).
 */
export async function pronunciationAudio(userId: string, entryId: string | undefined) {
	const entry = await requirePronunciation(userId, entryId)
	const { defaults } = await inputStepFor(userId)
	const voiceId = defaults.presenterVoiceId
	const text = speakableText(entry.written, defaults.language, compilePronunciations([entry])).trim()
	if (!voiceId || !text) throw new PreviewRefusedError('No hay voz o texto que leer.')
	const provider = speechProviderFor(voiceId)
	const hash = crypto
		.createHash('sha256')
		.update(JSON.stringify([provider.id, voiceId, text]))
		.digest('hex')
	const key = `${pronunciationAudioFolder(userId, entry.id)}/${hash}.mp3`
	const kept = await readFile(key)
	if (kept) return kept
	await countPreview(userId)
	const { audio, format } = await provider.synthesise({ voiceId, text })
	const mp3 = format === 'mp3' ? audio : await wavToMp3(audio)
	await putFile(key, mp3)
	return mp3
}

/**
 * A refused 'Escuchar' as its own short answer, in the visitor's language: the page's player says why with
 * JavaScript, and a browser that opened the address itself shows this text. The statuses are the voice previews'.
 */
export async function listenRefusal(request: Request, error: unknown) {
	const problem = previewProblemOf(error)
	const { status, headers } = PREVIEW_REFUSALS[problem]
	const t = getFixedT(await getLanguage(request), 'app')
	return new Response(t(`settings.pronunciation.listenProblems.${problem}`), {
		status,
		headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
	})
}
