import type { Words } from './dialect-words.ts'

/**
 * The words Spain and Latin America say differently (ordenador/computadora, coche/carro, móvil/celular…), each with
 * its gender so that the words around it agree («el ordenador nuevo» → «la computadora nueva»), and the cases where a
 * word means something else and must stay («dispositivos móviles», «división celular», «el papa»). Pure.
 */

type Gender = 'm' | 'f'
export type Direction = 'latino' | 'castellano'

/** Whether the word at `at` (the first of the noun) may be changed. */
type Guard = (words: Words, at: number) => boolean

type Noun = {
	castellano: [singular: string, plural?: string]
	castellanoGender: Gender
	latino: [singular: string, plural?: string]
	latinoGender: Gender
	/** when it may become the Latin American word (always when absent; never when false) */
	toLatino?: Guard | false
	/** when it may become the Spanish word (always when absent; never when false) */
	toCastellano?: Guard | false
}

const DETERMINERS = new Set(
	`el la los las un una unos unas del al mi mis tu tus su sus este esta estos estas ese esa esos esas aquel aquella aquellos
aquellas nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras otro otra otros otras`.split(/\s+/u),
)
const MASCULINE_PLURAL = new Set('los unos estos esos aquellos otros muchos nuestros vuestros'.split(' '))
const FEMININE = new Set('la las una unas esta estas esa esas aquella aquellas otra otras'.split(' '))

const previous = (words: Words, at: number) => (words.joined(at - 1) ? words.get(at - 1) : undefined)
const following = (words: Words, at: number, count: number) =>
	Array.from({ length: count }, (_, i) => (words.joined(at + i) ? words.get(at + i + 1)?.lower : undefined))

/** After an article, a demonstrative or a possessive («el móvil», «tu celular»), or after «teléfono». */
const afterDeterminer: Guard = (words, at) => {
	const word = previous(words, at)?.lower
	return word !== undefined && (DETERMINERS.has(word) || /^teléfonos?$/u.test(word))
}
const TRANSPORT = /^(?:tren|avión|autobús|bus|metro|barco|ida|vuelta|ave|camión)$/u
/** A ticket to travel (billete de tren), not a banknote (billete de 20 euros). */
const travelTicket: Guard = (words, at) => {
	const [de, what, then] = following(words, at, 3)
	return (
		(de === 'de' && what !== undefined && TRANSPORT.test(what)) || (de === 'para' && what === 'el' && TRANSPORT.test(then ?? ''))
	)
}
/** The words of a text about computers: there a ratón is a mouse. */
const COMPUTING =
	/(?<!\p{L})(?:ordenador|ordenadores|computadora|pantalla|teclado|clic|cursor|botón|icono|ventana|menú|portátil|PC|arrastra\p{L}*|pulsa\p{L}*)(?!\p{L})/iu
const aboutComputers: Guard = (words) => COMPUTING.test(words.toString())
/** «carro de la compra», «carro de compras» is a shopping cart in Spain too. */
const notShoppingCart: Guard = (words, at) => {
	const [de, the, what] = following(words, at, 3)
	return !(de === 'de' && (/^compras?$/u.test(the ?? '') || (the === 'la' && /^compras?$/u.test(what ?? ''))))
}
/** «sacarle jugo» and «jugos gástricos» are said in Spain too. */
const drinkJuice: Guard = (words, at) => {
	const [next] = following(words, at, 1)
	if (next && /^(?:gástric|digestiv|pancreátic|intestinal)/u.test(next)) return false
	for (let i = Math.max(0, at - 3); i < at; i++) if (/^sac/u.test(words.get(i)!.lower)) return false
	return true
}
/** «los lentes», «lentes de sol»: glasses; «las lentes» and «lentes de contacto» are lenses in Spain too. */
const glasses: Guard = (words, at) => {
	const before = previous(words, at)?.lower
	const [de, what] = following(words, at, 2)
	if (de === 'de' && what === 'contacto') return false
	return (before !== undefined && MASCULINE_PLURAL.has(before)) || (de === 'de' && what === 'sol')
}
/** «las papas» are potatoes; «el papa» is the Pope. */
const potatoes: Guard = (words, at) => {
	const before = previous(words, at)?.lower
	const [next] = following(words, at, 1)
	return (before !== undefined && FEMININE.has(before)) || next === 'fritas'
}

