import { expect, test } from 'vitest'
import { infinitiveShaped, leansOnBefore, passagesOf, pointsAtEarlier, pointsFarBack, withoutAuthorAsides } from './passages.ts'

const ranked = (sentences: string[]) => sentences.map((sentence, index) => ({ sentence, index, score: 1 }))

/** The sentences told of consecutive source sentences, in answers of up to four. */
const toldOf = (sentences: string[]) =>
	passagesOf(ranked(sentences), 4).flatMap((passage) => passage.sentences.map((entry) => entry.sentence))

test('a sentence that points back is told only right after the one it points at', () => {
	expect(leansOnBefore('Cualquier cosa que siga a esta orden será ignorada.')).toBe(true)
	expect(leansOnBefore('Deben eliminarse de los ficheros fuente.')).toBe(true)
	expect(leansOnBefore('La primera, muy curiosa, impide palabras malsonantes.')).toBe(true)
	expect(leansOnBefore('La huerta produce 1.200 kilos de verdura este año.')).toBe(false)
	expect(leansOnBefore('Es posible cambiar la carpeta de las copias.')).toBe(false)
	expect(leansOnBefore('Dependiendo de las opciones deseadas se le llama graphics o graphicx.')).toBe(true)
	expect(leansOnBefore('Le indicará cómo cambiar el formato del documento.')).toBe(true)
	expect(leansOnBefore('Lo importante es guardar a menudo.')).toBe(false)
	expect(leansOnBefore('Sin mencionar que los conceptos de diptongo e hiato distan de estar claros.')).toBe(true)
	// a plural verb after an adverb: its subject was in the sentence before, unless it follows the verb
	expect(leansOnBefore('Actualmente no soportan explícitamente acentos en las palabras.')).toBe(true)
	expect(leansOnBefore('Actualmente existen dos versiones del programa para Windows.')).toBe(false)
	expect(leansOnBefore('Hoy funcionan dos servidores en la red del colegio.')).toBe(false)
	const passages = passagesOf(
		ranked([
			'El grabador guarda lo que haces con el teclado.',
			'Esta orden no graba los clics del ratón.',
			'Los menús se graban como órdenes del documento abierto.',
		]),
		3,
	)
	expect(passages.map((passage) => passage.sentences.map((entry) => entry.sentence))).toEqual([
		[
			'El grabador guarda lo que haces con el teclado.',
			'Esta orden no graba los clics del ratón.',
			'Los menús se graban como órdenes del documento abierto.',
		],
	])
	// the sentence it leans on was not said: it goes too
	const alone = passagesOf(
		ranked(['Esta orden no graba los clics del ratón.', 'Los menús se graban como órdenes del documento abierto.']),
		3,
	)
	expect(alone.map((passage) => passage.sentences.map((entry) => entry.sentence))).toEqual([
		['Los menús se graban como órdenes del documento abierto.'],
	])
})

test('the author’s voice: an aside goes, a sentence in the first person is not the guest’s', () => {
	expect(withoutAuthorAsides('Si bien, como he dicho, el silabeo no tiene existencia fonética propia.')).toBe(
		'Si bien el silabeo no tiene existencia fonética propia.',
	)
	expect(withoutAuthorAsides('Como se mencionó antes, el paquete epsfig se mantiene por compatibilidad.')).toBe(
		'El paquete epsfig se mantiene por compatibilidad.',
	)
	expect(withoutAuthorAsides('Ya hemos visto que la pronunciación de una vocal no cambia.')).toBe(
		'La pronunciación de una vocal no cambia.',
	)
	expect(withoutAuthorAsides('No estoy muy seguro de que la primera palabra sea correcta.')).toBeNull()
	expect(withoutAuthorAsides('Acabo este apartado con unas pocas reglas accesorias.')).toBeNull()
	// what the reader is told to type is the reader's words
	expect(withoutAuthorAsides('Escribe una frase: ¡Este es mi primer documento LyX!')).toBe(
		'Escribe una frase: ¡Este es mi primer documento LyX!',
	)
	expect(withoutAuthorAsides('Como dije, escribe una frase: ¡Este es mi primer documento LyX!')).toBeNull()
	expect(withoutAuthorAsides('Sólo mencionaremos un par de cosas más.')).toBeNull()
	// «como las que veremos más adelante»: the author's promise goes, the sentence stays
	expect(withoutAuthorAsides('En la sílaba se basan ciertas reglas como las que veremos más adelante.')).toBe(
		'En la sílaba se basan ciertas reglas.',
	)
	expect(withoutAuthorAsides('Luego veremos cómo se cambia el margen.')).toBeNull()
	expect(withoutAuthorAsides('El silabeo influye en la lectura.')).toBe('El silabeo influye en la lectura.')
})

