/**
 * Packages only jobs need, each with why: a web process never loads them at start-up nor to serve a page or an API
 * call (issue 27, goal 4: each web process ≤ 200 MB idle). Their importers load them where they are used (an
 * `await import()` at the point of use, or an integration's sdk.server.ts, ADR 0040), so a web process pays for one
 * only when a request truly needs it (a picture or a document uploaded, a page fetched to estimate a length).
 * tests/integration/web-process-modules.test.ts checks the list against what a real web process loads.
 */
export const JOB_ONLY_PACKAGES = [
	{ name: 'sharp', why: 'covers, show artwork and thumbnails (libvips, ~24 MB); the web only on a picture upload' },
	{ name: 'pdf-parse', why: 'PDF text (pdf.js and a canvas, ~37 MB); the web only when a document comes' },
	{ name: 'pdfjs-dist', why: "pdf-parse's engine" },
	{ name: '@napi-rs/canvas', why: "pdf.js's native canvas" },
	{ name: 'mammoth', why: 'DOCX text' },
	{ name: 'officeparser', why: 'PPTX text' },
	{ name: 'word-extractor', why: 'DOC text' },
	{ name: 'cfb', why: 'the OLE container of DOC and PPT' },
	{ name: 'yauzl', why: 'the zip container of DOCX and PPTX' },
	{ name: 'linkedom', why: 'the DOM of fetched pages, DOCX HTML and feed descriptions' },
	{ name: '@mozilla/readability', why: 'the article in a fetched page' },
	{ name: 'nodemailer', why: 'sending mail: the e-mail job; the web only queues it' },
	{ name: 'espeak-ng', why: 'local speech (WASM): the audio jobs' },
	{ name: 'sherpa-onnx-node', why: 'neural voices: the audio jobs' },
	{ name: '@ffmpeg-installer/ffmpeg', why: 'audio and video assembly' },
	{ name: '@ffprobe-installer/ffprobe', why: 'audio and video assembly' },
	{ name: 'openai', why: 'the script writer and cloud voices (OpenAI)' },
	{ name: '@elevenlabs/elevenlabs-js', why: 'cloud voices (ElevenLabs, ~50 MB of heap)' },
	{ name: '@googleapis/youtube', why: 'YouTube uploads' },
	{ name: 'google-auth-library', why: 'YouTube uploads (and the web only when an account is connected)' },
] as const

/** The npm package a module URL belongs to (the innermost node_modules folder), or null for our own code. */
export function packageOfModule(url: string) {
	const at = url.lastIndexOf('/node_modules/')
	if (at < 0) return null
	const [first = '', second = ''] = url.slice(at + '/node_modules/'.length).split('/')
	return first.startsWith('@') ? `${first}/${second}` : first
}
