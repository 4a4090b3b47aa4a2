import fs from 'node:fs'
import { localStorage } from '#app/integrations/storage/local-storage.server.ts'
import { localStorageRoot, storageFor } from '#app/integrations/storage/storage.server.ts'
import { parseEnv } from '#app/utils/env.server.ts'
import { type CopyReport, copyStorage } from './copy-storage.server.ts'

/** What the bucket needs; STORAGE_DRIVER may still say local while the files are copied. */
const BUCKET_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/** A progress line every this many files, so a storage of thousands of cached lines does not flood the terminal. */
const PROGRESS_EVERY = 200

/**
 * `npm run storage:migrate`: copies <DATA_DIR>/storage into the bucket of the S3_* variables, before the nodes switch to
 * STORAGE_DRIVER=s3 (ADR 0046). Run it again after an interruption, or just before the switch to pick up what was
 * written meanwhile: it copies only what the bucket lacks. Prints what it did, in Spanish, through `print`; resolves
 * with the exit code (1 when a file could not be copied, naming it). The local files stay where they are.
 */
export async function migrateLocalStorageToBucket(source: Record<string, string | undefined>, print: (line: string) => void) {
	const missing = BUCKET_VARIABLES.filter((name) => !source[name])
	if (missing.length > 0) {
		print(
			`[storage] Faltan las variables del bucket de destino: ${missing.join(', ')}. Defínelas en .env o en el entorno (STORAGE_DRIVER puede seguir en local mientras copias).`,
		)
		return 1
	}
	const env = parseEnv({ ...source, STORAGE_DRIVER: 's3' })
	const root = localStorageRoot(env)
	if (!fs.existsSync(root)) {
		print(`[storage] No existe la carpeta de ficheros locales ${root}: revisa DATA_DIR.`)
		return 1
	}
	const bucket = storageFor(env)
	const where = `${env.S3_BUCKET} (${env.S3_ENDPOINT})`
	const answers = await bucket.ping().catch((error: Error) => {
		print(`[storage] El bucket ${where} no responde: ${error.message}`)
		return null
	})
	if (answers === null) return 1
	if (!answers) {
		print(`[storage] El bucket ${where} no existe: créalo (privado) antes de copiar.`)
		return 1
	}

	print(`[storage] Copiando ${root} al bucket ${where}…`)
	const report = await copyStorage({
		from: localStorage(root),
		to: bucket,
		onFile({ key, outcome, done, report }) {
			if (outcome === 'failed') print(`[storage] No se pudo copiar ${key}: ${report.failed.at(-1)?.error}`)
			if (done % PROGRESS_EVERY === 0) print(`[storage] ${done} de ${report.total} ficheros revisados…`)
		},
	})
	for (const line of summary(report, root)) print(line)
	return report.failed.length > 0 ? 1 : 0
}

function summary(report: CopyReport, root: string) {
	const count = (value: number) => value.toLocaleString('es-ES')
	const lines = [
		`[storage] Copia terminada: ${count(report.total)} ficheros locales; ${count(report.copied)} copiados (${count(report.bytes)} bytes, ${megabytes(report.bytes)}), ${count(report.skipped)} ya estaban en el bucket, ${count(report.failed.length)} fallidos.`,
	]
	if (report.gone > 0)
		lines.push(`[storage] ${count(report.gone)} ficheros se borraron mientras se copiaba: no hacía falta copiarlos.`)
	if (report.failed.length > 0) {
		lines.push(`[storage] Estos ficheros no se copiaron (vuelve a ejecutar npm run storage:migrate: copiará solo lo que falte):`)
		for (const { key, error } of report.failed) lines.push(`  - ${key}: ${error}`)
	}
	lines.push(
		`[storage] Los ficheros locales siguen en ${root}: no se ha borrado nada. Bórralos tú cuando todos los nodos funcionen con STORAGE_DRIVER=s3.`,
	)
	return lines
}

function megabytes(bytes: number) {
	return `${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`
}
