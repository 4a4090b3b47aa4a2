import sharp from 'sharp'
import { expect, test } from 'vitest'
import { issueApiToken } from '#app/modules/api/api-tokens.server.ts'
import { MAX_DOCUMENT_BYTES } from '#app/modules/content/documents/document-rules.ts'
import { keptDocuments } from '#app/modules/episodes/episode-uploads.server.ts'
import { purgeOrphanUploads } from '#app/modules/episodes/orphan-uploads.server.ts'
import { AVATAR_MAX_BYTES } from '#app/modules/settings/settings-limits.ts'
import { action as uploadFiles } from '#app/routes/api.files.upload.ts'
import { action as putObject } from '#app/routes/api.objects.$token.ts'
import { action as createUploadUrl } from '#app/routes/api.objects.upload.ts'
import { loader as getSettings } from '#app/routes/api.settings.ts'
import { action as setAvatar } from '#app/routes/api.user.avatar.ts'
import { loader as avatarFile } from '#app/routes/avatars.$userId.$file.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { callApi } from '#tests/support/api-call.ts'

// The API's uploads: the object pair (an upload address on this server, then PUT) for the avatar, and documents for
// an episode, with the pages' checks and caps.

async function newUser() {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es` } })
	const { token } = await issueApiToken(user.id, 'Prueba')
	return { id: user.id, token }
}

const photo = () =>
	sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
		.jpeg()
		.toBuffer()

async function uploadUrl(token: string) {
	const answer = await callApi(createUploadUrl, '/api/objects/upload', { method: 'POST', token })
	expect(answer.status).toBe(200)
	return answer.body.uploadURL as string
}

/** PUT to an upload address, as a client does: the address is all it needs. */
function put(uploadURL: string, body: BodyInit, contentType = 'image/jpeg') {
	const path = new URL(uploadURL).pathname
	return callApi(putObject, path, {
		method: 'PUT',
		body,
		headers: { 'Content-Type': contentType },
		params: { token: path.split('/').pop()! },
	})
}

const avatar = (token: string, avatarURL: unknown) =>
	callApi(setAvatar, '/api/user/avatar', { method: 'PUT', token, json: { avatarURL } })

test('an upload address needs a token; it is on this server, short-lived, and takes one image once', async () => {
	expect(await callApi(createUploadUrl, '/api/objects/upload', { method: 'POST' })).toMatchObject({
		status: 401,
		body: { code: 'API_AUTH_REQUIRED' },
	})
	expect(await callApi(createUploadUrl, '/api/objects/upload', { method: 'POST', token: 'onda_x' })).toMatchObject({
		status: 401,
	})
	const user = await newUser()
	const answer = await callApi(createUploadUrl, '/api/objects/upload', { method: 'POST', token: user.token })
	expect(answer.body.uploadURL).toMatch(/^http:\/\/localhost\/api\/objects\/[\w-]+\.[\w-]+$/)
	const minutes = (Date.parse(answer.body.expiresAt) - Date.now()) / 60_000
	expect(minutes).toBeGreaterThan(14)
	expect(minutes).toBeLessThanOrEqual(15)

	const uploadURL = answer.body.uploadURL as string
	expect(await put(uploadURL, 'un PDF', 'application/pdf')).toMatchObject({ status: 415, body: { code: 'API_IMAGE_INVALID' } })
	expect(await put(uploadURL, new Uint8Array(AVATAR_MAX_BYTES + 1))).toMatchObject({
		status: 413,
		body: { code: 'API_IMAGE_TOO_LARGE' },
	})
	const stored = await put(uploadURL, await photo())
	expect(stored).toMatchObject({ status: 201, body: { objectPath: expect.stringMatching(/^\/objects\/[0-9a-f-]{36}$/) } })
	// one use: the same address again, or one whose signature was altered, makes nothing
	expect(await put(uploadURL, await photo())).toMatchObject({ status: 404, body: { code: 'API_UPLOAD_URL_INVALID' } })
	const forged = `${uploadURL.slice(0, -3)}abc`
	expect(await put(forged, await photo())).toMatchObject({ status: 404, body: { code: 'API_UPLOAD_URL_INVALID' } })
})

test('an uploaded image becomes the avatar, 256x256 at its address; only the uploader may use it', async () => {
	const user = await newUser()
	const stranger = await newUser()
	const uploadURL = await uploadUrl(user.token)
	const { objectPath } = (await put(uploadURL, await photo())).body

	expect(await avatar(stranger.token, objectPath)).toMatchObject({ status: 404, body: { code: 'API_OBJECT_NOT_FOUND' } })
	expect((await avatar(stranger.token, uploadURL)).status).toBe(404)
	expect((await avatar(user.token, '/objects/00000000-0000-4000-8000-000000000000')).status).toBe(404)
	expect((await avatar('onda_x', objectPath)).status).toBe(401)
	expect(await avatar(user.token, '')).toMatchObject({ status: 400, body: { fields: { avatarURL: [expect.any(String)] } } })

	const set = await avatar(user.token, objectPath)
	expect(set).toMatchObject({
		status: 200,
		body: { objectPath: expect.stringMatching(/^\/avatars\/[0-9a-f-]{36}\/[0-9a-f]{16}\.webp$/) },
	})
	const [, , userId, file] = (set.body.objectPath as string).split('/')
	const served = (await avatarFile({
		request: new Request(`http://localhost${set.body.objectPath}`),
		params: { userId, file },
		context: { cspNonce: '' },
	})) as Response
	expect(served.headers.get('Content-Type')).toBe('image/webp')
	expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 256, height: 256 })
	const settings = await callApi(getSettings, '/api/settings', { token: user.token })
	expect(settings.body.account.avatarUrl).toBe(set.body.objectPath)

	// the upload address itself names the object too (what some clients send back)
	const again = await avatar(user.token, uploadURL)
	expect(again.status).toBe(200)
	expect(again.body.objectPath).not.toBe(set.body.objectPath)
})

