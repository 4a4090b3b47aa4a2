/**
 * A manual speaks to its reader as «usted» («Edite su fichero», «No utilice [h]», «Asegúrese de…»); the hosts speak
 * as «tú» to the listener (and «vosotros»/«ustedes» to the audience). This moves the manual's orders and possessives
 * to the hosts' register with a rule set for the verbs manuals use: «Edita tu fichero», «No utilices…»,
 * «Asegúrate de…». Only at the start of a clause (where an order stands), never a subjunctive inside a sentence
 * («para que el programa guarde…» stays). Pure.
 */

/** Regular -ar verbs: tú «guarda», usted «guarde» (spelling rules applied). Also read by the dialect rules (translation). */
export const AR =
	`abandonar aceptar acercar activar actualizar agregar ajustar alinear anotar apagar aplicar pagar apuntar arrancar arrastrar
asegurar asignar avanzar ayudar bajar borrar buscar calcular cambiar cancelar cargar centrar colocar combinar comentar comparar
compilar completar comprar configurar confirmar conectar consultar contestar controlar copiar crear cuidar
dejar descargar echar desactivar desconectar deseleccionar desplazar destacar dibujar editar ejecutar eliminar emplear
escuchar especificar hallar esperar evitar examinar explorar exportar fijar formatear generar grabar guardar importar indicar
iniciar insertar instalar intentar invocar llamar llenar localizar marcar mezclar mirar modificar montar navegar notar observar
ocultar olvidar optar organizar pasar pegar practicar preguntar procesar preparar presionar procurar programar pulsar quitar realizar
rellenar reemplazar registrar reiniciar renombrar repasar restaurar retirar revisar sacar salvar seleccionar señalar
situar sumar tocar tomar trabajar usar utilizar validar visitar`.split(/\s+/)

/**
 * Regular -er/-ir verbs: tú «escribe», usted «escriba». Left out: verbs whose usted form is a common word at the
 * start of a clause («una», «meta», «venda», «nombre», «firme») or a tú form of another verb («crea»).
 */
export const ER_IR =
	`abrir acceder aprender confundir añadir comprender correr cubrir decidir definir describir descubrir dividir escribir imprimir
leer omitir permitir prometer recibir recorrer resumir responder subir suprimir`.split(/\s+/)

