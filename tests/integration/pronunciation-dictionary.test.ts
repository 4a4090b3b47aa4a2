import { expect, test } from 'vitest'
import { probeMedia } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { entriesFromPls } from '#app/modules/pronunciation/pls-format.ts'
import { action as settingsAction, loader as settingsLoader } from '#app/routes/_app.settings.tsx'
import { loader as audioLoader } from '#app/routes/resources.pronunciation.$entryId.audio.tsx'
import { loader as exportLoader } from '#app/routes/resources.pronunciation.export.$format.tsx'
import { prisma } from '#app/utils/db.server.ts'
import { getToast } from '#app/utils/toast.server.ts'
import { cookieFor } from '#tests/support/session-cookie.ts'

// Settings → Pronunciación as a browser without JavaScript uses it: plain forms posted to the settings route, the
// 'Escuchar' and export addresses, against this file's database; each user is who a test says.

const context = { cspNonce: '' }
const TAB = 'http://localhost/settings?tab=pronunciacion'

async function account(planId = 'esencial') {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId } })
	return { id: user.id, cookie: await cookieFor(user.id) }
}

type Answer = { status: number; location: string | null; toast: unknown; data: Record<string, unknown> | null }

async function post(cookie: string, body: URLSearchParams | FormData): Promise<Answer> {
	const request = new Request(TAB, { method: 'POST', headers: { Cookie: cookie }, body })
	const result = await settingsAction({ request, params: {}, context })
	if (result instanceof Response) {
		const toast = await getToast(new Request('http://localhost/', { headers: { Cookie: result.headers.get('Set-Cookie')! } }))
		return { status: result.status, location: result.headers.get('Location'), toast: toast.toast, data: null }
	}
	const { data, init } = result as unknown as { data: Record<string, unknown>; init?: ResponseInit }
	return { status: init?.status ?? 200, location: null, toast: null, data }
}

const save = (cookie: string, fields: Record<string, string>) =>
	post(cookie, new URLSearchParams({ intent: 'save-pronunciation', ...fields }))

function importFile(cookie: string, name: string, content: string) {
	const form = new FormData()
	form.set('intent', 'import-pronunciation')
	form.set('file', new File([content], name))
	return post(cookie, form)
}

async function page(cookie: string, query = '') {
	const data = await settingsLoader({
		request: new Request(`${TAB}${query}`, { headers: { Cookie: cookie } }),
		params: {},
		context,
	})
	if (!('pronunciation' in data) || !data.pronunciation) throw new Error('no pronunciation tab')
	return data.pronunciation
}

const entriesOf = (userId: string) =>
	prisma.pronunciationEntry.findMany({
		where: { userId },
		orderBy: { writtenKey: 'asc' },
		select: { written: true, said: true, caseSensitive: true, ipa: true },
	})

/** What a loader or action threw, when it is the answer (a 404). */
async function thrown(run: () => Promise<unknown>) {
	try {
		await run()
	} catch (error) {
		if (error instanceof Response) return { status: error.status, text: await error.text() }
		throw error
	}
	throw new Error('nothing was thrown')
}

test('an entry is added, refused with the field’s message, edited and deleted with plain forms', async () => {
	const user = await account()
	expect(await save(user.cookie, { written: '  Wifi ', said: 'uaifai' })).toMatchObject({
		status: 302,
		location: '/settings?tab=pronunciacion',
		toast: { type: 'success', title: 'toasts.pronunciationAdded' },
	})
	const missing = await save(user.cookie, { written: 'YouTube' })
	expect(missing.status).toBe(400)
	expect(JSON.stringify(missing.data)).toContain('settings.pronunciation.errors.saidRequired')
	// one entry per written form, whatever its case
	const taken = await save(user.cookie, { written: 'WIFI', said: 'uifi' })
	expect(taken.status).toBe(409)
	expect(JSON.stringify(taken.data)).toContain('settings.pronunciation.errors.taken')

	const [wifi] = (await page(user.cookie)).entries
	expect(wifi).toMatchObject({ written: 'Wifi', said: 'uaifai', caseSensitive: false, ipa: null })
	expect((await page(user.cookie, `&edit=${wifi!.id}`)).editing).toMatchObject({ id: wifi!.id, written: 'Wifi' })
	expect(
		await save(user.cookie, { entryId: wifi!.id, written: 'WiFi', said: 'uai fai', caseSensitive: 'on', ipa: 'ˈwaifai' }),
	).toMatchObject({
		status: 302,
		toast: { title: 'toasts.pronunciationSaved' },
	})
	expect(await entriesOf(user.id)).toEqual([{ written: 'WiFi', said: 'uai fai', caseSensitive: true, ipa: 'ˈwaifai' }])
	expect(await post(user.cookie, new URLSearchParams({ intent: 'delete-pronunciation', entryId: wifi!.id }))).toMatchObject({
		status: 302,
		toast: { title: 'toasts.pronunciationDeleted' },
	})
	expect(await entriesOf(user.id)).toEqual([])
	// the script editor's 'Cómo se dice' starts a new entry with the word
	expect((await page(user.cookie, '&written=%20Open%20%20AI%20')).written).toBe('Open AI')
})

