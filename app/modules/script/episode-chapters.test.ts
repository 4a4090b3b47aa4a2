import { expect, test } from 'vitest'
import { chapterDrafts, chapterTitle, speakableSentences } from './episode-chapters.ts'

test('a heading as a chapter title: numbering, leaders and page numbers off, original casing', () => {
	expect(chapterTitle('2.3. Obtén el programa y pruébalo')).toBe('Obtén el programa y pruébalo')
	expect(chapterTitle('Capítulo 4. El archivo control')).toBe('El archivo control')
	expect(chapterTitle('Apéndice A. Técnicas avanzadas')).toBe('Técnicas avanzadas')
	expect(chapterTitle('Instalación de GIMP ........ 12')).toBe('Instalación de GIMP')
	expect(chapterTitle('INTRODUCCIÓN GENERAL')).toBe('Introducción general')
	expect(chapterTitle('A veces falla la red')).toBe('A veces falla la red')
	expect(chapterTitle('Debian y APT')).toBe('Debian y APT')
})

/** The sentences the chapters of these sources say, in order. */
const saidIn = (options: Parameters<typeof chapterDrafts>[0]) =>
	chapterDrafts(options).flatMap((draft) => draft.sentences.map((entry) => entry.sentence))

const para = (topic: string) =>
	[
		`El ${topic} es la pieza central de toda la instalación escolar.`,
		`Cada ${topic} se configura desde el panel de administración web.`,
		`Un ${topic} bien configurado ahorra horas de trabajo al profesorado.`,
	].join(' ')

test('sections are grouped at the shallowest heading level that gives enough chapters', () => {
	const sections = [
		{ heading: 'Manual del centro', level: 1, paragraphs: ['Este manual explica cómo funciona el centro.'] },
		{ heading: '1. El servidor', level: 2, paragraphs: [para('servidor')] },
		{ heading: '1.1. Discos', level: 3, paragraphs: [para('disco')] },
		{ heading: '2. La red', level: 2, paragraphs: [para('router')] },
		{ heading: '3. Los usuarios', level: 2, paragraphs: [para('usuario')] },
	]
	const drafts = chapterDrafts({ sources: '', sections, count: 3, title: 'El centro' })
	expect(drafts.map((draft) => draft.title)).toEqual(['El servidor', 'La red', 'Los usuarios'])
	// the subsection belongs to its chapter
	expect(drafts[0]!.sentences.some((entry) => entry.sentence.includes('disco'))).toBe(true)
})

test('the richest chapters are kept, in the document’s order', () => {
	const sections = [
		{ heading: 'Prólogo', level: 1, paragraphs: ['Gracias a todos por leer este pequeño manual escolar.'] },
		{ heading: 'El servidor', level: 1, paragraphs: [para('servidor')] },
		{ heading: 'La red', level: 1, paragraphs: [para('router')] },
	]
	const drafts = chapterDrafts({ sources: '', sections, count: 2, title: 'El servidor escolar' })
	expect(drafts.map((draft) => draft.title)).toEqual(['El servidor', 'La red'])
})

test('text without headings is cut at paragraphs, never inside one when there are enough', () => {
	const sources = [para('servidor'), para('router'), para('usuario')].join('\n\n')
	const drafts = chapterDrafts({ sources, count: 3, title: 'El centro' })
	expect(drafts).toHaveLength(3)
	expect(drafts.map((draft) => draft.sentences.length)).toEqual([3, 3, 3])
	expect(drafts[1]!.sentences[0]!.sentence).toMatch(/^El router/)
})

test('only sentences a listener can hear are used', () => {
	expect(
		speakableSentences(
			[
				'Consulta la guía en https://www.debian.org/doc/ para saber más del tema.',
				'Ejecuta la orden dh_make desde el directorio del paquete fuente.',
				'Configura la red con la dirección 10.0.0.1 en el router principal.',
				'Usa la opción --addmissing si has borrado alguna de las plantillas.',
				'empaquetador: la persona que construye paquetes para la distribución.',
				'Se explica en el capítulo 4 cómo se compila todo el paquete.',
				'2007 José Pérez 2009 -2012, 2015 Ana Ruiz 2010, 2012 -2013 Luis Gil.',
				'Los paquetes descargados se guardan en «/var/cache/apt/archives» hasta que se limpia.',
				'Pulse «u» y después «g» para actualizar la lista de paquetes.',
				'Añada las siguientes entradas al archivo de fuentes del sistema.',
				'El archivo «Release.gpg» se crea con la llave secreta del proyecto.',
				'El programa no debería ir en los directorios */sbin del sistema.',
				'Así tendrás los archivos paquete-1.install y paquete-2.install en la carpeta.',
				'Los archivos se nombran sin el antecedente debian/ para simplificar.',
				'En este capítulo se resume lo que puede hacerse con cada archivo.',
				'¿Cómo puedo ayudar a Debian?',
				'Los paquetes descargados se guardan en «/var/cache/apt/archives» hasta que se limpia.',
				'Pulse «u» y después «g» para actualizar la lista de paquetes.',
				'Añada las siguientes entradas al archivo de fuentes del sistema.',
				'El paquete se construye en pocos minutos en un ordenador normal.',
			].join(' '),
		),
	).toEqual(['El paquete se construye en pocos minutos en un ordenador normal.'])
})

