import { expect, test } from 'vitest'
import { spanishCardinal, spanishOrdinal } from './spanish-numbers.ts'
import { speakableText } from './speakable-text.ts'

/** [written, castellano reading] */
const castellano: Array<[string, string]> = [
	// addresses
	['Más información en debian.org.', 'Más información en debian punto org.'],
	['Visita https://www.debian.org/doc/manuals/ para más.', 'Visita debian punto org para más.'],
	['(http://www. patrocinador («sponsor»)', 'patrocinador, sponsor,'],
	['$ cd ~/gentoo $ wget http://example. [21]', 'cd wget example.'],
	['Escribe a ana@ejemplo.es mañana.', 'Escribe a ana arroba ejemplo punto es mañana.'],
	['El wiki.debian.org tiene guías.', 'El wiki punto debian punto org tiene guías.'],
	['Lee https://wiki.debian.org/Packaging. Luego sigue.', 'Lee wiki punto debian punto org. Luego sigue.'],
	['¿Y los ficheros .deb?', '¿Y los ficheros punto deb?'],
	['La versión 2.0 llega.', 'La versión dos punto cero llega.'],
	// symbols and markup
	['Paquetes + dependencias', 'Paquetes dependencias'],
	['Esto es **muy** importante y *claro*.', 'Esto es muy importante y claro.'],
	['Usa `apt install` y listo.', 'Usa apt install y listo.'],
	['Mira el archivo_de_ejemplo', 'Mira el archivo de ejemplo'],
	['…maestro ^[2].', '…maestro.'],
	['GOsa²es una herramienta web.', 'GOsa es una herramienta web.'],
	['2Puedes aprender más [3] aquí.', '2Puedes aprender más aquí.'],
	['a | b < c > d', 'a b c d'],
	['# Introducción', 'Introducción'],
	['Texto [entre corchetes] aquí', 'Texto, entre corchetes, aquí'],
	['Elige sí y/o no', 'Elige sí y o no'],
	['La sección 2^3 del texto', 'La sección dos tres del texto'],
	['El <b>negrita</b> se va', 'El negrita se va'],
	// numbers and agreement
	['Tiene 2026 páginas.', 'Tiene dos mil veintiséis páginas.'],
	['Hay 1 archivo.', 'Hay un archivo.'],
	['Hay 1 página.', 'Hay una página.'],
	['Quedan 21 páginas.', 'Quedan veintiuna páginas.'],
	['Son 21 días.', 'Son veintiún días.'],
	['El número 21.', 'El número veintiuno.'],
	['Llegaron 500 personas.', 'Llegaron quinientas personas.'],
	['Cuesta 1.234.567 en total.', 'Cuesta un millón doscientos treinta y cuatro mil quinientos sesenta y siete en total.'],
	['Fueron 3.000 visitas.', 'Fueron tres mil visitas.'],
	['Son 100 años.', 'Son cien años.'],
	['Pesa 3,5 de media.', 'Pesa tres coma cinco de media.'],
	['Vale 0,125 exacto.', 'Vale cero coma uno dos cinco exacto.'],
	['Hace -5 grados.', 'Hace menos cinco grados.'],
	['De 10-20 minutos.', 'De diez a veinte minutos.'],
	['Unos ~5 pasos.', 'Unos unos cinco pasos.'],
	['La versión 5.1.2 ya está.', 'La versión cinco punto uno punto dos ya está.'],
	['Guía v5.1 del desarrollador', 'Guía versión cinco punto uno del desarrollador'],
	// ordinals
	['Es el 1.º de la lista.', 'Es el primero de la lista.'],
	['La 2.ª edición.', 'La segunda edición.'],
	['El 1.er puesto.', 'El primer puesto.'],
	['Quedó 13.º en la carrera.', 'Quedó decimotercero en la carrera.'],
	['La 21.ª planta.', 'La vigésima primera planta.'],
	// dates and times
	['El 23/11/2026 empieza.', 'El veintitrés de noviembre de dos mil veintiséis empieza.'],
	['Desde el 23 de noviembre.', 'Desde el veintitrés de noviembre.'],
	['Desde el 1 de enero.', 'Desde el uno de enero.'],
	['Publicado el 2026-03-05.', 'Publicado el cinco de marzo de dos mil veintiséis.'],
	['A las 09:30 empieza.', 'A las nueve y media empieza.'],
	['A las 14:00 h cierra.', 'A las catorce en punto cierra.'],
	['A las 21:45.', 'A las veintiuna y cuarenta y cinco.'],
	['A la 1:15.', 'A la una y cuarto.'],
	// percentages, money, units
	['Un 19 % más.', 'Un diecinueve por ciento más.'],
	['Sube un 12,5% este año.', 'Sube un doce coma cinco por ciento este año.'],
	['Cuesta 19 €.', 'Cuesta diecinueve euros.'],
	['Cuesta 1 €.', 'Cuesta un euro.'],
	['Son 1.234,56 € en total.', 'Son mil doscientos treinta y cuatro euros con cincuenta y seis céntimos en total.'],
	['Solo $5 al mes.', 'Solo cinco dólares al mes.'],
	['Cuesta 0,50 €.', 'Cuesta cincuenta céntimos.'],
	['Cuesta £3.', 'Cuesta tres libras.'],
	['Recorre 5 km.', 'Recorre cinco kilómetros.'],
	['Pesa 1 kg.', 'Pesa un kilo.'],
	['Ocupa 1,5 GB y 700 MB.', 'Ocupa uno coma cinco gigabytes y setecientos megabytes.'],
	['Va a 120 km/h.', 'Va a ciento veinte kilómetros por hora.'],
	['Dura 2 h.', 'Dura dos horas.'],
	['Dura 1 h.', 'Dura una hora.'],
	['Hace 25 °C.', 'Hace veinticinco grados.'],
	// abbreviations
	['Frutas, p. ej. manzanas.', 'Frutas, por ejemplo manzanas.'],
	['Libros, revistas, etc. Luego más.', 'Libros, revistas, etcétera. Luego más.'],
	['Libros, revistas, etc., y más.', 'Libros, revistas, etcétera, y más.'],
	['El Sr. García y la Sra. López.', 'El señor García y la señora López.'],
	['La Dra. Pérez y el Dr. Ruiz.', 'La doctora Pérez y el doctor Ruiz.'],
	['Viaja a EE. UU. en mayo.', 'Viaja a Estados Unidos en mayo.'],
	['Viaja a EE.UU. en mayo.', 'Viaja a Estados Unidos en mayo.'],
	['El n.º 5 de la serie.', 'El número cinco de la serie.'],
	['Ver pág. 12.', 'Ver página doce.'],
	['Un ejemplo (N. del T.) aquí.', 'Un ejemplo, nota del traductor, aquí.'],
	['Inversión en I+D.', 'Inversión en I más D.'],
	['Usa C++ o C# en .NET.', 'Usa C más más o C sharp en punto net.'],
	// acronyms
	['Descarga el PDF.', 'Descarga el pe de efe.'],
	['Escribe HTML y CSS.', 'Escribe hache te eme ele y ce ese ese.'],
	['La ONU y la OTAN.', 'La ONU y la OTAN.'],
	['Según la UNESCO.', 'Según la UNESCO.'],
	['Un archivo MP3.', 'Un archivo eme pe tres.'],
	['Los PDFs del curso.', 'Los pe de efes del curso.'],
	['Conecta el USB.', 'Conecta el u ese be.'],
	['La empresa S.A. cotiza.', 'La empresa ese a cotiza.'],
	['En el siglo XXI.', 'En el siglo veintiuno.'],
	['Carlos III reinó.', 'Carlos III reinó.'],
	['Todo OK.', 'Todo okey.'],
	['COLABORADORES TÍTULO : ACCIÓN NOMBRE FECHA FIRMA', 'colaboradores título: acción nombre fecha firma'],
	['Lee el MANUAL completo.', 'Lee el manual completo.'],
	['En PDF, HTML, CSS.', 'En pe de efe, hache te eme ele, ce ese ese.'],
	['Formatos PDF, HTML y EPUB.', 'Formatos pe de efe, hache te eme ele y EPUB.'],
	// English words kept
	['Usamos software libre y el kernel Linux.', 'Usamos software libre y el kernel línux.'],
	['El commit fue un hotfix.', 'El commit fue un hotfix.'],
]

