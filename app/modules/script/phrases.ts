import type { Genders, ScriptLanguage, Tone } from './script-types.ts'

/**
 * The words the local composer puts around the sources, per episode language (not UI language: a Castilian
 * episode uses vosotros, a Latin American one ustedes). Several variants each, so regenerating gives another take and
 * no line is said more than twice in an episode.
 *
 * Placeholders: {podcast} {title} {presenter} {guest} {chapter} (a chapter's title) {phrase} (a key phrase of the
 * answer that follows) {previous} (the chapter before) {topics} (the chapters, listed). Agreement with a speaker's
 * gender: {g:guest:Bienvenido|Bienvenida} — `self` is the speaker of the line. A template with {g:…} is only used when
 * that speaker's gender is known; every list has variants without one.
 */
type Phrases = {
	intro: string[]
	introMonologue: string[]
	/** the presenter introduces the guest */
	welcomeGuest: string[]
	guestHello: string[]
	/** the roadmap of the episode: its chapters */
	roadmap: string[]
	/** the first question of the first chapter */
	firstChapter: string[]
	/** a transition to the next chapter, then its first question */
	nextChapter: string[]
	chapterMonologue: string[]
	/** a question about the key phrase of the answer that follows */
	ask: string[]
	/** short acknowledgements before a question (never on their own) */
	react: string[]
	/** how the guest may start an answer in their own words: the sentence that follows goes after it */
	answerOpeners: string[]
	recap: string[]
	outro: string[]
	guestBye: string[]
	outroMonologue: string[]
	chapters: { intro: string; outro: string }
	/** Tone shapes the framing (never a fact): a line of the intro, questions of its own and the closing. */
	tone: Record<Tone, { intro: string; ask: string[]; closing: string }>
	/** joins two short sentences into one */
	joiners: string[]
	list: { and: string; open: string; close: string }
}

