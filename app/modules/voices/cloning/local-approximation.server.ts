import { ANALYSIS_SAMPLE_RATE, decodeMonoPcm } from '#app/integrations/ffmpeg/voice-sample-audio.server.ts'
import { synthesiseWithSettings } from '#app/integrations/speech/local-engine.server.ts'
import { type EspeakVoiceSettings, espeakVoiceSettings } from '#app/integrations/speech/local-voice-settings.ts'
import { singleton } from '#app/utils/singleton.server.ts'
import type { VoiceAccent } from './voice-accent.ts'
import { measureVoice, type VoiceMeasures } from './voice-measures.ts'

/**
 * The local approximation (docs/decisions/0038-voice-cloning-local-approximation-and-consent.md): without a voice
 * cloning service, the closest local Spanish voice is tuned to the sample's median pitch and pace. It is a synthetic
 * voice that sounds about as high and as fast as the person, not a clone of them, and the page says so.
 */
export type LocalApproximation = {
	/** the local voice it starts from (app/modules/voices/local-voices.ts) */
	baseVoiceId: string
	/** what eSpeak NG is run with */
	settings: EspeakVoiceSettings
	/** what was measured on the sample */
	measured: VoiceMeasures
	/** the median pitch the tuned voice was measured at */
	achievedPitchHz: number
}

/** Spoken to measure a voice: long enough for a steady median, with the vowels and stops of ordinary speech. */
const CALIBRATION_TEXT =
	'Hola, esta es una prueba de voz. Leemos en voz alta un texto corto para medir el tono y el ritmo de la lectura.'

/**
 * The Spanish (Spain) local voices, the timbres the approximation starts from. A latino voice keeps the timbre and
 * speaks with eSpeak NG's Latin American Spanish (es-419) instead.
 */
const BASE_VOICES = Object.entries(espeakVoiceSettings).filter(([, settings]) => settings.voice === 'es')
const ESPEAK_ACCENT: Record<VoiceAccent, EspeakVoiceSettings['voice']> = { castellano: 'es', latino: 'es-419' }

const LOW_PITCH = 15
const HIGH_PITCH = 85
const REFERENCE_SPEED = 160

type Calibration = {
	voiceId: string
	settings: EspeakVoiceSettings
	/** median pitch at LOW_PITCH and HIGH_PITCH */
	lowHz: number
	highHz: number
	rangeSemitones: number
	/** syllables per second per word-per-minute of eSpeak's speed */
	ratePerWpm: number
}

async function measureSettings(settings: EspeakVoiceSettings) {
	const wav = await synthesiseWithSettings(settings, CALIBRATION_TEXT)
	// at the rate uploads are measured at, so that both are measured alike
	const pcm = await decodeMonoPcm(wav, { maxSeconds: 60 })
	const measures = measureVoice(pcm, ANALYSIS_SAMPLE_RATE)
	if (!measures) throw new Error(`La voz local ${settings.voice}+${settings.variant} no dio voz que medir.`)
	return measures
}

/** How each base voice's pitch follows eSpeak's pitch setting, and its pace: measured once per process. */
function calibrations(): Promise<Calibration[]> {
	return singleton('local-approximation-calibration', () =>
		(async () => {
			const found: Calibration[] = []
			for (const [voiceId, settings] of BASE_VOICES) {
				const low = await measureSettings({ ...settings, pitch: LOW_PITCH, speed: REFERENCE_SPEED })
				const high = await measureSettings({ ...settings, pitch: HIGH_PITCH, speed: REFERENCE_SPEED })
				const own = await measureSettings({ ...settings, speed: REFERENCE_SPEED })
				found.push({
					voiceId,
					settings,
					lowHz: low.medianPitchHz,
					highHz: high.medianPitchHz,
					rangeSemitones: own.pitchRangeSemitones,
					ratePerWpm: own.syllablesPerSecond / REFERENCE_SPEED,
				})
			}
			return found
		})(),
	)
}

/** eSpeak's pitch setting for `hz` on a calibrated voice (linear between the two measured points). */
function pitchSettingFor(calibration: Calibration, hz: number) {
	const slope = (calibration.highHz - calibration.lowHz) / (HIGH_PITCH - LOW_PITCH)
	return LOW_PITCH + (hz - calibration.lowHz) / slope
}

/**
 * The closest local voice for these measures, tuned: the base voice whose pitch setting needs the least change to
 * reach the median (a setting outside 0-99 counts as far off), the pitch range as a tie-breaker; the speed from
 * the pace; the accent's eSpeak NG voice. The tuned voice is measured once more (in its accent) and its pitch
 * corrected once along the calibrated slope.
 */
export async function approximateVoice(measured: VoiceMeasures, accent: VoiceAccent = 'castellano'): Promise<LocalApproximation> {
	const ranked = (await calibrations())
		.map((calibration) => {
			const pitch = pitchSettingFor(calibration, measured.medianPitchHz)
			const outside = pitch < 0 ? -pitch : pitch > 99 ? pitch - 99 : 0
			const cost =
				Math.abs(pitch - calibration.settings.pitch) +
				10 * outside +
				2 * Math.abs(calibration.rangeSemitones - measured.pitchRangeSemitones)
			return { calibration, pitch, cost }
		})
		.sort((a, b) => a.cost - b.cost)
	const { calibration, pitch } = ranked[0]!
	const speed =
		measured.syllablesPerSecond > 0 && calibration.ratePerWpm > 0
			? measured.syllablesPerSecond / calibration.ratePerWpm
			: calibration.settings.speed
	let settings: EspeakVoiceSettings = {
		...calibration.settings,
		voice: ESPEAK_ACCENT[accent],
		pitch: clampPitch(pitch),
		speed: clampSpeed(speed),
	}
	let achieved = (await measureSettings(settings)).medianPitchHz
	const slope = (calibration.highHz - calibration.lowHz) / (HIGH_PITCH - LOW_PITCH)
	const corrected = clampPitch(settings.pitch + (measured.medianPitchHz - achieved) / slope)
	if (corrected !== settings.pitch) {
		const retuned = { ...settings, pitch: corrected }
		const retunedHz = (await measureSettings(retuned)).medianPitchHz
		if (Math.abs(retunedHz - measured.medianPitchHz) < Math.abs(achieved - measured.medianPitchHz)) {
			settings = retuned
			achieved = retunedHz
		}
	}
	return { baseVoiceId: calibration.voiceId, settings, measured, achievedPitchHz: achieved }
}

const clampPitch = (pitch: number) => Math.round(Math.min(99, Math.max(0, pitch)))
const clampSpeed = (speed: number) => Math.round(Math.min(260, Math.max(100, speed)))