const NOUNS: Noun[] = [
	{ castellano: ['ordenador', 'ordenadores'], castellanoGender: 'm', latino: ['computadora', 'computadoras'], latinoGender: 'f' },
	{
		castellano: ['ordenador', 'ordenadores'],
		castellanoGender: 'm',
		latino: ['computador', 'computadores'],
		latinoGender: 'm',
		toLatino: false,
	},
	{
		castellano: ['ordenador portátil', 'ordenadores portátiles'],
		castellanoGender: 'm',
		latino: ['laptop', 'laptops'],
		latinoGender: 'f',
		toLatino: false,
	},
	{
		castellano: ['portátil', 'portátiles'],
		castellanoGender: 'm',
		latino: ['computadora portátil', 'computadoras portátiles'],
		latinoGender: 'f',
		toLatino: afterDeterminer,
		toCastellano: false,
	},
	{
		castellano: ['coche', 'coches'],
		castellanoGender: 'm',
		latino: ['carro', 'carros'],
		latinoGender: 'm',
		toCastellano: notShoppingCart,
	},
	{
		castellano: ['coche', 'coches'],
		castellanoGender: 'm',
		latino: ['auto', 'autos'],
		latinoGender: 'm',
		toLatino: false,
		toCastellano: afterDeterminer,
	},
	{
		castellano: ['móvil', 'móviles'],
		castellanoGender: 'm',
		latino: ['celular', 'celulares'],
		latinoGender: 'm',
		toLatino: afterDeterminer,
		toCastellano: afterDeterminer,
	},
	{
		castellano: ['zumo', 'zumos'],
		castellanoGender: 'm',
		latino: ['jugo', 'jugos'],
		latinoGender: 'm',
		toCastellano: drinkJuice,
	},
	{
		castellano: ['gafas', 'gafas'],
		castellanoGender: 'f',
		latino: ['lentes', 'lentes'],
		latinoGender: 'm',
		toCastellano: glasses,
	},
	{
		castellano: ['fichero', 'ficheros'],
		castellanoGender: 'm',
		latino: ['archivo', 'archivos'],
		latinoGender: 'm',
		toCastellano: false,
	},
	{
		castellano: ['billete', 'billetes'],
		castellanoGender: 'm',
		latino: ['boleto', 'boletos'],
		latinoGender: 'm',
		toLatino: travelTicket,
		toCastellano: travelTicket,
	},
	{
		castellano: ['ratón'],
		castellanoGender: 'm',
		latino: ['mouse'],
		latinoGender: 'm',
		toLatino: aboutComputers,
		toCastellano: afterDeterminer,
	},
	{
		castellano: ['aparcamiento', 'aparcamientos'],
		castellanoGender: 'm',
		latino: ['estacionamiento', 'estacionamientos'],
		latinoGender: 'm',
	},
	{
		castellano: ['patata', 'patatas'],
		castellanoGender: 'f',
		latino: ['papa', 'papas'],
		latinoGender: 'f',
		toCastellano: potatoes,
	},
	{ castellano: ['melocotón', 'melocotones'], castellanoGender: 'm', latino: ['durazno', 'duraznos'], latinoGender: 'm' },
	{ castellano: ['vídeo', 'vídeos'], castellanoGender: 'm', latino: ['video', 'videos'], latinoGender: 'm' },
	{
		castellano: ['nevera', 'neveras'],
		castellanoGender: 'f',
		latino: ['refrigerador', 'refrigeradores'],
		latinoGender: 'm',
		toCastellano: false,
	},
	{
		castellano: ['frigorífico', 'frigoríficos'],
		castellanoGender: 'm',
		latino: ['refrigerador', 'refrigeradores'],
		latinoGender: 'm',
	},
	{
		castellano: ['tarta', 'tartas'],
		castellanoGender: 'f',
		latino: ['pastel', 'pasteles'],
		latinoGender: 'm',
		toCastellano: false,
	},
	{ castellano: ['mechero', 'mecheros'], castellanoGender: 'm', latino: ['encendedor', 'encendedores'], latinoGender: 'm' },
	{
		castellano: ['cerilla', 'cerillas'],
		castellanoGender: 'f',
		latino: ['fósforo', 'fósforos'],
		latinoGender: 'm',
		toCastellano: false,
	},
	{
		castellano: ['carné de conducir', 'carnés de conducir'],
		castellanoGender: 'm',
		latino: ['licencia de conducir', 'licencias de conducir'],
		latinoGender: 'f',
	},
	{
		castellano: ['carnet de conducir', 'carnets de conducir'],
		castellanoGender: 'm',
		latino: ['licencia de conducir', 'licencias de conducir'],
		latinoGender: 'f',
		toCastellano: false,
	},
	{
		castellano: ['permiso de conducir', 'permisos de conducir'],
		castellanoGender: 'm',
		latino: ['licencia de conducir', 'licencias de conducir'],
		latinoGender: 'f',
		toCastellano: false,
	},
	{
		castellano: ['carné de conducir', 'carnés de conducir'],
		castellanoGender: 'm',
		latino: ['licencia de manejo', 'licencias de manejo'],
		latinoGender: 'f',
		toLatino: false,
	},
	{
		castellano: ['mando a distancia', 'mandos a distancia'],
		castellanoGender: 'm',
		latino: ['control remoto', 'controles remotos'],
		latinoGender: 'm',
	},
	{
		castellano: ['pantallazo', 'pantallazos'],
		castellanoGender: 'm',
		latino: ['captura de pantalla', 'capturas de pantalla'],
		latinoGender: 'f',
		toCastellano: false,
	},
]