const castellano: Phrases = {
	intro: [
		'¡Hola a todos y bienvenidos a {podcast}! Soy {presenter} y hoy hablamos de «{title}».',
		'Bienvenidos a un nuevo episodio de {podcast}. Soy {presenter} y el tema de hoy es «{title}».',
	],
	introMonologue: [
		'¡Hola a todos y bienvenidos a {podcast}! Soy {presenter} y hoy os cuento todo sobre «{title}».',
		'Bienvenidos a {podcast}. Soy {presenter} y en este episodio repasamos «{title}».',
	],
	welcomeGuest: [
		'Me acompaña {guest}. {g:guest:Bienvenido|Bienvenida}, {guest}.',
		'Hoy está conmigo {guest}. Gracias por venir, {guest}.',
	],
	guestHello: [
		'Gracias por invitarme, {presenter}. Es un tema que da mucho de sí.',
		'{g:self:Encantado|Encantada} de estar aquí, {presenter}. Vamos a ello.',
	],
	roadmap: ['Vamos a recorrer {topics}.', 'Hablaremos de {topics}.'],
	firstChapter: [
		'Empecemos por «{chapter}», {guest}. ¿Qué es lo primero que deberíamos saber?',
		'Para empezar, «{chapter}». ¿Por dónde empezarías, {guest}?',
	],
	nextChapter: [
		'Pasemos a «{chapter}». ¿Qué nos cuentas de esto, {guest}?',
		'Después de «{previous}», vamos con «{chapter}». ¿Qué hay que saber aquí?',
		'Cambiamos de tema: «{chapter}». ¿Por dónde empezamos?',
		'Y ahora, «{chapter}». {guest}, ¿qué es lo esencial?',
	],
	chapterMonologue: ['Vamos con «{chapter}».', 'Pasemos ahora a «{chapter}».', 'El siguiente punto es «{chapter}».'],
	ask: [
		'¿Qué conviene saber sobre «{phrase}»?',
		'¿Y dónde entra «{phrase}» en todo esto?',
		'¿Qué papel tiene «{phrase}» aquí?',
		'Detengámonos en «{phrase}». ¿Qué hay que tener en cuenta?',
		'¿Nos explicas lo de «{phrase}»?',
		'¿Y cómo encaja «{phrase}»?',
		'¿Qué más hay que saber de «{phrase}»?',
		'Háblanos de «{phrase}».',
	],
	react: ['Entiendo.', 'Muy claro.', 'Interesante.', 'De acuerdo.', 'Vale.', 'Tiene sentido.', 'Ya veo.'],
	answerOpeners: ['Pues mira,', 'Lo esencial es esto:', 'Dicho de forma sencilla,', 'En pocas palabras,', 'Para resumirlo,'],
	recap: ['Hoy hemos repasado {topics}.', 'Hemos hablado de {topics}.'],
	outro: [
		'Pues hasta aquí el episodio de hoy. Gracias, {guest}, y gracias a todos por escucharnos. ¡Nos oímos en el próximo {podcast}!',
		'Nos despedimos por hoy. Gracias, {guest}. Si os ha gustado, compartid el episodio. ¡Hasta pronto!',
	],
	guestBye: ['Gracias a vosotros. ¡Ha sido un placer!', 'Un placer, {presenter}. ¡Hasta la próxima!'],
	outroMonologue: ['Y hasta aquí el episodio de hoy. Gracias por escucharme y nos oímos en el próximo {podcast}.'],
	chapters: { intro: 'Introducción', outro: 'Despedida' },
	tone: {
		formacion: {
			intro: 'Lo vamos a ver paso a paso, para que os llevéis ideas claras y prácticas.',
			ask: ['¿Cómo explicarías «{phrase}» a alguien que empieza?', '¿Qué debería recordar quien empieza con «{phrase}»?'],
			closing: 'Esperamos que os llevéis ideas claras para ponerlas en práctica.',
		},
		innovacion: {
			intro: 'Veremos qué hay de nuevo y qué cambia.',
			ask: ['¿Qué cambia con «{phrase}»?', '¿Qué aporta de nuevo «{phrase}»?'],
			closing: 'Seguiremos de cerca lo que cambie.',
		},
		ventas: {
			intro: 'Y sobre todo veremos qué aporta en la práctica.',
			ask: ['¿Qué se gana con «{phrase}»?', '¿Qué ventaja práctica tiene «{phrase}»?'],
			closing: 'Ya sabéis qué aporta: ahora os toca decidir.',
		},
		marca: {
			intro: 'Lo contamos con calma y de cerca.',
			ask: ['¿Cómo contarías «{phrase}» a alguien de fuera?', '¿Qué destacarías de «{phrase}»?'],
			closing: 'Gracias por acompañarnos en esta conversación.',
		},
	},
	joiners: [', y ', '; además, '],
	list: { and: 'y', open: '«', close: '»' },
}

const latino: Phrases = {
	...castellano,
	introMonologue: [
		'¡Hola a todos y bienvenidos a {podcast}! Soy {presenter} y hoy les cuento todo sobre «{title}».',
		'Bienvenidos a {podcast}. Soy {presenter} y en este episodio repasamos «{title}».',
	],
	outro: [
		'Y hasta aquí el episodio de hoy. Gracias, {guest}, y gracias a todos por escucharnos. ¡Nos escuchamos en el próximo {podcast}!',
		'Nos despedimos por hoy. Gracias, {guest}. Si les gustó, compartan el episodio. ¡Hasta pronto!',
	],
	guestBye: ['Gracias a ustedes. ¡Fue un placer!', 'Un placer, {presenter}. ¡Hasta la próxima!'],
	react: ['Entiendo.', 'Muy claro.', 'Interesante.', 'De acuerdo.', 'Perfecto.', 'Tiene sentido.', 'Ya veo.'],
	tone: {
		formacion: {
			intro: 'Lo vamos a ver paso a paso, para que se lleven ideas claras y prácticas.',
			ask: castellano.tone.formacion.ask,
			closing: 'Esperamos que se lleven ideas claras para ponerlas en práctica.',
		},
		innovacion: castellano.tone.innovacion,
		ventas: {
			intro: castellano.tone.ventas.intro,
			ask: castellano.tone.ventas.ask,
			closing: 'Ya saben qué aporta: ahora les toca decidir.',
		},
		marca: castellano.tone.marca,
	},
}

