import { expect, test } from 'vitest'
import { adaptDialect } from './dialect-rules.ts'

/** Each case: a line in one dialect and the line the other market says. */
const toLatino = (cases: Array<[string, string]>) => {
	for (const [castellano, latino] of cases) expect(adaptDialect(castellano, 'latino'), castellano).toBe(latino)
}
const toCastellano = (cases: Array<[string, string]>) => {
	for (const [latino, castellano] of cases) expect(adaptDialect(latino, 'castellano'), latino).toBe(castellano)
}
const unchanged = (to: 'latino' | 'castellano', lines: string[]) => {
	for (const line of lines) expect(adaptDialect(line, to), line).toBe(line)
}

test('vosotros and its verbs become ustedes in every common tense', () => {
	toLatino([
		['¿Vosotros sabéis lo que pasó?', '¿Ustedes saben lo que pasó?'],
		['Si queréis, podéis venir mañana.', 'Si quieren, pueden venir mañana.'],
		['Sois muchos y habéis escrito mucho.', 'Son muchos y han escrito mucho.'],
		['Tenéis razón y venís pronto.', 'Tienen razón y vienen pronto.'],
		['Decís que vais al cine y hacéis la cena.', 'Dicen que van al cine y hacen la cena.'],
		['Pensáis, volvéis, seguís y preferís otra cosa.', 'Piensan, vuelven, siguen y prefieren otra cosa.'],
		['Encontráis la respuesta si recordáis el dato.', 'Encuentran la respuesta si recuerdan el dato.'],
		['Fuisteis muy valientes y hablasteis con el jefe.', 'Fueron muy valientes y hablaron con el jefe.'],
		['Hicisteis lo que pudisteis y dijisteis la verdad.', 'Hicieron lo que pudieron y dijeron la verdad.'],
		['Pedisteis ayuda y leísteis el manual.', 'Pidieron ayuda y leyeron el manual.'],
		['Antes escuchabais la radio y leíais el periódico.', 'Antes escuchaban la radio y leían el periódico.'],
		['Mañana lo veréis y tendréis tiempo.', 'Mañana lo verán y tendrán tiempo.'],
		['¿Qué haríais vosotras? ¿Lo compraríais?', '¿Qué harían ustedes? ¿Lo comprarían?'],
		['Quiero que escuchéis esto y que lo entendáis.', 'Quiero que escuchen esto y que lo entiendan.'],
		['Ojalá vengáis y os quedéis.', 'Ojalá vengan y se queden.'],
		['Si lo supierais, si lo hicieseis…', 'Si lo supieran, si lo hiciesen…'],
		['No habléis tan alto.', 'No hablen tan alto.'],
	])
})

test('vosotros orders become ustedes orders, with their pronouns and accents', () => {
	toLatino([
		['Escuchad esto y contadnos qué os parece.', 'Escuchen esto y cuéntennos qué les parece.'],
		['Sentaos y poneos cómodos.', 'Siéntense y pónganse cómodos.'],
		['Fijaos en el detalle.', 'Fíjense en el detalle.'],
		['Decidme qué pensáis.', 'Díganme qué piensan.'],
		['Id a la web y suscribíos.', 'Vayan a la web y suscríbanse.'],
		['Escribidnos un correo.', 'Escríbannos un correo.'],
	])
})

test('«os» is «se» with vosotros’ own verb and «les» otherwise; «vuestro» is «su» or «de ustedes»', () => {
	toLatino([
		['Os preguntáis por qué.', 'Se preguntan por qué.'],
		['Os vais a divertir.', 'Se van a divertir.'],
		['Os lo explico ahora.', 'Se lo explico ahora.'],
		['Os digo una cosa.', 'Les digo una cosa.'],
		['Os va a encantar.', 'Les va a encantar.'],
		['Quiero contaros algo.', 'Quiero contarles algo.'],
		['Tenéis que registraros antes.', 'Tienen que registrarse antes.'],
		['Voy a explicároslo.', 'Voy a explicárselo.'],
		['Vuestro coche es más rápido que el vuestro.', 'Su carro es más rápido que el de ustedes.'],
		['Vuestras ideas y un amigo vuestro que escucha.', 'Sus ideas y un amigo de ustedes que escucha.'],
		['Vosotras mismas lo veréis.', 'Ustedes mismas lo verán.'],
	])
})

