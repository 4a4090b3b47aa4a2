import type { ScriptLanguage, Tone } from './script-types.ts'

/**
 * The words the local composer puts around the sources, per episode language (not UI language: a Castilian
 * episode uses vosotros, a Latin American one ustedes). Several variants each, so regenerating gives another take.
 * Placeholders: {podcast} {title} {presenter} {guest} {topic}.
 */
type Phrases = {
	intro: string[]
	introMonologue: string[]
	guestHello: string[]
	ask: string[]
	askMonologue: string[]
	react: string[]
	followUp: string[]
	outro: string[]
	guestBye: string[]
	outroMonologue: string[]
	chapters: { intro: string; outro: string; topic: string }
	tone: Record<Tone, string>
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
	guestHello: [
		'Gracias por invitarme, {presenter}. Es un tema que da mucho de sí.',
		'Encantado de estar aquí, {presenter}. Vamos a ello.',
	],
	ask: [
		'{guest}, empecemos por {topic}. ¿Qué es lo primero que deberíamos saber?',
		'Hablemos de {topic}. ¿Qué os parece lo más importante aquí?',
		'¿Y qué nos puedes contar sobre {topic}?',
		'Vamos con {topic}, {guest}. ¿Por dónde empezarías?',
	],
	askMonologue: ['Vamos con {topic}.', 'Hablemos ahora de {topic}.', 'El siguiente punto es {topic}.'],
	react: ['Muy interesante.', 'Eso lo cambia todo.', 'Qué buen ejemplo.', 'Es un punto clave, sin duda.'],
	followUp: ['¿Y eso cómo se nota en el día a día?', '¿Puedes darnos algo más de contexto?', 'Cuéntanos un poco más, por favor.'],
	outro: [
		'Pues hasta aquí el episodio de hoy. Gracias, {guest}, y gracias a todos por escucharnos. ¡Nos oímos en el próximo {podcast}!',
		'Nos despedimos por hoy. Gracias, {guest}. Si os ha gustado, compartid el episodio. ¡Hasta pronto!',
	],
	guestBye: ['Gracias a vosotros. ¡Ha sido un placer!', 'Un placer, {presenter}. ¡Hasta la próxima!'],
	outroMonologue: ['Y hasta aquí el episodio de hoy. Gracias por escucharme y nos oímos en el próximo {podcast}.'],
	chapters: { intro: 'Introducción', outro: 'Despedida', topic: '{topic}' },
	tone: {
		formacion: 'Lo vamos a ver paso a paso, para que os llevéis ideas claras y prácticas.',
		innovacion: 'Es un tema que está cambiando la forma de trabajar, y merece la pena entenderlo bien.',
		ventas: 'Y sobre todo veremos qué valor aporta y por qué os puede interesar.',
		marca: 'Es también una historia sobre quiénes somos y cómo lo contamos.',
	},
}

const latino: Phrases = {
	...castellano,
	introMonologue: [
		'¡Hola a todos y bienvenidos a {podcast}! Soy {presenter} y hoy les cuento todo sobre «{title}».',
		'Bienvenidos a {podcast}. Soy {presenter} y en este episodio repasamos «{title}».',
	],
	ask: [
		'{guest}, empecemos por {topic}. ¿Qué es lo primero que deberíamos saber?',
		'Hablemos de {topic}. ¿Qué les parece lo más importante aquí?',
		'¿Y qué nos puedes contar sobre {topic}?',
		'Vamos con {topic}, {guest}. ¿Por dónde empezarías?',
	],
	outro: [
		'Y hasta aquí el episodio de hoy. Gracias, {guest}, y gracias a todos por escucharnos. ¡Nos escuchamos en el próximo {podcast}!',
		'Nos despedimos por hoy. Gracias, {guest}. Si les gustó, compartan el episodio. ¡Hasta pronto!',
	],
	guestBye: ['Gracias a ustedes. ¡Fue un placer!', 'Un placer, {presenter}. ¡Hasta la próxima!'],
	tone: {
		formacion: 'Lo vamos a ver paso a paso, para que se lleven ideas claras y prácticas.',
		innovacion: 'Es un tema que está cambiando la forma de trabajar, y vale la pena entenderlo bien.',
		ventas: 'Y sobre todo veremos qué valor aporta y por qué les puede interesar.',
		marca: 'Es también una historia sobre quiénes somos y cómo lo contamos.',
	},
}

const english: Phrases = {
	intro: ["Hello everyone and welcome to {podcast}! I'm {presenter} and today we're talking about “{title}”."],
	introMonologue: ["Hello everyone and welcome to {podcast}! I'm {presenter} and today I'll walk you through “{title}”."],
	guestHello: ['Thanks for having me, {presenter}. There is a lot to talk about.'],
	ask: [
		"{guest}, let's start with {topic}. What should we know first?",
		'Tell us about {topic}.',
		'What matters most about {topic}?',
	],
	askMonologue: ["Let's move on to {topic}.", 'Next up: {topic}.'],
	react: ['Very interesting.', "That's a great example.", "That's a key point."],
	followUp: ['How does that show up day to day?', 'Can you give us a bit more context?'],
	outro: ["That's all for today. Thank you, {guest}, and thanks to everyone for listening. See you next time on {podcast}!"],
	guestBye: ['Thank you! It was a pleasure.'],
	outroMonologue: ["That's all for today. Thanks for listening, and see you next time on {podcast}."],
	chapters: { intro: 'Introduction', outro: 'Goodbye', topic: '{topic}' },
	tone: {
		formacion: "We'll go step by step so you leave with clear, practical ideas.",
		innovacion: "It's changing the way we work, and it's worth understanding well.",
		ventas: "Above all, we'll see what value it brings and why it matters to you.",
		marca: "It's also a story about who we are and how we tell it.",
	},
}

export const phrases: Record<ScriptLanguage, Phrases> = { castellano, latino, english }

/** Fills {placeholders}. */
export function fill(template: string, values: Record<string, string>) {
	return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match)
}
