import { afterEach, expect, test } from 'vitest'
import { ProviderError } from '#app/integrations/openai/call-with-retry.server.ts'
import { createOpenAI, getChatClient, requireChatClient } from '#app/integrations/openai/client.server.ts'
import { type OpenAIFake, startOpenAIFake } from '#tests/fakes/openai-fake.ts'
import { ModelScriptError, writeScriptWithOpenAI } from './openai-writer.server.ts'
import type { Script, ScriptRequest } from './script-types.ts'

/**
 * The writer against a local Chat Completions server (the real SDK), answering as a 3–8 B model behind Ollama does:
 * prose around the dialogue, markdown fences and bold labels, English labels, a turn without its label, an answer cut
 * at the token limit, an invented figure. The answers are written in that style for these sources.
 */

const SECTIONS = [
	{
		heading: '1. Qué es la cooperativa',
		level: 1,
		paragraphs: [
			'La cooperativa Sol del Aljarafe nació en 2019 en el barrio de Triana con 40 familias socias. Hoy reúne a 1.200 hogares que comparten la energía de tejados públicos y privados. Cada socio aporta una cuota única de 150 euros y recibe a cambio una parte de la producción. La asamblea se reúne dos veces al año y decide cómo se reparten los excedentes.',
		],
	},
	{
		heading: '2. Cómo se instala un tejado',
		level: 1,
		paragraphs: [
			'Primero, un técnico visita el edificio y mide la superficie útil del tejado. Después, la comunidad de vecinos vota si cede el tejado a la cooperativa durante 25 años. Si el voto es favorable, la instalación se monta en unas tres semanas y se conecta a la red. Los paneles bifaciales ganan un 9 % de rendimiento en los tejados de Sevilla.',
		],
	},
	{
		heading: '3. Lo que ahorra un hogar',
		level: 1,
		paragraphs: [
			'Un hogar socio ahorra de media 310 euros al año en la factura de la luz. El ahorro es mayor en verano, cuando los paneles producen más horas. La cooperativa publica cada mes un informe con la energía producida y el dinero ahorrado. Con el excedente de 2023 se pagaron las facturas de 35 familias vulnerables del barrio.',
		],
	},
]

const request: ScriptRequest = {
	sources: SECTIONS.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n\n'),
	sections: SECTIONS,
	title: 'El sol en casa',
	podcastName: 'Onda Verde',
	presenterName: 'Lucía',
	guestName: 'Íñigo',
	format: 'podcast',
	tone: 'formacion',
	language: 'castellano',
	monologue: false,
	targetWords: 400,
	genders: { presenter: 'female', guest: 'male' },
}

const INTRO = `PRESENTADORA: ¡Hola, hola! Esto es Onda Verde y hoy, en «El sol en casa», os traigo a Íñigo para hablar de qué es la cooperativa, cómo se instala un tejado y lo que ahorra un hogar.
INVITADO: Gracias, Lucía. Encantado de estar aquí con vosotros.`

/** Prose before and after, a markdown fence, bold labels and «PRESENTADORA». */
const CHAPTER_1 = `¡Claro! Aquí tienes el diálogo del capítulo 1:

\`\`\`
**PRESENTADORA:** Empecemos por el principio, Íñigo. ¿Qué es exactamente Sol del Aljarafe?
**INVITADO:** Es una cooperativa que nació en 2019 en el barrio de Triana. Al principio eran 40 familias socias, y hoy ya reúne a 1.200 hogares que comparten la energía de tejados públicos y privados.
**PRESENTADORA:** ¿Y cuánto cuesta entrar?
**INVITADO:** Cada socio aporta una cuota única de 150 euros y, a cambio, recibe una parte de la producción.
**PRESENTADORA:** ¿Y quién decide qué se hace con lo que sobra?
**INVITADO:** La asamblea, que se reúne dos veces al año y decide cómo se reparten los excedentes.
\`\`\`

Espero que te sirva. ¡Avísame si quieres cambiar algo!`