/** Verbs whose forms are irregular or change their stem: [tú imperative, usted imperative]. */
export const IRREGULAR: Record<string, [string, string]> = {
	hacer: ['haz', 'haga'],
	enviar: ['envía', 'envíe'],
	efectuar: ['efectúa', 'efectúe'],
	actuar: ['actúa', 'actúe'],
	evaluar: ['evalúa', 'evalúe'],
	variar: ['varía', 'varíe'],
	continuar: ['continúa', 'continúe'],
	situar: ['sitúa', 'sitúe'],
	ampliar: ['amplía', 'amplíe'],
	poner: ['pon', 'ponga'],
	tener: ['ten', 'tenga'],
	salir: ['sal', 'salga'],
	decir: ['di', 'diga'],
	venir: ['ven', 'venga'],
	ir: ['ve', 'vaya'],
	ver: ['ve', 'vea'],
	dar: ['da', 'dé'],
	estar: ['está', 'esté'],
	saber: ['sabe', 'sepa'],
	mantener: ['mantén', 'mantenga'],
	obtener: ['obtén', 'obtenga'],
	deshacer: ['deshaz', 'deshaga'],
	rehacer: ['rehaz', 'rehaga'],
	componer: ['compón', 'componga'],
	elegir: ['elige', 'elija'],
	escoger: ['escoge', 'escoja'],
	recoger: ['recoge', 'recoja'],
	dirigir: ['dirige', 'dirija'],
	corregir: ['corrige', 'corrija'],
	seguir: ['sigue', 'siga'],
	conseguir: ['consigue', 'consiga'],
	distinguir: ['distingue', 'distinga'],
	introducir: ['introduce', 'introduzca'],
	producir: ['produce', 'produzca'],
	traducir: ['traduce', 'traduzca'],
	reducir: ['reduce', 'reduzca'],
	conocer: ['conoce', 'conozca'],
	incluir: ['incluye', 'incluya'],
	construir: ['construye', 'construya'],
	sustituir: ['sustituye', 'sustituya'],
	distribuir: ['distribuye', 'distribuya'],
	pedir: ['pide', 'pida'],
	repetir: ['repite', 'repita'],
	medir: ['mide', 'mida'],
	impedir: ['impide', 'impida'],
	servir: ['sirve', 'sirva'],
	sentir: ['siente', 'sienta'],
	advertir: ['advierte', 'advierta'],
	convertir: ['convierte', 'convierta'],
	preferir: ['prefiere', 'prefiera'],
	volver: ['vuelve', 'vuelva'],
	devolver: ['devuelve', 'devuelva'],
	mover: ['mueve', 'mueva'],
	resolver: ['resuelve', 'resuelva'],
	encender: ['enciende', 'encienda'],
	entender: ['entiende', 'entienda'],
	extender: ['extiende', 'extienda'],
	atender: ['atiende', 'atienda'],
	perder: ['pierde', 'pierda'],
	cerrar: ['cierra', 'cierre'],
	empezar: ['empieza', 'empiece'],
	comenzar: ['comienza', 'comience'],
	pensar: ['piensa', 'piense'],
	despertar: ['despierta', 'despierte'],
	recordar: ['recuerda', 'recuerde'],
	mostrar: ['muestra', 'muestre'],
	demostrar: ['demuestra', 'demuestre'],
	probar: ['prueba', 'pruebe'],
	comprobar: ['comprueba', 'compruebe'],
	aprobar: ['aprueba', 'apruebe'],
	encontrar: ['encuentra', 'encuentre'],
	contar: ['cuenta', 'cuente'],
	colgar: ['cuelga', 'cuelgue'],
	soltar: ['suelta', 'suelte'],
	acordar: ['acuerda', 'acuerde'],
	jugar: ['juega', 'juegue'],
	averiguar: ['averigua', 'averigüe'],
}

/** Whether a word is the infinitive of a verb of the lists above («grabar», «abrir», «hacer»), in any casing. */
export function isInfinitive(word: string) {
	const lower = word.toLocaleLowerCase('es')
	return INFINITIVES.has(lower)
}
const INFINITIVES = new Set([...AR, ...ER_IR, ...Object.keys(IRREGULAR)])

/** Verbs of what happens, not of what someone does: «Puede ocurrir que…» is nobody's modal. */
const HAPPENINGS =
	'ocurrir|suceder|pasar|haber|ser|existir|resultar|parecer|tardar|aparecer|fallar|variar|depender|tratarse|producirse'

/** usted's «Puede…», «Debe…» opening a sentence before an infinitive (an adverb between: «puede en su lugar usar»). */
const MODAL_FIRST = new RegExp(
	`^(¿?(?:(?:También|Además|Ahora|Entonces|Incluso|Así),?\\s+)?)(Puede|Debe|Necesita|Desea|Tiene que|puede|debe|necesita|desea|tiene que)\\s+((?:(?:en su lugar|además|también|siempre|entonces)\\s+)?)(?!(?:${HAPPENINGS})(?!\\p{L}))(\\p{L}+(?:ar|er|ir|ír)(?:lo|la|los|las|le|les)?)(?!\\p{L})`,
	'u',
)
/** «En ReactOS o Windows puede probar…»: usted's modal after the place a sentence opens with. */
const MODAL_AFTER_PLACE = new RegExp(
	`^(En\\s+\\p{Lu}[\\p{L}\\p{N}]*(?:\\s+(?:o|y)\\s+\\p{Lu}[\\p{L}\\p{N}]*)?,?\\s+)(puede|debe|necesita|tiene que)(?=\\s+(?!(?:${HAPPENINGS})(?!\\p{L}))\\p{Ll}+(?:ar|er|ir)(?:lo|la|los|las)?(?!\\p{L}))`,
	'u',
)

