import fs from 'node:fs/promises'

/**
 * Just enough of the protobuf wire format to read and add an ONNX model's metadata (ModelProto.metadata_props,
 * field 14) without a protobuf library and without reading the weights: a Piper voice is 20-120 MB, and its
 * metadata are a few top-level fields after the graph. Also the encoder the tests build a tiny model with.
 */

const WIRE_VARINT = 0
const WIRE_FIXED64 = 1
const WIRE_LENGTH = 2
const WIRE_FIXED32 = 5

/** ModelProto's field numbers (onnx.proto3). */
const MODEL_GRAPH = 7
const MODEL_METADATA_PROPS = 14

export class OnnxFileError extends Error {
	override name = 'OnnxFileError'
}

// ---- encoding -------------------------------------------------------------------------------------------------------

function varint(value: number | bigint): Buffer {
	let rest = BigInt.asUintN(64, BigInt(value))
	const bytes: number[] = []
	do {
		let byte = Number(rest & 0x7fn)
		rest >>= 7n
		if (rest > 0n) byte |= 0x80
		bytes.push(byte)
	} while (rest > 0n)
	return Buffer.from(bytes)
}

const tag = (field: number, wire: number) => varint(field * 8 + wire)

/** A varint field (int32, int64, enum, bool). */
export function intField(field: number, value: number | bigint) {
	return Buffer.concat([tag(field, WIRE_VARINT), varint(value)])
}

/** A length-delimited field: a string, bytes, an embedded message or a packed repeated field. */
export function bytesField(field: number, value: string | Buffer) {
	const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value
	return Buffer.concat([tag(field, WIRE_LENGTH), varint(bytes.length), bytes])
}

export function message(...fields: Buffer[]) {
	return Buffer.concat(fields)
}

/**
 * ModelProto.metadata_props entries (StringStringEntryProto: key 1, value 2). Repeated fields of a message may
 * come anywhere in it, so appending these bytes to a serialised model adds the entries without touching the rest.
 */
export function metadataPropsBytes(entries: Record<string, string | number>) {
	return Buffer.concat(
		Object.entries(entries).map(([key, value]) =>
			bytesField(MODEL_METADATA_PROPS, message(bytesField(1, key), bytesField(2, String(value)))),
		),
	)
}

// ---- decoding -------------------------------------------------------------------------------------------------------

/** Reads a varint at `offset` of `bytes`: its value and the offset after it, or null when `bytes` end inside it. */
function readVarint(bytes: Uint8Array, offset: number): { value: bigint; next: number } | null {
	let value = 0n
	let shift = 0n
	for (let at = offset; at < bytes.length && shift < 70n; at++) {
		const byte = bytes[at] as number
		value |= BigInt(byte & 0x7f) << shift
		if ((byte & 0x80) === 0) return { value, next: at + 1 }
		shift += 7n
	}
	return null
}

type Field = { field: number; wire: number; start: number; length: number }

/** The fields of a message held in memory (an entry of metadata_props). */
function fieldsOf(bytes: Uint8Array): Field[] {
	const fields: Field[] = []
	let offset = 0
	while (offset < bytes.length) {
		const key = readVarint(bytes, offset)
		if (!key) throw new OnnxFileError('protobuf cortado')
		const field = Number(key.value >> 3n)
		const wire = Number(key.value & 7n)
		offset = key.next
		if (wire === WIRE_LENGTH) {
			const length = readVarint(bytes, offset)
			if (!length) throw new OnnxFileError('protobuf cortado')
			fields.push({ field, wire, start: length.next, length: Number(length.value) })
			offset = length.next + Number(length.value)
		} else if (wire === WIRE_VARINT) {
			const value = readVarint(bytes, offset)
			if (!value) throw new OnnxFileError('protobuf cortado')
			offset = value.next
		} else if (wire === WIRE_FIXED64) offset += 8
		else if (wire === WIRE_FIXED32) offset += 4
		else throw new OnnxFileError(`tipo de campo protobuf desconocido (${wire})`)
		if (offset > bytes.length) throw new OnnxFileError('protobuf cortado')
	}
	return fields
}

export type OnnxSummary = {
	/** metadata_props, as the model's exporter (or sherpa-onnx's scripts) wrote them */
	metadata: Record<string, string>
	/** whether the model has a graph at all (a truncated download or another file renamed .onnx has none) */
	hasGraph: boolean
}

/**
 * The metadata of the ONNX model in `file`, reading only the top-level fields' keys and lengths (a few reads of
 * 16 bytes) and the metadata entries themselves; the graph and the weights are skipped. Throws OnnxFileError
 * when the file is not a whole ONNX model.
 */
export async function readOnnxSummary(file: string): Promise<OnnxSummary> {
	const handle = await fs.open(file, 'r')
	try {
		const { size } = await handle.stat()
		const head = Buffer.alloc(20)
		const metadata: Record<string, string> = {}
		let hasGraph = false
		let offset = 0
		while (offset < size) {
			const { bytesRead } = await handle.read(head, 0, head.length, offset)
			const window = head.subarray(0, bytesRead)
			const key = readVarint(window, 0)
			if (!key || key.value === 0n) throw new OnnxFileError('no es un modelo ONNX (cabecera protobuf no válida)')
			const field = Number(key.value >> 3n)
			const wire = Number(key.value & 7n)
			let next: number
			if (wire === WIRE_VARINT) {
				const value = readVarint(window, key.next)
				if (!value) throw new OnnxFileError('no es un modelo ONNX (campo cortado)')
				next = offset + value.next
			} else if (wire === WIRE_LENGTH) {
				const length = readVarint(window, key.next)
				if (!length) throw new OnnxFileError('no es un modelo ONNX (campo cortado)')
				const start = offset + length.next
				next = start + Number(length.value)
				if (next > size) throw new OnnxFileError('el fichero .onnx está incompleto (¿descarga cortada?)')
				if (field === MODEL_GRAPH) hasGraph = true
				if (field === MODEL_METADATA_PROPS) {
					const entry = Buffer.alloc(Number(length.value))
					await handle.read(entry, 0, entry.length, start)
					const parts = fieldsOf(entry)
					const text = (number: number) => {
						const part = parts.find((candidate) => candidate.field === number && candidate.wire === WIRE_LENGTH)
						return part ? entry.subarray(part.start, part.start + part.length).toString('utf8') : ''
					}
					metadata[text(1)] = text(2)
				}
			} else if (wire === WIRE_FIXED64) next = offset + key.next + 8
			else if (wire === WIRE_FIXED32) next = offset + key.next + 4
			else throw new OnnxFileError(`no es un modelo ONNX (tipo de campo ${wire})`)
			offset = next
		}
		if (offset !== size) throw new OnnxFileError('el fichero .onnx está incompleto (¿descarga cortada?)')
		return { metadata, hasGraph }
	} finally {
		await handle.close()
	}
}
