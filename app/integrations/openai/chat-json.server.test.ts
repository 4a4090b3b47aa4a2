import { afterEach, expect, test } from 'vitest'
import { z } from 'zod'
import { type OpenAIFake, startOpenAIFake } from '#tests/fakes/openai-fake.ts'
import { chatJson } from './chat-json.server.ts'
import { createOpenAI } from './client.server.ts'

const schema = z.object({ summary: z.string().min(10) })

let fake: OpenAIFake | undefined

afterEach(async () => {
	await fake?.close()
	fake = undefined
})

async function ask(replies: Array<{ content: string }>) {
	fake = await startOpenAIFake(replies)
	const client = createOpenAI({ apiKey: 'sk-test', baseURL: fake.url })
	const result = await chatJson({ system: 'Resume.', user: 'Texto.', schema, client, model: 'gpt-test' }).catch(
		(error: unknown) => error,
	)
	return { result, requests: fake.requests }
}

test('asks for a JSON object and tolerates a fence around it', async () => {
	const { result, requests } = await ask([{ content: '```json\n{"summary": "Un resumen correcto."}\n```' }])
	expect(result).toEqual({ summary: 'Un resumen correcto.' })
	expect(requests[0]!.body.response_format).toEqual({ type: 'json_object' })
})

test('an invalid answer gets one repair that shows the model its output; still invalid, an error', async () => {
	const repaired = await ask([{ content: '{"summary": ' }, { content: '{"summary": "Un resumen correcto."}' }])
	expect(repaired.result).toEqual({ summary: 'Un resumen correcto.' })
	expect(repaired.requests[1]!.body.messages).toContainEqual({ role: 'assistant', content: '{"summary": ' })
	await fake!.close()

	const failed = await ask([{ content: '{"summary": "corto"}' }, { content: 'nada' }])
	expect((failed.result as Error).name).toBe('InvalidModelOutputError')
	expect(failed.requests).toHaveLength(2)
})