/** usted's present after «usted» or in «si desea…»: tú's form is the same with -s, but for these. */
const PRESENT_IRREGULAR: Record<string, string> = { es: 'eres', ha: 'has', va: 'vas', está: 'estás' }

/** Things a reader owns: «su fichero» in an order to the reader is «tu fichero» («cambie su tamaño» is the text's). */
const OWNED = new Set(
	`fichero ficheros archivo archivos documento documentos equipo equipos ordenador ordenadores computadora computadoras
cuenta cuentas contraseña contraseñas sistema navegador teclado pantalla disco discos carpeta carpetas directorio
directorios proyecto proyectos trabajo trabajos correo nombre usuario perfil máquina móvil teléfono red conexión
impresora escritorio programa programas copia copias datos código texto textos tesis artículo artículos libro libros
distribución configuración preferencias instalación entrada salida fuente fuentes problema problemas duda dudas pregunta
preguntas`.split(/\s+/u),
)

/**
 * Verbs whose «le» (or usted's «lo» of «ayudar») is the person they serve, help, show or ask: in words to the reader,
 * that person is the reader («puede servirle» → «puede servirte», «le permite» → «te permite»). Not when «al» or «a» and
 * a determiner or a name follow within a few words, where «le» doubles what they name («le permite al programa…»).
 */
const NOT_DOUBLED = String.raw`(?![^.;:]{0,40}\s(?:al\s\p{L}|a\s(?:la|los|las|un|una|unos|unas|su|sus|este|esta|estos|estas)\s|a\s\p{Lu}))`
const READER_AFTER_INFINITIVE = new RegExp(
	`(?<!\\p{L})(servir|ayudar|interesar|convenir|resultar|permitir|facilitar|ahorrar|hacer|mostrar|indicar|pedir|preguntar|avisar|recordar|sugerir|recomendar|ofrecer|explicar)le(?!\\p{L})${NOT_DOUBLED}`,
	'gu',
)
const READER_BEFORE_VERB = new RegExp(
	`(?<!\\p{L})(le|Le|lo|Lo)\\s+(?:(?<=[Ll]o\\s+)(ayuda|ayudan|ayudará|ayudarán)|(?<=[Ll]e\\s+)(ayuda|ayudan|ayudará|ayudarán|sirve|sirven|servirá|interesa|interesan|interesará|conviene|convendrá|permite|permiten|permitirá|permitirán|facilita|facilitan|pide|pedirá|pregunta|preguntará|avisa|avisará|sugiere|recomienda|ofrece|ofrecen|ofrecerá|muestra|muestran|mostrará|indica|indicará|explica))(?!\\p{L})${NOT_DOUBLED}`,
	'gu',
)

/** Orders said of oneself: «asegúrese» is «asegúrate», while «recuérdese que» is «recuerda que». */
const PRONOMINAL = new Set('asegura fija dirige sitúa acuerda olvida desplaza mueve coloca conecta registra'.split(' '))

const CLITICS = /^((?:me|te|se|nos|os|lo|la|los|las|le|les){1,2})$/u

type Forms = { tu: string; usted: string }

/** The tú and usted imperatives of each verb above, keyed by usted's form in lower case («dé» is not «de»). */
const BY_USTED = new Map<string, Forms>()
for (const verb of AR) add(verb, arForms(verb))
for (const verb of ER_IR) add(verb, { tu: `${verb.slice(0, -2)}e`, usted: `${verb.slice(0, -2)}a` })
for (const [, [tu, usted]] of Object.entries(IRREGULAR)) BY_USTED.set(usted, { tu, usted })

function add(verb: string, forms: Forms) {
	if (!IRREGULAR[verb]) BY_USTED.set(forms.usted, forms)
}

