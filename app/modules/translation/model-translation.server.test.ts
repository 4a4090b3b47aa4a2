import { afterEach, expect, test } from 'vitest'
import { getChatClient } from '#app/integrations/openai/client.server.ts'
import type { Script } from '#app/modules/script/script-types.ts'
import { type OpenAIFake, startOpenAIFake } from '#tests/fakes/openai-fake.ts'
import { ModelTranslationError, parseItems, translateScriptWithModel } from './model-translation.server.ts'

/**
 * The translation against a local Chat Completions server (the real SDK), answering as a small model behind Ollama
 * does: the numbered items, sometimes with prose and a fence around them, bold numbers, an item missing.
 */

const script: Script = {
	sections: [
		{
			title: 'Introduction',
			lines: [
				{ speaker: 'presenter', text: 'Welcome to Green Wave. Today we talk about the Sol del Aljarafe cooperative.' },
				{ speaker: 'guest', text: 'Thanks, Lucía. It started in 2019 with 40 families.' },
			],
		},
		{
			title: 'The savings',
			lines: [
				{ speaker: 'presenter', text: 'How much does a home save?' },
				{ speaker: 'guest', text: 'About 310 euros a year, as the report «Energy for all» says.' },
				{ speaker: 'presenter', text: 'That is a lot.' },
			],
		},
	],
}

const SPANISH: Record<string, string> = {
	'The sun at home': 'El sol en casa',
	Introduction: 'Introducción',
	'Welcome to Green Wave. Today we talk about the Sol del Aljarafe cooperative.':
		'Bienvenidos a Green Wave. Hoy os hablamos de la cooperativa Sol del Aljarafe.',
	'Thanks, Lucía. It started in 2019 with 40 families.': 'Gracias, Lucía. Empezó en 2019 con 40 familias.',
	'The savings': 'El ahorro',
	'How much does a home save?': '¿Cuánto ahorra un hogar?',
	'About 310 euros a year, as the report «Energy for all» says.': 'Unos 310 euros al año, como dice el informe «Energy for all».',
	'That is a lot.': 'Es mucho.',
}

/** The items of a request, as the model reads them. */
const itemsOf = (content: string) => [...content.matchAll(/^\[(\d+)\] (.*)$/gmu)].map((match) => match[2]!)

/** A model that translates each item from the table above, numbered as asked. */
const translate = (content: string) =>
	itemsOf(content)
		.map((item, index) => `[${index + 1}] ${SPANISH[item] ?? item}`)
		.join('\n')

let fake: OpenAIFake | undefined

afterEach(async () => {
	await fake?.close()
	fake = undefined
})

/** The fake answering each request from its items (the first user message, a repair included). */
async function setup(answer: (user: string, index: number) => { content: string; finishReason?: 'length' }) {
	fake = await startOpenAIFake((request, index) => answer(request.body.messages[1]!.content, index))
	return { client: getChatClient({ OPENAI_BASE_URL: fake.url })!, model: 'qwen2.5:7b-instruct', sleep: async () => {} }
}

test('a script is translated section by section: same sections, lines and speakers; names, figures and quoted titles kept', async () => {
	const deps = await setup((user) => ({ content: translate(user) }))
	const result = await translateScriptWithModel(script, { from: 'english', to: 'castellano', title: 'The sun at home' }, deps)

	expect(result.title).toBe('El sol en casa')
	expect(result.script.sections.map((section) => section.title)).toEqual(['Introducción', 'El ahorro'])
	expect(result.script.sections.map((section) => section.lines.map((line) => line.speaker))).toEqual(
		script.sections.map((section) => section.lines.map((line) => line.speaker)),
	)
	expect(result.script.sections[1]!.lines[1]!.text).toBe('Unos 310 euros al año, como dice el informe «Energy for all».')
	// one request per section; the first carries the episode's title
	expect(fake!.requests).toHaveLength(2)
	const [first, second] = fake!.requests.map((request) => request.body.messages)
	expect(itemsOf(first![1]!.content)[0]).toBe('The sun at home')
	expect(itemsOf(second![1]!.content)).toEqual(['The savings', ...script.sections[1]!.lines.map((line) => line.text)])
	const system = first![0]!.content
	expect(system).toContain('Traduces guiones de podcast del inglés al español de España')
	expect(system).toContain('vosotros')
	expect(system).toContain('ordenador')
	expect(system).toMatch(/nombres de personas.*productos, las cifras.*títulos entre comillas/u)
})

