import { expect, test } from 'vitest'
import { parseAnswer, parseRewrite } from './model-lines.ts'

const names = { presenter: 'Lucía Pérez', guest: 'Íñigo' }
const options = { language: 'castellano' as const, names, monologue: false, truncated: false }

test('what a small model adds around the dialogue is forgiven: prose, a fence, bold or named labels, list marks', () => {
	const answer = [
		'¡Por supuesto! Aquí tienes el diálogo:',
		'',
		'```text',
		'**PRESENTADORA:** ¿Qué es una cooperativa?',
		'- **Íñigo (invitado)**: Una empresa de sus socios. *Sonríe*',
		'(Risas)',
		'Lucía: ¿Y quién manda?',
		'**INVITADA**:',
		'La asamblea, [pausa] que vota cada año.',
		'```',
		'',
		'¿Quieres que lo alargue?',
	].join('\n')
	const { lines, problems, words } = parseAnswer(answer, options)
	expect(problems).toEqual([])
	expect(lines).toEqual([
		{ speaker: 'presenter', text: '¿Qué es una cooperativa?' },
		{ speaker: 'guest', text: 'Una empresa de sus socios.' },
		{ speaker: 'presenter', text: '¿Y quién manda?' },
		{ speaker: 'guest', text: 'La asamblea, que vota cada año.' },
	])
	expect(words).toBe(18)
})

test('English labels, and two turns on one line, are understood', () => {
	const { lines, problems } = parseAnswer('HOST: ¿Y eso? GUEST: Pues sí. PRESENTADOR: Vale.', options)
	expect(problems).toEqual([])
	expect(lines.map((line) => line.speaker)).toEqual(['presenter', 'guest', 'presenter'])
})

test('a turn without a label inside the dialogue is a problem: nobody knows who says it', () => {
	const { problems } = parseAnswer('PRESENTADOR: ¿Y?\nINVITADO: Pues.\nY además otra cosa.\nPRESENTADOR: Vale.', options)
	expect(problems).toEqual([
		{
			kind: 'format',
			text: 'esta línea no empieza por PRESENTADOR: o INVITADO:, así que no se sabe quién la dice: «Y además otra cosa.»',
		},
	])
})

test('no labels at all, an empty turn, a missing voice, a guest in a monologue and a cut answer are problems', () => {
	expect(parseAnswer('Una cooperativa es una empresa.', options).problems[0]!.text).toBe(
		'no hay ninguna línea que empiece por PRESENTADOR: o INVITADO:',
	)
	expect(parseAnswer('PRESENTADOR: ¿Y?\nINVITADO:', options).problems.map((p) => p.text)).toContain(
		'hay intervenciones vacías, solo con la etiqueta',
	)
	expect(parseAnswer('PRESENTADOR: Hola. Hoy hablo yo sola.', options).problems[0]!.text).toBe(
		'falta Íñigo: es una conversación, con líneas PRESENTADOR: y INVITADO:',
	)
	expect(parseAnswer('PRESENTADOR: Hola.\nINVITADO: Hola.', { ...options, monologue: true }).problems[0]!.text).toBe(
		'es un monólogo: solo habla Lucía Pérez, todas las líneas empiezan por PRESENTADOR:',
	)
	expect(parseAnswer('PRESENTADOR: Hola.\nINVITADO: Pues la coop', { ...options, truncated: true }).problems).toEqual([
		{ kind: 'format', text: 'la respuesta se cortó antes de terminar: escríbela entera, un poco más breve' },
	])
})

test('a length off by more than the tolerance is a problem of its own kind; an English script has its labels', () => {
	const answer = 'HOST: What is it?\nGUEST: A company its members own.'
	expect(parseAnswer(answer, { ...options, language: 'english', targetWords: 100 }).problems).toEqual([
		{
			kind: 'length',
			text: 'tiene 8 palabras y debe tener unas 100: alárgalo con más de lo que dicen las fuentes, sin inventar nada',
		},
	])
	expect(parseAnswer(answer, { ...options, targetWords: 10 }).problems).toEqual([])
	expect(parseAnswer('Just prose.', { ...options, language: 'english' }).problems[0]!.text).toBe(
		'no hay ninguna línea que empiece por HOST: o GUEST:',
	)
})

test('a rewritten line: the first labelled line, or a single unlabelled one; nothing usable is null', () => {
	expect(parseRewrite('Claro, aquí la tienes:\nINVITADO: La asamblea decide.', names)).toBe('La asamblea decide.')
	expect(parseRewrite('"La asamblea decide."', names)).toBe('La asamblea decide.')
	expect(parseRewrite('Claro.\nLa asamblea decide.', names)).toBeNull()
	expect(parseRewrite('INVITADO:', names)).toBeNull()
})