function arForms(verb: string): Forms {
	const stem = verb.slice(0, -2)
	const usted = stem.endsWith('c')
		? `${stem.slice(0, -1)}que`
		: stem.endsWith('g')
			? `${stem}ue`
			: stem.endsWith('z')
				? `${stem.slice(0, -1)}ce`
				: `${stem}e`
	return { tu: `${stem}a`, usted }
}

/** Without written accents, lower case: how usted's forms are looked up («Asegúrese» → «asegurese»). */
function plain(word: string) {
	return word
		.toLocaleLowerCase('es')
		.normalize('NFD')
		.replace(/[\u0301]/gu, '')
		.normalize('NFC')
}

/** tú's orders (and usted's, before they are moved): a sentence that starts with one is a step of a procedure. */
const ORDERS = new Set([...BY_USTED.values()].flatMap((forms) => [forms.tu, forms.usted]))

/** Orders that ask the listener to keep something in mind, not to do a step: «Ten en cuenta…», «Recuerda…». */
const NOT_STEPS =
	/^(?:ten|tenga|tenlo|téngalo|recuerda|recuerde|fíjate|fíjese|observa|observe|nota|note|piensa|piense|mira|mire|considera|considere)$/u

/** Whether a document speaks to its reader as usted: several of its sentences give usted's orders or say «usted». */
export function addressesReader(sentences: readonly string[]) {
	const addressing = sentences.filter((sentence) => toTu(sentence) !== sentence).length
	return addressing >= Math.max(2, sentences.length * 0.03)
}

/**
 * Whether a sentence starts with an order («Pulsa Intro…», «Guárdalo…», «No borres…»): a step to follow. In a
 * document that gives its orders as usted (`addressed`), only usted's forms are («Pulse», «Guárdelo»): its «Muestra
 * el resultado» or «Define el tamaño» says what something does.
 */