test('bytes that are not a picture are refused as the page refuses them: 415; stale objects are purged', async () => {
	const user = await newUser()
	const { objectPath } = (await put(await uploadUrl(user.token), 'esto no es una imagen', 'image/png')).body
	expect(await avatar(user.token, objectPath)).toMatchObject({ status: 415, body: { code: 'API_IMAGE_INVALID' } })

	const kept = (await put(await uploadUrl(user.token), await photo())).body.objectPath
	await purgeOrphanUploads(new Date(Date.now() + 25 * 60 * 60 * 1000))
	expect(await avatar(user.token, kept)).toMatchObject({ status: 404, body: { code: 'API_OBJECT_NOT_FOUND' } })
})

function documents(...files: File[]) {
	const form = new FormData()
	for (const file of files) form.append('files', file)
	return form
}

const upload = (token: string | undefined, body: BodyInit, headers: Record<string, string> = {}) =>
	callApi(uploadFiles, '/api/files/upload', { method: 'POST', token, body, headers })

test('documents are checked as the creation form checks them; their ids are what the form sends back', async () => {
	const user = await newUser()
	const stranger = await newUser()
	expect((await upload(undefined, documents(new File(['hola'], 'nota.txt')))).status).toBe(401)
	expect((await upload('onda_x', documents(new File(['hola'], 'nota.txt')))).status).toBe(401)

	const accepted = await upload(user.token, documents(new File(['Notas con acentos: ñandú'], 'notas.txt')))
	expect(accepted).toMatchObject({
		status: 201,
		body: { files: [{ id: expect.any(String), name: 'notas.txt', size: 26, type: 'txt' }] },
	})
	const ids = (accepted.body.files as { id: string }[]).map((file) => file.id)
	expect(await keptDocuments(user.id, ids)).toEqual([expect.objectContaining({ name: 'notas.txt', size: 26 })])
	expect(await keptDocuments(stranger.id, ids)).toEqual([])

	const png = await photo()
	const mixed = await upload(user.token, documents(new File(['Más notas'], 'otra.txt'), new File([png], 'foto.pdf')), {
		'Accept-Language': 'en',
	})
	expect(mixed).toMatchObject({
		status: 415,
		body: {
			code: 'DOCUMENT_UNSUPPORTED',
			files: [{ name: 'otra.txt', type: 'txt' }],
			rejected: [
				{ name: 'foto.pdf', code: 'DOCUMENT_UNSUPPORTED', error: 'File not supported: Use PDF, DOC, DOCX, PPT, PPTX or TXT.' },
			],
		},
	})
	expect(await keptDocuments(user.id, [mixed.body.files[0].id])).toHaveLength(1)

	const big = await upload(user.token, documents(new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'enorme.pdf')))
	expect(big).toMatchObject({
		status: 413,
		body: { code: 'DOCUMENT_TOO_LARGE', error: 'Archivo muy grande: El archivo supera el límite de 10 MB.', files: [] },
	})
	const eleven = Array.from({ length: 11 }, (_, index) => new File([`Documento ${index}`], `doc-${index}.txt`))
	const many = await upload(user.token, documents(...eleven))
	expect(many).toMatchObject({ status: 413, body: { code: 'DOCUMENT_TOO_MANY', rejected: [{ name: 'doc-10.txt' }] } })
	expect(many.body.files).toHaveLength(10)

	expect(await upload(user.token, new FormData())).toMatchObject({
		status: 400,
		body: { code: 'API_NO_FILES', fields: { files: [expect.any(String)] } },
	})
	const json = await callApi(uploadFiles, '/api/files/upload', { method: 'POST', token: user.token, json: { files: [] } })
	expect(json).toMatchObject({ status: 400, body: { code: 'API_NO_FILES' } })
	const broken = await upload(user.token, '--x\r\nbasura', { 'Content-Type': 'multipart/form-data; boundary=x' })
	expect(broken).toMatchObject({ status: 400, body: { code: 'API_BAD_REQUEST' } })
})
