// npm run db:seed: a demo workspace for local development. Refuses to run with NODE_ENV=production.
// Idempotent: running it again updates the same rows. Works whether or not `npm start` is running.
import { loadDotEnv } from '../server/dotenv.ts'

loadDotEnv()
if (process.env.NODE_ENV === 'production') {
	console.error('[seed] No se ejecuta en producción (NODE_ENV=production).')
	process.exit(1)
}

const { resolveDatabase } = await import('../server/database.ts')
const database = await resolveDatabase({ start: true }).catch((error: Error) => {
	if (!/ya está en uso/.test(error.message)) throw error
	return resolveDatabase({ start: false }) // the app is running: use its embedded database
})
const { prisma } = await import('../app/utils/db.server.ts')

const owner = await prisma.user.upsert({
	where: { email: 'demo@ondacast.local' },
	update: {},
	create: {
		email: 'demo@ondacast.local',
		firstName: 'Lucía',
		lastName: 'Pérez',
		planId: 'creadores',
		consentMarketing: false,
		companySettings: { create: { companyName: 'Ondas del Sur', industry: 'Educación', podcastHostName: 'Lucía' } },
	},
})
const episodes = [
	{ title: 'Cómo preparar una newsletter que se escuche', episodeNumber: 1, duration: 372 },
	{ title: 'Cinco ideas para formar a tu equipo con audio', episodeNumber: 2, duration: 455 },
]
for (const episode of episodes) {
	const existing = await prisma.episode.findFirst({ where: { userId: owner.id, title: episode.title } })
	if (existing) continue
	await prisma.episode.create({
		data: {
			...episode,
			userId: owner.id,
			podcastName: 'Ondas del Sur',
			presenterName: 'Lucía',
			guestName: 'Mateo',
			tone: 'formacion',
			status: 'completed',
			step: 'complete',
			progress: 100,
			script: `Lucía: Bienvenidos a Ondas del Sur. Hoy hablamos de «${episode.title}».\nMateo: Gracias por invitarme, Lucía.`,
		},
	})
}
await prisma.agencyWaitingListEntry.upsert({
	where: { email: 'agencia@ondacast.local' },
	update: {},
	create: { email: 'agencia@ondacast.local', companyName: 'Agencia Demo' },
})
console.info(
	`[seed] Listo: usuario ${owner.email} (plan creadores), ${episodes.length} episodios y una agencia en lista de espera.`,
)
await prisma.$disconnect()
await database.stop()
