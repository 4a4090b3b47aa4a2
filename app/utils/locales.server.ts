import fs from 'node:fs'
import path from 'node:path'
import { createInstance, type TFunction } from 'i18next'
import { i18nConfig, type Language, namespaces, supportedLanguages } from './i18n.ts'
import { singleton } from './singleton.server.ts'

export type Resources = Record<Language, Record<string, Record<string, unknown>>>

/** Reads locales/<lng>/<ns>.json once per process (the Remix server and the worker share it). */
export function getResources(): Resources {
	return singleton('locale-resources', () => {
		const root = path.resolve('locales')
		const resources = {} as Resources
		for (const lng of supportedLanguages) {
			resources[lng] = {}
			for (const ns of namespaces) {
				const file = path.join(root, lng, `${ns}.json`)
				if (fs.existsSync(file)) resources[lng][ns] = JSON.parse(fs.readFileSync(file, 'utf8'))
			}
		}
		return resources
	})
}

/** A translation function outside of a request (jobs, e-mails). */
export async function getFixedT(lng: Language, ns: string): Promise<TFunction> {
	const instance = createInstance()
	await instance.init({ ...i18nConfig, lng, ns: [...namespaces], resources: getResources() })
	return instance.getFixedT(lng, ns)
}
