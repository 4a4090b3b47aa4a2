import { expect, test } from 'vitest'
import { groundsOf, ungroundedTerms } from './grounding.ts'

const SOURCES = [
	'En 2023 la cooperativa instaló 1.200 paneles en los tejados de Sevilla, un 9,5 % más que el año anterior.',
	'Cada panel de la marca SolarTec produce 8 000 kWh a lo largo de diez años y se conecta por Wi-Fi.',
	'La Agencia Andaluza de la Energía (AAE) subvenciona el 40 % de la instalación.',
].join(' ')

const grounds = groundsOf([SOURCES, 'El sol en casa', 'Onda Verde', 'Lucía', 'Íñigo'])

test('figures from the sources pass however they are written: 1.200 = 1200, 8 000 = 8.000, 9,5 % = 9,50 %, years', () => {
	expect(ungroundedTerms('Instalaron 1200 paneles, es decir, 1.200 en total, en 2023.', grounds)).toEqual([])
	expect(ungroundedTerms('Cada panel da 8.000 kWh, un 9,50 % más.', grounds)).toEqual([])
	expect(ungroundedTerms('La ayuda cubre el 40 por ciento y dura 10 años.', grounds)).toEqual([])
})

test('a figure the sources do not have is invented: another amount, a percentage, a year', () => {
	expect(ungroundedTerms('Instalaron 1.500 paneles.', grounds)).toEqual(['1.500'])
	expect(ungroundedTerms('Ahorran un 30 % desde 2019.', grounds)).toEqual(['30', '2019'])
	// 1.200 is never 12 000
	expect(ungroundedTerms('Son 12.000 paneles.', grounds)).toEqual(['12.000'])
})

test('names from the sources, the title and the hosts pass, whatever their accents and case', () => {
	expect(ungroundedTerms('Gracias, Lucía. En Sevilla la marca SolarTec lo tiene claro.', grounds)).toEqual([])
	expect(ungroundedTerms('Bienvenidos a Onda Verde, con Iñigo.', grounds)).toEqual([])
	expect(ungroundedTerms('La AAE paga parte, y el panel va por wifi o por Wi-Fi.', grounds)).toEqual([])
})

test('a name the sources do not have is invented: a city, an acronym, a brand with digits or inner capitals', () => {
	expect(ungroundedTerms('Lo mismo pasa en Málaga y en la UE.', grounds)).toEqual(['Málaga', 'UE'])
	expect(ungroundedTerms('es como el modelo X200 de PowerMax.', grounds)).toEqual(['X200', 'PowerMax'])
})

test('a capitalised word that opens a sentence is grammar, not a name; an acronym there is still checked', () => {
	expect(ungroundedTerms('Claro. Exacto: y además, ¿Cuánto cuesta? ¡Mucho!', grounds)).toEqual([])
	expect(ungroundedTerms('«Primero», dice. IDAE también ayuda.', grounds)).toEqual(['IDAE'])
})

test('ordinals are their number; glued letters make a name (MP3), not a figure', () => {
	expect(ungroundedTerms('Es el 10.º panel de 1.200.', grounds)).toEqual([])
	expect(ungroundedTerms('Es el 3.º paso.', grounds)).toEqual(['3'])
	expect(ungroundedTerms('Se oye en MP3.', grounds)).toEqual(['MP3'])
})

test('number words in the sources ground digits in the line (diez años → 10 años)', () => {
	expect(ungroundedTerms('Producen durante 10 años.', groundsOf(['Producen durante diez años.']))).toEqual([])
	expect(ungroundedTerms('Producen durante 11 años.', groundsOf(['Producen durante diez años.']))).toEqual(['11'])
})

test('an English line from Spanish sources: translated place names pass, figures and acronyms are still checked', () => {
	const options = { translated: true }
	expect(ungroundedTerms('In Seville, in Spain, they fitted 1,200 panels.', grounds, options)).toEqual([])
	expect(ungroundedTerms("I'm sure the EU paid 50 percent.", grounds, options)).toEqual(['EU', '50'])
})