test('running headers, captions and headings run into the text are not read', () => {
	const said = speakableSentences(
		[
			'2.13 Protección de órdenes frágiles 49 El entorno picture dibuja un cuadrado y lo inserta en el documento.',
			'1.7 Ficheros que puede encontrarse 13 Cuadro 1.3: Algunos paquetes distribuidos con el sistema.',
			'Resumen La división de palabras es un problema ortográfico que todavía plantea dudas.',
			'La teoría Nuestro primer propósito será delimitar las normas del castellano.',
			'15 Discusión En la curva de aprendizaje se ve un cambio claro a partir del tercer mes.',
			'Madrid es la capital y La Mancha queda al sur de la ciudad.',
			'Madrid y La Mancha comparten un clima seco casi todo el año.',
		].join(' '),
	)
	expect(said).toEqual([
		'El entorno picture dibuja un cuadrado y lo inserta en el documento.',
		'La división de palabras es un problema ortográfico que todavía plantea dudas.',
		'Nuestro primer propósito será delimitar las normas del castellano.',
		'En la curva de aprendizaje se ve un cambio claro a partir del tercer mes.',
		'Madrid es la capital y La Mancha queda al sur de la ciudad.',
		'Madrid y La Mancha comparten un clima seco casi todo el año.',
	])
})

test('a sentence whose pointer was cut or that points at numbered questions is not read', () => {
	const said = speakableSentences(
		'Las transparencias del curso están disponibles en. Véanse las respuestas a las preguntas 6.2.1 y 6.2.3 del documento. El paquete inputenc permite escribir con la página de códigos habitual.',
	)
	expect(said).toEqual(['El paquete inputenc permite escribir con la página de códigos habitual.'])
})

test('a question the next sentence answers stays; one read out unanswered, a footnote number and a pointer to the next section go', () => {
	const said = speakableSentences(
		'¿Por qué importa tanto la huerta del barrio? Porque da de comer a doscientas familias cada semana. ¿Cómo se escriben los números combinatorios en una fórmula? El paquete amsmath trae órdenes para las fórmulas. 16 Se recomienda a los usuarios de Macintosh la codificación latin. El programa intenta dejar bien el borde, como se describe en la sección siguiente.',
	)
	expect(said).toEqual([
		'¿Por qué importa tanto la huerta del barrio?',
		'Porque da de comer a doscientas familias cada semana.',
		'El paquete amsmath trae órdenes para las fórmulas.',
		'Se recomienda a los usuarios de Macintosh la codificación latin.',
	])
})

test('a list’s lines and a table’s header are no sentences', () => {
	expect(
		speakableSentences(
			'Espacio en blanco, horizontal y vertical. Tipos y tamaños de letra del documento. Obsoleto Remplazo en LaTeX y ConTeXt. LyX cuida el espacio entre líneas.',
		),
	).toEqual(['LyX cuida el espacio entre líneas.'])
	expect(speakableSentences('Elija Herramientas ▸ Macros ▸ Grabar macro.')).toEqual([
		'Elija Herramientas ▸ Macros ▸ Grabar macro.',
	])
})

test('a sentence about an example, a list or orders that follow in print is not read', () => {
	expect(
		speakableSentences('El ejemplo siguiente dibuja un cuadrado en la página. El paquete dibuja figuras con pocas órdenes.'),
	).toEqual(['El paquete dibuja figuras con pocas órdenes.'])
})

test('a bibliography’s entries are not read', () => {
	expect(
		speakableSentences(
			'DAVID P. CARLISLE: Packages in the graphics bundle for everyone. URL: THE LATEX3 PROJECT: LaTeX for authors and more. El paquete graphics incluye imágenes en el documento.',
		),
	).toEqual(['El paquete graphics incluye imágenes en el documento.'])
})

const faqAnswer = (topic: string) =>
	`La ${topic} se configura en el panel principal del programa. Cada ${topic} guarda sus valores en la carpeta del usuario. Una ${topic} mal puesta se corrige volviendo a abrir el panel.`

test('a FAQ’s question, in a heading or in the text, is the cue of the sentence that answers it', () => {
	const sections = [
		{ heading: '1. ¿Cómo cambio la opción de idioma? o ¿Dónde está?', level: 1, paragraphs: [faqAnswer('opción')] },
		{
			heading: '2. Otras dudas',
			level: 1,
			paragraphs: [
				`Algunas dudas llegan a menudo a la lista de correo del proyecto. 2.1. ¿Puedo usar la plantilla en otro equipo? Sí, la plantilla viaja con el documento a cualquier equipo. ${faqAnswer('plantilla')}`,
			],
		},
		{ heading: '3. Ajustes', level: 1, paragraphs: [faqAnswer('preferencia')] },
	]
	const drafts = chapterDrafts({ sources: '', sections, count: 3, title: 'Preguntas frecuentes' })
	const cued = drafts.flatMap((draft) => draft.sentences).filter((entry) => entry.cue)
	expect(cued.map((entry) => [entry.cue, entry.sentence])).toEqual([
		// the first of two wordings, numbering off
		['¿Cómo cambio la opción de idioma?', 'La opción se configura en el panel principal del programa.'],
		// an answer may lean on its question («Sí, …»)
		['¿Puedo usar la plantilla en otro equipo?', 'Sí, la plantilla viaja con el documento a cualquier equipo.'],
	])
	// the guest never reads a question out
	expect(drafts.flatMap((draft) => draft.sentences).some((entry) => entry.sentence.includes('?'))).toBe(false)
})