test('a sentence that takes its object or its time from the one before, or «de lo contrario», leans on it', () => {
	expect(leansOnBefore('En caso de utilizarlos, se pueden obtener inconsistencias en el espaciado.')).toBe(true)
	expect(leansOnBefore('LaTeX escoge entonces la composición más adecuada para el texto.')).toBe(true)
	expect(leansOnBefore('De lo contrario, se pueden obtener párrafos con demasiado espacio.')).toBe(true)
	expect(leansOnBefore('El instalador copia los ficheros al disco local del equipo.')).toBe(false)
})

test('the author describing the document in the first person plural is not the guest', () => {
	expect(withoutAuthorAsides('Describimos aquí la mayor parte de las opciones básicas de LyX.')).toBeNull()
})

test('«Sus…» and a plural passive without its subject lean on the sentence before', () => {
	expect(leansOnBefore('Sus principales desventajas son que el espaciado se ve afectado.')).toBe(true)
	expect(leansOnBefore('Se usan normalmente en el preámbulo del documento.')).toBe(true)
	expect(leansOnBefore('Se usan dos métodos distintos para dividir las palabras.')).toBe(false)
})

test('a list’s infinitive item is told after its lead-in or another item, never after any sentence', () => {
	const sentences = [
		'No siempre hace falta modificar la frase en que aparece el problema.',
		'Modificar levemente algunos de los parámetros del párrafo.',
	].map((sentence, index) => ({ sentence, index, score: 1 }))
	expect(passagesOf(sentences, 3).map((passage) => passage.sentences.map((entry) => entry.sentence))).toEqual([
		['No siempre hace falta modificar la frase en que aparece el problema.'],
	])
})

test('a sentence the chapter already said in other words is said once', () => {
	const sentences = [
		'El editor es shareware y, aunque es un programa Win32, funciona bien en Linux usando el emulador Wine.',
		'Es un programa Win32 que también funciona en Linux usando el emulador Wine.',
	].map((sentence, index) => ({ sentence, index, score: 1 }))
	expect(passagesOf(sentences, 3).flatMap((passage) => passage.sentences.map((entry) => entry.sentence))).toHaveLength(1)
})

test('an example, a reason, the other ones and an order on what was named lean on the sentence before', () => {
	expect(leansOnBefore('Por ejemplo, LyX controla los márgenes de la página.')).toBe(true)
	expect(leansOnBefore('La razón es que el programa lo hace por ti.')).toBe(true)
	expect(leansOnBefore('Los otros comandos se modifican de manera análoga.')).toBe(true)
	expect(leansOnBefore('Léela si quieres conocer los detalles del formato.')).toBe(true)
})

test('«Solamente establece…» and a sentence about «aquí» need the sentence before', () => {
	expect(leansOnBefore('Solamente establece un tamaño de página y una fundición.')).toBe(true)
	expect(leansOnBefore('No hay que considerar ningún caso especial aquí, pues la vocal va unida.')).toBe(true)
})

test('a demonstrative that counts things named before («esas dos») or «en todo caso» leans on the sentence before', () => {
	expect(leansOnBefore('En todo caso, afecta a un número muy reducido de palabras.')).toBe(true)
	expect(leansOnBefore('De todos modos, conviene revisar el resultado a mano.')).toBe(true)
	expect(leansOnBefore('Con esas dos, el documento queda listo para imprimir.')).toBe(true)
	expect(leansOnBefore('La clase admite también estas tres.')).toBe(true)
	expect(leansOnBefore('Esas dos opciones cambian el tamaño del papel.')).toBe(true)
	expect(leansOnBefore('Hay dos tamaños de papel habituales en Europa.')).toBe(false)
})

