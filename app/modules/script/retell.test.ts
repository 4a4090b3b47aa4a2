import { expect, test } from 'vitest'
import { impersonal, lowerFirst, retell, simplify } from './retell.ts'

const options = { language: 'castellano' as const, joiner: ', y ', steps: ['Primero,', 'Después,', 'Luego,', 'Por último,'] }

test('asides in brackets, footnote marks and cross-references go', () => {
	expect(simplify('El paquete (que viene en el disco 2) instala el servidor de correo local.')).toBe(
		'El paquete instala el servidor de correo local.',
	)
	expect(simplify('La orden crea la plantilla del paquete¹⁷ en su carpeta, véase la guía de referencia.')).toBe(
		'La orden crea la plantilla del paquete en su carpeta.',
	)
	// a superscript glued to the next word (pdf text of 'GOsa² es') leaves the two words apart
	expect(simplify('GOsa²es una herramienta de administración web.')).toBe('GOsa es una herramienta de administración web.')
})

test('a long sentence is quoted only up to its first semicolon', () => {
	const long =
		'El instalador prepara el servidor principal con todos los servicios que necesita una red escolar completa; después pregunta por la contraseña del administrador, por el nombre de la red y por el idioma de los equipos que se instalarán más tarde.'
	expect(simplify(long)).toBe(
		'El instalador prepara el servidor principal con todos los servicios que necesita una red escolar completa.',
	)
	// never at a colon: what it introduces is what the sentence says
	const promised =
		'El criterio etimológico reúne consideraciones de tipo morfológico de muy variado tipo, pero que a pesar de todo tienen un punto en común: se basan en la formación de las palabras y no en su pronunciación.'
	expect(simplify(promised)).toBe(promised)
})

test('orders to the reader become general statements', () => {
	expect(impersonal('Debes instalar el paquete antes de empezar.')).toBe('Hay que instalar el paquete antes de empezar.')
	expect(impersonal('Antes de empezar, debes asegurarte de que todo funciona.')).toBe(
		'Antes de empezar, hay que asegurarse de que todo funciona.',
	)
	expect(impersonal('Puedes regenerarlas desde el menú.')).toBe('Es posible regenerarlas desde el menú.')
	expect(impersonal('Necesitas paquetes adicionales.')).toBe('Necesitas paquetes adicionales.')
})

test('two short sentences are merged; a name keeps its capital', () => {
	expect(retell(['El servidor guarda copias cada noche.', 'Las copias se cifran con una clave.'], options)).toBe(
		'El servidor guarda copias cada noche, y las copias se cifran con una clave.',
	)
	expect(retell(['El servidor guarda copias cada noche.', 'Debian cifra las copias.'], options)).toBe(
		'El servidor guarda copias cada noche. Debian cifra las copias.',
	)
	// about different things: the source's two sentences stay two
	expect(
		retell(['Las distribuciones traen muchos paquetes preinstalados.', 'La clase usa letras grandes sin serifas.'], options),
	).toBe('Las distribuciones traen muchos paquetes preinstalados. La clase usa letras grandes sin serifas.')
	// text of the source between them is not said (a list's items): joined, the second would seem to go on from the first
	expect(
		retell(['Existen distintas formas de producir PDF con TeX.', 'Se pueden perder los enlaces del PDF.'], {
			...options,
			afterGap: [false, true],
		}),
	).toBe('Existen distintas formas de producir PDF con TeX. Se pueden perder los enlaces del PDF.')
	expect(lowerFirst('Debian es libre.')).toBe('Debian es libre.')
	expect(lowerFirst('El sistema es libre.')).toBe('el sistema es libre.')
})

