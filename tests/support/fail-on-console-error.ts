import { format } from 'node:util'
import { afterAll, afterEach } from 'vitest'

// A console.error during a test fails it: it means something went wrong that the test did not look at. A test that
// expects one says so and checks it: `const logged = vi.spyOn(console, 'error').mockImplementation(() => {})`, then
// `expect(logged).toHaveBeenCalledWith(...)` (the spy takes the calls, so they are not counted here).
const original = console.error
let logged: string[] = []
console.error = (...args: unknown[]) => {
	logged.push(format(...args).split('\n')[0]!)
	original(...args)
}

function takeLogged() {
	const calls = logged
	logged = []
	return calls
}

afterEach(() => {
	const calls = takeLogged()
	if (calls.length > 0) {
		throw new Error(`console.error was called during this test (expect it with vi.spyOn if it should be):\n${calls.join('\n')}`)
	}
})

afterAll(() => {
	const calls = takeLogged()
	if (calls.length > 0) throw new Error(`console.error was called outside the tests of this file:\n${calls.join('\n')}`)
})
