import { expect, test } from 'vitest'
import type { EmailContent } from './email-content.ts'
import { emailText } from './email-text.ts'

const content = (blocks: EmailContent['blocks']): EmailContent => ({
	locale: 'es',
	subject: 'Asunto',
	preheader: 'Asunto',
	blocks,
	footer: { lines: [], links: [] },
	brand: { name: 'Ondacast', url: 'https://ondacast.example/' },
})

test('a link shown as its own address is written once; a button gives its label, then its address', () => {
	const link = 'https://ondacast.example/demo/entrar?token=abc'
	const text = emailText(
		content([
			{ type: 'link', label: link, href: link },
			{ type: 'button', label: 'Escuchar el episodio', href: 'https://ondacast.example/library/1' },
		]),
	)
	expect(text.split(link)).toHaveLength(2)
	expect(text).not.toContain(`${link}:`)
	expect(text).toContain('Escuchar el episodio:\nhttps://ondacast.example/library/1')
})
