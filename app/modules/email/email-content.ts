/**
 * What an e-mail says, as blocks: the HTML part (React, templates/email-html.tsx) and the plain-text part
 * (email-text.ts) are both rendered from this one value, so they never say different things.
 */
export type EmailBlock =
	| { type: 'heading'; text: string }
	| { type: 'paragraph'; text: string }
	| { type: 'image'; src: string; alt: string; width: number; height: number }
	| { type: 'facts'; items: Array<{ label: string; value: string }> }
	| { type: 'button'; label: string; href: string }
	| { type: 'link'; label: string; href: string }

export type EmailContent = {
	locale: 'es' | 'en'
	subject: string
	/** the line mail clients show after the subject (hidden in the body) */
	preheader: string
	blocks: EmailBlock[]
	/** why the reader gets it, and for non-service mail the way out */
	footer: { lines: string[]; links: Array<{ label: string; href: string }> }
	brand: { name: string; url: string }
}
