// The quality benchmark's documents: real Spanish documents nobody on the project wrote, of different kinds (help
// pages given by address, long PDF books, an essay, a FAQ, a pasted text, a DOCX and a PPTX), all from Debian
// packages fetched with `apt-get download` into a cache outside the repository (never committed). The DOCX and the
// PPTX are built here as containers of real text (LyX's Spanish tutorial, the TeX Live guide's sections): Debian
// ships no Spanish Word or PowerPoint files.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseHTML } from 'linkedom'
import { cleanPlainText } from '#app/modules/content/clean/clean-source.ts'
import { readDocument } from '#app/modules/content/documents/read-document.server.ts'
import type { SourceInput } from '#app/modules/content/prepare-sources.ts'
import { extractArticle } from '#app/modules/content/url/extract-article.server.ts'
import { buildDocx, buildPptx } from '#tests/fixtures/documents.ts'
import { lyxParagraphs, lyxShortcuts } from './lyx-text.ts'

export const CACHE = process.env.QUALITY_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'ondacast-quality')

type Corpus = {
	name: string
	kind: string
	title: string
	origin: string
	input: () => Promise<SourceInput>
	/** Why the document cannot be read on this machine (a row then skipped with that message), or null. */
	missing?: () => string | null
}

/** A file of a Debian package, downloaded and unpacked once into the cache. */
function packageFile(pkg: string, file: string) {
	const root = path.join(CACHE, pkg)
	const target = path.join(root, file)
	if (!fs.existsSync(target)) {
		fs.mkdirSync(root, { recursive: true })
		if (!fs.readdirSync(root).some((name) => name.endsWith('.deb')))
			execFileSync('apt-get', ['download', pkg], { cwd: root, stdio: 'ignore' })
		const deb = fs.readdirSync(root).find((name) => name.endsWith('.deb'))
		if (!deb) throw new Error(`apt-get download ${pkg} no dejó ningún .deb en ${root}`)
		execFileSync('dpkg-deb', ['-x', path.join(root, deb), root])
	}
	return target
}

/** A document as an upload: through readDocument, as the app reads a file the user gives. */
async function upload(name: string, bytes: Uint8Array): Promise<SourceInput> {
	const result = await readDocument({ name, size: bytes.length, bytes })
	if (!result.ok) throw new Error(`${name}: ${result.problem.code}`)
	const { source, pagesRead, pages } = result.document
	return {
		name,
		clean: source,
		pagesNotRead: pages && pagesRead && pagesRead < pages ? { read: pagesRead, total: pages } : undefined,
	}
}

const packageUpload = (pkg: string, file: string) =>
	upload(path.basename(file), new Uint8Array(fs.readFileSync(packageFile(pkg, file))))

/** A page given by address: its HTML read as the app reads a fetched page (the address is where it is published). */
async function pageInput(pkg: string, file: string, url: string): Promise<SourceInput> {
	return { name: url, clean: extractArticle(fs.readFileSync(packageFile(pkg, file), 'utf8'), url).source }
}

const TEXLIVE = 'texlive-lang-spanish'
const TEXLIVE_DOCS = 'usr/share/doc/texlive-doc'
const LIBREOFFICE = 'libreoffice-help-es'
const LIBREOFFICE_HELP = 'usr/share/libreoffice/help/es/text/shared/guide'
const HELP_URL = 'https://help.libreoffice.org/7.4/es/text/shared/guide'
const LYX = 'lyx-common'
const LYX_DOCS = 'usr/share/lyx/doc/es'

function lyxDocument(file: string) {
	const shortcuts = lyxShortcuts(fs.readFileSync(packageFile(LYX, 'usr/share/lyx/bind/cua.bind'), 'utf8'))
	return lyxParagraphs(fs.readFileSync(packageFile(LYX, `${LYX_DOCS}/${file}`), 'utf8'), shortcuts)
}

/** A LyX manual pasted as a reader copies it: headings on their own line, list items with a dash, blank lines between. */
function pastedLyx(file: string): SourceInput {
	const text = lyxDocument(file)
		.map((paragraph) => (paragraph.item ? `- ${paragraph.text}` : paragraph.text))
		.join('\n\n')
	return { name: '', clean: cleanPlainText(text), always: true }
}

/** A LyX manual as a Word document: its headings in Word's heading styles, every other paragraph as body text. */
function lyxDocx(file: string) {
	const paragraphs = lyxDocument(file).map((paragraph) =>
		paragraph.heading ? { text: paragraph.text, heading: paragraph.heading } : paragraph.text,
	)
	return upload(file.replace(/\.lyx$/, '.docx'), new Uint8Array(buildDocx(paragraphs)))
}

/**
 * The TeX Live guide (HTML) as a slide deck someone made from it: a title slide, then one slide per subsection of
 * its first sections with the subsection's title and the first sentence of its first paragraphs and items.
 */
