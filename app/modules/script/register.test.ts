import { expect, test } from 'vitest'
import { addressesReader, givesOrder, isStep, toTu } from './register.ts'

test('usted orders become tú orders, with the spelling of each verb', () => {
	expect(toTu('Edite su fichero y ejecute LaTeX.')).toBe('Edita tu fichero y ejecuta LaTeX.')
	expect(toTu('Pulse Intro para terminar.')).toBe('Pulsa Intro para terminar.')
	expect(toTu('Busque el menú Herramientas, después pague la cuota.')).toBe('Busca el menú Herramientas, después paga la cuota.')
	expect(toTu('Utilice siempre la misma letra.')).toBe('Utiliza siempre la misma letra.')
	expect(toTu('Escriba el texto y elija un estilo.')).toBe('Escribe el texto y elige un estilo.')
	expect(toTu('Haga clic en Aceptar.')).toBe('Haz clic en Aceptar.')
	expect(toTu('Vaya a Herramientas, después Opciones.')).toBe('Ve a Herramientas, después Opciones.')
	expect(toTu('Mantenga pulsada la tecla y cierre la ventana.')).toBe('Mantén pulsada la tecla y cierra la ventana.')
	expect(toTu('Introduzca el nombre y siga las instrucciones.')).toBe('Introduce el nombre y sigue las instrucciones.')
	expect(toTu('Envíe el formulario.')).toBe('Envía el formulario.')
})

test('pronouns after an order keep their stress written where it needs an accent', () => {
	expect(toTu('Asegúrese de guardar.')).toBe('Asegúrate de guardar.')
	expect(toTu('Guárdelo en otra carpeta.')).toBe('Guárdalo en otra carpeta.')
	expect(toTu('Hágalo antes de salir.')).toBe('Hazlo antes de salir.')
	expect(toTu('Selecciónelas con el ratón.')).toBe('Selecciónalas con el ratón.')
	expect(toTu('Elíjalo de la lista.')).toBe('Elígelo de la lista.')
	expect(toTu('Fíjese en el margen.')).toBe('Fíjate en el margen.')
	// an impersonal «se» goes
	expect(toTu('Recuérdese que el guion no se corta.')).toBe('Recuerda que el guion no se corta.')
})

test('a negative order takes tú’s form with -s, pronouns before it stay', () => {
	expect(toTu('No utilice nunca esa opción.')).toBe('No utilices nunca esa opción.')
	expect(toTu('No lo borre todavía.')).toBe('No lo borres todavía.')
	expect(toTu('No haga cambios.')).toBe('No hagas cambios.')
	expect(toTu('No dé nada por hecho.')).toBe('No des nada por hecho.')
})

test('in a sentence addressed to the reader, usted, its verbs and the reader’s things move to tú', () => {
	expect(toTu('Si desea guardar su documento, pulse Control más S.')).toBe('Si deseas guardar tu documento, pulsa Control más S.')
	expect(toTu('Usted puede cambiar su contraseña cuando quiera.')).toBe('Puedes cambiar tu contraseña cuando quieras.')
	expect(toTu('Esto depende de usted.')).toBe('Esto depende de ti.')
	expect(toTu('Si desea guardar la macro seleccione primero el objeto.')).toBe(
		'Si deseas guardar la macro selecciona primero el objeto.',
	)
	expect(toTu('Si desea que el texto se guarde en otra carpeta pulse Guardar.')).toBe(
		'Si deseas que el texto se guarde en otra carpeta pulsa Guardar.',
	)
	expect(toTu('Efectúe las acciones que desee grabar.')).toBe('Efectúa las acciones que desees grabar.')
	expect(toTu('Puede ver el pequeño diálogo Grabar macro.')).toBe('Puedes ver el pequeño diálogo Grabar macro.')
	expect(toTu('Puede ocurrir que el fichero no exista.')).toBe('Puede ocurrir que el fichero no exista.')
	// «su» of something else is the text's, not the reader's
	expect(toTu('Seleccione el texto y cambie su tamaño.')).toBe('Selecciona el texto y cambia su tamaño.')
})

test('a subjunctive inside a sentence and common words are left alone', () => {
	expect(toTu('Es mejor que el programa guarde una copia.')).toBe('Es mejor que el programa guarde una copia.')
	expect(toTu('Una forma de hacerlo es esta.')).toBe('Una forma de hacerlo es esta.')
	expect(toTu('Nombre del fichero y su tamaño.')).toBe('Nombre del fichero y su tamaño.')
	expect(toTu('Crea un documento nuevo.')).toBe('Crea un documento nuevo.')
	expect(toTu('Este programa guarda su trabajo.')).toBe('Este programa guarda su trabajo.')
})