test('a short step is told; a short line that is no step is not', () => {
	expect(retell(['Asigna un nombre a la macro en el cuadro Nombre de macro.', 'Pulse en Guardar.'], options)).toBe(
		'Primero, asigna un nombre a la macro en el cuadro Nombre de macro. Después, pulsa en Guardar.',
	)
	expect(retell(['La macro queda guardada en la biblioteca elegida.', 'Para mayor información.'], options)).toBe(
		'La macro queda guardada en la biblioteca elegida.',
	)
})

test('the sentences stay in the source’s order; steps of a procedure are told as steps', () => {
	const sentences = [
		'La huerta abrió hace tres años en un solar del barrio que estaba abandonado.',
		'Hoy la cuidan cuarenta familias que se reparten las parcelas por sorteo cada marzo.',
		'La huerta produce unos mil kilos de verdura al año para el comedor social.',
	]
	const told = retell(sentences, options)
	expect(told.startsWith('La huerta abrió')).toBe(true)
	expect(told.endsWith('La huerta produce unos mil kilos de verdura al año para el comedor social.')).toBe(true)
	const macro = [
		'Abra el documento donde quiera grabar la macro.',
		'Elija Herramientas, después Macros, después Grabar macro.',
		'Guarde la macro con un nombre que la describa.',
	]
	expect(retell(macro, options)).toBe(
		'Primero, abre el documento donde quieras grabar la macro. Después, elige Herramientas, después Macros, después Grabar macro. Por último, guarda la macro con un nombre que la describa.',
	)
	const numbered = [
		'Paso 1: abrir la página de copias.',
		'Paso 2: pulsar el botón de instalar.',
		'Paso 3: esperar a que termine.',
	]
	expect(retell(numbered, options).startsWith('Paso 1')).toBe(true)
})

test('orders to the reader in usted move to the hosts’ tú', () => {
	expect(retell(['Edite su fichero con cualquier editor de textos.'], options)).toBe(
		'Edita tu fichero con cualquier editor de textos.',
	)
	expect(simplify('No use nunca la opción [h] en sus documentos.')).toContain('[h]')
	// «see» inside «desee» is no cross-reference
	expect(simplify('Abra el documento para el que desee grabar una macro.')).toBe(
		'Abre el documento para el que desees grabar una macro.',
	)
})

test('an opener in the guest’s own words goes before a common first word only', () => {
	expect(retell(['El servidor guarda copias de todo cada noche sin falta alguna.'], { ...options, opener: 'Pues mira,' })).toBe(
		'Pues mira, el servidor guarda copias de todo cada noche sin falta alguna.',
	)
	expect(retell(['Debian guarda copias de todo cada noche sin falta alguna.'], { ...options, opener: 'Pues mira,' })).toBe(
		'Debian guarda copias de todo cada noche sin falta alguna.',
	)
})

test('a sentence cut before what it pointed at goes; a sum of words is said; a broken aside after the period goes', () => {
	expect(
		retell(['Los cambios se pierden al hacer una actualización de.', 'La copia se guarda en la carpeta de usuario.'], options),
	).toBe('La copia se guarda en la carpeta de usuario.')
	expect(simplify('Otros patrones combinan consonante + vocal en cada sílaba.')).toBe(
		'Otros patrones combinan consonante más vocal en cada sílaba.',
	)
	expect(simplify('Con LyX cuidas el contenido y no la forma. , «What You.')).toBe('Con LyX cuidas el contenido y no la forma.')
})

test('footnote numbers glued to words, a page reference cut open and what is left of a pointer go', () => {
	expect(simplify('Así se evita el cran14 entre letras del texto.')).toBe('Así se evita el cran entre letras del texto.')
	expect(simplify('Si de archi sale arqui, son perfectamente analizables (pág.')).toBe(
		'Si de archi sale arqui, son perfectamente analizables.',
	)
	expect(
		retell(
			['Para mayor información sobre el esquema NFSS véase.', 'El esquema NFSS separa las familias de las series.'],
			options,
		),
	).toBe('El esquema NFSS separa las familias de las series.')
})