test.each(castellano)('castellano: %s', (written, spoken) => {
	expect(speakableText(written, 'castellano')).toBe(spoken)
})

const latino: Array<[string, string]> = [
	['Pesa 3,5 de media.', 'Pesa tres punto cinco de media.'],
	['Cuesta 19,99 €.', 'Cuesta diecinueve euros con noventa y nueve centavos.'],
	['Desde el 1 de enero.', 'Desde el primero de enero.'],
	['El 01/02/2025 abre.', 'El primero de febrero de dos mil veinticinco abre.'],
	['Instala el VPN.', 'Instala el ve pe ene.'],
	['Un 19 % más.', 'Un diecinueve por ciento más.'],
]

test.each(latino)('latino: %s', (written, spoken) => {
	expect(speakableText(written, 'latino')).toBe(spoken)
})

const english: Array<[string, string]> = [
	['See https://www.debian.org/doc for more.', 'See debian dot org for more.'],
	['Write to ana@example.com today.', 'Write to ana at example dot com today.'],
	['It costs $5.50 a month.', 'It costs five dollars and fifty cents a month.'],
	['Up 19% this year.', 'Up nineteen percent this year.'],
	['We have 1,234 users.', 'We have one thousand two hundred thirty-four users.'],
	['Meet at 09:30.', 'Meet at nine thirty.'],
	['C + D * E / F', 'C D E F'],
	["Don't read **this** mark.", "Don't read this mark."],
]

test.each(english)('english: %s', (written, spoken) => {
	expect(speakableText(written, 'english')).toBe(spoken)
})

