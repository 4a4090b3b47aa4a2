import { expect, test } from 'vitest'
import { readEpisodeForm } from '#app/modules/episodes/episode-uploads.server.ts'
import { readSettingsForm } from '#app/modules/settings/settings.server.ts'

// The episode form and the settings form read a plain or a multipart body: one they cannot read is a 400 in Spanish
// (the error page), never a server error, whatever the letter case of its content type.
const readers = { 'the episode form': readEpisodeForm, 'the settings form': readSettingsForm }

const unreadable: Array<[string, string]> = [
	['Multipart/form-data; boundary=a', 'basura que no es un formulario'],
	['MULTIPART/FORM-DATA; boundary=a', '--a\r\nroto\r\n\r\nvalor\r\n--a--'],
	['text/plain', 'podcastName=Ondas'],
	['application/json', '{"podcastName":"Ondas"}'],
]

const post = (contentType: string, body: string) =>
	new Request('http://localhost/create-episode', { method: 'POST', body, headers: { 'Content-Type': contentType } })

for (const [name, read] of Object.entries(readers)) {
	test.each(unreadable)(`${name}: a %s body it cannot read is a 400 in Spanish`, async (contentType, body) => {
		const thrown = await read(post(contentType, body)).then(
			() => null,
			(error: unknown) => error,
		)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).status).toBe(400)
		expect(await (thrown as Response).text()).toMatch(/^Formulario no válido/)
	})

	test(`${name}: a plain form is still read`, async () => {
		const read_ = await read(post('application/x-www-form-urlencoded', 'podcastName=Ondas'))
		const formData = read_ instanceof FormData ? read_ : 'formData' in read_ ? read_.formData : null
		expect(formData?.get('podcastName')).toBe('Ondas')
	})
}
