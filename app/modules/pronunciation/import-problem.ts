/**
 * Why an import file was refused (nothing of it is kept). Each code has a sentence in locales/<lng>/app.json
 * (`settings.pronunciation.importProblems.<code>`), with the values below where it names a line or an entry.
 */
type ImportProblemCode =
	| 'missing'
	| 'tooBig'
	| 'notText'
	| 'notPls'
	| 'badXml'
	| 'badCsv'
	| 'csvHeader'
	| 'noEntries'
	| 'noGrapheme'
	| 'noAlias'
	| 'invalidEntry'
	| 'overLimit'

export type ImportProblem = {
	code: ImportProblemCode
	/** the file's line (1-based) the problem is on */
	line?: number
	/** the entry's written form */
	written?: string
	/** invalidEntry: the field's own message (a key of `settings.pronunciation.errors`) */
	reason?: string
	/** badXml: what breaks the XML, in Spanish (the reader's words) */
	detail?: string
	/** overLimit: the plan's limit and how many entries the import would leave */
	limit?: number
	total?: number
}

/** An import refused: the file is not a dictionary this app reads, or it would pass the plan's limit. */
export class PronunciationImportError extends Error {
	override name = 'PronunciationImportError'
	readonly problem: ImportProblem
	constructor(problem: ImportProblem) {
		super(`Importación rechazada: ${problem.code}${problem.line ? ` (línea ${problem.line})` : ''}`)
		this.problem = problem
	}
}