export function startsWithOrder(sentence: string, { addressed = false } = {}) {
	const opening = /^[¿¡«"“(]?(no\s+)?(\p{L}+)/iu.exec(sentence)
	const first = opening?.[2]
	if (!first) return false
	const lower = first.toLocaleLowerCase('es')
	if (NOT_STEPS.test(lower)) return false
	if (addressed) return opening[1] ? BY_USTED.has(lower) : positiveOrder(first) !== null
	return ORDERS.has(lower) || ORDERS.has(plain(lower)) || positiveOrder(first) !== null || tuWithPronouns(plain(lower))
}

/**
 * Whether a sentence is a step of a procedure: an order at its start, or after the place it is done in («En el cuadro
 * Tipo de archivo, seleccione un formato.», «Desde el menú Ver, elige…»). Not one after a condition («Si desea
 * cancelar, pulse…»): that one is done only sometimes.
 */
export function isStep(sentence: string, { addressed = false } = {}) {
	if (startsWithOrder(sentence, { addressed })) return true
	const main = /^(?:En|Desde|Dentro de|Sobre|Bajo)\s[^,;:.]{3,60},\s+(.+)$/u.exec(sentence)?.[1]
	return main ? startsWithOrder(main, { addressed }) : false
}

/**
 * Whether a sentence gives an order, at its start or after a condition («Si desea cancelar, pulse Cerrar.», «Si desea
 * que se guarde en otra carpeta pulse Guardar.»): a step of a procedure either way.
 */
export function givesOrder(sentence: string, { addressed = false } = {}) {
	if (startsWithOrder(sentence, { addressed })) return true
	if (!/^¿?Si\s/u.test(sentence)) return false
	if (addressed) {
		let found = false
		orderAfterCondition(sentence, () => {
			found = true
		})
		return found
	}
	const main = /^¿?Si\s[^,]+,\s+(.+)$/u.exec(sentence)?.[1]
	return main ? startsWithOrder(main) : false
}

/** A step of two to four words: an order and what it works on («Pulse Finalizar grabación.»), a full stop at its end. */
export function isShortStep(sentence: string) {
	const words = sentence.split(' ').length
	return words >= 2 && words <= 4 && /\.$/u.test(sentence) && startsWithOrder(sentence)
}

/** «guárdalo», «selecciónalas»: a tú order with pronouns after it. */
function tuWithPronouns(word: string) {
	for (let cut = word.length - 2; cut >= 2; cut--)
		if (CLITICS.test(word.slice(cut)) && ORDERS.has(word.slice(0, cut))) return true
	return false
}

/** Words after which an order may start a clause. */
const CLAUSE_START = String.raw`(?<=^|[¿¡«"“(/]|[,;:]\s+|(?<!\p{L})(?:y|e|o|u|luego|después|entonces|primero|finalmente|también|ahora|seguidamente|a continuación,?|por último,?|para ello,?|simplemente|por favor,?|pero|así que)\s+)`

const ORDER = new RegExp(
	`${CLAUSE_START}(no\\s+(?:(?:me|te|se|nos|lo|la|los|las|le|les)\\s+){0,2})?(\\p{L}+)(?=[\\s,.;:!?»"”)/]|$)`,
	'giu',
)

/**
 * One sentence in the hosts' register: usted's orders become tú's («Pulse» → «Pulsa», «Asegúrese» → «Asegúrate»,
 * «No lo borre» → «No lo borres»), and in a sentence that addressed the reader as usted — or any sentence of a
 * document that does (`addressed`) — «usted puede» → «puedes», «si desea» → «si deseas», «su fichero» → «tu fichero»,
 * «Aprenderá…» → «Aprenderás…».
 */
export function toTu(sentence: string, { addressed: toReader = false } = {}) {
	let addressed = toReader || /(?<!\p{L})usted(?!\p{L})/iu.test(sentence)
	let text = sentence.replace(ORDER, (match, negation: string | undefined, word: string) => {
		const converted = negation ? negativeOrder(word) : positiveOrder(word)
		if (!converted) return match
		addressed = true
		return `${negation ?? ''}${sameCase(word, converted)}`
	})
	// «Si desea guardarla seleccione…»: without a comma, the first order of usted's after the condition is the main clause's
	if (/^¿?Si\s/u.test(text) && !text.includes(',')) text = orderAfterCondition(text, () => (addressed = true))
	// a sentence opening with usted's «puede», «debe»… and an infinitive speaks to the reader («Puede ver el diálogo»);
	// not a happening («Puede ocurrir que…»)
	text = text.replace(MODAL_FIRST, (_match, sign: string, verb: string, adverb: string, infinitive: string) => {
		addressed = true
		return `${sign}${/^tiene que$/iu.test(verb) ? verb.replace('iene', 'ienes') : `${verb}s`} ${adverb}${infinitive}`
	})
	// «En ReactOS o Windows puede probar yap»: after the place a sentence opens with, the modal is the reader's
	text = text.replace(MODAL_AFTER_PLACE, (_match, place: string, verb: string) => {
		addressed = true
		return `${place}${verb === 'tiene que' ? 'tienes que' : `${verb}s`}`
	})
	if (!addressed) return text
	text = text
		// «puede servirle», «hacerle ahorrar», «le permite», «que lo ayudan»: the reader the verb serves, helps or asks is
		// «te»; not a «le» that doubles a thing named after it («hacerle un cambio al fichero»)
		.replace(READER_AFTER_INFINITIVE, '$1te')
		.replace(
			READER_BEFORE_VERB,
			(_match, pronoun: string, afterLo: string | undefined, afterLe: string | undefined) =>
				`${pronoun.startsWith('L') ? 'Te' : 'te'} ${afterLo ?? afterLe}`,
		)
		// «LaTeX se lo dirá», «el programa se lo pedirá»: what is told or asked of usted is told to the reader
		.replace(
			/(?<!\p{L})se\s+(lo|la|los|las)\s+(?=(?:dirá|dice|indicará|indica|mostrará|muestra|explicará|explica|preguntará|pregunta|pedirá|pide|advertirá|advierte|avisará|recordará|recuerda|comunicará|notificará|ofrecerá|ofrece|agradecerá|agradece)(?!\p{L}))/gu,
			'te $1 ',
		)
		// «Para que LaTeX revise tu documento puede usar el paquete…»: the modal after a purpose, with no comma, is the reader's
		.replace(
			/^(Para (?:que )?[^,;:.]{3,80}?\s)(?<!\sse\s)(puede|debe|necesita|tiene que)(?=\s+\p{L}+(?:ar|er|ir|ír)(?:lo|la|los|las)?(?!\p{L}))/u,
			(_match, purpose: string, verb: string) => `${purpose}${verb === 'tiene que' ? 'tienes que' : `${verb}s`}`,
		)
		// «donde puede guardar», «si quiere incluir»: usted's modals after a relative or a condition, said to the reader
		.replace(
			/(?<!\p{L})(donde|cuando|si|que|y|o)\s+(puede|debe|necesita|quiere|desea|tiene que)\s+(?=\p{L}+(?:ar|er|ir|ír)(?:lo|la|los|las|le|les)?(?!\p{L}))/gu,
			(_match, word: string, verb: string) => `${word} ${verb === 'tiene que' ? 'tienes que' : `${verb}s`} `,
		)
		// «…, aún puede seleccionar», «universitarios encontrará»: a modal or a future of the reader's after a clause's
		// start, an adverb or a plural word (which cannot be the subject of a singular verb) has the reader as subject
		.replace(
			/(?<=(?:^|[,;:]\s+|(?<!\p{L})(?:también|aún|ya|ahora|entonces|siempre|además|incluso|pronto|luego|normalmente|probablemente|quizá|quizás|seguramente|\p{Ll}{3,}s)\s+))(?:(puede|debe|necesita|quiere|desea|tiene que)(?=\s+(?!(?:ser|estar|haber|ocurrir|suceder|pasar|existir|resultar|parecer|tardar|aparecer|fallar|variar|depender|convenir|bastar|faltar|tratarse|producirse|servir|interesar|gustar|importar|costar)(?:le|les)?(?!\p{L}))\p{L}+(?:ar|er|ir|ír)(?:lo|la|los|las|le|les)?(?!\p{L}))|(encontrará|podrá|tendrá|deberá|verá|necesitará|obtendrá|conseguirá|aprenderá|querrá|sabrá|notará|descubrirá|comprobará)(?=\s+\p{L}))/gu,
			// «puede requerirse» is impersonal: only a modal before an infinitive without «se» is the reader's
			(verb: string) => (verb === 'tiene que' ? 'tienes que' : `${verb}s`),
		)
		// «Si necesitas material, eche un vistazo…»: the order after a condition's comma
		.replace(/^(¿?Si\s[^,]+,\s+)(\p{L}+)(?!\p{L})/u, (match, condition: string, verb: string) => {
			const order = positiveOrder(verb)
			return order ? `${condition}${order}` : match
		})
		// «probablemente halle…»: usted's subjunctive after a doubt is tú's
		.replace(
			/(?<!\p{L})(probablemente|quizá|quizás|tal vez|ojalá)\s+(\p{L}+)(?!\p{L})/giu,
			(match, doubt: string, verb: string) =>
				BY_USTED.has(verb.toLocaleLowerCase('es')) ? `${doubt} ${negativeOrder(verb)}` : match,
		)
		// «si guarda un documento…», «mientras escribe…»: usted's present after «si», «mientras» or «cuando» is tú's with -s
		.replace(/(?<!\p{L})([Ss]i|[Mm]ientras|[Cc]uando)\s+(\p{L}+)(?!\p{L})/gu, (match, si: string, verb: string) =>
			ORDERS.has(verb) && /[ae]$/u.test(verb) && !BY_USTED.has(verb) ? `${si} ${verb}s` : match,
		)
		// «como nombre no utilice…»: in words to the reader, «no» and an order of usted's is tú's negative order
		.replace(
			/(?<!\p{L})([Nn]o\s+(?:(?:me|te|se|nos|lo|la|los|las|le|les)\s+){0,2})(\p{L}+)(?!\p{L})/gu,
			(match, no: string, verb: string) => (BY_USTED.has(verb.toLocaleLowerCase('es')) ? `${no}${negativeOrder(verb)}` : match),
		)
		// usted's future at the start, said to the reader: «Aprenderá a…», «Verá que…»
		.replace(/^(¿?)(Aprenderá|Verá|Encontrará|Podrá|Tendrá|Deberá|Necesitará|Obtendrá|Conseguirá)(?!\p{L})/u, '$1$2s')
		.replace(/(?<!\p{L})([Uu])sted\s+(\p{L}+[aeá])(?!\p{L})/gu, (_match, u: string, verb: string) => {
			const form = PRESENT_IRREGULAR[verb.toLocaleLowerCase('es')] ?? `${verb}s`
			return u === 'U' ? capitalise(form) : form
		})
		.replace(
			/(?<!\p{L})([Ss]i)\s+(desea|quiere|prefiere|necesita|tiene|puede|va|está|ha|sabe)(?!\p{L})/gu,
			(_match, si: string, verb: string) => {
				return `${si} ${PRESENT_IRREGULAR[verb] ?? `${verb}s`}`
			},
		)
		.replace(/(?<!\p{L})(que|donde|cuando|como|si)\s+(quiera|desee|necesite|prefiera|pueda|tenga|vaya|haya)(?!\p{L})/gu, '$1 $2s')
		.replace(/(?<!\p{L})(con)\s+usted(?!\p{L})/giu, (_match, con: string) => (con === 'Con' ? 'Contigo' : 'contigo'))
		.replace(/(?<!\p{L})(a|de|para|por|sin|según|sobre)\s+usted(?!\p{L})/giu, '$1 ti')
		.replace(/(?<!\p{L})usted(?!\p{L})/gu, 'tú')
		.replace(/(?<!\p{L})Usted(?!\p{L})/gu, 'Tú')
		.replace(
			/(?<!\p{L})([Ss])(us?)\s+((?:propi[oa]s?\s+)?)(\p{L}+)/gu,
			(match, s: string, us: string, own: string, noun: string) =>
				OWNED.has(noun.toLocaleLowerCase('es')) ? `${s === 'S' ? 'T' : 't'}${us} ${own}${noun}` : match,
		)
		// usted's subjunctive after «cuando», «mientras»…: «cuando trabaje» → «cuando trabajes»
		.replace(
			/(?<!\p{L})(cuando|mientras|hasta que|antes de que|para que|en cuanto)\s+(\p{L}+)(?!\p{L})/giu,
			(match, conjunction: string, verb: string) =>
				BY_USTED.has(verb.toLocaleLowerCase('es')) ? `${conjunction} ${negativeOrder(verb)}` : match,
		)
	return text
}

/** The first usted order in a sentence that opens with a condition; one after «que», «se» or a pronoun is a subjunctive. */
function orderAfterCondition(text: string, found: () => void) {
	const words = [...text.matchAll(/\p{L}+/gu)]
	for (let i = 2; i < words.length; i++) {
		const word = words[i]![0]
		if (!BY_USTED.has(word.toLocaleLowerCase('es'))) continue
		if (/^(?:que|se|me|te|nos|lo|la|los|las|le|les|no)$/iu.test(words[i - 1]![0])) continue
		found()
		const at = words[i]!.index
		return `${text.slice(0, at)}${BY_USTED.get(word.toLocaleLowerCase('es'))!.tu}${text.slice(at + word.length)}`
	}
	return text
}

/** «Pulse» → «pulsa», «Asegúrese» → «asegúrate», «Hágalo» → «hazlo»; null when the word is no order of usted's. */
function positiveOrder(word: string) {
	const forms = BY_USTED.get(word.toLocaleLowerCase('es'))
	if (forms) return forms.tu
	// with pronouns, the form takes an accent of its own («guárdelo»): compared without accents
	const lower = plain(word)
	// an order with pronouns after it: the longest verb form that leaves only pronouns
	for (let cut = lower.length - 2; cut >= 2; cut--) {
		const verb = BY_USTED.get(lower.slice(0, cut)) ?? BY_USTED.get(withAccentOf(lower.slice(0, cut)))
		const clitics = lower.slice(cut)
		if (!verb || !CLITICS.test(clitics)) continue
		// usted's «se» of a verb said of oneself (asegúrese) is tú's «te» (asegúrate); an impersonal «se» (recuérdese,
		// nótese) goes; «se lo» (dígaselo) stays
		const pronouns = clitics === 'se' ? (PRONOMINAL.has(verb.tu) ? 'te' : '') : clitics
		if (!pronouns) return verb.tu
		return withStress(verb.tu, pronouns)
	}
	return null
}

/** A form whose own accent a pronoun after it does not change (envíe → envíelo): looked up with it. */
function withAccentOf(form: string) {
	return form.replace(/i(?=[ae]$)/u, 'í').replace(/u(?=[ae]$)/u, 'ú')
}

/** «borre» → «borres» after «no» (tú's negative order is usted's with -s). */
function negativeOrder(word: string) {
	const forms = BY_USTED.get(word.toLocaleLowerCase('es'))
	if (!forms) return null
	return forms.usted.endsWith('é') ? `${forms.usted.slice(0, -1)}es` : `${forms.usted}s`
}

const VOWELS = 'aeiouáéíóú'
const STRONG = 'aeoáéó'
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' }

/**
 * The order with its pronouns after it, written as one word with its accent where the stress now needs one:
 * «asegura» + «te» → «asegúrate», «haz» + «lo» → «hazlo», «di» + «me» + «lo» → «dímelo». Also the dialect rules'
 * (translation): «sigan» + «nos» → «sígannos», «decid» + «me» + «lo» → «decídmelo».
 */
export function withStress(order: string, pronouns: string) {
	const base = plain(order)
	const groups = vowelGroups(base)
	const syllablesAdded = vowelGroups(pronouns).length
	// the stress stays where it was: on the last syllable of a one-syllable order or one ending in a consonant
	// («haz», «mantén»), else on the one before the last
	const stressed =
		groups.length === 1 || !/[aeiouns]$/u.test(base) || /[áéíóú]/u.test(order) ? groups.length - 1 : groups.length - 2
	const fromEnd = groups.length - stressed + syllablesAdded
	if (fromEnd < 3) return `${base}${pronouns}`
	const group = groups[stressed]!
	const letters = [...base]
	const target = strongestVowel(base, group)
	letters[target] = ACCENTED[letters[target]!] ?? letters[target]!
	return `${letters.join('')}${pronouns}`
}

/** Each syllable's vowels as [start, end) in the word: «u» after «q»/«g» before «e»/«i» is silent; two strong vowels part. */
function vowelGroups(word: string) {
	const groups: Array<[number, number]> = []
	for (let i = 0; i < word.length; i++) {
		if (!VOWELS.includes(word[i]!)) continue
		if (word[i] === 'u' && /[qg]/u.test(word[i - 1] ?? '') && /[ei]/u.test(word[i + 1] ?? '')) continue
		const last = groups.at(-1)
		const joins = last && last[1] === i && !(STRONG.includes(word[i - 1]!) && STRONG.includes(word[i]!))
		if (joins) last[1] = i + 1
		else groups.push([i, i + 1])
	}
	return groups
}

function strongestVowel(word: string, [start, end]: [number, number]) {
	for (let i = start; i < end; i++) if (STRONG.includes(word[i]!)) return i
	return end - 1
}

function sameCase(original: string, converted: string) {
	return /^\p{Lu}/u.test(original) ? capitalise(converted) : converted
}

function capitalise(text: string) {
	return text.charAt(0).toLocaleUpperCase('es') + text.slice(1)
}
