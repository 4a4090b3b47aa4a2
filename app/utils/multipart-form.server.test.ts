import { unstable_createMemoryUploadHandler } from '@remix-run/node'
import { expect, test } from 'vitest'
import { parseMultipartForm } from './multipart-form.server.ts'

const handler = unstable_createMemoryUploadHandler({ maxPartSize: 1000 })

function post(contentType: string, body: string | FormData) {
	const headers = typeof body === 'string' ? { 'content-type': contentType } : undefined
	return new Request('http://localhost/create', { method: 'POST', headers, body })
}

async function status(request: Request) {
	try {
		await parseMultipartForm(request, handler)
		return 200
	} catch (error) {
		return error instanceof Response ? error.status : 500
	}
}

test('a well-formed form is read', async () => {
	const form = new FormData()
	form.set('podcastName', 'Ondas ñ')
	form.set('avatar', new File(['x'], 'a.png'))
	const read = await parseMultipartForm(post('', form), handler)
	expect(read.get('podcastName')).toBe('Ondas ñ')
	expect((read.get('avatar') as File).name).toBe('a.png')
})

test.each([
	['no boundary', 'multipart/form-data', 'x'],
	['the type in capitals', 'Multipart/Form-Data; boundary=xyz', 'x'],
	['a part cut short', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'],
	['a header without colon', 'multipart/form-data; boundary=xyz', '--xyz\r\nroto\r\n\r\nvalue\r\n--xyz--'],
	['a part without name', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data\r\n\r\nv\r\n--xyz--'],
	[
		'a NUL byte in a text field',
		'multipart/form-data; boundary=xyz',
		'--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\na\0b\r\n--xyz--',
	],
])('%s is a 400', async (_case, contentType, body) => {
	expect(await status(post(contentType, body))).toBe(400)
})

test("the handler's own refusals (a part over its size) reach the caller as they are", async () => {
	const form = new FormData()
	form.set('avatar', new File([new Uint8Array(2000)], 'a.png'))
	await expect(parseMultipartForm(post('', form), handler)).rejects.toThrow(/exceeded upload size/)
	// a NUL byte inside a file is the file's business
	const withNul = new FormData()
	withNul.set('avatar', new File([new Uint8Array(10)], 'a.png'))
	expect(await status(post('', withNul))).toBe(200)
})
