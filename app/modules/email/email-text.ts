import type { EmailContent } from './email-content.ts'

/** The plain-text part: the same blocks as the HTML, each link written out in full. */
export function emailText(content: EmailContent) {
	const parts: string[] = []
	for (const block of content.blocks) {
		if (block.type === 'heading') parts.push(block.text)
		else if (block.type === 'paragraph') parts.push(block.text)
		else if (block.type === 'facts') parts.push(block.items.map((item) => `${item.label}: ${item.value}`).join('\n'))
		else if (block.type === 'button' || block.type === 'link')
			// a link shown as its own address is written once, not as 'address:' over the same address
			parts.push(block.label === block.href ? block.href : `${block.label}:\n${block.href}`)
		// an image says nothing in text: its alt text is the heading or the facts next to it
	}
	const footer = [...content.footer.lines, ...content.footer.links.map((link) => `${link.label}: ${link.href}`)]
	return [...parts, '—', content.brand.name, content.brand.url, ...footer].join('\n\n').concat('\n')
}