test('castellano to latino is an adaptation to ustedes and Latin American words', async () => {
	const deps = await setup((user) => ({ content: translate(user) }))
	await translateScriptWithModel(script, { from: 'castellano', to: 'latino', title: 'El sol en casa' }, deps)
	const system = fake!.requests[0]!.body.messages[0]!.content
	expect(system).toContain('Adaptas guiones de podcast del español de España al español latinoamericano neutro')
	expect(system).toContain('ustedes')
	expect(system).toContain('nunca de vosotros')
	expect(system).toContain('computadora')
})

test('prose, a fence and bold numbers around the items are read past', async () => {
	const deps = await setup((user) => ({
		content: `¡Claro! Aquí tienes la traducción:\n\n\`\`\`\n${translate(user).replace(/^\[(\d+)\]/gmu, '**[$1]**')}\n\`\`\`\n\nEspero que te sirva.`,
	}))
	const result = await translateScriptWithModel(script, { from: 'english', to: 'castellano', title: 'The sun at home' }, deps)
	expect(result.script.sections[0]!.lines[1]!.text).toBe('Gracias, Lucía. Empezó en 2019 con 40 familias.')
	expect(fake!.requests).toHaveLength(2)
})

test('an item missing is sent back once with the problem stated; the corrected answer is used', async () => {
	const deps = await setup((user, index) => {
		const items = translate(user).split('\n')
		return { content: index === 0 ? items.filter((_, i) => i !== 2).join('\n') : items.join('\n') }
	})
	const result = await translateScriptWithModel(script, { from: 'english', to: 'castellano', title: 'The sun at home' }, deps)
	expect(result.script.sections[0]!.lines[0]!.text).toBe(
		'Bienvenidos a Green Wave. Hoy os hablamos de la cooperativa Sol del Aljarafe.',
	)
	// the first section twice (answer, repair), the second once
	expect(fake!.requests).toHaveLength(3)
	const repair = fake!.requests[1]!.body.messages
	expect(repair.at(-2)!.role).toBe('assistant')
	expect(repair.at(-1)!.content).toContain('Faltan o están vacíos: [3].')
	expect(repair.at(-1)!.content).toContain('exactamente 4 elementos')
})

test('an answer cut at the token limit is asked for again', async () => {
	const deps = await setup((user, index) =>
		index === 0 ? { content: '[1] El sol', finishReason: 'length' } : { content: translate(user) },
	)
	const result = await translateScriptWithModel(script, { from: 'english', to: 'castellano', title: 'The sun at home' }, deps)
	expect(result.title).toBe('El sol en casa')
	expect(fake!.requests[1]!.body.messages.at(-1)!.content).toContain('La respuesta se cortó antes de terminar.')
})

test('still the wrong number of items after the repair: a coded error after exactly two requests, no loop', async () => {
	const deps = await setup((user) => ({ content: `${translate(user)}\n[9] Y algo más que nadie pidió.` }))
	const error = await translateScriptWithModel(script, { from: 'english', to: 'latino', title: 'The sun at home' }, deps).catch(
		(caught: unknown) => caught,
	)
	expect(error).toBeInstanceOf(ModelTranslationError)
	expect((error as ModelTranslationError).code).toBe('MODEL_TRANSLATION_UNUSABLE')
	expect((error as ModelTranslationError).message).toContain('Sobran elementos')
	expect(fake!.requests).toHaveLength(2)
})

test('the same language and variety is no request', async () => {
	const result = await translateScriptWithModel(script, { from: 'english', to: 'english', title: 'The sun at home' }, {})
	expect(result).toEqual({ script, title: 'The sun at home' })
})

test('numbered items in the forms small models write', () => {
	expect(parseItems('[1] Uno\n**[2]** Dos\n3. Tres', 3)).toEqual({ items: ['Uno', 'Dos', 'Tres'], problems: [] })
	expect(parseItems('[1] Uno\n[1] Otra vez\n[2] Dos', 2).problems).toEqual(['El elemento [1] aparece 2 veces.'])
	expect(parseItems('[1] Uno\n[2] ', 2).problems).toEqual(['Faltan o están vacíos: [2].'])
})