/** Determiners and adjectives before a noun, masculine → feminine, that change with its gender. */
const BEFORE: Record<string, string> = {
	...adjectives(),
	el: 'la',
	un: 'una',
	este: 'esta',
	ese: 'esa',
	aquel: 'aquella',
	otro: 'otra',
	ningún: 'ninguna',
	algún: 'alguna',
	nuestro: 'nuestra',
	vuestro: 'vuestra',
	cuánto: 'cuánta',
	todo: 'toda',
	los: 'las',
	unos: 'unas',
	estos: 'estas',
	esos: 'esas',
	aquellos: 'aquellas',
	otros: 'otras',
	muchos: 'muchas',
	pocos: 'pocas',
	nuestros: 'nuestras',
	vuestros: 'vuestras',
	todos: 'todas',
	varios: 'varias',
	cuántos: 'cuántas',
	algunos: 'algunas',
	// last, so that before a noun the masculine of «buena» is «buen»
	primer: 'primera',
	tercer: 'tercera',
	buen: 'buena',
	mal: 'mala',
}

/** Adjectives after a noun, masculine → feminine (and some before it: «el nuevo ordenador»). */
function adjectives() {
	const pairs: Record<string, string> = {
		bueno: 'buena',
		malo: 'mala',
		primero: 'primera',
		tercero: 'tercera',
		buenos: 'buenas',
		malos: 'malas',
		primeros: 'primeras',
	}
	for (const stem of 'mism nuev viej antigu propi pequeñ últim únic segund dich ciert modern rápid lent car barat rot negr blanc roj eléctric'.split(
		' ',
	)) {
		pairs[`${stem}o`] = `${stem}a`
		pairs[`${stem}os`] = `${stem}as`
	}
	return pairs
}

const FEMININE_TO_MASCULINE = invert(BEFORE)
/** After a noun only adjectives agree («todo el día» after «el ordenador» is not the noun's). */
const AFTER_MASCULINE = adjectives()
const AFTER_FEMININE = invert(AFTER_MASCULINE)

function invert(pairs: Record<string, string>) {
	return Object.fromEntries(Object.entries(pairs).map(([m, f]) => [f, m]))
}

/** A participle after a noun agrees with it (apagado/apagada); «nada», «cada», «lado» are no participles. */
const PARTICIPLE = /^(\p{L}{3,}[ai]d)([oa])(s?)$/u

/** Replaces the nouns of one dialect by the other's, the words around them agreeing with the new gender. */
export function replaceNouns(words: Words, to: Direction) {
	for (let at = 0; at < words.list.length; at++) {
		const word = words.get(at)!
		if (word.name || !word.lower) continue
		for (const noun of NOUNS) {
			const guard = to === 'latino' ? noun.toLatino : noun.toCastellano
			if (guard === false) continue
			const [fromForms, toForms] = to === 'latino' ? [noun.castellano, noun.latino] : [noun.latino, noun.castellano]
			const number = matchAt(words, at, fromForms)
			if (number === null || !toForms[number] || (guard && !guard(words, at))) continue
			const length = fromForms[number]!.split(' ').length
			const [fromGender, toGender] =
				to === 'latino' ? [noun.castellanoGender, noun.latinoGender] : [noun.latinoGender, noun.castellanoGender]
			words.set(at, toForms[number]!)
			for (let i = 1; i < length; i++) words.remove(at + i)
			if (fromGender !== toGender) agree(words, at, at + length, toGender)
			at += length - 1
			break
		}
	}
}

/** 0 for the singular, 1 for the plural when the words from `at` are that form of the noun; else null. */
function matchAt(words: Words, at: number, forms: readonly (string | undefined)[]) {
	for (const [number, form] of forms.entries()) {
		if (!form) continue
		const parts = form.split(' ')
		const fits = parts.every((part, i) => words.get(at + i)?.lower === part && (i === 0 || words.joined(at + i - 1)))
		if (fits && parts.slice(1).every((_, i) => !words.get(at + i + 1)!.name)) return number
	}
	return null
}

/** The determiners and adjectives before the noun (up to three) and the adjective after it take the new gender. */
function agree(words: Words, first: number, after: number, gender: Gender) {
	const table = gender === 'f' ? BEFORE : FEMININE_TO_MASCULINE
	for (let at = first - 1; at >= Math.max(0, first - 3) && words.joined(at); at--) {
		const word = words.get(at)!
		if (gender === 'f' && (word.lower === 'del' || word.lower === 'al')) {
			words.set(at, word.lower === 'del' ? 'de la' : 'a la')
			break
		}
		const changed = table[word.lower]
		if (!changed) break
		words.set(at, changed)
		const preposition = words.get(at - 1)
		if (gender === 'm' && changed === 'el' && preposition && words.joined(at - 1) && /^(?:de|a)$/u.test(preposition.lower)) {
			words.set(at - 1, preposition.lower === 'de' ? 'del' : 'al')
			words.remove(at)
			break
		}
	}
	const next = words.get(after)
	if (!next || !words.joined(after - 1) || next.name) return
	const adjective = (gender === 'f' ? AFTER_MASCULINE : AFTER_FEMININE)[next.lower]
	if (adjective) return words.set(after, adjective)
	const participle = PARTICIPLE.exec(next.lower)
	if (participle && participle[2] === (gender === 'f' ? 'o' : 'a'))
		words.set(after, `${participle[1]}${gender === 'f' ? 'a' : 'o'}${participle[3]}`)
}
