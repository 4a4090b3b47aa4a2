import { putFile } from '#app/integrations/storage/storage.server.ts'
import { assembleEpisode } from '#app/modules/audio/assemble-episode.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { episodeLines, sectionStarts } from '#app/modules/audio/episode-lines.ts'
import { tagEpisodeMp3 } from '#app/modules/audio/episode-tags.server.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { timedLines } from '#app/modules/captions/caption-cues.ts'
import { saveEpisodeTimings } from '#app/modules/captions/episode-captions.server.ts'
import { descriptionCredit } from '#app/modules/description/local-description.ts'
import { writeDescription } from '#app/modules/description/write-description.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import type { ScriptLanguage, Tone } from '#app/modules/script/script-types.ts'
import { SpeechProviderError } from '#app/ports/speech.ts'
import { prisma } from '#app/utils/db.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { episodeFileKey, episodeFileUrl } from './episode-files.ts'
import { audioFailed, audioMade, audioProgress, PROGRESS, setAudioProgress } from './episode-lifecycle.server.ts'
import { speakerNames, storedScript } from './episode-script.server.ts'
import { episodeSpeech } from './episode-speech.server.ts'

/** Demo episodes last at most two minutes. */
const DEMO_MAX_SECONDS = 120

/**
 * The audio job's work: the approved script → one MP3. Every line is synthesised once (kept per line in storage,
 * so a retry after a crash only makes what is missing), then assembled with pauses and normalised loudness.
 * Progress 75 → 95 while lines are made, 100 when the episode is complete. The YouTube description is written here
 * too, because its chapter times come from this audio; then the cover job starts.
 */
export async function makeEpisodeAudio(episodeId: string) {
	const episode = await prisma.episode.findUnique({
		where: { id: episodeId },
		include: { user: { select: { planId: true, isDemoUser: true } } },
	})
	if (episode?.step !== 'audio') return { skipped: true }
	const script = storedScript(episode)
	if (!script) throw new SpeechProviderError('El episodio no tiene guion.', { kind: 'invalid' })
	const demo = episode.user.isDemoUser
	const lines = episodeLines(
		script,
		{ presenter: episode.presenterVoiceId, guest: episode.guestVoiceId },
		{ demo, maxSeconds: DEMO_MAX_SECONDS },
	)
	await setAudioProgress(episodeId, PROGRESS.audioLinesFrom)
	let reported: number = PROGRESS.audioLinesFrom
	const clips = await synthesiseLines({
		lines,
		...(await episodeSpeech({ id: episodeId, userId: episode.userId, language: episode.language })),
		onProgress(done, total) {
			const progress = audioProgress(done, total)
			if (progress > reported) {
				reported = progress
				void setAudioProgress(episodeId, progress)
			}
		},
	})
	const assembled = await assembleEpisode({
		clips: clips.map((audio, index) => ({ audio, format: audioFormatOf(audio), pauseAfterMs: lines[index]!.pauseAfterMs })),
		maxSeconds: demo ? DEMO_MAX_SECONDS : undefined,
	})
	const names = speakerNames(episode)
	const podcastName = episode.podcastName ?? names.presenter
	const chapters = sectionStarts(script, lines, assembled.offsets)
	const mp3 = await tagEpisodeMp3(assembled.mp3, {
		title: episode.title,
		podcastName,
		episodeNumber: episode.episodeNumber ?? undefined,
		language: episode.language as ScriptLanguage,
		date: episode.createdAt,
		chapters,
		durationSeconds: assembled.durationSeconds,
	})
	await putFile(episodeFileKey(episodeId, 'audio.mp3'), mp3)
	// the captions (SRT, WebVTT) come from each turn's real place in this audio
	const speaker = (voiceId: string) => (voiceId === episode.presenterVoiceId ? names.presenter : names.guest)
	const spoken = lines.map((line) => ({ ...line, speaker: speaker(line.voiceId) }))
	await saveEpisodeTimings(episodeId, timedLines(spoken, assembled.offsets, assembled.durationSeconds))
	const description = await writeDescription({
		title: episode.title,
		podcastName,
		tone: episode.tone as Tone,
		language: episode.language as ScriptLanguage,
		script,
		chapters,
		credit: descriptionCredit(
			{ paid: planOf(episode.user).purchasable, language: episode.language as ScriptLanguage },
			getEnv().DESCRIPTION_CREDIT,
		),
	})
	await audioMade(episodeId, {
		audioUrl: episodeFileUrl(episodeId, 'audio.mp3', Date.now()),
		duration: Math.round(assembled.durationSeconds),
		description,
		video: planOf(episode.user).video,
	})
	return { seconds: assembled.durationSeconds, lines: lines.length }
}

/** Speech failures that retrying cannot fix: no credits left at the provider, or a request it refuses. */
export function isPermanentSpeechError(error: unknown) {
	return error instanceof SpeechProviderError && (error.kind === 'credits_exhausted' || error.kind === 'invalid')
}

/** The audio job gave up: back to the preview step with the script, the unit refunded, and why. */
export async function giveUpAudio(episodeId: string, error: unknown) {
	const credits = error instanceof SpeechProviderError && error.kind === 'credits_exhausted'
	await audioFailed(episodeId, credits ? 'CREDITS_EXHAUSTED' : 'AUDIO_FAILED')
	return { failed: true }
}
