import {
	type DocumentProblem,
	type DocumentProblemCode,
	documentErrorCode,
} from '#app/modules/content/documents/document-rules.ts'

/** The problem to show for each way reading a document can fail, naming the file when its name is known. */
export function documentProblem(reason: DocumentProblemCode, name?: string): DocumentProblem {
	return name ? { code: documentErrorCode[reason], params: { name } } : { code: documentErrorCode[reason] }
}

/** A document that cannot be turned into text; `problem` is what the user sees, `cause` the library's error. */
export class DocumentError extends Error {
	readonly reason: DocumentProblemCode
	readonly problem: DocumentProblem

	constructor(reason: DocumentProblemCode, options: { name?: string; cause?: unknown } = {}) {
		super(`Documento no legible (${reason})${options.name ? `: ${options.name}` : ''}`, { cause: options.cause })
		this.name = 'DocumentError'
		this.reason = reason
		this.problem = documentProblem(reason, options.name)
	}

	get code() {
		return this.reason
	}
}
