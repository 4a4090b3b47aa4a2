import fs from 'node:fs'
import path from 'node:path'
import { createInstance, type i18n, type TFunction } from 'i18next'
import { i18nConfig, type Language, namespaces, supportedLanguages } from './i18n.ts'
import { singleton } from './singleton.server.ts'
import { rememberTranslations } from './translation-cache.server.ts'

type Resources = Record<Language, Record<string, Record<string, unknown>>>

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

/**
 * One i18next instance per process, initialised synchronously with every language and namespace. Requests and
 * jobs take fixed translation functions or cheap clones from it instead of building an instance each time.
 */
export function getServerI18n(): i18n {
	return singleton('server-i18n', () => {
		const instance = createInstance()
		void instance.init({
			...i18nConfig,
			ns: [...namespaces],
			resources: getResources(),
			initImmediate: false,
		})
		return instance
	})
}

/**
 * A translation function for a language and namespace (loaders, jobs, e-mails); it remembers the texts it works out
 * (translation-cache.server.ts). Pages render with translator.ts.
 */
export function getFixedT(lng: Language, ns: string): TFunction {
	return singleton('remembering-i18n', () =>
		rememberTranslations(getServerI18n().cloneInstance({ initImmediate: false })),
	).getFixedT(lng, ns)
}