test('a question that points at what came before is not asked, and its verbless answer goes with it', () => {
	const sections = [
		{
			heading: 'Correo',
			level: 1,
			paragraphs: [
				`El correo antiguo solo acepta siete bits por carácter en cada mensaje. ¿Cómo se soluciona esto? Con un conversor, con MIME, o con las dos cosas. ${faqAnswer('cuenta')}`,
			],
		},
		{ heading: 'Red', level: 1, paragraphs: [faqAnswer('conexión')] },
	]
	const sentences = chapterDrafts({ sources: '', sections, count: 2, title: 'Correo' }).flatMap((draft) => draft.sentences)
	expect(sentences.some((entry) => entry.cue)).toBe(false)
	expect(sentences.some((entry) => entry.sentence.startsWith('Con un conversor'))).toBe(false)
})

test('a running header read as a heading inside its own chapter opens no section', () => {
	const sections = [
		{ heading: '1. «Pecados capitales»', level: 1, paragraphs: [para('servidor')] },
		{ heading: '1 «Pecados capitales»', level: 1, paragraphs: [para('disco')] },
		{ heading: '2. Paquetes obsoletos', level: 1, paragraphs: [para('router')] },
		{ heading: '3. Miscelánea', level: 1, paragraphs: [para('usuario')] },
	]
	const drafts = chapterDrafts({ sources: '', sections, count: 3, title: 'Lo que no hay que hacer' })
	expect(drafts.map((draft) => draft.title)).toEqual(['«Pecados capitales»', 'Paquetes obsoletos', 'Miscelánea'])
	expect(drafts[0]!.sentences.some((entry) => entry.sentence.includes('disco'))).toBe(true)
})

test('short sections (slides) make more chapters, up to twice as many, while the episode needs more to say', () => {
	const slide = (topic: string) => [
		`El ${topic} se instala desde el menú principal del sistema operativo.`,
		`Cada ${topic} queda listo para usar después de reiniciar el equipo.`,
		`Un ${topic} actualizado evita muchos problemas de seguridad conocidos.`,
	]
	const topics = ['editor', 'compilador', 'visor', 'corrector', 'gestor', 'navegador', 'servidor', 'cliente']
	const sections = topics.map((topic) => ({ heading: `El ${topic}`, level: 1, paragraphs: slide(topic) }))
	expect(chapterDrafts({ sources: '', sections, count: 3, title: 'Guía' })).toHaveLength(3)
	expect(chapterDrafts({ sources: '', sections, count: 3, title: 'Guía', wanted: 60 })).toHaveLength(6)
})

test('labels run together and list lines with a bracket are no sentences', () => {
	// labels run together, and a credit line (names without a verb)
	expect(speakableSentences('Traducción al inglés: Juan Pérez García. Traducción al francés: Ana Ruiz: revisada.')).toEqual([])
	expect(speakableSentences('Patrones de partición de palabras (silabeo o guionado).')).toEqual([])
	expect(speakableSentences('División de palabra a final de línea.')).toEqual([])
	// a percent sign with no figure is not said
	expect(speakableSentences('Para quitarlo pon un % al principio de la línea del idioma.')).toEqual([])
})

test('a definition list’s term run into its text is not read, names of several words included', () => {
	// a term and a definition without a verb is a list's line
	expect(speakableSentences('TeX Live Un sistema completo de TeX para instalar en el disco.')).toEqual([])
	expect(speakableSentences('Manual de usuario El manual explica las órdenes básicas del programa.')).toEqual([
		'El manual explica las órdenes básicas del programa.',
	])
})

test('slides of two sentences each make chapters when most sections have no more', () => {
	const slide = (topic: string) => [
		`El ${topic} se instala desde el menú principal del sistema operativo.`,
		`Cada ${topic} queda listo para usar después de reiniciar el equipo.`,
	]
	const sections = ['editor', 'compilador', 'visor', 'corrector'].map((topic) => ({
		heading: `El ${topic}`,
		level: 1,
		paragraphs: slide(topic),
	}))
	expect(chapterDrafts({ sources: '', sections, count: 3, title: 'Guía', wanted: 20 })).toHaveLength(4)
})

test('a heading of several words run into its text goes, a caption is not read, a page header inside a sentence goes', () => {
	expect(
		speakableSentences('Compatibilidad de fuente entre LATEX y pdfLATEX Lo ideal sería que tu documento compilase igual.'),
	).toEqual(['Lo ideal sería que tu documento compilase igual.'])
	expect(speakableSentences('Primera fase del instalador en Windows Figure 1: Primera fase del instalador gráfico.')).toEqual([])
	expect(
		saidIn({
			sources: '',
			sections: [
				{
					heading: 'Paquetes',
					level: 1,
					paragraphs: [
						'Es buena idea crear un paquete LATEX 6.2 Fundiciones y tamaños 117 que contenga todas sus definiciones. El paquete se carga en el preámbulo del documento principal. Cada paquete guarda sus órdenes en un fichero aparte del texto.',
					],
				},
				{ heading: 'Otros', level: 1, paragraphs: [para('servidor')] },
			],
			count: 2,
			title: 'Paquetes',
		}),
	).toContain('Es buena idea crear un paquete LATEX que contenga todas sus definiciones.')
})

