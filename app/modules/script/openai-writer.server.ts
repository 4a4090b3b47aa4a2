import { chatJson, type Sleep } from '#app/integrations/openai/chat-json.server.ts'
import { type OpenAIClient, requireOpenAI } from '#app/integrations/openai/client.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type Script, type ScriptRequest, scriptSchema, scriptWords } from './script-types.ts'

/** Sources longer than this are cut (about 15 000 tokens: room for the answer in any current model). */
const MAX_SOURCE_CHARS = 60_000
/** A script within ±15 % of the target words is accepted at once (the tolerance). */
const TOLERANCE = 0.15
/** After one request to adjust the length, a script within ±25 % is still accepted. */
const LAST_RESORT_TOLERANCE = 0.25

class ScriptLengthError extends Error {
	override name = 'ScriptLengthError'
}

export type OpenAIWriterDeps = {
	/** Default: the client from OPENAI_API_KEY / OPENAI_BASE_URL. */
	client?: OpenAIClient
	/** Default: OPENAI_MODEL. */
	model?: string
	signal?: AbortSignal
	/** Waits between retries (tests record the delays instead of waiting). */
	sleep?: Sleep
}

const LANGUAGE = {
	castellano:
		'español de España: usa «vosotros» para dirigirte a la audiencia, vocabulario y expresiones peninsulares y ortografía con tildes y signos de apertura (¿ ¡)',
	latino:
		'español latinoamericano neutro: usa «ustedes» (nunca «vosotros»), vocabulario comprensible en toda Latinoamérica y ortografía con tildes y signos de apertura (¿ ¡)',
	english: 'inglés natural y cercano (todo el guion, incluidos los títulos de las secciones, en inglés)',
} as const

const FORMAT = {
	podcast: 'podcast: una conversación natural y amena entre el presentador y el invitado',
	entrevista: 'entrevista: el presentador pregunta y repregunta; el invitado responde con detalle',
	pildora: 'píldora de audio: una pieza breve, directa y muy clara, con una idea por sección',
} as const

const TONE = {
	formacion: 'formativo: explica con claridad y orden, define los conceptos y termina con ideas prácticas',
	innovacion: 'innovación: curioso y con visión de futuro, destaca lo nuevo y lo que cambia',
	ventas: 'comercial: orientado al valor y a los beneficios para el oyente, persuasivo pero honesto',
	marca: 'de marca: cálido y cercano, transmite los valores y la personalidad de la marca',
} as const

/**
 * Writes a script with a chat model (OpenAI or a compatible server) from the request's sources only. The answer is
 * validated as a Script (one repair attempt, see chatJson); a monologue keeps only the presenter. When its length is
 * off by more than ±15 % of `targetWords`, the model is asked once to lengthen or shorten it; the result is accepted
 * within ±25 %, otherwise ScriptLengthError.
 */
export async function writeScriptWithOpenAI(request: ScriptRequest, deps: OpenAIWriterDeps = {}): Promise<Script> {
	const client = deps.client ?? requireOpenAI()
	const model = deps.model ?? getEnv().OPENAI_MODEL
	const base = {
		system: systemPrompt(request),
		user: userMessage(request),
		schema: scriptSchema,
		client,
		model,
		signal: deps.signal,
		sleep: deps.sleep,
	}
	const target = request.targetWords
	const first = normalise(await chatJson(base), request)
	const firstWords = scriptWords(first)
	if (withinTolerance(firstWords, target, TOLERANCE)) return first

	const adjusted = normalise(
		await chatJson({
			...base,
			turns: [
				{ role: 'assistant', content: JSON.stringify(first) },
				{ role: 'user', content: adjustMessage(firstWords, target) },
			],
		}),
		request,
	)
	const adjustedWords = scriptWords(adjusted)
	if (withinTolerance(adjustedWords, target, TOLERANCE)) return adjusted
	// neither is within ±15 %: the closer one, if it is within ±25 %
	const best =
		Math.abs(adjustedWords - target) <= Math.abs(firstWords - target)
			? { script: adjusted, words: adjustedWords }
			: { script: first, words: firstWords }
	if (withinTolerance(best.words, target, LAST_RESORT_TOLERANCE)) return best.script
	throw new ScriptLengthError(
		`El guion generado tiene ${best.words} palabras y el objetivo era unas ${target} (±${LAST_RESORT_TOLERANCE * 100} %), incluso tras pedir que se ajustara. Vuelve a intentarlo.`,
	)
}

function withinTolerance(words: number, target: number, tolerance: number) {
	return Math.abs(words - target) <= target * tolerance
}

