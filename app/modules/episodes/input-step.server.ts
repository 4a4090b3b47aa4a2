import { getChatClient } from '#app/integrations/openai/client.server.ts'
import { accountRow } from '#app/modules/account/account-row.server.ts'
import { planOf } from '#app/modules/plans/plans.server.ts'
import { episodeShows } from '#app/modules/podcasts/episode-shows.server.ts'
import { languages, type ScriptLanguage, type Tone } from '#app/modules/script/script-options.ts'
import { canTranslateOffline } from '#app/modules/translation/translate-paragraphs.server.ts'
import { samplePhrase } from '#app/modules/voices/local-voices.ts'
import { userVoices } from '#app/modules/voices/voice-catalogue.server.ts'
import type { Voice } from '#app/ports/speech.ts'
import type { EpisodeFormDefaults, VoiceOption } from './episode-form-schema.ts'

/** The voice library as the form lists it (a multilingual voice once per language). */
export function voiceOptions(voices: Voice[]): VoiceOption[] {
	return voices.map((voice) => ({
		id: voice.voice_id,
		name: voice.name,
		accent: voice.labels.accent,
		language: voice.labels.language,
		gender: voice.labels.gender,
		sample: samplePhrase(voice),
		own: voice.category === 'cloned',
	}))
}

/** What the episode pages need about the user: plan, demo, preferences. */
export async function episodeUser(userId: string) {
	const { planId, isDemoUser, defaultLanguage, defaultPresenterVoice, defaultGuestVoice, autoSaveScript, email } =
		await accountRow(userId)
	const user = { planId, isDemoUser, defaultLanguage, defaultPresenterVoice, defaultGuestVoice, autoSaveScript, email }
	return { ...user, plan: planOf(user) }
}

/**
 * Whether sources in another language than the episode's can be used on this server: a language model reads them, or
 * Apertium translates them (gather-sources.server.ts settleLanguages). The input step says so when not.
 */
function otherLanguageUsable() {
	return getChatClient() !== null || (canTranslateOffline('en', 'castellano') && canTranslateOffline('es', 'english'))
}

/**
 * What the input step needs: the voices, the plan's languages, the user's shows, the defaults from the user's
 * preferences (the show of their latest episode, with its next number) and whether sources in another language can
 * be used.
 */
export async function inputStepFor(userId: string) {
	const [user, { shows, current }] = await Promise.all([episodeUser(userId), episodeShows(userId)])
	const planLanguages = user.plan.languages
	const preferred = languages.find((code) => code === user.defaultLanguage && planLanguages.includes(code)) ?? 'castellano'
	const voices = await userVoices(userId)
	const speaks = (id: string | null) => voices.some((voice) => voice.voice_id === id && voice.labels.language === preferred)
	const firstVoices = voices.filter((voice) => voice.labels.language === preferred)
	const presenter = speaks(user.defaultPresenterVoice) ? user.defaultPresenterVoice! : firstVoices[0]?.voice_id
	const guestChoice = speaks(user.defaultGuestVoice) ? user.defaultGuestVoice! : firstVoices[1]?.voice_id
	const defaults: EpisodeFormDefaults = {
		podcastId: current ?? undefined,
		// the chosen show's next number; 1 for a first show
		episodeNumber: shows.find((show) => show.id === current)?.nextNumber ?? 1,
		language: preferred,
		presenterVoiceId: presenter,
		guestVoiceId: guestChoice === presenter ? undefined : guestChoice,
		tone: 'innovacion',
		format: 'podcast',
	}
	return { user, planLanguages, defaults, shows, voices: voiceOptions(voices), otherLanguageUsable: otherLanguageUsable() }
}

/** An episode sent back to the input step (its generation failed): the form as the user filled it. */
export function defaultsFromEpisode(episode: {
	podcastId: string | null
	podcastName: string | null
	episodeNumber: number | null
	title: string
	presenterName: string | null
	guestName: string | null
	episodeFormat: string
	language: string
	presenterVoiceId: string
	guestVoiceId: string
	isMonologue: boolean
	urls: string[]
	content: string | null
	tone: string
}): EpisodeFormDefaults {
	return {
		// its show chosen in the list; a name typed for a show that is gone stays typed
		podcastId: episode.podcastId ?? undefined,
		podcastName: episode.podcastId ? undefined : (episode.podcastName ?? undefined),
		episodeNumber: episode.episodeNumber ?? undefined,
		episodeTitle: episode.title,
		presenterName: episode.presenterName ?? undefined,
		guestName: episode.isMonologue ? undefined : (episode.guestName ?? undefined),
		format: episode.episodeFormat,
		language: episode.language as ScriptLanguage,
		presenterVoiceId: episode.presenterVoiceId,
		guestVoiceId: episode.isMonologue ? undefined : episode.guestVoiceId,
		urls: episode.urls,
		content: episode.content ?? undefined,
		tone: episode.tone as Tone,
	}
}