test('a glossary’s entry without a verb, or opening on its verb, is not read; a title run into a sentence that opens with its verb goes', () => {
	expect(speakableSentences('LaTeX: Paquete de macros construido sobre la base de TeX.')).toEqual([])
	// said as written, the label is heard as a word out of place: «Estilos: Alteran…»
	expect(speakableSentences('Estilos: Alteran algún aspecto del comportamiento normal de LaTeX.')).toEqual([])
	expect(speakableSentences('Nota: Los estilos alteran algún aspecto del comportamiento de LaTeX.')).not.toEqual([])
	expect(speakableSentences('Atajos de teclado Contiene cuadros con las combinaciones de teclas.')).toEqual([
		'Contiene cuadros con las combinaciones de teclas.',
	])
	expect(speakableSentences('Formato de caracteres Puedes resaltar texto con el estilo Versalitas.')).toEqual([
		'Puedes resaltar texto con el estilo Versalitas.',
	])
	expect(speakableSentences('Barras de herramientas Otros botones realizan las funciones más usuales.')).toEqual([
		'Otros botones realizan las funciones más usuales.',
	])
})

test('a definition list’s line is not read: code terms before their definition, or a term and a definition without a verb', () => {
	expect(speakableSentences('10pt, 11pt, 12pt Establece el tamaño de la principal fundición del documento.')).toEqual([])
	expect(speakableSentences('MetaPost Toda la potencia de METAFONT, pero generando figuras postscript en vez de tipos.')).toEqual(
		[],
	)
	expect(speakableSentences('GNU Emacs es un editor de texto muy extensible y libre.')).toEqual([
		'GNU Emacs es un editor de texto muy extensible y libre.',
	])
	expect(speakableSentences('El tamaño 12pt establece la fundición principal del documento.')).not.toEqual([])
})

test('a procedure keeps its short steps («Pulse Finalizar grabación.»); other short lines are no sentences', () => {
	expect(
		speakableSentences(
			'Efectúe las acciones que desee grabar en el documento. Pulse Finalizar grabación. Aparece el diálogo Macro. Pulse en Guardar. Tipos de letra.',
		),
	).toEqual(['Efectúe las acciones que desee grabar en el documento.', 'Pulse Finalizar grabación.', 'Pulse en Guardar.'])
})

test('a glossary entry whose only verb is in a relative clause is not read', () => {
	expect(speakableSentences('LyX: Procesador de texto visual, WYSIWYM, que usa toda la potencia de LaTeX.')).toEqual([])
})

test('a translated «see … for further details» is a pointer, not content', () => {
	expect(speakableSentences('Ve el manual de Debian Policy para detalles más lejanos.')).toEqual([])
	expect(
		speakableSentences('Como siempre, ve a los manuales Guía del usuario y Objetos insertados para más información.'),
	).toEqual([])
})

test('a page number with its running header is no chapter, and a section of another chapter opens its own', () => {
	const sections = [
		{ heading: '1.1. El servidor', level: 2, paragraphs: [para('servidor')] },
		{ heading: '1.2. Los discos', level: 2, paragraphs: [para('disco')] },
		{ heading: '2.1. La red', level: 2, paragraphs: [para('router')] },
		// the page's running header, read as a chapter heading: its content goes on with the section before
		{ heading: '98 Producción de gráficos', level: 1, paragraphs: [para('switch')] },
		// chapter 3's heading was lost: its first section opens a chapter of its own
		{ heading: '3.1.1. Los usuarios', level: 3, paragraphs: [para('usuario')] },
	]
	const drafts = chapterDrafts({ sources: '', sections, count: 3, title: 'El centro' })
	expect(drafts.map((draft) => draft.title)).toEqual(['El servidor', 'La red', 'Los usuarios'])
	expect(drafts.at(-1)!.title).toBe('Los usuarios')
	expect(drafts.at(-1)!.sentences.some((entry) => entry.sentence.includes('switch'))).toBe(false)
})

test('an affiliation or a title page’s line is not read', () => {
	expect(
		speakableSentences('Departamento de Tecnología de la Información e Ingeniería Eléctrica del Instituto Federal.'),
	).toEqual([])
})

test('a list item that opens with how or from where and has no verb of its own is not read', () => {
	expect(speakableSentences('A partir de DVI, usando dvipdfm, que genera PDF de alta calidad, insertando los gráficos.')).toEqual(
		[],
	)
	expect(speakableSentences('A partir de la versión 3.4.1 se supone que lo hace correctamente.')).toEqual([
		'A partir de la versión 3.4.1 se supone que lo hace correctamente.',
	])
})

test('a document’s date on its own is not read', () => {
	expect(speakableSentences('Hoy es 26 de agosto de 2014.')).toEqual([])
})

test('a sentence that sends the listener to a numbered section («§ 2.2») is not read', () => {
	expect(speakableSentences('Según la § 2.2, la división de palabras sigue reglas de la Academia.')).toEqual([])
	expect(speakableSentences('La división de palabras sigue reglas de la Academia desde hace años.')).toEqual([
		'La división de palabras sigue reglas de la Academia desde hace años.',
	])
})