/** English labels, and a last answer with a figure the sources do not have. */
const CHAPTER_2 = `HOST: Pasemos a la parte práctica. ¿Cómo se pone en marcha un tejado?
GUEST: Primero, un técnico visita el edificio y mide la superficie útil del tejado. Después, la comunidad de vecinos vota si cede el tejado a la cooperativa durante 25 años.
HOST: ¿Y si los vecinos dicen que sí?
GUEST: Entonces la instalación se monta en unas tres semanas y se conecta a la red. Además, los paneles bifaciales ganan un 9 % de rendimiento en los tejados de Sevilla.
HOST: ¿Y cuánto dura un panel?
GUEST: Un panel aguanta unos 30 años sin perder eficiencia, según los fabricantes.`

/** The second answer of the turn lost its label. */
const CHAPTER_3_UNLABELLED = `PRESENTADOR: Y llegamos a lo que más interesa: el bolsillo. ¿Cuánto se ahorra?
INVITADO: Un hogar socio ahorra de media 310 euros al año en la factura de la luz.
Y el ahorro es mayor en verano, cuando los paneles producen más horas.
PRESENTADOR: ¿Cómo sabe cada socio lo que se ha producido?
INVITADO: La cooperativa publica cada mes un informe con la energía producida y el dinero ahorrado.
PRESENTADOR: ¿Y qué se hace con lo que sobra?
INVITADO: Con el excedente de 2023 se pagaron las facturas de 35 familias vulnerables del barrio.`

/** The repaired chapter 3, with an invented percentage in its last line. */
const CHAPTER_3 = `PRESENTADOR: Y llegamos a lo que más interesa: el bolsillo. ¿Cuánto se ahorra?
INVITADO: Un hogar socio ahorra de media 310 euros al año en la factura de la luz, y el ahorro es mayor en verano, cuando los paneles producen más horas.
PRESENTADOR: ¿Cómo sabe cada socio lo que se ha producido?
INVITADO: La cooperativa publica cada mes un informe con la energía producida y el dinero ahorrado.
PRESENTADOR: ¿Y qué se hace con lo que sobra?
INVITADO: Con el excedente de 2023 se pagaron las facturas de 35 familias vulnerables del barrio, un 12 % más que el año anterior.`

const OUTRO = `PRESENTADOR: Hoy hemos visto qué es la cooperativa, cómo se instala un tejado y lo que ahorra un hogar. Gracias, Íñigo, y gracias a vosotros por escucharnos.
INVITADO: Gracias a ti, Lucía. ¡Hasta la próxima!`

const REWRITES = [
	{ content: 'GUEST: Lo que sabemos es que los paneles bifaciales ganan un 9 % de rendimiento en los tejados de Sevilla.' },
	{ content: 'INVITADO: Con el excedente de 2023 se pagaron las facturas de 35 familias vulnerables del barrio.' },
]

type Reply = { content?: string; status?: number; headers?: Record<string, string>; finishReason?: 'stop' | 'length' }
type Part = 'intro' | 'ch1' | 'ch2' | 'ch3' | 'outro' | 'rewrite'

/** Which part of the episode a request is for, from its first user message. */
function partOf(messages: Array<{ content: string }>): Part {
	const user = messages[1]!.content
	if (user.includes('Reescríbela usando solo las fuentes')) return 'rewrite'
	if (user.includes('Escribe la presentación')) return 'intro'
	if (user.includes('Escribe la despedida')) return 'outro'
	return `ch${/Capítulo (\d) de/.exec(user)![1]}` as Part
}

let fake: OpenAIFake | undefined

afterEach(async () => {
	await fake?.close()
	fake = undefined
})

/**
 * The fake answering each part with its queue of replies (a 500 once one is empty), and the writer's deps as the
 * README's recipe configures them: OPENAI_BASE_URL alone (no key) and a local model's name.
 */
async function setup(answers: Partial<Record<Part, Reply[]>>) {
	const queues = Object.fromEntries(Object.entries(answers).map(([part, replies]) => [part, [...replies]]))
	fake = await startOpenAIFake((received) => queues[partOf(received.body.messages)]?.shift() ?? { status: 500 })
	const delays: number[] = []
	const deps = {
		client: getChatClient({ OPENAI_BASE_URL: fake.url })!,
		model: 'qwen2.5:7b-instruct',
		sleep: async (ms: number) => {
			delays.push(ms)
		},
	}
	return { fake, deps, delays }
}

const happy = () => ({
	intro: [{ content: INTRO }],
	ch1: [{ content: CHAPTER_1 }],
	ch2: [{ content: CHAPTER_2 }],
	ch3: [{ content: CHAPTER_3 }],
	outro: [{ content: OUTRO }],
})