function texLiveSlides(file: string, maxSlides: number) {
	const { document } = parseHTML(fs.readFileSync(packageFile(TEXLIVE, file), 'utf8'))
	const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
	const slides: string[][] = [[words(document.querySelector('title')?.textContent)]]
	for (const heading of document.querySelectorAll('h4.subsectionHead')) {
		if (slides.length > maxSlides) break
		heading.querySelector('.titlemark')?.remove()
		const bullets: string[] = []
		for (let node = heading.nextElementSibling; node && !/^H[1-4]$/.test(node.tagName); node = node.nextElementSibling) {
			const blocks = node.tagName === 'UL' || node.tagName === 'OL' ? [...node.querySelectorAll('li')] : [node]
			for (const block of blocks) {
				const first = words(block.textContent).split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0] ?? ''
				if (first.length > 20 && bullets.length < 4) bullets.push(first)
			}
		}
		if (bullets.length > 0) slides.push([words(heading.textContent), ...bullets])
	}
	return upload(path.basename(file).replace(/\.html$/, '.pptx'), new Uint8Array(buildPptx(slides)))
}

/**
 * An English document made into a castellano episode (translation, issue 25): base-passwd's «Users and Groups in the
 * Debian System», prose about each system account, read from this machine's /usr/share/doc when the package is there.
 */
const ENGLISH_DOC = '/usr/share/doc/base-passwd/users-and-groups.html'

export const corpus: Corpus[] = [
	{
		name: 'lshort-es',
		kind: 'PDF book, 161 pp.',
		title: 'Una introducción no tan corta a LaTeX',
		origin: `${TEXLIVE}: ${TEXLIVE_DOCS}/latex/lshort-spanish/lshort-a4.pdf`,
		input: () => packageUpload(TEXLIVE, `${TEXLIVE_DOCS}/latex/lshort-spanish/lshort-a4.pdf`),
	},
	{
		name: 'division',
		kind: 'PDF essay, 18 pp.',
		title: 'La división de palabras en castellano',
		origin: `${TEXLIVE}: ${TEXLIVE_DOCS}/generic/hyph-utf8/languages/es/division.pdf`,
		input: () => packageUpload(TEXLIVE, `${TEXLIVE_DOCS}/generic/hyph-utf8/languages/es/division.pdf`),
	},
	{
		name: 'faq-cervantex',
		kind: 'PDF FAQ, 72 pp.',
		title: 'Preguntas frecuentes sobre TeX en castellano',
		origin: `${TEXLIVE}: ${TEXLIVE_DOCS}/generic/es-tex-faq/FAQ-CervanTeX.pdf`,
		input: () => packageUpload(TEXLIVE, `${TEXLIVE_DOCS}/generic/es-tex-faq/FAQ-CervanTeX.pdf`),
	},
	{
		name: 'l2tabu-es',
		kind: 'PDF guide, 21 pp.',
		title: 'Lo que no hay que hacer en LaTeX',
		origin: `${TEXLIVE}: ${TEXLIVE_DOCS}/latex/l2tabu-spanish/l2tabues.pdf`,
		input: () => packageUpload(TEXLIVE, `${TEXLIVE_DOCS}/latex/l2tabu-spanish/l2tabues.pdf`),
	},
	{
		name: 'lo-macro',
		kind: 'help page by URL',
		title: 'Grabar una macro en LibreOffice',
		origin: `${LIBREOFFICE}: ${LIBREOFFICE_HELP}/macro_recording.html`,
		input: () => pageInput(LIBREOFFICE, `${LIBREOFFICE_HELP}/macro_recording.html`, `${HELP_URL}/macro_recording.html`),
	},
	{
		name: 'lo-ms-user',
		kind: 'help page by URL',
		title: 'Microsoft Office y LibreOffice',
		origin: `${LIBREOFFICE}: ${LIBREOFFICE_HELP}/ms_user.html`,
		input: () => pageInput(LIBREOFFICE, `${LIBREOFFICE_HELP}/ms_user.html`, `${HELP_URL}/ms_user.html`),
	},
	{
		name: 'lyx-intro',
		kind: 'pasted text',
		title: 'Introducción a LyX',
		origin: `${LYX}: ${LYX_DOCS}/Intro.lyx (as text)`,
		input: async () => pastedLyx('Intro.lyx'),
	},
	{
		name: 'lyx-tutorial',
		kind: 'DOCX',
		title: 'Tutorial de LyX',
		origin: `${LYX}: ${LYX_DOCS}/Tutorial.lyx (as DOCX)`,
		input: () => lyxDocx('Tutorial.lyx'),
	},
	{
		name: 'texlive-guide',
		kind: 'PPTX',
		title: 'La guía de TeX Live',
		origin: `${TEXLIVE}: ${TEXLIVE_DOCS}/texlive/texlive-es/texlive-es.html (as slides)`,
		input: () => texLiveSlides(`${TEXLIVE_DOCS}/texlive/texlive-es/texlive-es.html`, 20),
	},
	{
		name: 'users-groups-en',
		kind: 'English HTML page → castellano',
		title: 'Usuarios y grupos en Debian',
		origin: `base-passwd: ${ENGLISH_DOC} (read from this machine, in English)`,
		input: async () => ({
			name: 'users-and-groups.html',
			clean: extractArticle(fs.readFileSync(ENGLISH_DOC, 'utf8'), `file://${ENGLISH_DOC}`).source,
		}),
		missing: () => (fs.existsSync(ENGLISH_DOC) ? null : `${ENGLISH_DOC} no está en esta máquina (paquete base-passwd)`),
	},
]