test('in words to the reader as usted, a modal right after a purpose is the reader’s', () => {
	expect(toTu('Para que LaTeX revise rápidamente su documento puede usar el paquete syntonly.', { addressed: true })).toBe(
		'Para que LaTeX revise rápidamente tu documento puedes usar el paquete syntonly.',
	)
	// after a comma the subject may be another («…, el programa puede usar…»); without usted, nothing moves
	expect(toTu('Para cartas nuevas se debe utilizar la nueva interfaz.', { addressed: true })).toBe(
		'Para cartas nuevas se debe utilizar la nueva interfaz.',
	)
	expect(toTu('Para imprimir, el programa puede usar la cola de impresión.', { addressed: true })).toBe(
		'Para imprimir, el programa puede usar la cola de impresión.',
	)
	expect(toTu('Para que LaTeX revise el documento puede usar el paquete syntonly.')).toBe(
		'Para que LaTeX revise el documento puede usar el paquete syntonly.',
	)
})

test('in words to the reader as usted, what is told or asked of them is told to «te»; one given to a thing is not', () => {
	expect(toTu('El programa se lo pedirá al abrirlo.', { addressed: true })).toBe('El programa te lo pedirá al abrirlo.')
	expect(toTu('LaTeX se la muestra en pantalla.', { addressed: true })).toBe('LaTeX te la muestra en pantalla.')
	expect(toTu('El fichero se lo pasa a LaTeX.', { addressed: true })).toBe('El fichero se lo pasa a LaTeX.')
	expect(toTu('LaTeX se lo dirá.')).toBe('LaTeX se lo dirá.')
})

test('in a document that speaks to its reader as usted, every sentence’s «su fichero» and «Aprenderá» move to tú', () => {
	expect(toTu('Si su fichero de entrada tiene un error, LaTeX se lo dirá.', { addressed: true })).toBe(
		'Si tu fichero de entrada tiene un error, LaTeX te lo dirá.',
	)
	expect(toTu('Aprenderá a incluir dibujos en sus documentos.', { addressed: true })).toBe(
		'Aprenderás a incluir dibujos en tus documentos.',
	)
	expect(toTu('Si su fichero de entrada tiene un error, LaTeX se lo dirá.')).toBe(
		'Si su fichero de entrada tiene un error, LaTeX se lo dirá.',
	)
	expect(addressesReader(['Pulse Intro.', 'El fichero se guarda.', 'Escriba su nombre.'])).toBe(true)
	expect(addressesReader(['El fichero se guarda.', 'La macro se graba.', 'Pulsa Intro.'])).toBe(false)
	expect(toTu('Edite/Cree su fichero y por favor realice una copia.')).toBe(
		'Edita/Crea tu fichero y por favor realiza una copia.',
	)
})

test('in a document to the reader: a modal after «También», «su propio ordenador», a subjunctive after «cuando», an order after «pero»', () => {
	expect(toTu('También puede usar un procesador de texto, pero asegúrese de guardar el fichero.', { addressed: true })).toBe(
		'También puedes usar un procesador de texto, pero asegúrate de guardar el fichero.',
	)
	expect(toTu('Busque en su propio ordenador.')).toBe('Busca en tu propio ordenador.')
	expect(toTu('El formato cambia si guarda un documento de Word.', { addressed: true })).toBe(
		'El formato cambia si guardas un documento de Word.',
	)
	expect(toTu('Como nombre no utilice palabras clave de Basic.', { addressed: true })).toBe(
		'Como nombre no utilices palabras clave de Basic.',
	)
	expect(toTu('Cuando trabaje con el programa verá muchos ficheros.', { addressed: true })).toBe(
		'Cuando trabajes con el programa verá muchos ficheros.',
	)
})

test('in a document that speaks to its reader, the reader’s modals and futures after a clause’s start move to tú', () => {
	const reader = (text: string) => toTu(text, { addressed: true })
	expect(reader('Por supuesto, aún puede seleccionar otro tipo de archivo.')).toBe(
		'Por supuesto, aún puedes seleccionar otro tipo de archivo.',
	)
	expect(reader('Si utilizas macros en la otra aplicación, debe editar las macros.')).toBe(
		'Si utilizas macros en la otra aplicación, debes editar las macros.',
	)
	expect(reader('En muchos ordenadores universitarios encontrará una instalación lista.')).toBe(
		'En muchos ordenadores universitarios encontrarás una instalación lista.',
	)
	expect(reader('Si necesitas material, eche un vistazo a las páginas de la red.')).toBe(
		'Si necesitas material, echa un vistazo a las páginas de la red.',
	)
	// a named subject keeps its verb
	expect(reader('LibreOffice puede cargar las macros incluidas.')).toBe('LibreOffice puede cargar las macros incluidas.')
	expect(reader('El programa encontrará el fichero en la carpeta.')).toBe('El programa encontrará el fichero en la carpeta.')
})