const english: Phrases = {
	intro: [
		"Hello everyone and welcome to {podcast}! I'm {presenter} and today we're talking about “{title}”.",
		"Welcome to a new episode of {podcast}. I'm {presenter}, and today's topic is “{title}”.",
	],
	introMonologue: ["Hello everyone and welcome to {podcast}! I'm {presenter} and today I'll walk you through “{title}”."],
	welcomeGuest: ["I'm joined by {guest}. Welcome, {guest}.", 'With me today is {guest}. Thanks for coming, {guest}.'],
	guestHello: ['Thanks for having me, {presenter}. There is a lot to talk about.', 'Glad to be here, {presenter}.'],
	roadmap: ["We'll go through {topics}.", "We'll talk about {topics}."],
	firstChapter: [
		"Let's start with “{chapter}”, {guest}. What should we know first?",
		'First, “{chapter}”. Where would you begin?',
	],
	nextChapter: [
		'Moving on to “{chapter}”. What can you tell us, {guest}?',
		'After “{previous}”, on to “{chapter}”. What matters here?',
		'Next: “{chapter}”. Where do we start?',
	],
	chapterMonologue: ["Let's move on to “{chapter}”.", 'Next up: “{chapter}”.'],
	ask: [
		'What should we know about “{phrase}”?',
		'Where does “{phrase}” fit in?',
		'What role does “{phrase}” play here?',
		'Can you explain “{phrase}”?',
		'Tell us about “{phrase}”.',
	],
	react: ['I see.', 'Very clear.', 'Interesting.', 'Makes sense.'],
	answerOpeners: ['Well,', 'In short,', 'Put simply,'],
	recap: ['Today we covered {topics}.'],
	outro: ["That's all for today. Thank you, {guest}, and thanks to everyone for listening. See you next time on {podcast}!"],
	guestBye: ['Thank you! It was a pleasure.', 'A pleasure, {presenter}. See you soon!'],
	outroMonologue: ["That's all for today. Thanks for listening, and see you next time on {podcast}."],
	chapters: { intro: 'Introduction', outro: 'Goodbye' },
	tone: {
		formacion: {
			intro: "We'll go step by step so you leave with clear, practical ideas.",
			ask: ['How would you explain “{phrase}” step by step?'],
			closing: 'We hope you take away ideas you can put into practice.',
		},
		innovacion: {
			intro: "We'll see what is new and what changes.",
			ask: ['What changes with “{phrase}”?'],
			closing: "We'll keep an eye on what changes next.",
		},
		ventas: {
			intro: "Above all, we'll see what it brings in practice.",
			ask: ['What do you gain with “{phrase}”?'],
			closing: 'Now you know what it brings: the decision is yours.',
		},
		marca: {
			intro: "We'll tell it calmly and up close.",
			ask: ['What would you highlight about “{phrase}”?'],
			closing: 'Thank you for joining us in this conversation.',
		},
	},
	joiners: [', and '],
	list: { and: 'and', open: '“', close: '”' },
}

export const phrases: Record<ScriptLanguage, Phrases> = { castellano, latino, english }

/**
 * Fills {placeholders} and {g:who:masculine|feminine} agreements (`who` is presenter, guest or self, the speaker of
 * the line). An agreement whose speaker's gender is unknown keeps the masculine form (callers avoid such templates,
 * see usableTemplates).
 */
export function fill(
	template: string,
	values: Record<string, string>,
	genders: Genders = {},
	self: 'presenter' | 'guest' = 'presenter',
) {
	return template
		.replace(/\{g:(\w+):([^|}]*)\|([^}]*)\}/g, (_match, who: string, masculine: string, feminine: string) => {
			const gender = genders[(who === 'self' ? self : who) as 'presenter' | 'guest']
			return gender === 'female' ? feminine : masculine
		})
		.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}

/** The templates that can be said with the genders known: those agreeing with an unknown speaker are left out. */
export function usableTemplates(templates: readonly string[], genders: Genders, self: 'presenter' | 'guest') {
	const usable = templates.filter((template) =>
		[...template.matchAll(/\{g:(\w+):/g)].every(
			(match) => genders[(match[1] === 'self' ? self : match[1]) as 'presenter' | 'guest'],
		),
	)
	return usable.length ? usable : [...templates]
}

/** 'A, B y C' */
export function listOf(items: readonly string[], and: string) {
	if (items.length <= 1) return items.join('')
	return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`
}
