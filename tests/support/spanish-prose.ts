/**
 * Spanish prose for tests that need a source long enough for a script: every sentence says something of its own, as in a
 * real article. (Sentences that differ only in a number are one sentence said again to a listener, and the composer says
 * it once.) Who, what they do and with what are drawn from lists of coprime lengths, so two sentences of one article share
 * at most one of the three for the first 77 sentences; every sentence ties its point to the topic.
 */
const WHO = [
	'La dirección de la empresa',
	'El equipo de ventas de Bilbao',
	'Un grupo de investigadores de Sevilla',
	'La responsable de formación',
	'El comité de empresa',
	'Una cooperativa de Navarra',
	'El departamento de sistemas',
	'La nueva directora general',
	'Un informe del ministerio',
	'El sindicato mayoritario',
	'La consultora externa',
	'El ayuntamiento de Zaragoza',
	'Una universidad pública gallega',
]

const DOES = [
	'publicó en primavera',
	'revisa cada trimestre',
	'quiere ampliar pronto',
	'ha medido durante dos años',
	'defiende en público',
	'financia con fondos propios',
	'compara con otros países',
	'analiza con mucho detalle',
	'resume en una guía breve',
	'presentó ante la plantilla',
	'pone a prueba en verano',
]

const WHAT = [
	'los datos de satisfacción del personal',
	'un plan de acogida para nuevos empleados',
	'un programa de mentorías entre departamentos',
	'las reuniones semanales de seguimiento',
	'el presupuesto dedicado a la conciliación familiar',
	'una encuesta anónima sobre horarios flexibles',
	'los cursos gratuitos de idiomas',
]

const WHY = ['para mejorar', 'como parte de su apuesta por', 'con la vista puesta en', 'porque cree en']

/** Sentence number `index` of an article about `topic` (a noun phrase with its article: «la comunicación interna»). */
export function spanishSentence(topic: string, index: number) {
	const pick = <T>(list: readonly T[]) => list[index % list.length]!
	return `${pick(WHO)} ${pick(DOES)} ${pick(WHAT)} ${pick(WHY)} ${topic}.`
}

/** A paragraph of `count` sentences about `topic`, from sentence number `first` on. */
export function spanishParagraph(topic: string, count = 8, first = 0) {
	return Array.from({ length: count }, (_, i) => spanishSentence(topic, first + i)).join(' ')
}

/** An article about `topic`: `paragraphs` paragraphs of `sentences` sentences each, separated by blank lines. */
export function spanishArticle(topic = 'la comunicación interna', paragraphs = 6, sentences = 7) {
	return Array.from({ length: paragraphs }, (_, p) => spanishParagraph(topic, sentences, p * sentences)).join('\n\n')
}