const said = (script: Script) => script.sections.flatMap((section) => section.lines.map((line) => line.text))

test('a local model writes chapter by chapter, each with only its own sources, without JSON mode or a key', async () => {
	const { fake, deps } = await setup({
		...happy(),
		rewrite: REWRITES,
	})
	const script = await writeScriptWithOpenAI(request, deps)

	expect(script.sections.map((section) => section.title)).toEqual([
		'Introducción',
		'Qué es la cooperativa',
		'Cómo se instala un tejado',
		'Lo que ahorra un hogar',
		'Despedida',
	])
	// prose around the dialogue, the fence and the bold labels are gone; English labels are understood
	const chapter1 = script.sections[1]!.lines
	expect(chapter1[0]).toEqual({
		speaker: 'presenter',
		text: 'Empecemos por el principio, Íñigo. ¿Qué es exactamente Sol del Aljarafe?',
	})
	expect(chapter1).toHaveLength(6)
	expect(said(script).join(' ')).not.toMatch(/Claro|Espero|```|\*\*/)
	expect(script.sections[2]!.lines.map((line) => line.speaker)).toEqual([
		'presenter',
		'guest',
		'presenter',
		'guest',
		'presenter',
		'guest',
	])
	// the invented figures were rewritten from the sources
	expect(script.sections[2]!.lines.at(-1)!.text).toBe(
		'Lo que sabemos es que los paneles bifaciales ganan un 9 % de rendimiento en los tejados de Sevilla.',
	)
	expect(said(script).join(' ')).not.toMatch(/30 años|12 %/)

	const bodies = fake.requests.map((received) => received.body)
	for (const body of bodies) {
		expect(body.model).toBe('qwen2.5:7b-instruct')
		expect(body.response_format).toBeUndefined()
		expect(body.messages.map((message) => message.content).join('').length).toBeLessThan(16_000)
	}
	expect(fake.requests[0]!.headers.authorization).toBe('Bearer no-key')
	const chapterRequest = (n: number) => bodies.find((body) => body.messages[1]!.content.includes(`Capítulo ${n} de 3`))!
	const second = chapterRequest(2).messages[1]!.content
	expect(second).toContain('Los paneles bifaciales ganan un 9 %')
	expect(second).not.toContain('Sol del Aljarafe')
	expect(second).not.toContain('310 euros')
	expect(second).toContain('Viene después del capítulo «Qué es la cooperativa»')
	expect(chapterRequest(1).messages[1]!.content).not.toContain('bifaciales')
	// intro, 3 chapters, outro and one rewrite per invented line
	expect(fake.requests).toHaveLength(7)
})

test('a line that invents a figure is rewritten once from the sources; still invented, or not possible, it goes with its question', async () => {
	const { fake, deps } = await setup({
		...happy(),
		rewrite: [{ content: 'GUEST: Según los fabricantes, unos 30 años.' }, { content: 'ELIMINAR' }],
	})
	const script = await writeScriptWithOpenAI(request, deps)
	const text = said(script).join(' ')
	expect(text).not.toContain('30 años')
	expect(text).not.toContain('¿Y cuánto dura un panel?')
	expect(text).not.toContain('12 %')
	expect(text).not.toContain('¿Y qué se hace con lo que sobra?')
	expect(script.sections[2]!.lines.at(-1)!.text).toMatch(/^Entonces la instalación se monta/)
	expect(script.sections[3]!.lines.at(-1)!.text).toBe(
		'La cooperativa publica cada mes un informe con la energía producida y el dinero ahorrado.',
	)
	const rewrites = fake.requests.filter((received) => partOf(received.body.messages) === 'rewrite')
	expect(rewrites).toHaveLength(2)
	const ask = rewrites[0]!.body.messages[1]!.content
	expect(ask).toContain('Esta línea del guion dice «30», que no aparece en las fuentes')
	expect(ask).toContain('INVITADO: Un panel aguanta unos 30 años')
	expect(ask).toContain('Los paneles bifaciales ganan un 9 %')
	expect(ask).not.toContain('310 euros')
	expect(ask).toContain('Si la idea no se puede decir sin esos datos, responde solo: ELIMINAR')
	expect(rewrites[1]!.body.messages[1]!.content).toContain('dice «12»')
})

test('a turn without its speaker label is sent back once with the problem; the corrected answer is used', async () => {
	const { fake, deps } = await setup({
		...happy(),
		ch3: [{ content: CHAPTER_3_UNLABELLED }, { content: CHAPTER_3 }],
		rewrite: REWRITES,
	})
	const script = await writeScriptWithOpenAI(request, deps)
	expect(script.sections[3]!.lines[1]!.text).toContain('el ahorro es mayor en verano')
	const repair = fake.requests.find((received) => received.body.messages.length === 4)!.body.messages
	expect(repair[2]).toEqual({ role: 'assistant', content: CHAPTER_3_UNLABELLED })
	expect(repair[3]!.content).toContain(
		'esta línea no empieza por PRESENTADOR: o INVITADO:, así que no se sabe quién la dice: «Y el ahorro es mayor en verano',
	)
})

test('an answer cut at the token limit is asked for again, whole and shorter', async () => {
	const cut =
		'PRESENTADORA: ¡Hola y bienvenidos a Onda Verde! Hoy, en «El sol en casa», hablamos con Íñigo de una cooperativa que'
	const { fake, deps } = await setup({
		...happy(),
		intro: [{ content: cut, finishReason: 'length' }, { content: INTRO }],
		rewrite: REWRITES,
	})
	const script = await writeScriptWithOpenAI(request, deps)
	expect(script.sections[0]!.lines[0]!.text).toMatch(/^¡Hola, hola! Esto es Onda Verde/)
	expect(fake.requests[1]!.body.messages.at(-1)!.content).toContain('la respuesta se cortó antes de terminar')
})

test('an answer still unusable after the repair is a coded error, after exactly two requests for that part', async () => {
	const essay =
		'La cooperativa Sol del Aljarafe es un proyecto muy interesante.\n\nNació en 2019 y hoy tiene 1.200 hogares socios.'
	const { fake, deps } = await setup({ ...happy(), ch1: [{ content: essay }, { content: `Claro.\n\n${essay}` }] })
	const error = await writeScriptWithOpenAI(request, deps).catch((e: unknown) => e)
	expect(error).toBeInstanceOf(ModelScriptError)
	expect((error as ModelScriptError).code).toBe('MODEL_SCRIPT_UNUSABLE')
	expect((error as ModelScriptError).message).toContain('no hay ninguna línea que empiece por PRESENTADOR: o INVITADO:')
	expect(fake.requests.filter((received) => partOf(received.body.messages) === 'ch1')).toHaveLength(2)
	expect(fake.requests.some((received) => partOf(received.body.messages) === 'ch2')).toBe(false)
})

test('a chapter far too short is sent back once to be lengthened', async () => {
	const short = 'PRESENTADOR: ¿Qué es Sol del Aljarafe?\nINVITADO: Una cooperativa de Triana.'
	const { fake, deps } = await setup({
		...happy(),
		ch1: [{ content: short }, { content: CHAPTER_1 }],
		rewrite: REWRITES,
	})
	const script = await writeScriptWithOpenAI(request, deps)
	expect(script.sections[1]!.lines).toHaveLength(6)
	const repair = fake.requests.find((received) => received.body.messages.length === 4)!.body.messages.at(-1)!.content
	expect(repair).toMatch(/tiene 9 palabras y debe tener unas \d+: alárgalo/)
})

test('chapters still far too short after the request to lengthen them: the script is a coded error, no loop', async () => {
	const short = 'PRESENTADOR: ¿Y esto cómo funciona?\nINVITADO: Pues de una forma muy sencilla.'
	const twice = [{ content: short }, { content: short }]
	const { fake, deps } = await setup({ ...happy(), ch1: twice, ch2: twice, ch3: twice })
	const error = await writeScriptWithOpenAI(request, deps).catch((e: unknown) => e)
	expect(error).toBeInstanceOf(ModelScriptError)
	expect((error as ModelScriptError).message).toMatch(/El guion generado tiene \d+ palabras y el plan pedía unas \d+/)
	// intro, 2 per chapter, outro
	expect(fake.requests).toHaveLength(8)
})

test('a monologue keeps the presenter only: an answer with a guest is sent back', async () => {
	const monologue = { ...request, monologue: true, language: 'latino' as const }
	const alone = (text: string) =>
		text
			.split('\n')
			.map((line) => line.replace(/^(?:\*\*)?(?:PRESENTADORA?|INVITADO|HOST|GUEST)(?:\*\*)?:(?:\*\*)?/, 'PRESENTADOR:'))
			.join('\n')
	const { fake, deps } = await setup({
		intro: [{ content: INTRO }, { content: alone(INTRO) }],
		ch1: [{ content: alone(CHAPTER_1) }],
		ch2: [{ content: alone(CHAPTER_2) }],
		ch3: [{ content: alone(CHAPTER_3) }],
		outro: [{ content: alone(OUTRO) }],
		rewrite: REWRITES.map((reply) => ({ content: alone(reply.content) })),
	})
	const script = await writeScriptWithOpenAI(monologue, deps)
	expect(new Set(script.sections.flatMap((section) => section.lines.map((line) => line.speaker)))).toEqual(new Set(['presenter']))
	expect(fake.requests[1]!.body.messages.at(-1)!.content).toContain('es un monólogo: solo habla Lucía')
	const system = fake.requests[0]!.body.messages[0]!.content
	expect(system).toContain('Es un monólogo')
	expect(system).toContain('ustedes')
	expect(system).not.toContain('Íñigo')
})

test('the prompt keeps the variety, the register and each voice’s gender', async () => {
	const { fake, deps } = await setup({
		...happy(),
		rewrite: REWRITES,
	})
	await writeScriptWithOpenAI(request, deps)
	const system = fake.requests[0]!.body.messages[0]!.content
	expect(system).toContain('español de España')
	expect(system).toContain('Los dos se tratan de tú')
	expect(system).toContain('A la audiencia se le habla de vosotros')
	expect(system).toContain('Nunca de usted: en lugar de «Edite su fichero»')
	expect(system).toContain('Hablan dos personas: la presentadora, Lucía, y el invitado, Íñigo.')
	expect(system).toContain('Lucía (presentador) es mujer; Íñigo (invitado) es hombre')
	expect(system).toContain('PRESENTADOR: …\nINVITADO: …')
	expect(system).toContain('Escribe las cifras y los nombres exactamente como aparecen en las fuentes')
	// sources in English (or Spanish for an English episode) are translated into the episode's language and variety
	expect(system).toContain(
		'Las fuentes pueden estar en otro idioma (inglés o español): el guion se escribe siempre en español de España, traduciendo',
	)
	expect(system).toContain('los nombres de personas y de productos, las cifras y los títulos entre comillas se dejan como están')
})

test('429 with Retry-After: 0 is retried after the delay the server asked for', async () => {
	const { deps, delays } = await setup({
		...happy(),
		intro: [{ status: 429, headers: { 'retry-after': '0' } }, { content: INTRO }],
		rewrite: REWRITES,
	})
	await writeScriptWithOpenAI(request, deps)
	expect(delays).toEqual([0])
})

test('500 three times is a ProviderError after exactly 3 calls, with exponential backoff', async () => {
	const { fake, deps, delays } = await setup({ intro: [{ status: 500 }, { status: 500 }, { status: 500 }] })
	const error = await writeScriptWithOpenAI(request, deps).catch((e: unknown) => e)
	expect(error).toBeInstanceOf(ProviderError)
	expect((error as ProviderError).message).toMatch(/sigue fallando tras 3 intentos \(HTTP 500\)/)
	expect(fake.requests).toHaveLength(3)
	expect(delays).toEqual([500, 1000])
})

test('400 fails at once', async () => {
	const { fake, deps } = await setup({ intro: [{ status: 400 }, { content: INTRO }] })
	const error = await writeScriptWithOpenAI(request, deps).catch((e: unknown) => e)
	expect((error as ProviderError).status).toBe(400)
	expect(fake.requests).toHaveLength(1)
})

test('a key or a server address configures the writer; neither is an error that says so, never a fake script', () => {
	expect(getChatClient({})).toBeNull()
	expect(() => requireChatClient({})).toThrow('Ni OPENAI_API_KEY ni OPENAI_BASE_URL están definidas')
	expect(getChatClient({ OPENAI_BASE_URL: 'http://localhost:11434/v1' })?.baseURL).toBe('http://localhost:11434/v1')
	expect(getChatClient({ OPENAI_API_KEY: 'sk-test' })?.apiKey).toBe('sk-test')
	expect(createOpenAI({ apiKey: 'sk-test' }).baseURL).toBe('https://api.openai.com/v1')
})