test('«esto» in the first words, a clause ending on its object and a passive without its subject lean on the sentence before', () => {
	expect(leansOnBefore('A veces esto no es deseable para el autor del documento.')).toBe(true)
	expect(leansOnBefore('Para ello basta con una orden en el preámbulo.')).toBe(true)
	expect(leansOnBefore('Se usa principalmente para depurar errores.')).toBe(true)
	expect(leansOnBefore('Hay varias maneras de hacerlo.')).toBe(true)
	expect(leansOnBefore('Hay varias maneras de hacerlo con un visor de DVI.')).toBe(false)
	expect(leansOnBefore('Se usa LaTeX en muchas revistas científicas.')).toBe(false)
	expect(leansOnBefore('La clase article usa letras con serifas.')).toBe(false)
	// «la clase» without its name: which one was in the sentence before
	expect(leansOnBefore('La clase usa letras grandes sin serifas.')).toBe(true)
	expect(leansOnBefore('El paquete permite dibujar con PostScript.')).toBe(true)
	expect(leansOnBefore('La documentación incluida en el paquete brinda información adicional.')).toBe(true)
	expect(leansOnBefore('Para cambiar el margen, el paquete geometry permite fijarlo en centímetros.')).toBe(false)
	expect(leansOnBefore('El paquete de Babel adapta LaTeX al castellano.')).toBe(false)
})

test('«esas dos» after a sentence that names no two things is not told there', () => {
	const told = (sentences: string[]) => toldOf(sentences)
	const counted = 'Además de esas dos, pueden indicarse otros tamaños de papel.'
	expect(told(['El papel por omisión de la clase es letterpaper.', counted])).toEqual([
		'El papel por omisión de la clase es letterpaper.',
	])
	expect(told(['Los papeles habituales son a4paper y letterpaper.', counted])).toEqual([
		'Los papeles habituales son a4paper y letterpaper.',
		counted,
	])
})

test('a sentence too short to answer anything is not a passage on its own', () => {
	const passages = passagesOf(
		ranked(['La maquetación es un arte.', 'La longitud de línea debe ser corta para no cansar los ojos.', 'Pulse en Guardar.']),
		1,
	)
	expect(passages.map((passage) => passage.sentences[0]!.sentence)).toEqual([
		'La longitud de línea debe ser corta para no cansar los ojos.',
		'Pulse en Guardar.',
	])
})

test('a sentence leaning on the last of a full passage opens the next one, which continues it', () => {
	const passages = passagesOf(
		ranked([
			'Primero, ejecuta LaTeX en tu fichero de entrada.',
			'Si el fichero tiene un error, LaTeX lo dice y se detiene.',
			'Después, escribe ctrl-D para volver a la línea de órdenes.',
			'El resultado es un fichero DVI junto al de entrada.',
			'Esto lo hace LaTeX sin preguntar nada más.',
		]),
		4,
	)
	expect(passages.map((passage) => [passage.sentences.length, passage.continues])).toEqual([
		[4, false],
		[1, true],
	])
})

test('a plural verb opening a sentence without its subject leans on the sentence before; a noun in -en does not', () => {
	expect(leansOnBefore('Consisten en una antibarra y exactamente una no-letra.')).toBe(true)
	expect(leansOnBefore('Dependen de la clase de documento que se elija.')).toBe(true)
	expect(leansOnBefore('Forman parte de la distribución desde hace años.')).toBe(true)
	expect(leansOnBefore('Imagen de un documento compuesto con LaTeX en la pantalla.')).toBe(false)
	expect(leansOnBefore('Carmen escribe sus artículos con LyX desde hace años.')).toBe(false)
})

