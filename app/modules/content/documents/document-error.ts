import {
	type DocumentProblem,
	type DocumentProblemCode,
	documentTooLarge,
	unsupportedDocument,
} from '#app/modules/content/documents/document-rules.ts'

/** The Spanish title and sentence for each way reading a document can fail; «name» is the file's name if known. */
export function documentProblem(code: DocumentProblemCode, name?: string): DocumentProblem {
	const quoted = name ? ` «${name}»` : ''
	switch (code) {
		case 'unsupported':
			return { ...unsupportedDocument }
		case 'too_large':
			return { ...documentTooLarge }
		case 'bad_archive':
			return {
				code,
				title: 'Documento no válido',
				message: 'El documento está dañado o es demasiado grande una vez descomprimido.',
			}
		case 'protected':
			return {
				code,
				title: 'Documento protegido',
				message: `El documento${quoted} está protegido con contraseña. Quita la contraseña y vuelve a subirlo.`,
			}
		case 'empty':
			return {
				code,
				title: 'Documento sin texto',
				message: `No encontramos texto en el documento${quoted}. Si es un escaneo, sube una versión con texto seleccionable.`,
			}
		case 'unreadable':
			return { code, title: 'No se pudo leer el documento', message: `No se pudo leer el documento${quoted}.` }
	}
}

/** A document that cannot be turned into text; `problem` is what the user sees, `cause` the library's error. */
export class DocumentError extends Error {
	readonly problem: DocumentProblem

	constructor(code: DocumentProblemCode, options: { name?: string; cause?: unknown } = {}) {
		const problem = documentProblem(code, options.name)
		super(problem.message, { cause: options.cause })
		this.name = 'DocumentError'
		this.problem = problem
	}

	get code() {
		return this.problem.code
	}
}
