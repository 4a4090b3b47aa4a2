import { z } from 'zod'
import { espeakVoiceSettings } from '#app/integrations/speech/local-voice-settings.ts'
import type { LocalApproximation } from './local-approximation.server.ts'

const variants = new Set(Object.values(espeakVoiceSettings).map((settings) => settings.variant))

/**
 * A stored approximation's eSpeak NG settings, checked again before they reach the engine's arguments: a language
 * voice and variant of ours, pitch and speed in range. Null for anything else.
 */
const storedSchema = z.object({
	baseVoiceId: z.string(),
	settings: z.object({
		voice: z.enum(['es', 'es-419', 'en-us', 'en-gb']),
		variant: z.string().refine((variant) => variants.has(variant)),
		pitch: z.number().min(0).max(99),
		speed: z.number().min(80).max(450),
	}),
})

export function storedApproximation(value: unknown): Pick<LocalApproximation, 'baseVoiceId' | 'settings'> | null {
	const parsed = storedSchema.safeParse(value)
	return parsed.success ? parsed.data : null
}