test('a definition list’s terms run on after a period go', () => {
	expect(
		simplify(
			'La clase article no empieza página nueva, mientras que book sí. onecolumn, twocolumn Dice a LaTeX que use columnas.',
		),
	).toBe('La clase article no empieza página nueva, mientras que book sí.')
})

test('a label goes, a bracket that carries the subject is said, one glued to a word leaves a space', () => {
	expect(simplify('Ejemplo: Si alguien tiene un Mac, debe hacer una copia del documento.')).toBe(
		'Si alguien tiene un Mac, debe hacer una copia del documento.',
	)
	expect(simplify('Nota al margen: recode 3.4 no convierte bien los retornos de carro.')).toBe(
		'recode 3.4 no convierte bien los retornos de carro.',
	)
	expect(simplify('Finalmente, TeX (y todos sus programas acompañantes) pueden escribir archivos.')).toBe(
		'Finalmente, TeX y todos sus programas acompañantes pueden escribir archivos.',
	)
	expect(simplify('Existen distintas formas de producir PDF usando (La)TEX en cualquier sistema.')).toBe(
		'Existen distintas formas de producir PDF usando TEX en cualquier sistema.',
	)
})

test('an emoticon is not said', () => {
	expect(simplify('Diversas personas (y la existencia de ML-TeX :-) convencieron a Knuth de cambiarlo.')).toBe(
		'Diversas personas y la existencia de ML-TeX convencieron a Knuth de cambiarlo.',
	)
})

test('a word printed twice is said once; a code name keeps its figure, a footnote mark goes', () => {
	expect(simplify('Se modificará automáticamente el el tamaño de la fuente del documento.')).toBe(
		'Se modificará automáticamente el tamaño de la fuente del documento.',
	)
	expect(simplify('Se recomienda la codificación latin1 y el análisis sintáctico8 del documento.')).toBe(
		'Se recomienda la codificación latin1 y el análisis sintáctico del documento.',
	)
	expect(simplify('No uses los paquetes isolatin1 o umlaut, que son una «envoltura»12 de otros.')).toBe(
		'No uses los paquetes isolatin1 o umlaut, que son una «envoltura» de otros.',
	)
	// a name after its kind keeps its figure
	expect(simplify('Existe una nueva versión, el paquete caption2, y la clase scrlttr2 sustituye a scrlettr.')).toBe(
		'Existe una nueva versión, el paquete caption2, y la clase scrlttr2 sustituye a scrlettr.',
	)
})

test('in a document that gives its orders as usted, «Muestra…» says what something does: no steps are made of it', () => {
	const describes = [
		'El editor resalta las órdenes con colores distintos.',
		'Muestra el resultado al lado del texto mientras se escribe.',
		'Define el tamaño del papel para todo el documento.',
	]
	const told = retell(describes, { ...options, addressed: true })
	expect(told).not.toMatch(/Primero|Después/u)
	expect(told).toContain('Muestra el resultado')
	// its usted orders are steps, told in tú
	expect(retell(['Abra el documento que quiera grabar.', 'Pulse Finalizar grabación.'], { ...options, addressed: true })).toBe(
		'Primero, abre el documento que quieras grabar. Después, pulsa Finalizar grabación.',
	)
	// a document in tú gives its orders in tú
	expect(retell(['Abre el documento que quieras grabar.', 'Pulsa Finalizar grabación.'], options)).toBe(
		'Primero, abre el documento que quieras grabar. Después, pulsa Finalizar grabación.',
	)
})

test('a footnote’s number after a colon whose code went is not said', () => {
	expect(simplify('En lugar de este comando se debe configurar la variable de entorno TEXINPUTS:21.')).toBe(
		'En lugar de este comando se debe configurar la variable de entorno TEXINPUTS.',
	)
	expect(simplify('La reunión empieza a las 10:30 en la sala grande.')).toBe('La reunión empieza a las 10:30 en la sala grande.')
})