/** Keys, arrows, menu paths, math and Greek said in the script's language; what cannot be said takes its sentence. */
const symbols: Array<[string, string]> = [
	['Use ← y → en la barra.', 'Use flecha izquierda y flecha derecha en la barra.'],
	['Suba con ↑ y baje con ↓.', 'Suba con flecha arriba y baje con flecha abajo.'],
	['Pulse Ctrl+Intro para enviar.', 'Pulse Control más Intro para enviar.'],
	['Pulse Control+Enter.', 'Pulse Control más Intro.'],
	['Pulse Ctrl + Mayús + F5 o Alt+←.', 'Pulse Control más Mayúsculas más efe cinco o Alt más flecha izquierda.'],
	['En Mac, ⌘+C copia.', 'En Mac, Comando más C copia.'],
	['Pulse F1 o Esc.', 'Pulse efe uno o Escape.'],
	['Elija Herramientas ▸ Opciones ▸ Cargar/guardar.', 'Elija Herramientas, después Opciones, después Cargar guardar.'],
	['Elija Formato > Estilos de página > Fondo.', 'Elija Formato, después Estilos de página, después Fondo.'],
	['Abra Archivo → Exportar.', 'Abra Archivo, después Exportar.'],
	['Abra Archivo » Exportar como.', 'Abra Archivo, después Exportar como.'],
	['Dijo «Hola» y se fue.', 'Dijo Hola y se fue.'],
	['Pulse −: reduce el zoom.', 'Pulse menos: reduce el zoom.'],
	['Sea 2ε el error y θ el ángulo.', 'Sea dos épsilon el error y theta el ángulo.'],
	['Con α, β, γ, δ, λ, μ, π, σ y ω.', 'Con alfa, beta, gamma, delta, lambda, mu, pi, sigma y omega.'],
	['Vale 3 × 4 y 8 ÷ 2, ±1.', 'Vale tres por cuatro y ocho entre dos, más menos uno.'],
	['Si a ≤ b, b ≥ c y c ≠ d.', 'Si a menor o igual que b, b mayor o igual que c y c distinto de d.'],
	['Tiende a ∞ y vale ≈ 3.', 'Tiende a infinito y vale aproximadamente tres.'],
	['Si x > 5 sigue.', 'Si x mayor que cinco sigue.'],
	['El área es x² y el volumen 10³.', 'El área es x al cuadrado y el volumen diez al cubo.'],
	['Ocupa 5 m² y está a −5 °C.', 'Ocupa cinco metros cuadrados y está a menos cinco grados.'],
	['Un ángulo de 30°.', 'Un ángulo de treinta grados.'],
	['El maestro² lo dijo.', 'El maestro lo dijo.'],
	// a character no Spanish voice can say: the sentence goes, not the character
	['La relación ℵ es rara. Esta otra se entiende.', 'Esta otra se entiende.'],
	['Se escribe Москва. En español, Moscú.', 'En español, Moscú.'],
	['¡Genial! 🎉 Sigue así.', '¡Genial! Sigue así.'],
	// paths are not read (nor spelled: ce te a ene), and leave no dangling «en»
	['Están disponibles en CTAN:systems/msdos/emtex. Se instalan rápido.', 'Se instalan rápido.'],
	['Se instalan rápido, con los ficheros de /usr/share/doc.', 'Se instalan rápido.'],
]

test.each(symbols)('castellano symbols: %s', (written, spoken) => {
	expect(speakableText(written, 'castellano')).toBe(spoken)
})

const englishSymbols: Array<[string, string]> = [
	['Press Ctrl+Enter, then ← and →.', 'Press Control plus Enter, then left arrow and right arrow.'],
	['Choose Tools > Options > View.', 'Choose Tools, then Options, then View.'],
	['Choose Tools ▸ Options.', 'Choose Tools, then Options.'],
	['Let 2ε be small; x² ≤ 10.', 'Let two epsilon be small; x squared less than or equal to ten.'],
	['It is 25 °C and −: zooms out.', 'It is twenty-five degrees Celsius and minus: zooms out.'],
	['The sign ℵ is rare. This one is fine.', 'This one is fine.'],
]

test.each(englishSymbols)('english symbols: %s', (written, spoken) => {
	expect(speakableText(written, 'english')).toBe(spoken)
})

test('cardinals to the billions, with un / una / uno', () => {
	expect(spanishCardinal(0)).toBe('cero')
	expect(spanishCardinal(16)).toBe('dieciséis')
	expect(spanishCardinal(101)).toBe('ciento uno')
	expect(spanishCardinal(1001)).toBe('mil uno')
	expect(spanishCardinal(21_000, 'un')).toBe('veintiún mil')
	expect(spanishCardinal(200_000, 'una')).toBe('doscientas mil')
	expect(spanishCardinal(1_000_000)).toBe('un millón')
	expect(spanishCardinal(2_500_000)).toBe('dos millones quinientos mil')
	expect(spanishCardinal(1_000_000_000)).toBe('mil millones')
	expect(spanishCardinal(3_021_000_000, 'una')).toBe('tres mil veintiún millones')
	expect(spanishCardinal(1_000_000_000_000)).toBe('un billón')
	expect(spanishOrdinal(18)).toBe('decimoctavo')
	expect(spanishOrdinal(3, 'apocope')).toBe('tercer')
	expect(spanishOrdinal(40, 'feminine')).toBe('cuadragésima')
})