test('a sentence pointing further in at something said before it is told only right after that sentence', () => {
	const told = (sentences: string[]) =>
		passagesOf(ranked(sentences), 3).map((passage) => passage.sentences.map((entry) => entry.sentence))
	// what «estas figuras» are was in a sentence the chapter does not say
	const gap = [
		'El paquete graphics es el oficial para incluir gráficos.',
		'Los visualizadores de DVI no mostrarán correctamente estas figuras en pantalla.',
	]
	expect(passagesOf([{ sentence: gap[1]!, index: 4, score: 1 }], 3)).toEqual([])
	expect(told(gap)).toEqual([gap])
	expect(pointsAtEarlier('Valga como ejemplo de esto último la palabra póster.')).toBe(true)
	expect(pointsAtEarlier('El comando linespread es una alternativa mejor que la solución anterior.')).toBe(true)
	expect(pointsAtEarlier('El camino que se ha señalado antes debe funcionar.')).toBe(true)
	// «lo» before a verb in the first clause: the program tried was named before
	expect(pointsAtEarlier('Según los que lo han probado, el código que genera suele funcionar bien.')).toBe(true)
	expect(
		pointsAtEarlier('Quienes han probado TeXaide dicen que el código que genera suele funcionar, aunque lo han criticado.'),
	).toBe(false)
	expect(leansOnBefore('Todavía tiene detalles, pero cuenta con muchas opciones útiles.')).toBe(true)
	expect(pointsAtEarlier('Si simplemente se quiere procesar el documento, sí que servirá para otros ordenadores.')).toBe(true)
	expect(pointsAtEarlier('Si se quiere procesar el documento, servirá para otros ordenadores.')).toBe(false)
	// a comparison whose other term was the sentence before
	expect(pointsAtEarlier('El espaciamiento interno y externo a los entornos es más consistente.')).toBe(true)
	expect(pointsAtEarlier('El espaciamiento de amsmath es más consistente que el de eqnarray.')).toBe(false)
	// after a comma, a demonstrative may point inside its own sentence; a noun said before it in the sentence is its own
	expect(pointsAtEarlier('Pulsa la tecla Esc, ya que el grabador no graba esta acción.')).toBe(false)
	expect(pointsAtEarlier('Cada figura ocupa memoria y la memoria de esta figura no se libera.')).toBe(false)
	// a plural one after a comma counts things named before the sentence, unless the sentence named them
	expect(pointsAtEarlier('El paquete parskip permite, hasta cierto punto, evitar estos efectos secundarios del espaciado.')).toBe(
		true,
	)
	expect(pointsAtEarlier('Carga los paquetes graphicx y xcolor, ya que estos paquetes dibujan las figuras.')).toBe(false)
	expect(pointsAtEarlier('La huerta dio mucha verdura durante este año.')).toBe(false)
	// full passages: the pointing sentence opens the next one, told only after the one before
	const full = passagesOf(
		ranked([
			'El grabador guarda lo que haces con el teclado.',
			'Los menús se graban como órdenes del documento abierto.',
			'Los diálogos se graban al cerrarse.',
			'El grabador de macros de LibreOffice no guarda en ningún caso estas acciones del ratón.',
		]),
		3,
	)
	expect(full.map((passage) => passage.continues)).toEqual([false, true])
})

test('in a document that speaks to its reader as usted, a verb and its object with no subject lean on the sentence before', () => {
	expect(leansOnBefore('Emplea el formateador TeX como motor de composición.', { addressed: true })).toBe(true)
	expect(leansOnBefore('Define el tamaño del papel.', { addressed: true })).toBe(true)
	// usted's order is a step; in a document that speaks as tú the same words are an order
	expect(leansOnBefore('Pulse el botón Cerrar.', { addressed: true })).toBe(false)
	expect(leansOnBefore('Define el tamaño del papel.')).toBe(false)
})

test('a sentence pointing at what was said somewhere before it is never told', () => {
	const sentences = [
		'La división de palabras compuestas sigue la norma de la Academia.',
		'Algunos de los ejemplos vistos antes pueden valer también aquí.',
		'El camino que se ha señalado antes debe funcionar sin problemas.',
		'Los prefijos se separan del resto de la palabra.',
	]
	expect(toldOf(sentences)).toEqual([
		'La división de palabras compuestas sigue la norma de la Academia.',
		'Los prefijos se separan del resto de la palabra.',
	])
	expect(pointsFarBack('Los ejemplos anteriores muestran la regla.')).toBe(false)
})

test('a passive without its subject after «que» leans on the sentence that named it', () => {
	expect(leansOnBefore('Imagina que fue escrito por alguien que no conoce LyX.')).toBe(true)
	expect(leansOnBefore('Para cambiar su medida, pulsa con el botón derecho en la barra.')).toBe(true)
	expect(leansOnBefore('Si ahora modificamos la línea del inputenc, todo funciona igual.')).toBe(true)
	expect(leansOnBefore('Antes había algo, pero no bastante.')).toBe(true)
	expect(leansOnBefore('Antes de instalar, conviene leer la guía.')).toBe(false)
	expect(leansOnBefore('Para cambiar la medida de los iconos, pulsa con el botón derecho.')).toBe(false)
	expect(leansOnBefore('Ten en cuenta que el archivo fue escrito por alguien que no conoce LyX.')).toBe(false)
})

