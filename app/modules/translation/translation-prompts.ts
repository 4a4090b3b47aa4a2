import type { ScriptLanguage } from '#app/modules/script/script-types.ts'

/**
 * What the model is told to translate or adapt a script: short prompts a 3–8 B model follows, asking for numbered
 * items back, one per item sent («[3] …»), so that every line keeps its place and its speaker. Pure.
 */

const NAMES: Record<ScriptLanguage, string> = {
	castellano: 'español de España',
	latino: 'español latinoamericano neutro',
	english: 'inglés',
}

/** The target's register and vocabulary. */
const TARGET: Record<ScriptLanguage, string> = {
	castellano:
		'Español de España, con tildes y signos de apertura (¿ ¡). Los presentadores se tratan de tú y a la audiencia se le habla de vosotros («os», «vuestro», «podéis»). Vocabulario peninsular: ordenador, coche, móvil, zumo, vídeo.',
	latino:
		'Español latinoamericano neutro, comprensible en toda Latinoamérica, con tildes y signos de apertura (¿ ¡). Los presentadores se tratan de tú y a la audiencia se le habla de ustedes («les», «su», «pueden»), nunca de vosotros. Vocabulario latinoamericano neutro: computadora, carro, celular, jugo, video.',
	english:
		'Natural spoken English. The hosts talk to each other informally and address the audience as «you». Write every item in English.',
}

/** Whether the two are varieties of one language: the text is adapted, not translated. */
function sameLanguage(from: ScriptLanguage, to: ScriptLanguage) {
	return from !== 'english' && to !== 'english'
}

export function translationSystemPrompt(from: ScriptLanguage, to: ScriptLanguage) {
	const task = sameLanguage(from, to)
		? `Adaptas guiones de podcast del ${NAMES[from]} al ${NAMES[to]}: cambias solo el tratamiento, las formas verbales y el vocabulario que difieren; el resto queda igual.`
		: `Traduces guiones de podcast del ${NAMES[from]} al ${NAMES[to]}, para leerlos en voz alta.`
	return [
		task,
		`Idioma de destino: ${TARGET[to]}`,
		[
			'Reglas:',
			'- Deja exactamente como están los nombres de personas, del podcast, de empresas y de productos, las cifras, las fechas, las unidades y los títulos entre comillas («…»).',
			'- Traduce el sentido, con frases naturales de habla; no añadas ni quites información.',
			'- Cada elemento numerado se traduce por separado: no unas ni partas elementos.',
			'- Sin notas, sin explicaciones, sin markdown.',
		].join('\n'),
		'Responde solo con los elementos traducidos, uno por línea, cada uno empezando por su número entre corchetes, en el mismo orden: [1] …',
	].join('\n\n')
}

/** One request: the items, numbered from 1; `kinds` says which are titles. */
export function translationMessage(items: readonly string[], kinds: { episodeTitle: boolean }) {
	const about = kinds.episodeTitle
		? 'El [1] es el título del episodio; el [2], el del capítulo; los demás, lo que dicen los presentadores.'
		: 'El [1] es el título del capítulo; los demás, lo que dicen los presentadores.'
	return [
		`${about} Son ${items.length} elementos: responde con ${items.length}.`,
		'',
		...items.map((item, index) => `[${index + 1}] ${item.replace(/\s+/gu, ' ').trim()}`),
	].join('\n')
}

/** What was wrong with the answer, sent back once. */
export function translationRepairMessage(problems: readonly string[], count: number) {
	return [
		'Tu respuesta anterior no sirve todavía:',
		...problems.map((problem) => `- ${problem}`),
		`Escríbela de nuevo completa: exactamente ${count} elementos, del [1] al [${count}], uno por línea, sin nada antes ni después.`,
	].join('\n')
}
