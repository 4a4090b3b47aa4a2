import { expect, test } from 'vitest'
import { subjectPhrase } from './subject-phrase.ts'

test('the noun phrase a sentence opens with, with its adjectives and «de» phrases', () => {
	expect(subjectPhrase('La división de palabras es un problema antiguo.')).toBe('la división de palabras')
	expect(subjectPhrase('El paquete binario contiene el programa.')).toBe('el paquete binario')
	expect(subjectPhrase('Aprenderá a incluir dibujos.')).toBe(null)
	expect(subjectPhrase('Pocos autores han estudiado el problema.')).toBe(null)
})

test('a kind of thing keeps the name it is given right after («el comando centerline», not «el comando»)', () => {
	expect(subjectPhrase('El comando centerline es otro comando TeX que no debe usarse.')).toBe('el comando centerline')
	expect(subjectPhrase('La clase report por omisión comienza capítulos en página nueva.')).toBe('la clase report')
	expect(subjectPhrase('El programa pstoedit permite pasar de PostScript a otros formatos.')).toBe('el programa pstoedit')
	// after «de» too: «el uso del comando», not what the answer is about
	expect(subjectPhrase('El uso del comando over debe evitarse en LaTeX.')).toBe('el uso del comando over')
	// a name in capitals after the kind («el diálogo Cita»), and a parameter's name
	expect(subjectPhrase('El diálogo Cita mostrará una lista de todas las referencias.')).toBe('el diálogo Cita')
	expect(subjectPhrase('El parámetro opciones personaliza el comportamiento de la clase.')).toBe('el parámetro opciones')
	// a verb after the kind ends the phrase
	expect(subjectPhrase('La clase usa letras grandes sin serifas.')).toBe('la clase')
})

test('an adjective before its noun waits for the noun («el primer ejemplo», not «el primer»)', () => {
	expect(subjectPhrase('El primer ejemplo define una nueva orden llamada intc.')).toBe('el primer ejemplo')
	expect(subjectPhrase('La principal diferencia entre una minipage y una parbox es el tamaño.')).toBe('la principal diferencia')
})

test('an instruction or a mode keeps its name («la instrucción deshacer»)', () => {
	expect(subjectPhrase('La instrucción deshacer está limitada a 100 pasos.')).toBe('la instrucción deshacer')
})

test('a phrase never ends on a determiner that lost its noun («el espacio de cada» → «el espacio»)', () => {
	expect(subjectPhrase('El espacio de cada alumno está limitado a dos gigas.')).toBe('el espacio')
})

test('a noun after «de» keeps its article («el tamaño de los tipos», not «el tamaño»)', () => {
	expect(subjectPhrase('El tamaño de los tipos debe escogerse con cuidado.')).toBe('el tamaño de los tipos')
	expect(subjectPhrase('La división de la palabra sigue las reglas de la Academia.')).toBe('la división de la palabra')
})

test('letters a text about writing names say which ones («el grupo rr», «las letras l y r»)', () => {
	expect(subjectPhrase('El grupo rr, cuando es parte de una palabra simple, es indivisible.')).toBe('el grupo rr')
	expect(subjectPhrase('Las letras l y r permanecerán unidas a la consonante.')).toBe('las letras l y r')
	// «y» before a word goes on to another phrase
	expect(subjectPhrase('La letra h y otras mudas no impiden la división.')).toBe('la letra h')
})

test('a compound adjective belongs to its noun («los alfabetos latino-griegos»)', () => {
	expect(subjectPhrase('Los alfabetos latino-griegos se escriben de izquierda a derecha.')).toBe('los alfabetos latino-griegos')
})
