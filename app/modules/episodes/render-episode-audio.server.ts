import type { Prisma } from '#app/generated/prisma/client.ts'
import { spokenDisclosure } from '#app/modules/audio/ai-disclosure.ts'
import { assembleEpisode } from '#app/modules/audio/assemble-episode.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { episodeLines, sectionStarts } from '#app/modules/audio/episode-lines.ts'
import { tagEpisodeMp3 } from '#app/modules/audio/episode-tags.server.ts'
import { synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { type TimedLine, timedLines } from '#app/modules/captions/caption-cues.ts'
import { descriptionCredit } from '#app/modules/description/local-description.ts'
import { writeDescription } from '#app/modules/description/write-description.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import type { Script, ScriptLanguage, Tone } from '#app/modules/script/script-types.ts'
import { consentRecordsFor } from '#app/modules/voices/cloning/consent-records.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { speakerNames } from './episode-script.server.ts'
import { episodeSpeech } from './episode-speech.server.ts'

/** Demo episodes last at most two minutes. */
const DEMO_MAX_SECONDS = 120

/** What an episode's audio is made from: the episode, its owner's plan and whether its show says it is made by AI. */
export const renderEpisodeInclude = {
	user: { select: { planId: true, isDemoUser: true } },
	podcast: { select: { aiDisclosure: true } },
} as const

type EpisodeToRender = Prisma.EpisodeGetPayload<{ include: typeof renderEpisodeInclude }>

export type RenderedEpisode = {
	/** tagged (title, podcast, chapters at their real offsets, the AI mark), without the cover's artwork */
	mp3: Buffer
	durationSeconds: number
	lines: number
	/** every turn's real times in the MP3, for its captions */
	timings: TimedLine[]
	/** the YouTube description, with the chapters' real times */
	description: string
}

/**
 * A script of the episode → its MP3 and what comes from that audio: every line synthesised once (kept per line in
 * storage under its speakable text, so a run after a crash, or a correction of a few lines, only synthesises what
 * is not there yet), assembled with pauses and normalised loudness, tagged with the chapters and the AI mark; the
 * captions' timings and the YouTube description with the chapter times. The spoken AI disclosure opens it unless
 * its show turned it off (an episode in no show has it): a line of its own before the script's, so the chapters and
 * the captions, timed from the clips' real offsets, start after it. Nothing is stored here but the line cache: the caller decides
 * when the files replace the episode's (the audio job at once, a correction only once everything is made).
 * `onLines(done, total)` after every line.
 */
export async function renderEpisodeAudio(
	episode: EpisodeToRender,
	script: Script,
	onLines: (done: number, total: number) => void,
): Promise<RenderedEpisode> {
	const demo = episode.user.isDemoUser
	const language = episode.language as ScriptLanguage
	const lines = episodeLines(
		script,
		{ presenter: episode.presenterVoiceId, guest: episode.guestVoiceId },
		{
			demo,
			maxSeconds: DEMO_MAX_SECONDS,
			disclosure: episode.podcast?.aiDisclosure === false ? undefined : spokenDisclosure(language),
		},
	)
	const clips = await synthesiseLines({
		lines,
		...(await episodeSpeech({ id: episode.id, userId: episode.userId, language: episode.language })),
		onProgress: onLines,
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
		language,
		date: episode.createdAt,
		chapters,
		durationSeconds: assembled.durationSeconds,
		mark: {
			language,
			consents: await consentRecordsFor(
				episode.userId,
				lines.map((line) => line.voiceId),
			),
		},
	})
	// the captions (SRT, WebVTT) come from each turn's real place in this audio
	const speaker = (voiceId: string) => (voiceId === episode.presenterVoiceId ? names.presenter : names.guest)
	const spoken = lines.map((line) => ({ ...line, speaker: speaker(line.voiceId) }))
	const description = await writeDescription({
		title: episode.title,
		podcastName,
		tone: episode.tone as Tone,
		language,
		script,
		chapters,
		credit: descriptionCredit({ paid: planOf(episode.user).purchasable, language }, getEnv().DESCRIPTION_CREDIT),
	})
	return {
		mp3,
		durationSeconds: assembled.durationSeconds,
		lines: lines.length,
		timings: timedLines(spoken, assembled.offsets, assembled.durationSeconds),
		description,
	}
}

/**
 * An `onLines` that writes the progress the lines map to, only when it moved forward (lines from the cache come in
 * a burst: one write per step of the bar, not one per line).
 */
export function progressWriter(toProgress: (done: number, total: number) => number, write: (progress: number) => Promise<void>) {
	let reported = Number.NEGATIVE_INFINITY
	return (done: number, total: number) => {
		const progress = toProgress(done, total)
		if (progress <= reported) return
		reported = progress
		void write(progress)
	}
}
