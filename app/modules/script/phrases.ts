import type { EpisodeFormat, Genders, ScriptLanguage, Tone } from './script-types.ts'

/**
 * The words the local composer puts around the sources, per episode language (not UI language: a Castilian
 * episode uses vosotros, a Latin American one ustedes). Several variants each, so regenerating gives another take and
 * no line is said more than twice in an episode.
 *
 * Placeholders: {podcast} {title} {presenter} {guest} {chapter} (a chapter's title) {phrase} (a key phrase of the
 * answer that follows) {previous} (the chapter before) {topics} (the chapters, listed). Which variant is said depends on the episode (its
 * title seeds the choice), so that episodes of a podcast do not all open alike. Agreement with a speaker's
 * gender: {g:guest:Bienvenido|Bienvenida} — `self` is the speaker of the line. A template with {g:…} is only used when
 * that speaker's gender is known; every list has variants without one.
 */
type Phrases = {
	intro: string[]
	/** openings of a format's own, said instead of the common ones now and then */
	introByFormat: Record<EpisodeFormat, string[]>
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
	/** a question about what the answer that follows is about: {phrase} is the noun phrase it starts with */
	ask: string[]
	/** the same when the answer defines it: «X es…» */
	askDefinition: string[]
	/** a question about a key term of the answer, quoted */
	askTerm: string[]
	/** a question before the steps of a procedure */
	askSteps: string[]
	/** a question before the steps of a procedure whose chapter names what they do ({goal}: «grabar una macro») */
	askStepsFor: string[]
	/** a follow-up when the answer goes on with the same thing */
	askMore: string[]
	/** what comes next after steps («¿Y luego?»): said only after an answer that ends on a step */
	askNextStep: string[]
	/** a follow-up about the phrase the question before asked about */
	askAgain: string[]
	/** the source's own question ({question}; {asked}: the same after a vocative, «Lucía, ¿puedo…?») */
	askSource: string[]
	/** the transition to the first chapter, or to the next, when its title is the question asked right after */
	firstQuestion: string[]
	nextQuestion: string[]
	/** the first question of a chapter when its first answer has no phrase to ask about */
	askFirst: string[]
	/** short acknowledgements before a question (never on their own) */
	react: string[]
	/** how the guest may start an answer in their own words (never a summary's «en pocas palabras»: what follows is no summary) */
	answerOpeners: string[]
	recap: string[]
	outro: string[]
	guestBye: string[]
	outroMonologue: string[]
	chapters: { intro: string; outro: string }
	/** Tone shapes the framing (never a fact): a line of the intro, questions of its own and the closing. */
	tone: Record<Tone, { intro: string[]; ask: string[]; closing: string[] }>
	/** the intro's framing for a source that is mostly steps to follow (a help page, a how-to), whatever the tone */
	introHowTo: string[]
	/** the words before the steps of a procedure: the first, those in between, the last */
	steps: string[]
	/** joins two short sentences into one */
	joiners: string[]
	/** `more`: the chapters a roadmap does not name, counted ({n}) */
	list: { and: string; open: string; close: string; more: string }
	/** numbers said as words in the hosts' lines («y dos temas más»), from zero */
	numbers: string[]
}