/** The system prompt: what to write, in which language, format and tone, and the exact JSON to answer with. */
export function systemPrompt(request: ScriptRequest) {
	const voices = request.monologue
		? `Es un monólogo: solo habla el presentador, ${request.presenterName}; todas las líneas tienen "speaker": "presenter".`
		: `Hablan dos personas: el presentador, ${request.presenterName} ("speaker": "presenter"), y el invitado, ${request.guestName} ("speaker": "guest"). Alterna sus intervenciones con naturalidad.`
	return [
		'Eres un guionista profesional de podcasts. Escribe el guion de un episodio para ser leído en voz alta.',
		`Idioma: ${LANGUAGE[request.language]}.`,
		`Formato: ${FORMAT[request.format]}.`,
		`Tono: ${TONE[request.tone]}.`,
		voices,
		'Usa ÚNICAMENTE la información de las fuentes que te da el usuario: no inventes datos, cifras, nombres, citas ni hechos que no estén en ellas. Si las fuentes no cubren algo, no lo menciones.',
		'Organiza el guion en entre 3 y 6 secciones, cada una con un título breve: la primera es la presentación (bienvenida, podcast y tema del episodio) y la última la despedida.',
		'Si las fuentes traen su propia estructura (los títulos de sus apartados), las secciones centrales la siguen en el mismo orden y se titulan con esos títulos, tal como están escritos (sin su numeración). Nunca uses como título una palabra suelta que no nombra un tema (un verbo, un adverbio, un pronombre).',
		'Que sea una conversación de verdad: las preguntas del presentador tratan del contenido concreto de cada sección (sus términos clave) y no se repiten; el invitado explica con sus propias palabras, resume y ordena las ideas, y cita las fuentes solo en parte. Añade una transición breve entre secciones.',
		'El tono da forma a las preguntas y a la despedida, nunca añade hechos ni frases ajenas al tema de las fuentes.',
		'Nunca leas en voz alta código, órdenes de terminal, rutas de archivos, nombres de archivo, opciones de programas, direcciones web ni correos electrónicos: explica para qué sirven con palabras. Omite números de página, notas al pie, referencias a otros capítulos («véase el capítulo 3») e índices.',
		genderLine(request),
		`Extensión: unas ${request.targetWords} palabras en total sumando el texto de todas las líneas (admite un ±10 %).`,
		'Escribe texto hablado: frases naturales, sin acotaciones, sin markdown, sin emojis, sin nombres de los hablantes dentro del texto y sin URLs.',
		'Responde solo con un objeto JSON con exactamente esta forma, sin texto alrededor:',
		'{"sections":[{"title":string,"lines":[{"speaker":"presenter"|"guest","text":string}]}]}',
	].join('\n\n')
}

/** Agreement with each voice's gender ('Encantada de estar aquí'), when it is known. */
function genderLine(request: ScriptRequest) {
	const word = { female: 'mujer', male: 'hombre' } as const
	const people = [
		request.genders?.presenter && `${request.presenterName} (presentador) es ${word[request.genders.presenter]}`,
		!request.monologue && request.genders?.guest && `${request.guestName} (invitado) es ${word[request.genders.guest]}`,
	].filter(Boolean)
	const agreement = people.length
		? `${people.join('; ')}: los saludos, adjetivos y participios que se refieren a cada uno concuerdan con su género («Encantada», «Bienvenido»).`
		: 'No sabemos el género de las voces: evita saludos y adjetivos que lo marquen («Encantado/a»); usa fórmulas neutras («Gracias por invitarme»).'
	return `${agreement} Respeta también la variedad del idioma indicada en todo el guion, incluidos saludos y despedidas.`
}

/** The document's headings, indented by depth: the structure the sections follow. */
function sourceOutline(request: ScriptRequest) {
	const headings = (request.sections ?? []).filter((section) => section.heading)
	if (headings.length < 2) return []
	return [
		'Estructura de las fuentes (títulos de sus apartados, en orden):',
		...headings.slice(0, 60).map((section) => `${'  '.repeat(Math.max(0, section.level - 1))}- ${section.heading}`),
		'',
	]
}

/** The user message: the episode's data and the sources (cut at MAX_SOURCE_CHARS). */
export function userMessage(request: ScriptRequest) {
	const people = request.monologue
		? [`Presentador: ${request.presenterName}`]
		: [`Presentador: ${request.presenterName}`, `Invitado: ${request.guestName}`]
	const variation = request.variation
		? [`Versión alternativa n.º ${request.variation}: usa otro enfoque, otro orden y otras palabras que en versiones anteriores.`]
		: []
	return [
		`Título del episodio: ${request.title}`,
		`Podcast: ${request.podcastName}`,
		...people,
		...variation,
		'',
		...sourceOutline(request),
		'Fuentes:',
		'<<<',
		truncateSources(request.sources),
		'>>>',
	].join('\n')
}

/** Cuts the sources to `max` characters at a word boundary, marking the cut. */
function truncateSources(sources: string, max = MAX_SOURCE_CHARS) {
	const text = sources.trim()
	if (text.length <= max) return text
	const cut = text.slice(0, max)
	const space = cut.lastIndexOf(' ')
	return `${(space > max * 0.9 ? cut.slice(0, space) : cut).trimEnd()} […]`
}

function adjustMessage(words: number, target: number) {
	const verb = words < target ? 'Alárgalo' : 'Acórtalo'
	const how =
		words < target
			? 'desarrollando más las ideas de las fuentes (sin inventar nada)'
			: 'resumiendo y quitando lo menos importante'
	return [
		`El guion tiene ${words} palabras, pero debe tener unas ${target} (entre ${Math.round(target * 0.9)} y ${Math.round(target * 1.1)}).`,
		`${verb} hasta unas ${target} palabras, ${how}, con las mismas secciones y hablantes.`,
		'Responde solo con el guion completo en el mismo formato JSON.',
	].join('\n')
}

/** Trims the lines, drops empty ones and sections left empty; in a monologue every line is the presenter's. */
function normalise(script: Script, request: ScriptRequest): Script {
	const sections = script.sections
		.map((section) => ({
			title: section.title.trim(),
			lines: section.lines
				.map((line) => ({
					speaker: request.monologue ? ('presenter' as const) : line.speaker,
					text: line.text.trim(),
				}))
				.filter((line) => line.text),
		}))
		.filter((section) => section.lines.length)
	if (!sections.length) throw new ScriptLengthError('El modelo devolvió un guion vacío. Vuelve a intentarlo.')
	return { sections: sections.map((section) => ({ ...section, title: section.title || '…' })) }
}
