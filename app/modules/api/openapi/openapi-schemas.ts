import { z } from 'zod'

export type JsonSchema = { [key: string]: unknown }

const LOCAL_REF = '#/$defs/'
export const COMPONENT_REF = '#/components/schemas/'

/**
 * The JSON Schemas of one OpenAPI document, made by zod 4 (`z.toJSONSchema`, JSON Schema 2020-12 as OpenAPI 3.1
 * takes it). A schema registered with `.meta({ id })` becomes `components/schemas/<id>`, referenced wherever it is
 * used; a request (io 'input') and an answer (io 'output') may see the same registered schema differently (a
 * default, a transform), and then the request's is `<id>Input`.
 */
export class SchemaComponents {
	readonly schemas: Record<string, JsonSchema> = {}

	/** The JSON Schema of `schema` as a request (input) or an answer (output) has it; `owner` names its unnamed parts. */
	convert(schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema {
		const {
			$defs = {},
			$schema: _dialect,
			...root
		} = z.toJSONSchema(schema, { io, unrepresentable }) as JsonSchema & {
			$defs?: Record<string, JsonSchema>
		}
		const names = this.nameDefinitions($defs, io, owner)
		for (const [key, definition] of Object.entries($defs)) {
			const name = names.get(key) as string
			this.schemas[name] ??= withComponentRefs(definition, names) as JsonSchema
		}
		return withComponentRefs(root, names) as JsonSchema
	}

	/**
	 * The component name of each local definition: its id, unless the document already has a different schema under
	 * it (then `<id>Input` / `<id>Output`); an unnamed one (a cycle zod had to break) is named after its owner.
	 * Comparing needs the references already renamed, so this settles in a few rounds.
	 */
	private nameDefinitions(definitions: Record<string, JsonSchema>, io: 'input' | 'output', owner: string) {
		const names = new Map<string, string>()
		let unnamed = 0
		for (const key of Object.keys(definitions)) names.set(key, /^__/.test(key) ? `${owner}Part${++unnamed}` : key)
		for (let round = 0; round < 4; round++) {
			let changed = false
			for (const [key, definition] of Object.entries(definitions)) {
				const name = names.get(key) as string
				const existing = this.schemas[name]
				if (!existing || same(existing, withComponentRefs(definition, names))) continue
				const alternative = `${key}${io === 'input' ? 'Input' : 'Output'}`
				names.set(key, name === alternative ? `${alternative}${round + 2}` : alternative)
				changed = true
			}
			if (!changed) break
		}
		return names
	}
}

/** What JSON Schema cannot say of itself: a date travels as its ISO string; anything else (a custom check) as any value. */
function unrepresentable({ zodSchema }: { zodSchema: z.core.$ZodType }) {
	return zodSchema._zod.def.type === 'date' ? { type: 'string' as const, format: 'date-time' } : ('any' as const)
}

function withComponentRefs(value: unknown, names: Map<string, string>): unknown {
	if (Array.isArray(value)) return value.map((item) => withComponentRefs(item, names))
	if (typeof value !== 'object' || value === null) return value
	return Object.fromEntries(
		Object.entries(value).map(([key, item]) => {
			if (key === '$ref' && typeof item === 'string' && item.startsWith(LOCAL_REF)) {
				const local = item.slice(LOCAL_REF.length)
				return [key, `${COMPONENT_REF}${names.get(local) ?? local}`]
			}
			return [key, withComponentRefs(item, names)]
		}),
	)
}

function same(a: unknown, b: unknown) {
	return JSON.stringify(a) === JSON.stringify(b)
}