const castellano: Phrases = {
	intro: [
		'¡Hola a todos y bienvenidos a {podcast}! Soy {presenter} y hoy hablamos de «{title}».',
		'Bienvenidos a un nuevo episodio de {podcast}. Soy {presenter} y el tema de hoy es «{title}».',
		'Esto es {podcast} y yo soy {presenter}. Hoy nos toca «{title}».',
		'Qué tal, bienvenidos a {podcast}. Con vosotros {presenter}, y hoy vamos a hablar de «{title}».',
		'Empieza {podcast}. Soy {presenter} y en este episodio nos metemos de lleno en «{title}».',
		'Buenas, y bienvenidos a {podcast}. Soy {presenter} y hoy os traigo «{title}».',
		'Hola, hola, esto es {podcast}. Aquí {presenter}, y el episodio de hoy va de «{title}».',
		'Muy buenas. Estáis escuchando {podcast}, soy {presenter}, y hoy toca «{title}».',
		'Bienvenidos de nuevo a {podcast}. Soy {presenter} y hoy nos centramos en «{title}».',
		'Hola a todos. Soy {presenter}, esto es {podcast}, y hoy tenemos entre manos «{title}».',
	],
	introByFormat: {
		podcast: ['Arrancamos un nuevo {podcast}. Soy {presenter} y hoy charlamos sobre «{title}».'],
		entrevista: [
			'Bienvenidos a {podcast}. Soy {presenter} y hoy entrevisto a {guest} sobre «{title}».',
			'Esto es {podcast}, y hoy toca entrevista: {presenter} con {guest}, sobre «{title}».',
		],
		pildora: [
			'Esto es {podcast}, una píldora de pocos minutos sobre «{title}». Soy {presenter}.',
			'Una píldora de {podcast} para ir al grano: «{title}». Soy {presenter}.',
		],
	},
	introMonologue: [
		'¡Hola a todos y bienvenidos a {podcast}! Soy {presenter} y hoy os cuento todo sobre «{title}».',
		'Bienvenidos a {podcast}. Soy {presenter} y en este episodio repasamos «{title}».',
		'Esto es {podcast}, y yo soy {presenter}. Hoy os hablo de «{title}».',
		'Muy buenas, soy {presenter} y esto es {podcast}. El tema de hoy: «{title}».',
		'Bienvenidos de nuevo a {podcast}. Aquí {presenter}, y hoy me centro en «{title}».',
	],
	welcomeGuest: [
		'Me acompaña {guest}. {g:guest:Bienvenido|Bienvenida}, {guest}.',
		'Hoy está conmigo {guest}. Gracias por venir, {guest}.',
	],
	guestHello: [
		'Gracias por invitarme, {presenter}. Es un tema que da mucho de sí.',
		'{g:self:Encantado|Encantada} de estar aquí, {presenter}. Vamos a ello.',
	],
	roadmap: ['Vamos a recorrer {topics}.', 'Hablaremos de {topics}.', 'Iremos por partes: {topics}.'],
	firstChapter: ['Empecemos por «{chapter}», {guest}.', 'Para empezar, «{chapter}».', 'Lo primero: «{chapter}».'],
	nextChapter: [
		'Pasemos a «{chapter}».',
		'Después de «{previous}», vamos con «{chapter}».',
		'Cambiamos de tema: «{chapter}».',
		'Y ahora, «{chapter}».',
		'Vamos con «{chapter}», {guest}.',
	],
	chapterMonologue: ['Vamos con «{chapter}».', 'Pasemos ahora a «{chapter}».', 'El siguiente punto es «{chapter}».'],
	ask: [
		'¿Qué conviene saber sobre {phrase}?',
		'Háblanos de {phrase}.',
		'¿Qué nos puedes contar de {phrase}?',
		'Detengámonos en {phrase}. ¿Qué hay que tener en cuenta?',
		'¿Y qué pasa con {phrase}?',
		'{guest}, ¿qué hay que saber de {phrase}?',
	],
	askDefinition: ['¿Qué es exactamente {phrase}?', '¿Y qué es {phrase}?', 'Para quien no lo conozca, ¿qué es {phrase}?'],
	askTerm: ['¿Qué conviene saber sobre «{phrase}»?', '¿Nos explicas lo de «{phrase}»?', 'Háblanos de «{phrase}».'],
	askSteps: ['¿Y cómo se hace, paso a paso?', '¿Qué pasos hay que seguir?', '¿Cómo se hace en la práctica?'],
	askStepsFor: [
		'¿Qué pasos hay que seguir para {goal}?',
		'¿Y cómo se hace para {goal}?',
		'¿Cómo se consigue {goal}, paso a paso?',
	],
	askMore: [
		'¿Qué más hay que saber?',
		'¿Y qué más?',
		'¿Algo más que debamos tener en cuenta?',
		'Sigue, por favor.',
		'¿Hay algo más?',
		'Cuéntanos más.',
		'¿Qué más nos puedes contar?',
		'Continúa, {guest}.',
		'¿Alguna cosa más?',
	],
	askNextStep: ['¿Y luego?', '¿Y qué viene después?', '¿Y después?'],
	askAgain: ['¿Qué más hay que saber sobre {phrase}?', '¿Y qué más sobre {phrase}?', '¿Algo más sobre {phrase}?'],
	askFirst: [
		'¿Qué es lo primero que hay que saber?',
		'¿Por dónde empezamos?',
		'¿Qué es lo esencial aquí?',
		'¿Qué conviene saber aquí?',
		'¿Qué hay que saber primero?',
		'¿Cuál es la idea principal?',
	],
	askSource: ['{question}', '{guest}, {asked}', 'Y otra duda: {asked}', 'Una pregunta: {asked}'],
	firstQuestion: ['Empecemos con la primera pregunta, {guest}.', 'Vamos con la primera pregunta.'],
	nextQuestion: ['Siguiente pregunta.', 'Vamos con otra pregunta.', 'Pasemos a otra pregunta, {guest}.', 'Otra cuestión.'],
	react: ['Entiendo.', 'Muy claro.', 'Interesante.', 'De acuerdo.', 'Vale.', 'Tiene sentido.', 'Ya veo.'],
	answerOpeners: ['Pues mira,', 'Mira,', 'Bueno,', 'Verás,'],
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
			intro: [
				'Lo vamos a ver con calma, para que os llevéis ideas claras y prácticas.',
				'La idea es que al terminar lo tengáis claro.',
				'Lo veremos sin prisa.',
				'Iremos a lo importante, en el orden del propio texto.',
			],
			ask: ['¿Qué es lo básico de {phrase}?', '¿Qué debería recordar quien empieza sobre {phrase}?'],
			closing: [
				'Esperamos que os llevéis ideas claras para ponerlas en práctica.',
				'Ojalá os sirva la próxima vez que os toque ponerlo en práctica.',
				'Con esto tenéis una buena base para seguir por vuestra cuenta.',
			],
		},
		innovacion: {
			intro: ['Veremos qué propone y por qué merece atención.', 'Lo miramos con curiosidad: qué plantea y adónde lleva.'],
			ask: ['¿Qué aporta {phrase}?', '¿Por qué importa {phrase}?'],
			closing: ['Seguiremos de cerca cómo evoluciona.', 'Habrá que ver hacia dónde va.', 'Un tema al que volveremos, seguro.'],
		},
		ventas: {
			intro: ['Y sobre todo veremos qué aporta en la práctica.', 'Iremos a lo práctico: qué os aporta.'],
			ask: ['¿Qué se gana con {phrase}?', '¿Qué ventaja práctica tiene {phrase}?'],
			closing: ['Ya sabéis qué aporta: ahora os toca decidir.', 'Ahora tenéis lo necesario para decidir.'],
		},
		marca: {
			intro: ['Lo contamos con calma y de cerca.', 'Una conversación tranquila, como nos gusta.'],
			ask: ['¿Cómo contarías {phrase} a alguien de fuera?', '¿Qué destacarías de {phrase}?'],
			closing: ['Gracias por acompañarnos en esta conversación.', 'Ha sido un placer contarlo con calma.'],
		},
	},
	introHowTo: ['Es una guía práctica, así que iremos paso a paso.', 'Hay pasos que seguir, así que los contaremos en orden.'],
	steps: ['Primero,', 'Después,', 'Luego,', 'A continuación,', 'Por último,'],
	joiners: [', y '],
	list: { and: 'y', open: '«', close: '»', more: '{n} temas más' },
	numbers: 'cero uno dos tres cuatro cinco seis siete ocho nueve diez'.split(' '),
}