test('an impersonal «puede requerirse» is nobody’s, and stays', () => {
	expect(toTu('A veces puede requerirse una tercera compilación.', { addressed: true })).toBe(
		'A veces puede requerirse una tercera compilación.',
	)
})

test('usted’s present after «mientras» and subjunctive after «probablemente» move to tú', () => {
	expect(toTu('Mientras escribe tu documento, probablemente halle algunas áreas difíciles.', { addressed: true })).toBe(
		'Mientras escribes tu documento, probablemente halles algunas áreas difíciles.',
	)
})

test('an usted order after «así que» moves to tú', () => {
	expect(toTu('Las condiciones de copia son otras, así que tenga cuidado con redistribuirlo.')).toBe(
		'Las condiciones de copia son otras, así que ten cuidado con redistribuirlo.',
	)
})

test('«puede ser» is never the reader’s', () => {
	expect(toTu('No hace falta cambiar la frase; puede ser suficiente cambiar la siguiente.', { addressed: true })).toBe(
		'No hace falta cambiar la frase; puede ser suficiente cambiar la siguiente.',
	)
})

test('in words to the reader, the one a verb serves, helps or asks is «te», and the reader’s problem is «tu problema»', () => {
	const toReader = (sentence: string) => toTu(sentence, { addressed: true })
	expect(toReader('Cuando trabajes en proyectos grandes, puede servirle dividir el fichero.')).toBe(
		'Cuando trabajes en proyectos grandes, puede servirte dividir el fichero.',
	)
	expect(toReader('LaTeX tiene dos órdenes que lo ayudan a hacerlo.')).toBe('LaTeX tiene dos órdenes que te ayudan a hacerlo.')
	expect(toReader('Este modo puede hacerle ahorrar mucho tiempo.')).toBe('Este modo puede hacerte ahorrar mucho tiempo.')
	expect(toReader('Le permite escribir sin pensar en el formato.')).toBe('Te permite escribir sin pensar en el formato.')
	expect(toReader('Si falta un dato, se le pedirá el nombre del fichero.')).toBe(
		'Si falta un dato, se te pedirá el nombre del fichero.',
	)
	expect(toReader('El LaTeX básico no puede resolver su problema.')).toBe('El LaTeX básico no puede resolver tu problema.')
	// a «le» that doubles what is named after it stays
	expect(toReader('La opción le permite al programa guardar copias.')).toBe('La opción le permite al programa guardar copias.')
	expect(toReader('Puede hacerle un cambio a la plantilla.')).toBe('Puedes hacerle un cambio a la plantilla.')
	// not in a text that does not speak to its reader
	expect(toTu('La editorial le ofrece un contrato a la autora.')).toBe('La editorial le ofrece un contrato a la autora.')
	expect(toTu('El sistema le permite trabajar al administrador.')).toBe('El sistema le permite trabajar al administrador.')
})

test('the reader’s modal after an adverb of place or with «en su lugar» moves to tú', () => {
	expect(toTu('También puede en su lugar usar las clases FoilTeX o Beamer.')).toBe(
		'También puedes en su lugar usar las clases FoilTeX o Beamer.',
	)
	expect(toTu('En ReactOS o Windows puede probar yap.')).toBe('En ReactOS o Windows puedes probar yap.')
	// a name that is the subject is not a place: «LaTeX puede generar…» stays
	expect(toTu('LaTeX puede generar índices y bibliografías.')).toBe('LaTeX puede generar índices y bibliografías.')
	expect(toTu('En LaTeX puede ocurrir que falte una llave.')).toBe('En LaTeX puede ocurrir que falte una llave.')
})

test('an order after a condition is an order: a step of a procedure', () => {
	expect(givesOrder('Si desea cancelar la grabación, pulse el botón Cerrar.', { addressed: true })).toBe(true)
	expect(givesOrder('Si desea que la macro se guarde en otra carpeta pulse el botón Nuevo.', { addressed: true })).toBe(true)
	expect(givesOrder('Si quieres cancelar la grabación, pulsa el botón Cerrar.')).toBe(true)
	expect(givesOrder('Si el fichero no existe, el programa lo crea.')).toBe(false)
	expect(givesOrder('Si desea que el texto se guarde, el programa lo hace solo.', { addressed: true })).toBe(false)
})

test('an order after the place it is done in is a step; one after a condition is not', () => {
	expect(isStep('En el cuadro Tipo de archivo, seleccione un formato de Microsoft Office.', { addressed: true })).toBe(true)
	expect(isStep('Desde el menú Ver, elige Barras de herramientas.')).toBe(true)
	expect(isStep('Si desea cancelar la grabación, pulse Cerrar.', { addressed: true })).toBe(false)
	expect(isStep('En el cuadro Tipo de archivo, el formato se guarda.')).toBe(false)
})
