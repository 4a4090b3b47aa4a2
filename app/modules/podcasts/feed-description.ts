/**
 * The episode's description for the feed, first proposed from its YouTube description (local-description.ts writes
 * it as paragraphs: 'Título | Pódcast', the summary, an invitation to listen, 'Capítulos:' with a line per chapter,
 * the hashtags): the summary and the chapters, as HTML. What is only for YouTube (the title line, the invitation to
 * subscribe, the hashtags) is left out.
 */

const CHAPTERS = /^(Capítulos|Chapters):\n/
const INVITATIONS = [
	'Escucha el episodio completo y suscríbete para no perderte el próximo.',
	'Listen to the full episode and subscribe so you never miss the next one.',
]

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const isHashtags = (paragraph: string) => paragraph.split(/\s+/)[0]!.startsWith('#')

export function feedDescriptionFrom(youtubeDescription: string) {
	const paragraphs = youtubeDescription
		.split(/\n{2,}/)
		.map((paragraph) => paragraph.trim())
		.filter(Boolean)
	const chapters = paragraphs.find((paragraph) => CHAPTERS.test(paragraph))
	const summary = paragraphs.find(
		(paragraph, index) =>
			!(index === 0 && paragraph.includes(' | ')) &&
			paragraph !== chapters &&
			!INVITATIONS.includes(paragraph) &&
			!isHashtags(paragraph),
	)
	const html: string[] = []
	if (summary) html.push(`<p>${escapeText(summary).replace(/\n/g, '<br>')}</p>`)
	if (chapters) {
		const [heading, ...lines] = chapters.split('\n')
		html.push(`<p>${escapeText(heading!)}</p>`, `<ul>${lines.map((line) => `<li>${escapeText(line)}</li>`).join('')}</ul>`)
	}
	return html.join('\n')
}
