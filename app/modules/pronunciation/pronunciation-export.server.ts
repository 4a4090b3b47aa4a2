import { entriesToCsv } from './csv-format.ts'
import { entriesToPls } from './pls-format.ts'
import { listPronunciations } from './pronunciation-entries.server.ts'
import type { PronunciationFormat } from './pronunciation-schemas.ts'

const files = {
	pls: { fileName: 'pronunciacion.pls', contentType: 'application/pls+xml; charset=utf-8', write: entriesToPls },
	csv: { fileName: 'pronunciacion.csv', contentType: 'text/csv; charset=utf-8', write: entriesToCsv },
} as const

/** The user's whole dictionary as a file to download: a W3C PLS lexicon or a CSV, as the import reads them back. */
export async function exportPronunciations(userId: string, format: PronunciationFormat) {
	const { fileName, contentType, write } = files[format]
	return { fileName, contentType, body: write(await listPronunciations(userId)) }
}
