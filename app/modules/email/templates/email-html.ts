import { type CSSProperties, createElement as h, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { EmailBlock, EmailContent } from '../email-content.ts'

/**
 * The HTML part: React components rendered to static markup, with inline styles only (mail clients drop <style> and
 * run no script), one 600 px column that shrinks to the screen, and the preheader as the first, hidden text.
 * Written with createElement rather than JSX: the worker runs this file with Node's own TypeScript support, which
 * has no JSX.
 */
export function emailHtml(content: EmailContent) {
	return `<!doctype html>${renderToStaticMarkup(h(EmailDocument, { content }))}`
}

const font = 'system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif'
const colors = { text: '#1f2937', muted: '#6b7280', brand: '#4f46e5', page: '#f3f4f6', card: '#ffffff', line: '#e5e7eb' }

/** A layout table (role=presentation): the one structure every mail client lays out the same. */
function table(style: CSSProperties, ...rows: ReactNode[]) {
	return h(
		'table',
		{ role: 'presentation', width: '100%', cellPadding: 0, cellSpacing: 0, style },
		h('tbody', null, ...rows.map((row, index) => h('tr', { key: index }, row))),
	)
}

function EmailDocument({ content }: { content: EmailContent }) {
	const card = table(
		{ maxWidth: 600, width: '100%', backgroundColor: colors.card, borderRadius: 12 },
		h(
			'td',
			{ style: { padding: '20px 24px', borderBottom: `1px solid ${colors.line}` } },
			h(
				'a',
				{ href: content.brand.url, style: { color: colors.brand, fontWeight: 700, fontSize: 20, textDecoration: 'none' } },
				content.brand.name,
			),
		),
		h(
			'td',
			{ style: { padding: '8px 24px 24px' } },
			content.blocks.map((block, index) => h(Block, { key: index, block })),
		),
	)
	const footer = table(
		{ maxWidth: 600, width: '100%' },
		h(
			'td',
			{ style: { padding: '16px 24px', fontSize: 12, lineHeight: 1.5, color: colors.muted } },
			content.footer.lines.map((line) => h('p', { key: line, style: { margin: '0 0 8px' } }, line)),
			content.footer.links.length > 0
				? h(
						'p',
						{ style: { margin: 0 } },
						content.footer.links.map((link, index) =>
							h(
								'span',
								{ key: link.href },
								index > 0 ? ' · ' : null,
								h('a', { href: link.href, style: { color: colors.muted, textDecoration: 'underline' } }, link.label),
							),
						),
					)
				: null,
		),
	)
	return h(
		'html',
		{ lang: content.locale },
		h(
			'head',
			null,
			h('meta', { charSet: 'utf-8' }),
			h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
			h('meta', { name: 'color-scheme', content: 'light' }),
			h('title', null, content.subject),
		),
		h(
			'body',
			{ style: { margin: 0, padding: 0, backgroundColor: colors.page, fontFamily: font, color: colors.text } },
			h('div', { style: preheaderStyle }, content.preheader),
			table({ backgroundColor: colors.page }, h('td', { align: 'center', style: { padding: '24px 12px' } }, card, footer)),
		),
	)
}

const preheaderStyle: CSSProperties = {
	display: 'none',
	maxHeight: 0,
	overflow: 'hidden',
	opacity: 0,
	fontSize: 1,
	lineHeight: '1px',
	color: colors.page,
}

function Block({ block }: { block: EmailBlock }) {
	switch (block.type) {
		case 'heading':
			return h('h1', { style: { fontSize: 22, lineHeight: 1.3, margin: '16px 0 8px', color: colors.text } }, block.text)
		case 'paragraph':
			return h('p', { style: { fontSize: 16, lineHeight: 1.5, margin: '12px 0' } }, block.text)
		case 'image':
			return h('img', {
				src: block.src,
				alt: block.alt,
				width: block.width,
				height: block.height,
				style: { display: 'block', width: '100%', maxWidth: block.width, height: 'auto', borderRadius: 8, margin: '12px 0' },
			})
		case 'facts':
			return h(
				'table',
				{ role: 'presentation', cellPadding: 0, cellSpacing: 0, style: { margin: '12px 0', fontSize: 15 } },
				h(
					'tbody',
					null,
					block.items.map((item) =>
						h(
							'tr',
							{ key: item.label },
							h('td', { style: { padding: '2px 16px 2px 0', color: colors.muted } }, item.label),
							h('td', { style: { padding: '2px 0', fontWeight: 600 } }, item.value),
						),
					),
				),
			)
		case 'button':
			return h(
				'p',
				{ style: { margin: '20px 0' } },
				h(
					'a',
					{
						href: block.href,
						style: {
							display: 'inline-block',
							backgroundColor: colors.brand,
							color: '#ffffff',
							fontWeight: 600,
							fontSize: 16,
							textDecoration: 'none',
							padding: '12px 20px',
							borderRadius: 8,
						},
					},
					block.label,
				),
			)
		case 'link':
			return h(
				'p',
				{ style: { margin: '8px 0', fontSize: 15 } },
				h('a', { href: block.href, style: { color: colors.brand } }, block.label),
			)
	}
}