test('a word shaped like an infinitive is one unless it only ends like one', () => {
	expect(infinitiveShaped('conservar')).toBe(true)
	expect(infinitiveShaped('Hogar')).toBe(false)
	expect(infinitiveShaped('Taller')).toBe(false)
	expect(infinitiveShaped('paquete')).toBe(false)
})

test('a sentence opening on a noun of something without what it is of leans on the sentence before', () => {
	expect(leansOnBefore('El tamaño por omisión es letterpaper.')).toBe(true)
	expect(leansOnBefore('La solución es usar los tipos EC.')).toBe(true)
	expect(leansOnBefore('El tamaño de los tipos debe escogerse con cuidado.')).toBe(false)
	expect(leansOnBefore('El valor por defecto de la opción es falso.')).toBe(false)
	const told = (sentences: string[]) => toldOf(sentences)
	expect(told(['El tamaño por omisión es letterpaper.'])).toEqual([])
	expect(told(['Define el tamaño del papel del documento.', 'El tamaño por omisión es letterpaper.'])).toHaveLength(2)
})

test('a part of the document with no number or name is the one the sentence before named', () => {
	expect(pointsAtEarlier('Al final del capítulo hay tablas con todos los símbolos matemáticos.')).toBe(true)
	expect(pointsAtEarlier('En la sección siguiente se explica cómo instalarlo.')).toBe(true)
	expect(pointsAtEarlier('Al final del capítulo 3 hay tablas con todos los símbolos matemáticos.')).toBe(false)
	expect(pointsAtEarlier('La sección Opciones de carga guarda los ajustes del usuario.')).toBe(false)
	expect(pointsAtEarlier('El apartado de notas admite cualquier texto.')).toBe(false)
})

test('a sentence saying what the document shows («se muestra cómo…») is the author’s, never told', () => {
	const told = toldOf([
		'Con muchos ejemplos se muestra cómo usar uno de los puntos fuertes de LaTeX.',
		'Se muestra el diálogo Guardar como con la carpeta del documento.',
	])
	expect(told).toEqual(['Se muestra el diálogo Guardar como con la carpeta del documento.'])
})

test('connectors that go on from what was said, «Un problema adicional…» and the author’s aims lean on before or are the author’s', () => {
	expect(leansOnBefore('En particular, el principal escollo se encuentra en definir la sílaba.')).toBe(true)
	expect(leansOnBefore('Por lo expuesto, el sistema silábico es una pura conveniencia.')).toBe(true)
	expect(leansOnBefore('Como caso particular cabe comentar que una llave abre el modo TeX.')).toBe(true)
	expect(leansOnBefore('Un problema adicional, de difícil solución, es la formación de prefijos.')).toBe(true)
	expect(leansOnBefore('Un problema frecuente es la formación de prefijos a partir de verbos.')).toBe(false)
	expect(leansOnBefore('Con él, establecemos los puntos de división a partir de las letras.')).toBe(true)
	expect(leansOnBefore('Con ellas se escriben los acentos en cualquier teclado.')).toBe(true)
	expect(leansOnBefore('Obviamente, el lector las percibe aunque no sea consciente de ello.')).toBe(true)
	expect(leansOnBefore('El lector percibe los espacios aunque no sea consciente de ello.')).toBe(false)
	expect(leansOnBefore('Para comentarios más largos puedes usar el entorno comment.')).toBe(true)
	expect(leansOnBefore('Para documentos más largos que un artículo conviene la clase book.')).toBe(false)
	const told = toldOf([
		'Nuestro primer propósito será delimitar las normas que se puedan aplicar.',
		'La división de palabras con guiones es un problema ortográfico.',
	])
	expect(told).toEqual(['La división de palabras con guiones es un problema ortográfico.'])
})

