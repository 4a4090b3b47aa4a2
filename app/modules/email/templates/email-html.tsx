import type { CSSProperties } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { EmailBlock, EmailContent } from '../email-content.ts'

/**
 * The HTML part: static markup with inline styles only (mail clients drop <style> and run no script), one 600 px
 * column that shrinks to the screen, and the preheader as the first, hidden text.
 */
export function emailHtml(content: EmailContent) {
	return `<!doctype html>${renderToStaticMarkup(<EmailDocument content={content} />)}`
}

const font = 'system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif'
const colors = { text: '#1f2937', muted: '#6b7280', brand: '#4f46e5', page: '#f3f4f6', card: '#ffffff', line: '#e5e7eb' }

function EmailDocument({ content }: { content: EmailContent }) {
	return (
		<html lang={content.locale}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="color-scheme" content="light" />
				<title>{content.subject}</title>
			</head>
			<body style={{ margin: 0, padding: 0, backgroundColor: colors.page, fontFamily: font, color: colors.text }}>
				<div style={preheaderStyle}>{content.preheader}</div>
				<table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: colors.page }}>
					<tbody>
						<tr>
							<td align="center" style={{ padding: '24px 12px' }}>
								<table
									role="presentation"
									width="100%"
									cellPadding={0}
									cellSpacing={0}
									style={{ maxWidth: 600, width: '100%', backgroundColor: colors.card, borderRadius: 12 }}
								>
									<tbody>
										<tr>
											<td style={{ padding: '20px 24px', borderBottom: `1px solid ${colors.line}` }}>
												<a
													href={content.brand.url}
													style={{ color: colors.brand, fontWeight: 700, fontSize: 20, textDecoration: 'none' }}
												>
													{content.brand.name}
												</a>
											</td>
										</tr>
										<tr>
											<td style={{ padding: '8px 24px 24px' }}>
												{content.blocks.map((block) => (
													<Block key={blockKey(block)} block={block} />
												))}
											</td>
										</tr>
									</tbody>
								</table>
								<table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 600, width: '100%' }}>
									<tbody>
										<tr>
											<td style={{ padding: '16px 24px', fontSize: 12, lineHeight: 1.5, color: colors.muted }}>
												{content.footer.lines.map((line) => (
													<p key={line} style={{ margin: '0 0 8px' }}>
														{line}
													</p>
												))}
												{content.footer.links.length > 0 && (
													<p style={{ margin: 0 }}>
														{content.footer.links.map((link, index) => (
															<span key={link.href}>
																{index > 0 && ' · '}
																<a href={link.href} style={{ color: colors.muted, textDecoration: 'underline' }}>
																	{link.label}
																</a>
															</span>
														))}
													</p>
												)}
											</td>
										</tr>
									</tbody>
								</table>
							</td>
						</tr>
					</tbody>
				</table>
			</body>
		</html>
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

/** A block's key: what it says (a message never repeats a block). */
function blockKey(block: EmailBlock) {
	return `${block.type}:${'text' in block ? block.text : 'href' in block ? block.href : 'src' in block ? block.src : block.items[0]?.label}`
}

function Block({ block }: { block: EmailBlock }) {
	switch (block.type) {
		case 'heading':
			return <h1 style={{ fontSize: 22, lineHeight: 1.3, margin: '16px 0 8px', color: colors.text }}>{block.text}</h1>
		case 'paragraph':
			return <p style={{ fontSize: 16, lineHeight: 1.5, margin: '12px 0' }}>{block.text}</p>
		case 'image':
			return (
				<img
					src={block.src}
					alt={block.alt}
					width={block.width}
					height={block.height}
					style={{ display: 'block', width: '100%', maxWidth: block.width, height: 'auto', borderRadius: 8, margin: '12px 0' }}
				/>
			)
		case 'facts':
			return (
				<table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '12px 0', fontSize: 15 }}>
					<tbody>
						{block.items.map((item) => (
							<tr key={item.label}>
								<td style={{ padding: '2px 16px 2px 0', color: colors.muted }}>{item.label}</td>
								<td style={{ padding: '2px 0', fontWeight: 600 }}>{item.value}</td>
							</tr>
						))}
					</tbody>
				</table>
			)
		case 'button':
			return (
				<p style={{ margin: '20px 0' }}>
					<a
						href={block.href}
						style={{
							display: 'inline-block',
							backgroundColor: colors.brand,
							color: '#ffffff',
							fontWeight: 600,
							fontSize: 16,
							textDecoration: 'none',
							padding: '12px 20px',
							borderRadius: 8,
						}}
					>
						{block.label}
					</a>
				</p>
			)
		case 'link':
			return (
				<p style={{ margin: '8px 0', fontSize: 15 }}>
					<a href={block.href} style={{ color: colors.brand }}>
						{block.label}
					</a>
				</p>
			)
	}
}