test('a sentence naming a numbered rule or equation the listener never heard numbered is not read', () => {
	expect(speakableSentences('La regla 3 es la que nos permite conseguir la división silábica.')).toEqual([])
	expect(speakableSentences('Como muestra la ecuación 2, el resultado crece con el tamaño.')).toEqual([])
	expect(speakableSentences('Las reglas de la Academia permiten conseguir la división silábica.')).toEqual([
		'Las reglas de la Academia permiten conseguir la división silábica.',
	])
})

test('a sentence listing variables («TEXMFHOME, TEXMFVAR y TEXMFCONFIG») is not read; one name in a sentence is', () => {
	expect(
		speakableSentences('La instalación portátil usa los mismos valores de TEXMFHOME, TEXMFVAR y TEXMFCONFIG que el sistema.'),
	).toEqual([])
	expect(speakableSentences('La variable TEXMFHOME dice dónde guardas tus propios paquetes.')).toEqual([
		'La variable TEXMFHOME dice dónde guardas tus propios paquetes.',
	])
})

test('a button known only by its picture is not read: an alternative offering it goes, a sentence needing it is not read', () => {
	expect(
		speakableSentences(
			'Comprueba el resultado final en PDF con Documento ▸ Ver o con el botón de la barra de herramientas. Elige Insertar ▸ Etiqueta o pulsa el icono. Para escribir una raíz cuadrada sólo tienes que pulsar el botón. Pulsando el botón la barra de herramientas de cuadros se mostrará siempre.',
		),
	).toEqual(['Comprueba el resultado final en PDF con Documento ▸ Ver.', 'Elige Insertar ▸ Etiqueta.'])
	// a button with its name, and the mouse's, are said
	const named = [
		'Si deseas cancelar la grabación, pulsa el botón Cerrar del diálogo Grabar macro.',
		'Verás el pequeño diálogo Grabar macro con un solo botón, Finalizar grabación.',
		'Pincha en el cuadro gris con el botón izquierdo del ratón para abrir la nota.',
	]
	expect(speakableSentences(named.join(' '))).toEqual(named)
})

test('a paragraph keeps a step whose picture-only alternative went', () => {
	const paragraph =
		'Guarda el documento con Archivo ▸ Guardar como. Comprueba el resultado final en PDF con Documento ▸ Ver o con el botón de la barra de herramientas. Exporta el documento listo para imprimir con Archivo ▸ Exportar.'
	const [chapter] = chapterDrafts({ sources: paragraph, count: 1, title: 'Tutorial', wanted: 10 })
	expect(chapter!.sentences.map((entry) => entry.sentence)).toContain('Comprueba el resultado final en PDF con Documento ▸ Ver.')
})

test('a command named in prose is said by its name; code with braces or «\\\\» is not read', () => {
	expect(
		speakableSentences(
			'Francamente, el comando \\sloppy no debe ser usado en parte alguna del documento. Defina \\newcommand{\\intc}{texto} en el preámbulo del documento. Cambie la línea con \\\\ ó \\newline por un párrafo nuevo.',
		),
	).toEqual(['Francamente, el comando sloppy no debe ser usado en parte alguna del documento.'])
})

test('a package or a class loaded in prose is said by what it is; a line opening on the code is not read', () => {
	expect(
		speakableSentences(
			'\\usepackage{courier} Note sobre la fuente Courier para todo. Esto se logra mediante un \\usepackage[T1]{fontenc} en el preámbulo. Cambie a \\documentclass{article} si quiere algo breve. Use \\usepackage[scaled=.95]{helvet} para escalar la fuente.',
		),
	).toEqual([
		'Esto se logra mediante el paquete fontenc con la opción T1 en el preámbulo.',
		'Cambie a la clase article si quiere algo breve.',
	])
	// the command's own syntax is about the command: code, not read
	expect(speakableSentences('Los idiomas se activan con la orden \\usepackage{babel} en el preámbulo.')).toEqual([])
	expect(speakableSentences('Después cargue \\usepackage{paquete} en el preámbulo del documento.')).toEqual([])
	// after a sentence, in the same line: a line of code and its note
	expect(speakableSentences('Cambie de clase si quiere. \\usepackage{courier} Note sobre la fuente Courier.')).toEqual([])
	// a package's or a class's file is said as the package or the class; another file stays unread
	expect(
		speakableSentences(
			'Debe utilizarse el paquete amsmath.sty para las ecuaciones largas. Así se evitarán problemas de compatibilidad con otros paquetes (por ejemplo, calc.sty). Empieza por memoir.cls si escribes un libro. Edita el fichero notas.txt con cuidado.',
		),
	).toEqual([
		'Debe utilizarse el paquete amsmath para las ecuaciones largas.',
		'Así se evitarán problemas de compatibilidad con otros paquetes (por ejemplo, calc).',
		'Empieza por la clase memoir si escribes un libro.',
	])
	// the kind said once for a list, after an adjective too; «de el» contracted; a title and «un archivo.sty» not read
	expect(
		speakableSentences(
			'Los paquetes epsf.sty y psfig.sty han sido remplazados por graphicx.sty. El paquete mathptm.sty es el predecesor de mathptmx.sty en las fórmulas. No utilices el paquete obsoleto scrpage.sty en documentos nuevos. Trucos para el paquete pifont.sty. Una envoltura es un archivo.sty que carga otros archivos.',
		),
	).toEqual([
		'Los paquetes epsf y psfig han sido remplazados por el paquete graphicx.',
		'El paquete mathptm es el predecesor del paquete mathptmx en las fórmulas.',
		'No utilices el paquete obsoleto scrpage en documentos nuevos.',
	])
})

