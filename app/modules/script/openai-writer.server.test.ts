import { afterEach, expect, test } from 'vitest'
import { InvalidModelOutputError, ProviderError } from '#app/integrations/openai/chat-json.server.ts'
import { createOpenAI } from '#app/integrations/openai/client.server.ts'
import { type FakeHandler, type OpenAIFake, startOpenAIFake } from '#tests/fakes/openai-fake.ts'
import { systemPrompt, userMessage, writeScriptWithOpenAI } from './openai-writer.server.ts'
import { countWords, type ScriptRequest, scriptWords } from './script-types.ts'

const SENTENCE = 'La energía solar abarata la factura del hogar español.'

/** `n` words of Spanish text with accents. */
function spanishWords(n: number) {
	const words: string[] = []
	const pool = SENTENCE.split(' ')
	for (let i = 0; i < n; i++) words.push(pool[i % pool.length]!)
	return words.join(' ')
}

/** A model answer: a script of about `words` words in 3 sections, alternating presenter and guest. */
function scriptAnswer(words: number) {
	const perLine = Math.max(1, Math.floor(words / 6))
	const titles = ['Bienvenida', 'La energía solar', 'Despedida']
	const sections = titles.map((title, s) => ({
		title,
		lines: [0, 1].map((l) => {
			const index = s * 2 + l
			const count = index === 5 ? words - perLine * 5 : perLine
			return { speaker: l === 0 ? 'presenter' : 'guest', text: spanishWords(count) }
		}),
	}))
	return JSON.stringify({ sections })
}

const SOURCES = `${SENTENCE} Los paneles bifaciales ganan un 9 % de rendimiento en los tejados de Sevilla.`

const request: ScriptRequest = {
	sources: SOURCES,
	title: 'El sol en casa',
	podcastName: 'Onda Verde',
	presenterName: 'Lucía',
	guestName: 'Íñigo',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	monologue: false,
	targetWords: 300,
}

let fake: OpenAIFake | undefined

afterEach(async () => {
	await fake?.close()
	fake = undefined
})

/** Starts the fake and returns the writer's deps: the real SDK pointed at it and a sleep that records delays. */
async function setup(handler: FakeHandler) {
	fake = await startOpenAIFake(handler)
	const delays: number[] = []
	const deps = {
		client: createOpenAI({ apiKey: 'sk-test', baseURL: fake.url }),
		model: 'gpt-test-mini',
		sleep: async (ms: number) => {
			delays.push(ms)
		},
	}
	return { fake, deps, delays }
}

test('a valid answer within budget is the script; the request carries the model, json_object and the sources', async () => {
	const { fake, deps } = await setup([{ content: scriptAnswer(300) }])
	const script = await writeScriptWithOpenAI(request, deps)
	expect(scriptWords(script)).toBe(300)
	expect(script.sections.map((section) => section.title)).toEqual(['Bienvenida', 'La energía solar', 'Despedida'])
	expect(script.sections[0]!.lines[0]!.text).toContain('energía')
	expect(fake.requests).toHaveLength(1)
	const body = fake.requests[0]!.body
	expect(fake.requests[0]!.path).toBe('/v1/chat/completions')
	expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test')
	expect(body.model).toBe('gpt-test-mini')
	expect(body.response_format).toEqual({ type: 'json_object' })
	expect(body.messages[0]!.role).toBe('system')
	expect(body.messages[0]!.content).toContain('vosotros')
	expect(body.messages[0]!.content).toContain('300 palabras')
	expect(body.messages[1]!.content).toContain('Los paneles bifaciales ganan un 9 %')
	expect(body.messages[1]!.content).toContain('Íñigo')
})

test('invalid JSON gets one repair call that shows the model its output', async () => {
	const broken = '{"sections": [ oops'
	const { fake, deps } = await setup([{ content: broken }, { content: scriptAnswer(300) }])
	const script = await writeScriptWithOpenAI(request, deps)
	expect(scriptWords(script)).toBe(300)
	expect(fake.requests).toHaveLength(2)
	const messages = fake.requests[1]!.body.messages
	expect(messages).toContainEqual({ role: 'assistant', content: broken })
	expect(messages.at(-1)!.content).toMatch(/JSON/)
})

test('an answer still invalid after the repair is an InvalidModelOutputError', async () => {
	const { fake, deps } = await setup([{ content: '{"sections": []}' }, { content: 'nada' }])
	await expect(writeScriptWithOpenAI(request, deps)).rejects.toBeInstanceOf(InvalidModelOutputError)
	expect(fake.requests).toHaveLength(2)
})

