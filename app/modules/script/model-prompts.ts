import type { EpisodePlan } from './model-chapters.ts'
import { type AnswerProblem, type Line, lineLabels } from './model-lines.ts'
import type { ScriptLanguage, ScriptRequest } from './script-types.ts'

/**
 * What the model writer says to the model: short prompts a 3–8 B model follows, in Spanish, asking for the line
 * format of model-lines.ts. Pure functions.
 */

const LANGUAGE = {
	castellano: 'español de España, con vocabulario peninsular, tildes y signos de apertura (¿ ¡)',
	latino: 'español latinoamericano neutro, comprensible en toda Latinoamérica, con tildes y signos de apertura (¿ ¡)',
	english: 'inglés natural y cercano. Write every line in English',
} as const

/** The episode's language and variety, as the rule on sources in another language names it. */
const LANGUAGE_NAME = {
	castellano: 'español de España',
	latino: 'español latinoamericano neutro',
	english: 'inglés',
} as const

/** How the hosts speak to each other and to the audience (the register), per variety. */
const REGISTER = {
	castellano: {
		dialogue: 'Los dos se tratan de tú.',
		audience:
			'A la audiencia se le habla de vosotros («os», «vuestro», «podéis»). Nunca de usted: en lugar de «Edite su fichero», di «editad vuestro fichero» o «podéis editar el fichero».',
	},
	latino: {
		dialogue: 'Los dos se tratan de tú.',
		audience:
			'A la audiencia se le habla de ustedes («pueden», «su»), nunca de vosotros. Nada de órdenes de usted: en lugar de «Edite su archivo», di «pueden editar el archivo».',
	},
	english: {
		dialogue: 'The two hosts talk to each other informally.',
		audience: 'Address the audience as «you».',
	},
} as const

const FORMAT = {
	podcast: 'podcast: una conversación natural y amena',
	entrevista: 'entrevista: el presentador pregunta y repregunta; el invitado responde con detalle',
	pildora: 'píldora de audio: breve, directa y muy clara',
} as const

const TONE = {
	formacion: 'formativo: explica con claridad y orden y define los conceptos',
	innovacion: 'innovación: curioso, destaca lo nuevo y lo que cambia',
	ventas: 'comercial: orientado al valor para el oyente, persuasivo pero honesto',
	marca: 'de marca: cálido y cercano',
} as const

/** The titles of the parts the model writes without a chapter of the sources. */
export const PART_TITLES: Record<ScriptLanguage, { intro: string; outro: string }> = {
	castellano: { intro: 'Introducción', outro: 'Despedida' },
	latino: { intro: 'Introducción', outro: 'Despedida' },
	english: { intro: 'Introduction', outro: 'Goodbye' },
}

/**
 * The system prompt of every request: language, register, gender agreement, format and tone, what may be said (the
 * sources only, figures and names as written there) and the line format of the answer.
 */
export function systemPrompt(request: ScriptRequest) {
	const labels = lineLabels(request.language)
	const register = REGISTER[request.language]
	const presenter = request.genders?.presenter === 'female' ? 'la presentadora' : 'el presentador'
	const guest = request.genders?.guest === 'female' ? 'la invitada' : 'el invitado'
	const voices = request.monologue
		? `Es un monólogo: solo habla ${presenter}, ${request.presenterName}.`
		: `Hablan dos personas: ${presenter}, ${request.presenterName}, y ${guest}, ${request.guestName}. ${register.dialogue}`
	const format = request.monologue
		? [`${labels.presenter}: …`, `${labels.presenter}: …`]
		: [`${labels.presenter}: …`, `${labels.guest}: …`]
	return [
		'Eres guionista de podcasts. Escribes por partes el guion de un episodio que se leerá en voz alta.',
		`Idioma: ${LANGUAGE[request.language]}.`,
		`${voices} ${register.audience}`,
		genderLine(request),
		`Formato: ${FORMAT[request.format]}. Tono: ${TONE[request.tone]}; el tono nunca añade hechos.`,
		[
			'Reglas:',
			'- Cuenta solo lo que dicen las fuentes que te doy, en su orden. No añadas datos, cifras, fechas, nombres, ejemplos ni citas que no estén en ellas.',
			'- Escribe las cifras y los nombres exactamente como aparecen en las fuentes.',
			`- Las fuentes pueden estar en otro idioma (inglés o español): el guion se escribe siempre en ${LANGUAGE_NAME[request.language]}, traduciendo lo que cuentan, pero los nombres de personas y de productos, las cifras y los títulos entre comillas se dejan como están.`,
			'- Cada pregunta del presentador trata de lo que explican las fuentes, y la respuesta siguiente la contesta. No repitas preguntas.',
			'- Los pasos de un procedimiento van en su orden («primero…, después…»).',
			'- Nunca hables como el autor del documento («como he dicho», «subrayo») ni menciones «las fuentes», páginas, figuras, tablas u otros capítulos.',
			'- Nunca leas código, órdenes, rutas de archivos, direcciones web ni correos: di para qué sirven.',
			'- Texto hablado: frases naturales, sin acotaciones, sin markdown y sin emojis.',
		].join('\n'),
		[
			'Responde solo con líneas de diálogo, una intervención por línea, cada una empezando por la etiqueta de quien habla:',
			...format,
			'Nada antes ni después: ni títulos, ni comentarios, ni bloques de código.',
		].join('\n'),
	].join('\n\n')
}

