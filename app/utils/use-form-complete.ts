import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Whether a form holds what it needs before its submit button is enabled. Read from the form itself, not from
 * keystrokes, so what a visitor typed before the JavaScript loaded counts too, and in a layout effect, so there is
 * no moment after hydration when a filled form shows a disabled button. Without JavaScript it is always true (the
 * browser and the server validate). Spread `formProps` on the <form>; `resetKey` re-reads it (e.g. after a reset).
 */
export function useFormComplete(isComplete: (data: FormData) => boolean, resetKey?: unknown) {
	const hydrated = useHydrated()
	const ref = useRef<HTMLFormElement>(null)
	const [complete, setComplete] = useState(false)
	const check = useRef(isComplete)
	check.current = isComplete
	const read = useCallback(() => {
		if (ref.current) setComplete(check.current(new FormData(ref.current)))
	}, [])
	// resetKey is the trigger to read the form again
	useIsomorphicLayoutEffect(read, [read, resetKey])
	return { complete: !hydrated || complete, formProps: { ref, onInput: read, onChange: read } }
}

/** A text field with something other than spaces. */
export function filled(data: FormData, name: string) {
	return String(data.get(name) ?? '').trim() !== ''
}