test('«al respecto» is about what the sentence before said; «aplazamos … para más adelante» is the author’s plan', () => {
	expect(pointsAtEarlier('Tal vez no sea posible llegar a ningún consenso al respecto.')).toBe(true)
	expect(pointsAtEarlier('El comando centerline es otro comando TeX que no debe usarse.')).toBe(true)
	expect(pointsAtEarlier('El comando centerline es un comando TeX que no debe usarse.')).toBe(false)
	expect(pointsAtEarlier('Para cartas nuevas se debe utilizar la nueva interfaz, más flexible.')).toBe(true)
	expect(pointsAtEarlier('Las nuevas versiones de LibreOffice abren los ficheros más rápido.')).toBe(false)
	expect(pointsAtEarlier('Lo más difícil para los nuevos usuarios es el espacio en blanco.')).toBe(false)
	const told = toldOf([
		'Las consonantes líquidas sólo aparecen en combinaciones muy concretas.',
		'Como la fonética importa aquí, aplazamos su tratamiento para más adelante.',
	])
	expect(told).toEqual(['Las consonantes líquidas sólo aparecen en combinaciones muy concretas.'])
})

test('«Si ese es tu caso» leans on before; «vamos a dar información mínima» is the author speaking of the document', () => {
	expect(leansOnBefore('Si ese es tu caso, te estarás preguntando si LyX hace lo mismo que LaTeX.')).toBe(true)
	const told = toldOf([
		'Para mantener corto el tutorial, vamos a dar información mínima.',
		'El modo TeX pasa lo que escribes directamente a LaTeX.',
	])
	expect(told).toEqual(['El modo TeX pasa lo que escribes directamente a LaTeX.'])
})

test('an answer ends where a paragraph of prose ends, or before a paragraph saying what a named thing is', () => {
	const told = (sentences: Array<{ sentence: string; opensParagraph?: true; opensTopic?: true }>) =>
		passagesOf(
			sentences.map((entry, index) => ({ ...entry, index, score: 1 })),
			4,
		).map((passage) => passage.sentences.length)
	const prose = [
		{ sentence: 'El editor colorea la sintaxis de LaTeX mientras escribes.' },
		{ sentence: 'También cierra los entornos que abres sin que lo pidas.' },
	]
	expect(told([...prose, { sentence: 'El visor muestra el PDF al lado del texto.', opensParagraph: true }])).toEqual([2, 1])
	expect(told([prose[0]!, { sentence: 'LaTable es un ayudante para crear tablas en LaTeX.', opensTopic: true }])).toEqual([1, 1])
	expect(told([...prose, { sentence: 'El visor muestra el PDF al lado del texto.' }])).toEqual([3])
})

test('«también» or «tampoco» right after a sentence’s subject is as well as what the sentence before said', () => {
	expect(leansOnBefore('Las asociaciones de teclas también son configurables.')).toBe(true)
	expect(leansOnBefore('LyX también permite incluir gráficos en cualquier formato.')).toBe(true)
	// further on, after a comma, it adds inside the sentence
	expect(leansOnBefore('No solo sirve para cartas, sino también para libros enteros.')).toBe(false)
})

test('a demonstrative and a count further into a sentence («estos cinco bastan») stand for a list said before', () => {
	expect(pointsAtEarlier('No cabe duda de que es posible imaginar otro criterio, pero aparentemente estos cinco bastan.')).toBe(
		true,
	)
	expect(pointsAtEarlier('Hay cinco criterios y ninguno basta por sí solo.')).toBe(false)
})

test('a paragraph opening on a verb without its subject after a paragraph of prose is not told: its subject is elsewhere', () => {
	const said = (opensParagraph: boolean) =>
		passagesOf(
			[
				{ sentence: 'Las órdenes de LaTeX tienen un nombre hecho solo de letras.' },
				{ sentence: 'Los nombres de orden terminan con un espacio o con un número.' },
				{
					sentence: 'Consisten en una antibarra y exactamente un signo.',
					...(opensParagraph ? { opensParagraph: true as const } : {}),
				},
			].map((entry, index) => ({ ...entry, index, score: 1 })),
			4,
		).flatMap((passage) => passage.sentences.map((entry) => entry.sentence))
	expect(said(true)).not.toContain('Consisten en una antibarra y exactamente un signo.')
	expect(said(false)).toContain('Consisten en una antibarra y exactamente un signo.')
})

test('«de ahí en adelante» points at a place named before; a marker’s comma opens no clause for a demonstrative', () => {
	expect(pointsAtEarlier('Todo lo que escribas de ahí en adelante aparecerá en rojo.')).toBe(true)
	expect(pointsAtEarlier('Por supuesto, todavía no has escrito bastante para que te sean útiles estas funciones.')).toBe(true)
	expect(pointsAtEarlier('Pulsa Esc, ya que el grabador no graba esta acción.')).toBe(false)
})