test('a quotation standing alone is an example, not a sentence to say', () => {
	expect(
		speakableSentences('Tal orden es útil si escribes el título una y otra vez. “La introducción no-tan-corta a LaTeX”'),
	).toEqual(['Tal orden es útil si escribes el título una y otra vez.'])
	expect(speakableSentences('El autor lo resume así: «la forma sigue a la función» en su libro.')).toHaveLength(1)
})

test('an example with its number is read («con el ejemplo 12 y un consejo»)', () => {
	expect(speakableSentences('La guía explica el riego por goteo con el ejemplo 12 y un consejo práctico.')).toEqual([
		'La guía explica el riego por goteo con el ejemplo 12 y un consejo práctico.',
	])
})

test('the entries of a list of file types are not read without their term', () => {
	const [chapter] = chapterDrafts({
		sources: [
			'Cuando trabajes con LaTeX te encontrarás pronto con ficheros de extensiones muy variadas en tu carpeta.',
			'.sty Paquete de macros. Es un fichero que puedes cargar en tu documento usando la orden \\usepackage.',
			'.cls Los ficheros de clase definen el aspecto del documento. Se seleccionan mediante la orden \\documentclass.',
			'Un documento grande se divide en varios ficheros de entrada que se reúnen al compilar el proyecto.',
		].join('\n\n'),
		count: 1,
		title: 'LaTeX',
		wanted: 10,
	})
	const said = chapter!.sentences.map((entry) => entry.sentence).join(' ')
	expect(said).not.toMatch(/Es un fichero|Se seleccionan|ficheros de clase/u)
	expect(said).toMatch(/extensiones muy variadas/u)
})

test('a step ending on a control’s label that ends in a preposition is read; a sentence cut before its object is not', () => {
	expect(
		speakableSentences(
			'Si desea guardar la macro seleccione primero el objeto en el cuadro de lista Guardar la macro en. Los paquetes de Debian están disponibles en.',
		),
	).toEqual(['Si desea guardar la macro seleccione primero el objeto en el cuadro de lista Guardar la macro en.'])
})

test('a sentence whose resolution is not said is not said either', () => {
	const sources = [
		'La orden include compone el texto incluido en una nueva página del documento. A veces esto no es deseable en un informe corto. En tal caso, usa la orden \\input{fichero} que incluye el fichero sin más.',
		'La orden input no inserta espacio adicional ni salta de página al incluir el fichero.',
	].join('\n\n')
	const said = saidIn({ sources, count: 1, title: 'Proyectos' })
	expect(said.some((sentence) => sentence.startsWith('La orden include compone'))).toBe(true)
	expect(said.some((sentence) => sentence.startsWith('A veces esto no es deseable'))).toBe(false)
	// said with its resolution, it stays
	const resolved = saidIn({ sources: sources.replace('\\input{fichero}', 'input'), count: 1, title: 'Proyectos' })
	expect(resolved.some((sentence) => sentence.startsWith('A veces esto no es deseable'))).toBe(true)
})

test('a sentence leading into a list is not said when the list is not', () => {
	const sources = [
		'El editor de textos es la herramienta con la que más horas pasa quien escribe con LaTeX cada día.',
		'Para Mac OS X hay algunos editores que se entienden bien con TeX.',
		'TeXShop Muy majo y en castellano: pages.uoregon.edu/koch/texshop',
		'TeXShell es un entorno de trabajo simple que puede usarse con el editor favorito de cada uno.',
		'Viene muy preconfigurado para emTeX, aunque puede adaptarse a otras distribuciones de TeX.',
	].join('\n\n')
	const said = saidIn({ sources, count: 1, title: 'Editores' })
	expect(said.some((sentence) => sentence.startsWith('TeXShell es'))).toBe(true)
	expect(said.some((sentence) => sentence.startsWith('Para Mac OS X'))).toBe(false)
	// with its list said, the lead-in stays
	const listed = sources.replace(
		'TeXShop Muy majo y en castellano: pages.uoregon.edu/koch/texshop',
		'TeXShop es un editor muy cómodo para Mac y está en castellano.',
	)
	const withList = saidIn({ sources: listed, count: 1, title: 'Editores' })
	expect(withList.some((sentence) => sentence.startsWith('Para Mac OS X'))).toBe(true)
	// «Existen distintas formas de…» before its ways, which are not said
	const ways = saidIn({
		sources: [
			'El formato PDF es el más usado para compartir documentos compuestos con TeX en la red.',
			'Existen distintas formas de producir PDF usando TeX.',
			'A partir del PS – ver la pregunta 4.10 –, usando Distiller o ghostscript 5.53.',
			'El visor de PDF muestra el documento tal como saldrá de la impresora de la oficina.',
		].join('\n\n'),
		count: 1,
		title: 'PDF',
	})
	expect(ways.some((sentence) => sentence.startsWith('Existen distintas formas'))).toBe(false)
	// «LaTeX tiene dos órdenes…» before its orders, which are code; «A continuación tienes…» before what is not said
	const lost = (lead: string, item: string) =>
		saidIn({
			sources: [
				'El formato PDF es el más usado para compartir documentos compuestos con TeX en la red.',
				lead,
				item,
				'El visor de PDF muestra el documento tal como saldrá de la impresora de la oficina.',
			].join('\n\n'),
			count: 1,
			title: 'PDF',
		}).includes(lead)
	expect(lost('LaTeX tiene dos órdenes que te ayudan a dividir el fichero.', '\\include{nombre} Inserta el fichero.')).toBe(false)
	expect(
		lost('A continuación tienes una descripción rápida de las acciones sencillas.', 'Deshacer: Editar ▸ Deshacer (icono) para…'),
	).toBe(false)
})

