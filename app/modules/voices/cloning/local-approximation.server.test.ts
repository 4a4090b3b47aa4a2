import { expect, test } from 'vitest'
import { ANALYSIS_SAMPLE_RATE, decodeMonoPcm } from '#app/integrations/ffmpeg/voice-sample-audio.server.ts'
import { synthesiseWithSettings } from '#app/integrations/speech/local-engine.server.ts'
import { approximateVoice } from './local-approximation.server.ts'
import { measureVoice } from './voice-measures.ts'

const READING =
	'Buenos días. Hoy os cuento cómo preparamos el programa de esta semana, con entrevistas, música y muchas preguntas de los oyentes.'

/** A sample the test makes with eSpeak NG at a known pitch and pace (a voice and variant none of ours uses). */
async function sampleMeasures(variant: string, pitch: number, speed: number) {
	const wav = await synthesiseWithSettings({ voice: 'es-419', variant, pitch, speed }, READING)
	return measureVoice(await decodeMonoPcm(wav, { maxSeconds: 60 }), ANALYSIS_SAMPLE_RATE)!
}

async function spokenPitch(settings: Parameters<typeof synthesiseWithSettings>[0]) {
	const pcm = await decodeMonoPcm(await synthesiseWithSettings(settings, READING), { maxSeconds: 60 })
	return measureVoice(pcm, ANALYSIS_SAMPLE_RATE)!.medianPitchHz
}

test.each([
	['a low male voice', 'm1', 25, 140],
	['a high female voice', 'f1', 80, 175],
	['a middle voice', 'm6', 70, 160],
])('%s: the tuned local voice speaks within 8%% of the sample’s median pitch', async (_, variant, pitch, speed) => {
	const measured = await sampleMeasures(variant, pitch, speed)
	const approximation = await approximateVoice(measured)
	expect(approximation.settings.voice).toBe('es')
	const achieved = await spokenPitch(approximation.settings)
	expect(Math.abs(achieved - measured.medianPitchHz) / measured.medianPitchHz).toBeLessThan(0.08)
	// what it recorded (measured on its own calibration sentence) is what it speaks with, on any text
	expect(Math.abs(approximation.achievedPitchHz - achieved) / achieved).toBeLessThan(0.05)
})

test('a faster sample gives a faster voice, in proportion', async () => {
	const slow = await approximateVoice(await sampleMeasures('m3', 40, 120))
	const fast = await approximateVoice(await sampleMeasures('m3', 40, 220))
	expect(fast.measured.syllablesPerSecond).toBeGreaterThan(slow.measured.syllablesPerSecond * 1.4)
	expect(fast.settings.speed).toBeGreaterThan(slow.settings.speed * 1.4)
})

test('a latino voice keeps the closest timbre and speaks with Latin American Spanish, at the sample’s pitch', async () => {
	const measured = await sampleMeasures('f1', 80, 175)
	const approximation = await approximateVoice(measured, 'latino')
	expect(approximation.settings.voice).toBe('es-419')
	const achieved = await spokenPitch(approximation.settings)
	expect(Math.abs(achieved - measured.medianPitchHz) / measured.medianPitchHz).toBeLessThan(0.08)
})