test('another account’s entry is a 404 everywhere: its edit page, its audio, saving it and deleting it', async () => {
	const owner = await account()
	const stranger = await account()
	await save(owner.cookie, { written: 'Wifi', said: 'uaifai' })
	const [entry] = await prisma.pronunciationEntry.findMany({ where: { userId: owner.id } })
	const id = entry!.id

	expect(await thrown(() => page(stranger.cookie, `&edit=${id}`))).toMatchObject({ status: 404 })
	const audio = new Request(`http://localhost/resources/pronunciation/${id}/audio`, { headers: { Cookie: stranger.cookie } })
	expect(await thrown(() => audioLoader({ request: audio, params: { entryId: id }, context }))).toEqual({
		status: 404,
		text: 'Entrada de pronunciación no encontrada',
	})
	expect(await thrown(() => save(stranger.cookie, { entryId: id, written: 'Wifi', said: 'uifi' }))).toMatchObject({ status: 404 })
	expect(
		await thrown(() => post(stranger.cookie, new URLSearchParams({ intent: 'delete-pronunciation', entryId: id }))),
	).toMatchObject({ status: 404 })
	expect(await thrown(() => page(owner.cookie, '&edit=no-es-un-id'))).toMatchObject({ status: 404 })
	// the owner's entry is untouched
	expect(await entriesOf(owner.id)).toEqual([{ written: 'Wifi', said: 'uaifai', caseSensitive: false, ipa: null }])
})

test('the plan’s limit stops a new entry and an import that would pass it; edits and merges still go', async () => {
	const user = await account('trial') // 10 entries (config/plans.json)
	for (let i = 1; i <= 10; i++) expect((await save(user.cookie, { written: `Marca${i}`, said: `marca ${i}` })).status).toBe(302)
	const eleventh = await save(user.cookie, { written: 'Marca11', said: 'marca once' })
	expect(eleventh.status).toBe(409)
	expect(JSON.stringify(eleventh.data)).toContain('settings.pronunciation.errors.limit')
	expect((await page(user.cookie)).limit).toBe(10)

	// one new entry past the limit: nothing of the file is kept, not even its changes to existing entries
	const over = await importFile(user.cookie, 'marcas.csv', 'written,said\nmarca1,uno\nMarca11,once\n')
	expect(over).toMatchObject({ status: 409, data: { importProblem: { code: 'overLimit', limit: 10, total: 11 } } })
	expect((await entriesOf(user.id)).find((entry) => entry.written === 'Marca1')?.said).toBe('marca 1')

	// only changes to entries the account has: merged by written form, whatever the case
	expect(await importFile(user.cookie, 'marcas.csv', 'written,said\nMARCA1,uno\nMarca2,marca 2\n')).toMatchObject({
		status: 302,
		toast: { title: 'toasts.pronunciationImported', values: { added: 0, updated: 1 } },
	})
	expect(await prisma.pronunciationEntry.count({ where: { userId: user.id } })).toBe(10)
	expect((await entriesOf(user.id)).find((entry) => entry.written === 'MARCA1')?.said).toBe('uno')
})

