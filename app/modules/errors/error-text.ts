import type { Translate } from '#app/utils/translator.ts'
import { type CodedError, isDocumentErrorCode } from './error-codes.ts'

/**
 * The text of a coded error, with `t` bound to the `errors` namespace (useTranslation('errors') in components,
 * getFixedT(lng, 'errors') on the server). Document errors have a `title` and a `message` part. Without parameters
 * the `_bare` variant of a text is used when there is one (a document whose name is unknown, an HTTP error without
 * its status).
 */
export function errorText(t: Translate, error: CodedError, part?: 'title' | 'message') {
	const params = error.params ?? {}
	const key = part ? `${error.code}.${part}` : error.code
	return t(key, { ...params, context: Object.keys(params).length > 0 ? undefined : 'bare' }) as string
}

/** A source that could not be read, as one line: 'Título: frase.' for a document, the sentence for an address. */
export function sourceWarningText(t: Translate, error: CodedError) {
	if (!isDocumentErrorCode(error.code)) return errorText(t, error)
	return `${errorText(t, error, 'title')}: ${errorText(t, error, 'message')}`
}
