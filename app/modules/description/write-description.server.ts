import { z } from 'zod'
import { chatJson } from '#app/integrations/openai/chat-json.server.ts'
import { getOpenAI } from '#app/integrations/openai/client.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type DescriptionInput, localDescription } from './local-description.ts'

const summarySchema = z.object({ summary: z.string().min(40).max(1200) })

/**
 * The YouTube description: with OpenAI, the model writes the summary and we
 * add the chapters with the real audio times (a model cannot know them); without it, or when it fails, the local
 * text. It never throws for a model failure: the episode is finished either way.
 */
export async function writeDescription(input: DescriptionInput, { signal }: { signal?: AbortSignal } = {}) {
	const client = getOpenAI()
	if (!client) return localDescription(input)
	try {
		const { summary } = await chatJson({
			client,
			model: getEnv().OPENAI_MODEL,
			signal,
			schema: summarySchema,
			system: [
				'Escribes descripciones para YouTube de episodios de podcast.',
				input.language === 'english' ? 'Write in English.' : 'Escribe en español.',
				'Devuelve un objeto JSON {"summary": string}: dos o tres frases atractivas que resuman el episodio, sin hashtags, sin URLs y sin inventar nada que no esté en el guion.',
			].join('\n'),
			user: `Título: ${input.title}\nPodcast: ${input.podcastName}\n\nGuion:\n${input.script.sections
				.flatMap((section) => section.lines.map((line) => line.text))
				.join('\n')
				.slice(0, 12_000)}`,
		})
		return localDescription(input, summary.trim())
	} catch (error) {
		console.error('[description] the model failed; using the local description', error)
		return localDescription(input)
	}
}