test('a sentence leaning on one the retelling dropped goes with it', () => {
	const answer = retell(
		[
			'El programa instala las fuentes en.',
			'Estas fuentes se usan en todos los documentos nuevos.',
			'El cuerpo de letra por omisión es de diez puntos.',
		],
		options,
	)
	expect(answer).toBe('El cuerpo de letra por omisión es de diez puntos.')
})

test('orders on either side of an alternative are two tasks, not a first and a next step', () => {
	const answer = retell(
		[
			'Pon cualquier opción adicional en la zona de Opciones.',
			'Si tienes que poner instrucciones en el preámbulo, también puedes hacerlo en LyX.',
			'Elige Documento ▸ Configuración ▸ Preámbulo y escribe en la ventana.',
		],
		options,
	)
	expect(answer).not.toMatch(/Primero|Después/u)
	// a procedure with a note between its steps is still told as steps
	expect(
		retell(
			[
				'Ejecuta LaTeX en tu fichero de entrada.',
				'LaTeX muestra en la pantalla las páginas que compone.',
				'Abre el fichero DVI con el visor de tu sistema.',
			],
			options,
		),
	).toMatch(/^Primero, ejecuta.*Después, abre/u)
	// an order right after a condition that gives none is what to do in that case, not the next step
	const branch = retell(
		[
			'Ejecuta LaTeX en tu fichero de entrada.',
			'Si tu fichero tiene un error, LaTeX se detiene y lo dice.',
			'Escribe ctrl-D para volver a la línea de órdenes.',
		],
		options,
	)
	expect(branch).not.toMatch(/Primero|Después/u)
	expect(branch).toContain('Escribe ctrl-D para volver a la línea de órdenes.')
	// nor one done where the description before it says
	expect(
		retell(
			[
				'Selecciona Archivo ▸ Exportar ▸ LaTeX para obtener el fichero.',
				'El menú Documento ▸ Configuración se encarga de muchas de las opciones de la clase.',
				'Cambia aquí la clase del documento y el tamaño del papel.',
			],
			options,
		),
	).not.toMatch(/Primero|Después|Luego/u)
	// a condition with its own order does not break the procedure
	expect(
		retell(
			[
				'Abre el menú Herramientas.',
				'Si no ves la opción, actívala en las preferencias.',
				'Pulsa Grabar macro para empezar la grabación.',
			],
			options,
		),
	).toMatch(/^Primero, abre.*(?:Después|Luego), pulsa/u)
})

test('a quotation mark whose pair is not in the sentence goes', () => {
	expect(simplify('"La RAL dice que es potestativo separar los prefijos de la palabra.')).toBe(
		'La RAL dice que es potestativo separar los prefijos de la palabra.',
	)
	expect(simplify('El manual dice «usa siempre em para la sangría» en su segundo capítulo.')).toBe(
		'El manual dice «usa siempre em para la sangría» en su segundo capítulo.',
	)
	expect(simplify('La norma acaba en un sinsentido» según el autor del estudio.')).toBe(
		'La norma acaba en un sinsentido según el autor del estudio.',
	)
})

test('an order after the place it is done in is told as a step of the procedure', () => {
	expect(
		retell(
			['Dirígete a Archivo ▸ Guardar como.', 'En el cuadro Tipo de archivo, selecciona un formato de Microsoft Office.'],
			options,
		),
	).toBe(
		'Primero, dirígete a Archivo ▸ Guardar como. Después, en el cuadro Tipo de archivo, selecciona un formato de Microsoft Office.',
	)
})

test('a step with a menu path, said with «después» between its items, is not «Después, …» too', () => {
	expect(retell(['Abre el documento para grabar la macro.', 'Elige Herramientas ▸ Macros ▸ Grabar macro.'], options)).toBe(
		'Primero, abre el documento para grabar la macro. Luego, elige Herramientas ▸ Macros ▸ Grabar macro.',
	)
})
