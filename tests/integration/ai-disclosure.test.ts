import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from 'vitest'
import { runBinary, withTempDir } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { renderEpisodeAudio, renderEpisodeInclude } from '#app/modules/episodes/render-episode-audio.server.ts'
import type { Script } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'
import { newEpisode } from '#tests/support/new-episode.ts'

const DISCLOSURE = 'Este episodio se ha creado con voces generadas por IA.'
/** The silence after the disclosure: a section's (episode-lines.ts). */
const PAUSE_AFTER_DISCLOSURE = 0.9

const script: Script = {
	sections: [
		{
			title: 'Introducción',
			lines: [
				{ speaker: 'presenter', text: 'Hola y bienvenidos: hoy hablamos de equipos remotos.' },
				{ speaker: 'guest', text: 'Gracias por invitarme, es un tema que me apasiona.' },
			],
		},
		{
			title: 'Rituales',
			lines: [
				{ speaker: 'presenter', text: '¿Qué rituales ayudan a un equipo repartido por el mundo?' },
				{ speaker: 'guest', text: 'Una reunión corta cada mañana y notas escritas para todos.' },
			],
		},
	],
}

/** The MP3's chapters and tags, as a podcast player reads them. */
function probe(mp3: Buffer) {
	return withTempDir(async (dir) => {
		const file = path.join(dir, 'episode.mp3')
		await fs.writeFile(file, mp3)
		const output = await runBinary('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_chapters', file])
		return JSON.parse(output.toString('utf8')) as {
			format: { tags: Record<string, string> }
			chapters: Array<{ start_time: string; tags: { title: string } }>
		}
	})
}

test('the spoken disclosure opens the episode unless its show turns it off; captions and chapters move with it', {
	timeout: 120_000,
}, async () => {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const podcast = await prisma.podcast.create({ data: { userId: user.id, name: 'Ondas Internas' } })
	expect(podcast.aiDisclosure).toBe(true) // on unless the owner turns it off
	const { id } = await prisma.episode.create({
		data: newEpisode(user.id, {
			title: 'Equipos remotos',
			podcastId: podcast.id,
			podcastName: podcast.name,
			presenterName: 'Álvaro',
			guestName: 'Lucía',
			presenterVoiceId: 'local-es-presentador',
			guestVoiceId: 'local-es-invitada',
			scriptData: script,
		}),
	})
	const render = async () =>
		renderEpisodeAudio(await prisma.episode.findUniqueOrThrow({ where: { id }, include: renderEpisodeInclude }), script, () => {})

	const spoken = await render()
	await prisma.podcast.update({ where: { id: podcast.id }, data: { aiDisclosure: false } })
	const silent = await render()

	// the disclosure is the presenter's first caption, not part of the script
	expect(spoken.timings[0]).toMatchObject({ speaker: 'Álvaro', text: DISCLOSURE, start: 0 })
	expect(spoken.timings.slice(1).map((line) => line.text)).toEqual(silent.timings.map((line) => line.text))
	expect(silent.timings[0]).toMatchObject({ speaker: 'Álvaro', start: 0 })
	expect(spoken.lines).toBe(silent.lines + 1)

	// every turn comes later by the disclosure and its pause (the same clips, from the line cache); the MP3 is encoded
	// in two halves joined in a pause (encode-in-two-parts.server.ts), which may lengthen that pause by up to 40 ms, at
	// a place that differs between the two renders
	const shift = spoken.timings[1]!.start
	expect(shift).toBeCloseTo(spoken.timings[0]!.end + PAUSE_AFTER_DISCLOSURE, 2)
	expect(shift).toBeGreaterThan(2)
	silent.timings.forEach((line, index) => {
		expect(Math.abs(spoken.timings[index + 1]!.start - (line.start + shift))).toBeLessThanOrEqual(0.045)
		expect(Math.abs(spoken.timings[index + 1]!.end - (line.end + shift))).toBeLessThanOrEqual(0.045)
	})
	expect(spoken.durationSeconds).toBeCloseTo(silent.durationSeconds + shift, 1)

	// the chapters in the MP3: the first from the start (disclosure included), the second where its first turn starts
	const [withDisclosure, without] = await Promise.all([probe(spoken.mp3), probe(silent.mp3)])
	const starts = (probed: typeof without) => probed.chapters.map((chapter) => [chapter.tags.title, Number(chapter.start_time)])
	expect(starts(without)).toEqual([
		['Introducción', 0],
		['Rituales', expect.closeTo(silent.timings[2]!.start, 2)],
	])
	expect(starts(withDisclosure)).toEqual([
		['Introducción', 0],
		['Rituales', expect.closeTo(spoken.timings[3]!.start, 2)],
	])
	expect(
		Math.abs(Number(withDisclosure.chapters[1]!.start_time) - (Number(without.chapters[1]!.start_time) + shift)),
	).toBeLessThanOrEqual(0.045)

	// turning the spoken disclosure off leaves the machine-readable mark
	expect(without.format.tags).toMatchObject({ AI_GENERATED: 'true', comment: expect.stringContaining('Audio generado con IA') })
})
