import type { Language } from '#app/utils/i18n.ts'
import { getFixedT } from '#app/utils/locales.server.ts'
import type { CodedError } from './error-codes.ts'
import { errorText, sourceWarningText } from './error-text.ts'

/** A coded error's text in a language, outside React (e-mails, API answers, tests). */
export function errorTextIn(lng: Language, error: CodedError, part?: 'title' | 'message') {
	return errorText(getFixedT(lng, 'errors'), error, part)
}

/** A source warning's line in a language (see sourceWarningText). */
export function sourceWarningTextIn(lng: Language, error: CodedError) {
	return sourceWarningText(getFixedT(lng, 'errors'), error)
}