test('export as PLS and CSV, import them back into another account; a broken file keeps nothing', async () => {
	const user = await account()
	await save(user.cookie, { written: 'Wifi', said: 'uaifai', ipa: 'ˈwaifai' })
	await save(user.cookie, { written: 'PAN', said: 'partido de acción nacional', caseSensitive: 'on' })
	const exported = async (format: string) => {
		const request = new Request(`http://localhost/resources/pronunciation/export/${format}`, { headers: { Cookie: user.cookie } })
		const response = await exportLoader({ request, params: { format }, context })
		return {
			type: response.headers.get('Content-Type'),
			disposition: response.headers.get('Content-Disposition'),
			body: await response.text(),
		}
	}
	const pls = await exported('pls')
	expect(pls.type).toBe('application/pls+xml; charset=utf-8')
	expect(pls.disposition).toContain('attachment; filename="pronunciacion.pls"')
	expect(entriesFromPls(pls.body).map(({ written }) => written)).toEqual(['PAN', 'Wifi'])
	const csv = await exported('csv')
	expect(csv.type).toBe('text/csv; charset=utf-8')

	const other = await account()
	await save(other.cookie, { written: 'wifi', said: 'güifi' })
	expect(await importFile(other.cookie, 'pronunciacion.pls', pls.body)).toMatchObject({
		status: 302,
		toast: { values: { added: 1, updated: 1 } },
	})
	expect(await entriesOf(other.id)).toEqual(await entriesOf(user.id))

	const third = await account()
	expect(await importFile(third.cookie, 'pronunciacion.csv', csv.body)).toMatchObject({
		status: 302,
		toast: { values: { added: 2 } },
	})
	expect(await entriesOf(third.id)).toEqual(await entriesOf(user.id))

	// good entries before the broken line are not kept either
	const broken = await importFile(third.cookie, 'roto.pls', pls.body.replace('<alias>uaifai</alias>', '<alias>uifi</alas>'))
	expect(broken).toMatchObject({ status: 400, data: { importProblem: { code: 'badXml' } } })
	const invalid = await importFile(third.cookie, 'roto.csv', 'written,said\nNuevo,nuevo\nWifi,\n')
	expect(invalid).toMatchObject({
		status: 400,
		data: { importProblem: { code: 'invalidEntry', line: 3, reason: 'settings.pronunciation.errors.saidRequired' } },
	})
	expect(await entriesOf(third.id)).toEqual(await entriesOf(user.id))
	expect(await importFile(third.cookie, 'nada.csv', '')).toMatchObject({
		status: 400,
		data: { importProblem: { code: 'missing' } },
	})
	expect(await importFile(third.cookie, 'binario.csv', '\u0000\u0001')).toMatchObject({
		data: { importProblem: { code: 'notText' } },
	})
})

test('Escuchar: the entry said by the default voice as MP3, made once and then served from storage', async () => {
	const user = await account()
	await save(user.cookie, { written: 'Wifi', said: 'uaifai' })
	const [entry] = await prisma.pronunciationEntry.findMany({ where: { userId: user.id } })
	const listen = async (headers: Record<string, string> = {}) => {
		const request = new Request(`http://localhost/resources/pronunciation/${entry!.id}/audio`, {
			headers: { Cookie: user.cookie, ...headers },
		})
		return audioLoader({ request, params: { entryId: entry!.id }, context })
	}
	const first = await listen()
	expect(first.status).toBe(200)
	expect(first.headers.get('Content-Type')).toBe('audio/mpeg')
	const mp3 = Buffer.from(await first.arrayBuffer())
	const info = await probeMedia(mp3)
	expect(info.formatName).toBe('mp3')
	expect(info.durationSeconds).toBeGreaterThan(0.2)
	// a player's range request and a second listen are the kept file: one preview counted, not three
	const range = await listen({ Range: 'bytes=0-99' })
	expect(range.status).toBe(206)
	expect(Buffer.from(await (await listen()).arrayBuffer()).equals(mp3)).toBe(true)
	const [counted] = await prisma.$queryRaw<
		{ hits: number }[]
	>`SELECT hits FROM rate_limits WHERE key = ${`voice-preview:${user.id}`}`
	expect(counted?.hits).toBe(1)
})
