import { expect, test } from 'vitest'
import { planChangeLosses } from '#app/modules/billing/plan-change-losses.server.ts'
import { getPlan } from '#app/modules/plans/plans.server.ts'
import { prisma } from '#app/utils/db.server.ts'

async function subscriber(planId: string, voices = 0) {
	const user = await prisma.user.create({ data: { email: `cambio-${crypto.randomUUID()}@ejemplo.es`, planId } })
	for (let index = 0; index < voices; index++) {
		await prisma.clonedVoice.create({ data: { userId: user.id, name: `Voz ${index}`, status: 'completed', engine: 'local' } })
	}
	return user.id
}

test('a downgrade names what the plan stops allowing, and the cloned voices it keeps unusable; an upgrade nothing', async () => {
	expect(await planChangeLosses(await subscriber('creadores', 2), getPlan('esencial'))).toEqual([
		{ code: 'cloning', voices: 2 },
		{ code: 'video' },
		{ code: 'youtubeUpload' },
		{ code: 'episodes', from: 4, to: 2 },
		{ code: 'length', from: 10, to: 6 },
	])
	// Creadores PLUS → Creadores: cloning, video and YouTube stay; English and the longest episodes go
	expect(await planChangeLosses(await subscriber('creadores_plus', 1), getPlan('creadores'))).toEqual([
		{ code: 'english' },
		{ code: 'episodes', from: 8, to: 4 },
		{ code: 'length', from: 15, to: 10 },
	])
	expect(await planChangeLosses(await subscriber('esencial'), getPlan('creadores'))).toEqual([])
	expect(await planChangeLosses(await subscriber('creadores'), getPlan('creadores_plus'))).toEqual([])
})