test('Spain’s words become Latin America’s, the words around them agreeing', () => {
	toLatino([
		['El ordenador nuevo no arranca.', 'La computadora nueva no arranca.'],
		['Todos los ordenadores apagados.', 'Todas las computadoras apagadas.'],
		['Del ordenador al ordenador portátil.', 'De la computadora a la computadora portátil.'],
		['Un ordenador y otro ordenador.', 'Una computadora y otra computadora.'],
		['Cogéis el móvil y lo apagáis.', 'Toman el celular y lo apagan.'],
		['Un zumo de naranja y unas gafas de sol.', 'Un jugo de naranja y unos lentes de sol.'],
		['Guarda el fichero en la carpeta.', 'Guarda el archivo en la carpeta.'],
		['Conducís el coche sin carné de conducir.', 'Manejan el carro sin licencia de conducir.'],
		['Aparcamos en el aparcamiento.', 'Estacionamos en el estacionamiento.'],
		['Haz clic con el ratón.', 'Haz clic con el mouse.'],
		['Compra el billete de tren.', 'Compra el boleto de tren.'],
		['Voy a por agua.', 'Voy por agua.'],
		['Echo de menos el coche.', 'Extraño el carro.'],
		['Se enfadó mucho con el vídeo.', 'Se enojó mucho con el video.'],
		['Vale, lo vemos.', 'Bueno, lo vemos.'],
		['Lo hacemos así, ¿vale?', 'Lo hacemos así, ¿de acuerdo?'],
		['Enhorabuena, lo habéis conseguido.', 'Felicidades, lo han conseguido.'],
	])
})

test('capitals are kept: the sentence’s first word, ALL CAPS', () => {
	toLatino([
		['Ordenadores para todos.', 'Computadoras para todos.'],
		['EL ORDENADOR', 'LA COMPUTADORA'],
		['VOSOTROS SABÉIS', 'USTEDES SABEN'],
		['Vosotros decidís.', 'Ustedes deciden.'],
	])
})

test('what only looks like a vosotros form, a Spain word in another sense, quotes and names stay', () => {
	unchanged('latino', [
		'La ciudad tiene una verdad y una dificultad.',
		'Vale la pena y vale 20 euros.',
		'Los dispositivos móviles y la versión móvil.',
		'El billete de 20 euros.',
		'El ratón se comió el queso.',
		'Me compré una silla coja.',
		'Tiene dieciséis años y seis jerséis.',
		'El país de los samuráis.',
		'Esto conduce a errores.',
		'Dice «vosotros sabéis» en el libro.',
		'Habla Coche López con OS X.',
		'Las ideas recogen y escogen lo mejor.',
	])
})

test('ustedes becomes vosotros only next to its own verb, after a preposition or in an order', () => {
	toCastellano([
		['Ustedes saben que es verdad.', 'Vosotros sabéis que es verdad.'],
		['Ustedes no lo saben.', 'Vosotros no lo sabéis.'],
		['¿Saben ustedes qué pasó?', '¿Sabéis vosotros qué pasó?'],
		['Ustedes se preguntan por qué.', 'Vosotros os preguntáis por qué.'],
		['Ustedes fueron los primeros.', 'Vosotros fuisteis los primeros.'],
		['Gracias a ustedes por escucharnos.', 'Gracias a vosotros por escucharnos.'],
		['A ustedes les gusta el jugo de naranja.', 'A vosotros os gusta el zumo de naranja.'],
		['Suscríbanse y compartan el episodio.', 'Suscribíos y compartid el episodio.'],
		['No se pierdan el próximo episodio.', 'No os perdáis el próximo episodio.'],
		['Escuchen esto.', 'Escuchad esto.'],
		['Díganme qué piensan.', 'Decidme qué piensan.'],
	])
})

test('Latin America’s words go back to Spain’s, with agreement', () => {
	toCastellano([
		['La computadora nueva está aquí.', 'El ordenador nuevo está aquí.'],
		['De la computadora a la computadora portátil.', 'Del ordenador al ordenador portátil.'],
		['Una computadora y las computadoras apagadas.', 'Un ordenador y los ordenadores apagados.'],
		['Manejan el carro por la carretera.', 'Conducen el coche por la carretera.'],
		['Estacionamos en el estacionamiento.', 'Aparcamos en el aparcamiento.'],
		['Perdí mi celular y el teléfono celular de Ana.', 'Perdí mi móvil y el teléfono móvil de Ana.'],
		['Un jugo de naranja, por favor.', 'Un zumo de naranja, por favor.'],
		['Las papas fritas y los lentes de sol.', 'Las patatas fritas y las gafas de sol.'],
		['Sube el video al sitio.', 'Sube el vídeo al sitio.'],
		['La licencia de conducir.', 'El carné de conducir.'],
	])
})

test('in Latin American text, what may be someone else’s or mean another thing stays', () => {
	unchanged('castellano', [
		'Les cuento una cosa.',
		'Su casa es bonita.',
		'Crean contenido todos los días.',
		'Ellos saben que es verdad.',
		'Hay que manejar los datos con cuidado.',
		'El carro de compras está vacío.',
		'El papa habló ayer.',
		'La división celular es rápida.',
		'Los lentes de contacto.',
		'Hay que sacarle jugo al programa.',
		'Los jugos gástricos.',
		'Ustedes, que nos escuchan, saben.',
		'A ustedes, que nos escuchan, les digo algo.',
		'El archivo está guardado.',
		'Dijo «ustedes saben» y se fue.',
	])
})
