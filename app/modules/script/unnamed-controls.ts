/**
 * Help pages show a button's or an icon's picture where a voice has no word for it: «Comprueba el resultado con
 * Documento ▸ Ver o con el botón de la barra de herramientas», «elige Insertar ▸ Etiqueta o pulsa el icono». Heard,
 * such a button names nothing. An alternative that only offers it goes; a sentence that still needs it is not read.
 * Buttons with a name («el botón Cerrar», «un solo botón, Finalizar grabación», «el botón «Ir a la etiqueta»») and the
 * mouse's («el botón izquierdo del ratón») are said. Pure.
 */

/** «botón» or «icono» followed by neither its name nor the mouse button it is. */
const UNNAMED_CONTROL =
	/(?<![\p{L}])(?:botón|icono)(?![\p{L}])(?!,?\s+[«"“\p{Lu}])(?!\s+(?:derecho|izquierdo|central|secundario|principal)(?![\p{L}]))/u

/** «… o con el botón de la barra de herramientas.», «… o pulsa el icono.»: an alternative that only offers the picture. */
const UNNAMED_ALTERNATIVE =
	/,?\s+o\s+(?:bien\s+)?(?:con|usando|mediante|pulsando|pinchando|haciendo clic|pulsa|pincha|usa|utiliza)(?:\s+(?:en|sobre))?\s+(?:el|este|su)\s+(?:botón|icono)(?:\s+(?:de|en)\s+la\s+barra\s+de\s+herramientas|\s+correspondiente)?(?=\s*[.;,)]|$)/gu

/** The sentence without an alternative that only offers an unnamed button; null when it still needs one. */
export function withoutUnnamedControls(sentence: string) {
	const text = sentence.replace(UNNAMED_ALTERNATIVE, '')
	return UNNAMED_CONTROL.test(text) ? null : text
}

/**
 * A sentence that ends on a control's label ending in a preposition («… en el cuadro de lista Guardar la macro en.»):
 * the label is the control's name, not a sentence cut before what it pointed at.
 */
export function endsOnLabel(sentence: string) {
	return LABEL_AT_END.test(sentence)
}
const LABEL_AT_END =
	/(?<![\p{L}])(?:cuadro(?: de (?:lista|texto|diálogo))?|lista|botón|opción|menú|campo|casilla|diálogo|pestaña|ficha)\s+\p{Lu}[\p{L}\s]{0,30}?\s(?:en|de|con|a|por|para)\.$/u
