import type { SubmissionResult } from '@conform-to/react'
import { useState } from 'react'

/**
 * A form validated by the server only, shown from its action's conform answer (`submission.reply()`) without
 * conform's client (~10 KB gzip): the page's own fields, ids and errors as conform would give them, the typed values
 * back as default values (a page rendered without JavaScript), and a fresh form after a `reply({ resetForm: true })`.
 * For pages whose weight matters more than checking before the round trip (docs/decisions/0009-landing-page-weight.md).
 */
export function useServerForm(
	id: string,
	lastResult: SubmissionResult<string[]> | undefined,
	/** the fields' values before any answer (and after a reset), e.g. the saved settings */
	defaults: Record<string, string | undefined> = {},
) {
	// a reset answer remounts the fields (their `key`), once per answer
	const [answer, setAnswer] = useState(lastResult)
	const [generation, setGeneration] = useState(0)
	if (lastResult !== answer) {
		setAnswer(lastResult)
		if (lastResult?.initialValue === null) setGeneration((count) => count + 1)
	}
	const values = lastResult?.initialValue ?? defaults
	const errors = lastResult?.error ?? {}
	return {
		/** spread on the <form>: the server checks, so the browser's own checks do not stand in the way (as with conform) */
		formProps: { id, noValidate: true },
		formErrors: errors[''] ?? undefined,
		/** put on each field: it changes when the server's answer resets the form */
		resetKey: generation,
		/** a text input's props and its errors (i18n keys) */
		input(name: string, type: 'text' | 'email' | 'password' | 'url' = 'text') {
			const value = values[name]
			return {
				errors: errors[name] ?? undefined,
				inputProps: {
					id: `${id}-${name}`,
					name,
					type,
					defaultValue: typeof value === 'string' ? value : undefined,
				},
			}
		},
		/** a checkbox's props and its errors */
		checkbox(name: string) {
			return {
				errors: errors[name] ?? undefined,
				inputProps: {
					id: `${id}-${name}`,
					name,
					type: 'checkbox',
					value: 'on',
					defaultChecked: values[name] === 'on',
				},
			}
		},
	}
}