const latino: Phrases = {
	...castellano,
	introMonologue: [
		'¡Hola a todos y bienvenidos a {podcast}! Soy {presenter} y hoy les cuento todo sobre «{title}».',
		'Bienvenidos a {podcast}. Soy {presenter} y en este episodio repasamos «{title}».',
		'Esto es {podcast}, y yo soy {presenter}. Hoy les hablo de «{title}».',
		'Muy buenas, soy {presenter} y esto es {podcast}. El tema de hoy: «{title}».',
		'Bienvenidos de nuevo a {podcast}. Aquí {presenter}, y hoy me centro en «{title}».',
	],
	outro: [
		'Y hasta aquí el episodio de hoy. Gracias, {guest}, y gracias a todos por escucharnos. ¡Nos escuchamos en el próximo {podcast}!',
		'Nos despedimos por hoy. Gracias, {guest}. Si les gustó, compartan el episodio. ¡Hasta pronto!',
	],
	guestBye: ['Gracias a ustedes. ¡Fue un placer!', 'Un placer, {presenter}. ¡Hasta la próxima!'],
	react: ['Entiendo.', 'Muy claro.', 'Interesante.', 'De acuerdo.', 'Perfecto.', 'Tiene sentido.', 'Ya veo.'],
	intro: castellano.intro.map((template) =>
		template
			.replace('Con vosotros', 'Con ustedes')
			.replace('os traigo', 'les traigo')
			.replace('Estáis escuchando', 'Están escuchando'),
	),
	tone: {
		formacion: {
			intro: [
				'Lo vamos a ver con calma, para que se lleven ideas claras y prácticas.',
				'La idea es que al terminar lo tengan claro.',
				'Lo veremos sin prisa.',
				'Iremos a lo importante, en el orden del propio texto.',
			],
			ask: castellano.tone.formacion.ask,
			closing: [
				'Esperamos que se lleven ideas claras para ponerlas en práctica.',
				'Ojalá les sirva la próxima vez que les toque ponerlo en práctica.',
				'Con esto tienen una buena base para seguir por su cuenta.',
			],
		},
		innovacion: castellano.tone.innovacion,
		ventas: {
			intro: ['Y sobre todo veremos qué aporta en la práctica.', 'Iremos a lo práctico: qué les aporta.'],
			ask: castellano.tone.ventas.ask,
			closing: ['Ya saben qué aporta: ahora les toca decidir.', 'Ahora tienen lo necesario para decidir.'],
		},
		marca: castellano.tone.marca,
	},
}

