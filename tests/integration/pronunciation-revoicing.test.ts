import { expect, test } from 'vitest'
import { hasFile, listFiles } from '#app/integrations/storage/storage.server.ts'
import { episodeLines } from '#app/modules/audio/episode-lines.ts'
import { speakableText } from '#app/modules/audio/speakable-text.ts'
import { episodeSpeechProvider } from '#app/modules/audio/speech-providers.server.ts'
import { compilePronunciations, type PronunciationRule } from '#app/modules/audio/spoken-pronunciations.ts'
import { lineCacheKey } from '#app/modules/audio/synthesise-lines.server.ts'
import { episodeFileKey } from '#app/modules/episodes/episode-files.ts'
import { makeEpisodePreview } from '#app/modules/episodes/make-episode-preview.server.ts'
import { savePronunciation } from '#app/modules/pronunciation/pronunciation-entries.server.ts'
import type { Script } from '#app/modules/script/script-types.ts'
import { prisma } from '#app/utils/db.server.ts'

// A changed pronunciation entry re-voices only the lines that contain it: the episode's audio sample is made through
// the real pipeline (the owner's dictionary, speakableText, the line cache in storage, the local eSpeak NG engine),
// and every line synthesised is a new file in the episode's line cache, so the new files are the synthesis calls.

const script: Script = {
	sections: [
		{
			title: 'Introducción',
			lines: [
				{ speaker: 'presenter', text: 'Hoy hablamos del Wifi en casa.' },
				{ speaker: 'guest', text: 'Gracias por invitarme al programa.' },
				{ speaker: 'presenter', text: 'El wifi llega ya a todas partes.' },
				{ speaker: 'guest', text: 'Y los vídeos de YouTube también.' },
				{ speaker: 'presenter', text: 'Lo vemos en wifi.es, que no cambia.' },
			],
		},
	],
}
const voices = { presenter: 'local-es-presentador', guest: 'local-es-invitada' }

test('a new or changed entry synthesises again exactly the lines that contain it, and nothing else', {
	timeout: 120_000,
}, async () => {
	const user = await prisma.user.create({ data: { email: `${crypto.randomUUID()}@ejemplo.es`, planId: 'esencial' } })
	const episode = await prisma.episode.create({
		data: {
			userId: user.id,
			title: 'Redes en casa',
			step: 'preview',
			status: 'preview',
			presenterName: 'Ana',
			guestName: 'Luis',
			presenterVoiceId: voices.presenter,
			guestVoiceId: voices.guest,
			scriptData: script,
		},
	})
	const cache = `speech-cache/${episode.id}`
	const lines = episodeLines(script, voices)
	/** The cache keys the lines have with these entries: what the pipeline must look up, or make. */
	const keysWith = (rules: PronunciationRule[]) =>
		new Set(
			lines.map(
				(line) =>
					`${lineCacheKey(cache, episodeSpeechProvider().id, {
						voiceId: line.voiceId,
						text: speakableText(line.text, 'castellano', compilePronunciations(rules)),
					})}.wav`,
			),
		)
	/** The audio sample made again (as 'Escuchar la muestra' does); answers the line files it synthesised. */
	async function sample() {
		const before = new Set((await listFiles(cache)).map((file) => file.key))
		await prisma.episode.update({ where: { id: episode.id }, data: { previewStatus: 'processing' } })
		expect(await makeEpisodePreview(episode.id)).toEqual({ lines: lines.length })
		expect(await hasFile(episodeFileKey(episode.id, 'preview.mp3'))).toBe(true)
		return new Set((await listFiles(cache)).map((file) => file.key).filter((key) => !before.has(key)))
	}
	const only = (keys: Set<string>, from: Set<string>) => new Set([...keys].filter((key) => !from.has(key)))

	// no entries: every line once
	const plain = keysWith([])
	expect(await sample()).toEqual(plain)

	// a new entry: the two lines that say «Wifi» (in any case), not the address wifi.es
	const wifi = await savePronunciation(user.id, { written: 'Wifi', said: 'uaifai', caseSensitive: false })
	const withWifi = keysWith([{ written: 'Wifi', said: 'uaifai', caseSensitive: false }])
	const made = await sample()
	expect(made.size).toBe(2)
	expect(made).toEqual(only(withWifi, plain))

	// the entry changed: the same two lines again, with the new respelling
	await savePronunciation(user.id, { written: 'Wifi', said: 'uai fai', caseSensitive: false }, wifi.id)
	const changed = keysWith([{ written: 'Wifi', said: 'uai fai', caseSensitive: false }])
	expect(await sample()).toEqual(only(changed, new Set([...plain, ...withWifi])))

	// made case-sensitive: only the line with «wifi» in lower case goes back to how it was (already in the cache)
	await savePronunciation(user.id, { written: 'Wifi', said: 'uai fai', caseSensitive: true }, wifi.id)
	expect(await sample()).toEqual(new Set())

	// an entry no line contains changes nothing
	await savePronunciation(user.id, { written: 'Bluetooth', said: 'blutuz', caseSensitive: false })
	expect(await sample()).toEqual(new Set())
})