test('429 with Retry-After: 0 is retried after the delay the server asked for', async () => {
	const { fake, deps, delays } = await setup([{ status: 429, headers: { 'retry-after': '0' } }, { content: scriptAnswer(300) }])
	const script = await writeScriptWithOpenAI(request, deps)
	expect(scriptWords(script)).toBe(300)
	expect(fake.requests).toHaveLength(2)
	expect(delays).toEqual([0])
})

test('500 three times fails with a ProviderError after exactly 3 calls, with exponential backoff', async () => {
	const { fake, deps, delays } = await setup([{ status: 500 }, { status: 500 }, { status: 500 }, { content: scriptAnswer(300) }])
	const error = await writeScriptWithOpenAI(request, deps).catch((e: unknown) => e)
	expect(error).toBeInstanceOf(ProviderError)
	expect((error as ProviderError).status).toBe(500)
	expect((error as ProviderError).message).toMatch(/sigue fallando tras 3 intentos \(HTTP 500\)/)
	expect(fake.requests).toHaveLength(3)
	expect(delays).toEqual([500, 1000])
})

test('400 fails fast after one call', async () => {
	const { fake, deps, delays } = await setup([{ status: 400 }, { content: scriptAnswer(300) }])
	const error = await writeScriptWithOpenAI(request, deps).catch((e: unknown) => e)
	expect(error).toBeInstanceOf(ProviderError)
	expect((error as ProviderError).status).toBe(400)
	expect((error as ProviderError).message).toMatch(/rechazó la petición \(HTTP 400\)/)
	expect(fake.requests).toHaveLength(1)
	expect(delays).toEqual([])
})

test('a script far too short is sent back once to be lengthened; the second one is used', async () => {
	const short = scriptAnswer(60)
	const { fake, deps } = await setup([{ content: short }, { content: scriptAnswer(290) }])
	const script = await writeScriptWithOpenAI(request, deps)
	expect(scriptWords(script)).toBe(290)
	expect(fake.requests).toHaveLength(2)
	const messages = fake.requests[1]!.body.messages
	expect(messages.at(-2)!.role).toBe('assistant')
	expect(countWords(messages.at(-2)!.content)).toBeGreaterThan(0)
	expect(messages.at(-1)!.content).toContain('60 palabras')
	expect(messages.at(-1)!.content).toContain('Alárgalo hasta unas 300 palabras')
})

test('a script still far off the budget after the adjustment is an error', async () => {
	const { fake, deps } = await setup([{ content: scriptAnswer(60) }, { content: scriptAnswer(100) }])
	await expect(writeScriptWithOpenAI(request, deps)).rejects.toThrow(/tiene 100 palabras y el objetivo era unas 300/)
	expect(fake.requests).toHaveLength(2)
})

test('a monologue keeps only the presenter, even when the model writes guest lines', async () => {
	const { fake, deps } = await setup([{ content: scriptAnswer(300) }])
	const script = await writeScriptWithOpenAI({ ...request, monologue: true, language: 'latino' }, deps)
	const speakers = new Set(script.sections.flatMap((section) => section.lines.map((line) => line.speaker)))
	expect([...speakers]).toEqual(['presenter'])
	expect(scriptWords(script)).toBe(300)
	const system = fake.requests[0]!.body.messages[0]!.content
	expect(system).toContain('monólogo')
	expect(system).toContain('ustedes')
	expect(fake.requests[0]!.body.messages[1]!.content).not.toContain('Íñigo')
})

test('the prompt carries what the local composer learnt: structure, nothing unspeakable, gender agreement, dialect', () => {
	const withStructure: ScriptRequest = {
		...request,
		genders: { presenter: 'female', guest: 'male' },
		sections: [
			{ heading: 'Instalación', level: 1, paragraphs: ['Se instala en diez minutos.'] },
			{ heading: 'Primer arranque', level: 2, paragraphs: ['Arranca solo.'] },
		],
	}
	const system = systemPrompt(withStructure)
	expect(system).toMatch(/se titulan con esos títulos/)
	expect(system).toMatch(/Nunca leas en voz alta código.*direcciones web/)
	expect(system).toContain('Lucía (presentador) es mujer; Íñigo (invitado) es hombre')
	expect(system).toMatch(/vosotros/)
	expect(userMessage(withStructure)).toContain(
		'Estructura de las fuentes (títulos de sus apartados, en orden):\n- Instalación\n  - Primer arranque',
	)
	expect(systemPrompt(request)).toMatch(/fórmulas neutras/)
	expect(userMessage(request)).not.toContain('Estructura de las fuentes')
})