test('an entry of a list of options (a term in lower case and its definition) is not said, nor what follows it there', () => {
	const sentences = saidIn({
		sources: [
			'Las opciones de la clase cambian el aspecto de todo el documento desde el principio.',
			'titlepage, notitlepage Indica si tras el título debe empezarse una página nueva o no. La clase article no comienza página nueva por omisión, mientras que report y book sí.',
			'Las opciones se escriben entre corchetes y se separan con comas dentro de la orden.',
		].join('\n\n'),
		count: 1,
		title: 'Clases',
	})
	expect(sentences.some((sentence) => sentence.startsWith('La clase article'))).toBe(false)
	const orders = saidIn({
		sources: [
			'Las opciones de la clase cambian el aspecto de todo el documento desde el principio.',
			'\\includeonly{uno,dos} Tras ejecutar esta orden solo se incluyen esos ficheros. Fíjate en que no ha de haber ningún espacio entre los nombres.',
			'Las opciones se escriben entre corchetes y se separan con comas dentro de la orden.',
		].join('\n\n'),
		count: 1,
		title: 'Clases',
	})
	expect(orders.some((sentence) => sentence.startsWith('Fíjate'))).toBe(false)
	// a numbered item that opens with its label: what follows is about an item no voice names
	const items = saidIn({
		sources: [
			'Las opciones de la clase cambian el aspecto de todo el documento desde el principio.',
			'4. Digitación directa (Hülle). La ventaja de esta variante es obvia. El código del archivo fuente se puede leer normalmente.',
			'1. Abra el menú Herramientas. Luego elija la opción que quiera cambiar en la lista.',
			'Las opciones se escriben entre corchetes y se separan con comas dentro de la orden.',
		].join('\n\n'),
		count: 1,
		title: 'Clases',
	})
	expect(items.some((sentence) => sentence.startsWith('El código del archivo'))).toBe(false)
	expect(items.some((sentence) => sentence.startsWith('Luego elija'))).toBe(true)
	expect(sentences.some((sentence) => sentence.startsWith('Las opciones se escriben'))).toBe(true)
})

test('a line of code is text not said: the sentence explaining it goes with it', () => {
	const sources = [
		'TeX Live busca sus ficheros a partir de la carpeta donde está instalado el programa principal.',
		'TEXMFROOT = $SELFAUTOPARENT',
		'Esto quiere decir que basta con añadir la carpeta de los programas a la ruta de acceso.',
		'La instalación para varios usuarios funciona igual en cualquier ordenador de la red.',
	].join('\n\n')
	const said = saidIn({ sources, count: 1, title: 'TeX Live' })
	expect(said.some((sentence) => sentence.startsWith('Esto quiere decir'))).toBe(false)
	expect(said.some((sentence) => sentence.startsWith('La instalación para varios'))).toBe(true)
})

test('a section whose heading went (a page’s header) does not let its first sentence lean on the section above', () => {
	const sections = [
		{
			heading: 'Imágenes',
			level: 1,
			paragraphs: [
				'La memoria asignada a TeX es limitada y cada figura utiliza parte de esa memoria.',
				'En una consola, la variable se configura con export TEXINPUTS=./img//: antes de compilar.',
			],
		},
		{
			heading: null,
			level: 1,
			paragraphs: [
				'En este último caso, los archivos de la carpeta de imágenes se encuentran como si estuvieran en la actual.',
				'La documentación de cada paquete explica sus opciones con ejemplos completos y comentados.',
			],
		},
		{ heading: 'Fuentes', level: 1, paragraphs: [para('fuente')] },
	]
	const said = saidIn({ sources: '', sections, count: 2, title: 'LaTeX' })
	expect(said.some((sentence) => sentence.startsWith('En este último caso'))).toBe(false)
	expect(said.some((sentence) => sentence.startsWith('La documentación de cada paquete'))).toBe(true)
})

test('a list of letter groups is not read: it could only be spelt out', () => {
	expect(
		speakableSentences(
			'Este suele ser el caso de bl, br, cl, cr, dr, fl y fr, que se articulan de una sola vez. Las consonantes líquidas se unen a la consonante que las precede.',
		),
	).toEqual(['Las consonantes líquidas se unen a la consonante que las precede.'])
	expect(speakableSentences('Las vocales a, e y o son abiertas, mientras que la i y la u son cerradas.')).toHaveLength(1)
})