/** Agreement with each voice's gender ('Encantada de estar aquí'), when it is known. */
function genderLine(request: ScriptRequest) {
	const word = { female: 'mujer', male: 'hombre' } as const
	const people = [
		request.genders?.presenter && `${request.presenterName} (presentador) es ${word[request.genders.presenter]}`,
		!request.monologue && request.genders?.guest && `${request.guestName} (invitado) es ${word[request.genders.guest]}`,
	].filter(Boolean)
	return people.length
		? `${people.join('; ')}: los saludos, adjetivos y participios que se refieren a cada uno concuerdan con su género («Encantada», «Bienvenido»).`
		: 'No sabemos el género de las voces: evita saludos y adjetivos que lo marquen («Encantado/a»); usa fórmulas neutras («Gracias por invitarme»).'
}

/** The episode's data every request starts with. */
function episodeLines(request: ScriptRequest) {
	return [
		`Podcast: «${request.podcastName}». Episodio: «${request.title}».`,
		request.monologue
			? `Presentador: ${request.presenterName}.`
			: `Presentador: ${request.presenterName}. Invitado: ${request.guestName}.`,
		...(request.variation
			? [`Versión alternativa n.º ${request.variation}: usa otro enfoque y otras palabras que en versiones anteriores.`]
			: []),
	]
}

/** The request for chapter `index` of the plan: its place in the episode, its length and its sources only. */
export function chapterMessage(request: ScriptRequest, plan: EpisodePlan, index: number) {
	const chapter = plan.chapters[index]!
	const count = plan.chapters.length
	const previous = plan.chapters[index - 1]
	const turns = Math.max(2, Math.round(chapter.words / 25))
	return [
		...episodeLines(request),
		'',
		`Capítulo ${index + 1} de ${count}: «${chapter.title}».`,
		previous
			? `Viene después del capítulo «${previous.title}»: empieza con una transición breve, sin saludar.`
			: 'Es el primer capítulo, justo después de la presentación: entra en materia sin volver a saludar.',
		...(index === count - 1 ? ['Es el último capítulo: no te despidas, la despedida viene después.'] : []),
		`Extensión: unas ${chapter.words} palabras, en unas ${turns} intervenciones.`,
		'',
		'Fuentes de este capítulo:',
		'<<<',
		chapter.sources,
		'>>>',
		'',
		'Escribe ahora solo el diálogo de este capítulo.',
	].join('\n')
}

/** The request for the intro: welcome, the episode, the guest and the chapters' titles; no sources, so no facts. */
export function introMessage(request: ScriptRequest, plan: EpisodePlan) {
	const topics = plan.chapters.map((chapter) => `«${chapter.title}»`).join(', ')
	const what = request.monologue
		? `${request.presenterName} da la bienvenida a «${request.podcastName}», presenta el episodio «${request.title}» y anuncia sus temas: ${topics}.`
		: `${request.presenterName} da la bienvenida a «${request.podcastName}», presenta el episodio «${request.title}» y a ${request.guestName}, y anuncia sus temas: ${topics}. ${request.guestName} saluda brevemente.`
	return [
		...episodeLines(request),
		'',
		`Escribe la presentación del episodio, unas ${plan.introWords} palabras en 1 a 3 intervenciones: ${what}`,
		'No cuentes aún nada del contenido, no uses cifras ni nombres que no estén aquí y no empieces con una fórmula hecha: que suene a este episodio.',
	].join('\n')
}

/** The request for the outro: the topics recalled by their titles, thanks and goodbye. */
export function outroMessage(request: ScriptRequest, plan: EpisodePlan) {
	const topics = plan.chapters.map((chapter) => `«${chapter.title}»`).join(', ')
	const what = request.monologue
		? `${request.presenterName} recuerda en una frase los temas (${topics}), da las gracias a la audiencia y se despide.`
		: `${request.presenterName} recuerda en una frase los temas (${topics}), da las gracias a ${request.guestName} y a la audiencia y se despide; ${request.guestName} agradece y se despide.`
	return [
		...episodeLines(request),
		'',
		`Escribe la despedida del episodio, unas ${plan.outroWords} palabras en 1 a 3 intervenciones: ${what}`,
		'No añadas datos, cifras ni nombres que no estén aquí.',
	].join('\n')
}

/** What was wrong with the answer, sent back once so the model can write it again. */
export function repairMessage(problems: readonly AnswerProblem[], request: ScriptRequest) {
	const labels = lineLabels(request.language)
	const start = request.monologue ? `${labels.presenter}:` : `${labels.presenter}: o ${labels.guest}:`
	return [
		'Tu respuesta anterior no sirve todavía:',
		...problems.map((problem) => `- ${problem.text}.`),
		`Escríbela de nuevo completa, corrigiéndolo, solo con líneas que empiecen por ${start} y sin nada antes ni después.`,
	].join('\n')
}

/** What the model answers a rewrite request with when the line cannot be said without what it invented. */
export const DROP = 'ELIMINAR'

/** Asks for one line again without what it invented: same speaker, same idea, only the sources. */
export function rewriteMessage(line: Line, invented: readonly string[], sources: string, request: ScriptRequest) {
	const label = lineLabels(request.language)[line.speaker]
	const terms = invented.map((term) => `«${term}»`).join(', ')
	return [
		'Fuentes:',
		'<<<',
		sources,
		'>>>',
		'',
		`Esta línea del guion dice ${terms}, que no ${invented.length === 1 ? 'aparece' : 'aparecen'} en las fuentes:`,
		`${label}: ${line.text}`,
		'',
		`Reescríbela usando solo las fuentes: la misma idea, sin datos que no estén en ellas. Responde solo con la línea, empezando por ${label}:`,
		`Si la idea no se puede decir sin esos datos, responde solo: ${DROP}`,
	].join('\n')
}