const english: Phrases = {
	intro: [
		"Hello everyone and welcome to {podcast}! I'm {presenter} and today we're talking about “{title}”.",
		"Welcome to a new episode of {podcast}. I'm {presenter}, and today's topic is “{title}”.",
		"This is {podcast}, and I'm {presenter}. Today: “{title}”.",
	],
	introByFormat: {
		podcast: ["Here's a new {podcast}. I'm {presenter}, and we're chatting about “{title}”."],
		entrevista: ["Welcome to {podcast}. I'm {presenter}, and today I'm interviewing {guest} about “{title}”."],
		pildora: ["This is {podcast}, a few minutes on “{title}”. I'm {presenter}."],
	},
	introMonologue: ["Hello everyone and welcome to {podcast}! I'm {presenter} and today I'll walk you through “{title}”."],
	welcomeGuest: ["I'm joined by {guest}. Welcome, {guest}.", 'With me today is {guest}. Thanks for coming, {guest}.'],
	guestHello: ['Thanks for having me, {presenter}. There is a lot to talk about.', 'Glad to be here, {presenter}.'],
	roadmap: ["We'll go through {topics}.", "We'll talk about {topics}."],
	firstChapter: ["Let's start with “{chapter}”, {guest}.", 'First, “{chapter}”.'],
	nextChapter: ['Moving on to “{chapter}”.', 'After “{previous}”, on to “{chapter}”.', 'Next: “{chapter}”.'],
	chapterMonologue: ["Let's move on to “{chapter}”.", 'Next up: “{chapter}”.'],
	ask: ['What should we know about {phrase}?', 'Tell us about {phrase}.', 'What can you tell us about {phrase}?'],
	askDefinition: ['What exactly is {phrase}?', 'So what is {phrase}?'],
	askTerm: ['What should we know about “{phrase}”?', 'Can you explain “{phrase}”?', 'Tell us about “{phrase}”.'],
	askSteps: ['How is it done, step by step?', 'What are the steps?'],
	askStepsFor: ['What are the steps to {goal}?', 'How do you {goal}, step by step?'],
	askMore: ['What else should we know?', 'Anything else to keep in mind?', 'Go on.', 'Tell us more.'],
	askNextStep: ['And then?', 'What comes next?'],
	askAgain: ['What else about {phrase}?', 'Anything more on {phrase}?'],
	askFirst: ['What should we know first?', 'Where do we start?', 'What is the main idea?'],
	askSource: ['{question}', '{guest}, {asked}', 'Another question: {asked}'],
	firstQuestion: ["Let's start with the first question, {guest}.", 'First question.'],
	nextQuestion: ['Next question.', "Let's move on to another question.", 'Another question, {guest}.'],
	react: ['I see.', 'Very clear.', 'Interesting.', 'Makes sense.'],
	answerOpeners: ['Well,', 'So,'],
	recap: ['Today we covered {topics}.'],
	outro: ["That's all for today. Thank you, {guest}, and thanks to everyone for listening. See you next time on {podcast}!"],
	guestBye: ['Thank you! It was a pleasure.', 'A pleasure, {presenter}. See you soon!'],
	outroMonologue: ["That's all for today. Thanks for listening, and see you next time on {podcast}."],
	chapters: { intro: 'Introduction', outro: 'Goodbye' },
	tone: {
		formacion: {
			intro: ["We'll take it calmly so you leave with clear, practical ideas."],
			ask: ['What are the basics of {phrase}?'],
			closing: ['We hope you take away ideas you can put into practice.', 'That should give you a solid base to go on.'],
		},
		innovacion: {
			intro: ["We'll see what it proposes and why it matters."],
			ask: ['What does {phrase} bring?'],
			closing: ["We'll keep an eye on what changes next."],
		},
		ventas: {
			intro: ["Above all, we'll see what it brings in practice."],
			ask: ['What do you gain with {phrase}?'],
			closing: ['Now you know what it brings: the decision is yours.'],
		},
		marca: {
			intro: ["We'll tell it calmly and up close."],
			ask: ['What would you highlight about {phrase}?'],
			closing: ['Thank you for joining us in this conversation.'],
		},
	},
	introHowTo: ["It's a practical guide, so we'll go step by step."],
	steps: ['First,', 'Then,', 'Next,', 'Finally,'],
	joiners: [', and '],
	list: { and: 'and', open: '“', close: '”', more: '{n} more topics' },
	numbers: 'zero one two three four five six seven eight nine ten'.split(' '),
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