test('an answer may open on a noun its question says what it is of; when its first sentence leans, the next one answers', () => {
	const sections = [
		{
			heading: '1. Tipos',
			level: 1,
			paragraphs: [
				'¿Por qué las eñes no se copian bien desde el visor? El problema aparece con los tipos que no usan la codificación T1.',
				'¿Por qué tarda tanto la primera compilación? Esto ocurre una sola vez por instalación. LaTeX genera entonces las fuentes que faltan en el disco.',
				`¿Qué guarda la ficha? Esto depende del paquete. ${faqAnswer('ficha')}`,
			],
		},
		{ heading: '2. Ajustes', level: 1, paragraphs: [faqAnswer('preferencia')] },
	]
	const drafts = chapterDrafts({ sources: '', sections, count: 2, title: 'Preguntas frecuentes' })
	const cued = drafts.flatMap((draft) => draft.sentences).filter((entry) => entry.cue)
	expect(cued.map((entry) => [entry.cue, entry.sentence])).toEqual([
		['¿Por qué las eñes no se copian bien desde el visor?', 'El problema aparece con los tipos que no usan la codificación T1.'],
		['¿Qué guarda la ficha?', 'La ficha se configura en el panel principal del programa.'],
	])
})

test('a citation written with spaces inside its brackets («LATEX [ 1 ] es…») leaves the sentence speakable', () => {
	expect(speakableSentences('LATEX [ 1 ] es un sistema de composición muy adecuado para documentos científicos.')).toHaveLength(1)
	expect(speakableSentences('Consulte [ver la guía local] para saber cómo instalarlo en su equipo.')).toHaveLength(0)
})

test('a sentence running a list into it after «de la siguiente manera:» is not read', () => {
	expect(speakableSentences('Así que lo modificó de la siguiente manera: Soporte total a los ocho bits.')).toHaveLength(0)
	expect(speakableSentences('Así que lo modificó para que admitiera los ocho bits por carácter.')).toHaveLength(1)
})

test('a sentence about the examples that follow in print, counted or not, is not read', () => {
	expect(speakableSentences('Los siguientes dos ejemplos deberían ayudarte a entender la idea de las órdenes.')).toHaveLength(0)
	expect(speakableSentences('Los siguientes ejemplos deberían ayudarte a entender la idea de las órdenes.')).toHaveLength(0)
})

test('a sentence with an empty pair of quotes (a symbol the document lost) is not read', () => {
	expect(speakableSentences('LyX convertirá el texto en rojo en una «» de color azul.')).toHaveLength(0)
	expect(speakableSentences('LyX convertirá el texto en rojo en una «gamma» de color azul.')).toHaveLength(1)
})

test('the next of a sequence whose steps before it were code is not read («Ahora escriba el texto…»)', () => {
	const sentences = (paragraph: string) =>
		chapterDrafts({
			sources: '',
			sections: [
				{ heading: 'Estructura', level: 1, paragraphs: [paragraph, para('fichero')] },
				{ heading: 'Paquetes', level: 1, paragraphs: [para('paquete')] },
			],
			count: 2,
			title: 'LaTeX',
		}).flatMap((draft) => draft.sentences.map((entry) => entry.sentence))
	const lead = 'Cuando LaTeX procesa un fichero de entrada, espera que siga una cierta estructura.'
	const next = 'Ahora escriba el texto mezclado con las órdenes que necesite.'
	expect(sentences(`${lead} Todo fichero ha de comenzar con la orden \\documentclass{...} ${next}`)).not.toContain(next)
	expect(sentences(`${lead} ${next}`)).toContain(next)
})

test('a paragraph after one of prose, and one saying what a named thing is, are marked as opening another answer', () => {
	const entries = chapterDrafts({
		sources: [
			'El editor de textos es la herramienta con la que más horas pasa quien escribe. Conviene elegirlo con calma y probar varios.',
			'El visor de PDF muestra el documento tal como saldrá de la impresora.',
			'LaTable es un ayudante que genera el código de una tabla desde una ventana.',
		].join('\n\n'),
		count: 1,
		title: 'Herramientas',
	}).flatMap((draft) => draft.sentences)
	const flags = (start: string) => {
		const entry = entries.find((candidate) => candidate.sentence.startsWith(start))!
		return [Boolean(entry.opensParagraph), Boolean(entry.opensTopic)]
	}
	expect(flags('Conviene')).toEqual([false, false])
	expect(flags('El visor')).toEqual([true, false])
	expect(flags('LaTable')).toEqual([false, true])
})

test('a sentence naming with «el»/«la» what only a sentence not read named is not read; heard before, it is', () => {
	const said = (heading: string) =>
		saidIn({
			sources: '',
			sections: [
				{
					heading,
					level: 1,
					paragraphs: [
						`${para('servidor')} La orden \\hyphenation{lista de palabras} indica dónde se parten las palabras listadas. El argumento de la orden debería contener solo letras normales.`,
					],
				},
				{ heading: 'Fuentes', level: 1, paragraphs: [para('fuente')] },
			],
			count: 2,
			title: 'LaTeX',
		})
	expect(said('Silabación')).not.toContain('El argumento de la orden debería contener solo letras normales.')
	expect(said('La orden de silabación')).toContain('El argumento de la orden debería contener solo letras normales.')
})
