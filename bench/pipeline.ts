// Episode pipeline: a ~1,500-word Spanish article → a 10-minute two-voice episode with the local providers, stage
// by stage (script, speech, assembly, cover, video), calling the modules directly: no web server, no job queue.
// Then the speech stage against a fake cloud TTS answering every line after 1.5 s, at concurrency 1 and 4, to show
// the pipeline's own overhead over the provider's latency.
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as delay } from 'node:timers/promises'
import { probeMedia, runBinary, wavToMp3 } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { measureLoudness } from '#app/integrations/ffmpeg/loudness.server.ts'
import { synthesiseLocal } from '#app/integrations/speech/local-engine.server.ts'
import { localSpeechProvider } from '#app/integrations/speech/local-speech.server.ts'
import { assembleEpisode } from '#app/modules/audio/assemble-episode.server.ts'
import { audioFormatOf } from '#app/modules/audio/audio-format.ts'
import { episodeLines, sectionStarts } from '#app/modules/audio/episode-lines.ts'
import { tagEpisodeMp3, withEpisodeArtwork } from '#app/modules/audio/episode-tags.server.ts'
import { type SpeechLine, synthesiseLines } from '#app/modules/audio/synthesise-lines.server.ts'
import { makeCover } from '#app/modules/cover/make-cover.server.ts'
import { composeScript } from '#app/modules/script/local-composer.ts'
import { countWords, scriptWords, WORDS_PER_MINUTE } from '#app/modules/script/script-types.ts'
import { makeVideo } from '#app/modules/video/make-video.server.ts'
import type { SpeechProvider } from '#app/ports/speech.ts'
import { getEnv, resetEnv } from '#app/utils/env.server.ts'
import { seededRandom } from '#app/utils/seeded-random.ts'
import { tempDir } from '#tests/support/test-postgres.ts'

const MINUTES = 10
const ARTICLE_WORDS = 1500
const VOICES = { presenter: 'local-es-presentador', guest: 'local-es-invitada' }
/** The fake cloud's answer time: a real timer, standing for the network and the vendor's synthesis. */
const CLOUD_LATENCY_MS = 1500
/** At concurrency 1 every line costs 1.5 s: more lines than this and both fake-cloud runs take only the first ones. */
const CLOUD_MAX_LINES = 40

export async function benchPipeline() {
	const dir = tempDir('ondacast-bench-pipeline')
	const saved = { DATA_DIR: process.env.DATA_DIR, OPENAI_API_KEY: process.env.OPENAI_API_KEY }
	process.env.DATA_DIR = dir // a fresh line cache: every line is synthesised
	delete process.env.OPENAI_API_KEY // the cover from the template, not the image model
	resetEnv()
	try {
		const article = spanishArticle(ARTICLE_WORDS)
		const stages: Array<{ stage: string; seconds: number; cpuSeconds: number | undefined }> = []
		const timed = async <T>(stage: (result: T) => string, work: () => Promise<T> | T) => {
			const started = performance.now()
			const cpu = cpuSeconds()
			const result = await work()
			const seconds = (performance.now() - started) / 1000
			stages.push({ stage: stage(result), seconds, cpuSeconds: minus(cpuSeconds(), cpu) })
			return result
		}
		const steps: Array<{ step: string; seconds: number }> = []

		const script = await timed(
			(s) => `script (${scriptWords(s)} words, ${s.sections.length} sections)`,
			() =>
				composeScript({
					sources: article,
					title: 'La empresa que viene',
					podcastName: 'Ondas de Empresa',
					presenterName: 'Lucía',
					guestName: 'Álvaro',
					format: 'podcast',
					tone: 'formacion',
					language: 'castellano',
					monologue: false,
					targetWords: MINUTES * WORDS_PER_MINUTE,
				}),
		)
		const lines = episodeLines(script, VOICES)
		const concurrency = getEnv().SPEECH_CONCURRENCY
		const clips = await timed(
			() => `speech (${lines.length} lines, local engine, concurrency ${concurrency})`,
			() =>
				synthesiseLines({
					language: 'castellano',
					lines,
					provider: localSpeechProvider,
					concurrency,
					cachePrefix: 'speech-cache/bench',
				}),
		)
		const episode = await timed(
			() => 'assembly (pauses, loudness, MP3)',
			() =>
				assembleEpisode({
					clips: clips.map((audio, index) => ({ audio, format: audioFormatOf(audio), pauseAfterMs: lines[index]!.pauseAfterMs })),
					onStep: (step, seconds) => steps.push({ step, seconds }),
				}),
		)
		const cover = await timed(
			(c) => `cover (${c.source})`,
			() =>
				makeCover({ podcastName: 'Ondas de Empresa', episodeTitle: 'La empresa que viene', episodeNumber: 1, tone: 'formacion' }),
		)
		const tagged = await timed(
			(mp3) =>
				`ID3 tags, ${sectionStarts(script, lines, episode.offsets).length} chapters and artwork (${(mp3.length / 1e6).toFixed(1)} MB)`,
			async () => {
				const mp3 = await tagEpisodeMp3(episode.mp3, {
					title: 'La empresa que viene',
					podcastName: 'Ondas de Empresa',
					episodeNumber: 1,
					language: 'castellano',
					date: new Date(),
					chapters: sectionStarts(script, lines, episode.offsets),
					durationSeconds: episode.durationSeconds,
					mark: { language: 'castellano', consents: [] },
				})
				return withEpisodeArtwork(mp3, cover.png)
			},
		)
		await timed(
			() => 'video (MP4 1280×720)',
			// the stored MP3, as the video job reads it: tagged, with its chapters and artwork
			() => makeVideo({ cover: cover.png, audio: tagged }),
		)
		const total = stages.reduce((sum, { seconds }) => sum + seconds, 0)

		console.log(
			`\n## Episode pipeline (${countWords(article)}-word article → ${MINUTES}-minute two-voice episode, local providers)\n`,
		)
		// × realtime: seconds of audio made per second of the stage; CPU: this process and the ffmpeg runs it waited for
		// (more than the seconds when both cores worked), the figure to trust when other work shares the machine
		const realtime = (seconds: number) => `${(episode.durationSeconds / seconds).toFixed(0)}×`
		const cpu = (seconds: number | undefined) => (seconds === undefined ? '–' : seconds.toFixed(2))
		console.log('| stage | seconds | × realtime | CPU s |')
		console.log('|---|---|---|---|')
		for (const { stage, seconds, cpuSeconds } of stages) {
			console.log(`| ${stage} | ${seconds.toFixed(2)} | ${realtime(seconds)} | ${cpu(cpuSeconds)} |`)
			if (stage.startsWith('assembly')) {
				for (const { step, seconds } of steps) console.log(`| · ${step} | ${seconds.toFixed(2)} | ${realtime(seconds)} | |`)
			}
		}
		const totalCpu = stages.reduce<number | undefined>(
			(sum, { cpuSeconds }) => (sum === undefined || cpuSeconds === undefined ? undefined : sum + cpuSeconds),
			0,
		)
		console.log(`| total | ${total.toFixed(2)} | ${realtime(total)} | ${cpu(totalCpu)} |`)
		console.log(
			`\nAudio: ${episode.durationSeconds.toFixed(1)} s (${(episode.durationSeconds / 60).toFixed(1)} min); real-time factor ${(total / episode.durationSeconds).toFixed(3)} (processing s / audio s).`,
		)

		const mp3File = path.join(dir, 'episode.mp3')
		fs.writeFileSync(mp3File, tagged)
		const loudness = await measureLoudness(['-i', mp3File], { truePeak: true })
		const probed = JSON.parse(
			(
				await runBinary('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_chapters', '-show_format', mp3File])
			).toString(),
		)
		console.log(
			`Tags read back (ffprobe): «${probed.format.tags?.title}» by ${probed.format.tags?.artist}, track ${probed.format.tags?.track}, ${probed.chapters.length} chapters (${probed.chapters.map((chapter: { start_time: string }) => Number(chapter.start_time).toFixed(1)).join(', ')} s).`,
		)
		console.log(
			`Loudness of the MP3 (ebur128): ${loudness.integratedLufs.toFixed(1)} LUFS integrated, true peak ${loudness.truePeakDbtp?.toFixed(1)} dBTP (target −16 ±0.5 LU, at most −1 dBTP).`,
		)

		await benchFakeCloud(lines)
	} finally {
		for (const [name, value] of Object.entries(saved)) {
			if (value === undefined) delete process.env[name]
			else process.env[name] = value
		}
		resetEnv()
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

/**
 * CPU seconds used so far by this process (all its threads) and by the child processes it has waited for (ffmpeg),
 * from /proc/self/stat; undefined where there is no /proc.
 */
function cpuSeconds() {
	try {
		const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
		// utime, stime, cutime, cstime are fields 14-17 of the line, in clock ticks (100 a second on Linux)
		const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0)
		return ticks / 100
	} catch {
		return undefined
	}
}

const minus = (after: number | undefined, before: number | undefined) =>
	after === undefined || before === undefined ? undefined : after - before

/** The speech stage against an in-process cloud TTS that answers every call after CLOUD_LATENCY_MS. */
async function benchFakeCloud(allLines: SpeechLine[]) {
	const clip = await wavToMp3(await synthesiseLocal({ voiceId: VOICES.presenter, text: 'Hola.' }))
	let calls = 0
	const cloud: SpeechProvider = {
		id: 'fake-cloud',
		async synthesise({ signal }) {
			calls++
			await delay(CLOUD_LATENCY_MS, undefined, { signal })
			return { audio: clip, format: 'mp3' }
		},
	}
	const lines = allLines.slice(0, CLOUD_MAX_LINES)
	const capped = lines.length < allLines.length
	console.log(
		`\n## Speech with a fake cloud TTS (${CLOUD_LATENCY_MS / 1000} s a call, ${(await probeMedia(clip)).durationSeconds.toFixed(2)} s MP3 clip)\n`,
	)
	if (capped) {
		console.log(
			`Both runs take only the first ${lines.length} of the episode's ${allLines.length} lines, to keep the run at concurrency 1 short.\n`,
		)
	}
	console.log('A line repeated in the script (the same voice and words) is synthesised once: calls can be fewer than lines.\n')
	console.log('| concurrency | lines | calls | seconds | ideal s (calls × 1.5 / c) | bound s (⌈calls / c⌉ × 1.5) | overhead s |')
	console.log('|---|---|---|---|---|---|---|')
	for (const concurrency of [1, 4]) {
		calls = 0
		const started = performance.now()
		// its own cache folder per run: nothing made by the previous run is reused
		await synthesiseLines({
			language: 'castellano',
			lines,
			provider: cloud,
			concurrency,
			cachePrefix: `speech-cache/fake-cloud-${concurrency}`,
		})
		const seconds = (performance.now() - started) / 1000
		const latency = CLOUD_LATENCY_MS / 1000
		const ideal = (calls * latency) / concurrency
		const bound = Math.ceil(calls / concurrency) * latency
		console.log(
			`| ${concurrency} | ${lines.length} | ${calls} | ${seconds.toFixed(2)} | ${ideal.toFixed(2)} | ${bound.toFixed(2)} | ${(seconds - bound).toFixed(2)} |`,
		)
	}
}

/**
 * A deterministic Spanish article of at least `words` words: paragraphs on several topics, each sentence built from
 * that topic's subjects, actions and complements with a seeded random source, and no sentence said twice.
 */
export function spanishArticle(words: number) {
	const random = seededRandom(20_250)
	const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
	const seen = new Set<string>()
	const paragraphs: string[] = []
	let count = 0
	for (let round = 0; count < words; round++) {
		const topic = topics[round % topics.length]!
		const sentences: string[] = []
		for (let attempt = 0; sentences.length < 4 && attempt < 200; attempt++) {
			const subject = pick(topic.subjects)
			const action = pick(topic.actions)
			const complement = pick(topic.complements)
			const frame = pick(frames)
			const sentence = contract(
				frame({
					subject,
					action,
					complement,
					source: pick(topic.sources),
					figure: `${Math.floor(random() * 60) + 12} %`,
					year: String(2016 + Math.floor(random() * 9)),
					place: pick(places),
					closing: pick(closings),
				}),
			)
			if (seen.has(sentence)) continue
			seen.add(sentence)
			sentences.push(sentence)
		}
		paragraphs.push(sentences.join(' '))
		count += countWords(paragraphs.at(-1)!)
	}
	return paragraphs.join('\n\n')
}

type Slots = Record<'subject' | 'action' | 'complement' | 'source' | 'figure' | 'year' | 'place' | 'closing', string>

const frames: Array<(s: Slots) => string> = [
	(s) => `${s.subject} ${s.action} ${s.complement}.`,
	(s) => `según ${s.source}, ${s.subject} ${s.action} ${s.complement}, ${s.closing}.`,
	(s) => `desde ${s.year}, ${s.subject} ${s.action} ${s.complement} en ${s.place}.`,
	(s) => `en ${s.place}, ${s.subject} ${s.action} ${s.complement}: un ${s.figure} más que hace cinco años.`,
	(s) => `${s.subject} ${s.action} ${s.complement}, y ${s.source} calcula que el cambio ya alcanza al ${s.figure} de los casos.`,
	(s) => `aunque nadie lo esperaba en ${s.year}, ${s.subject} ${s.action} ${s.complement}.`,
]

const places = [
	'Valencia',
	'Bilbao',
	'Sevilla',
	'Zaragoza',
	'las comarcas de interior',
	'la costa gallega',
	'el área metropolitana de Madrid',
	'los polígonos de Barcelona',
	'las islas Canarias',
]

const closings = [
	'lo que obliga a replantear los presupuestos',
	'aunque los resultados varían mucho entre sectores',
	'una tendencia que parece consolidarse',
	'sobre todo en las empresas de menos de cincuenta personas',
	'con diferencias notables entre generaciones',
	'algo impensable hace apenas una década',
]

const topics = [
	{
		subjects: ['la formación continua', 'el aprendizaje entre compañeros', 'la mentoría interna', 'cada plan de carrera'],
		actions: ['reduce de forma visible', 'explica buena parte de', 'se ha convertido en la palanca contra', 'frena'],
		complements: [
			'la rotación de los perfiles técnicos',
			'la fuga de talento joven',
			'el desgaste de los equipos',
			'los errores de incorporación',
		],
		sources: ['un estudio de la Universidad de Salamanca', 'la patronal de la formación', 'una encuesta a mil directivos'],
	},
	{
		subjects: ['el teletrabajo parcial', 'la jornada flexible', 'la semana de cuatro días', 'la oficina compartida'],
		actions: ['ha cambiado por completo', 'obliga a medir de otra manera', 'mejora a medio plazo', 'complica en ocasiones'],
		complements: [
			'la coordinación de los proyectos',
			'la productividad por persona',
			'la conciliación de las familias',
			'el alquiler de los locales',
		],
		sources: ['el Observatorio del Trabajo', 'una consultora de recursos humanos', 'el último informe sindical'],
	},
	{
		subjects: [
			'la inteligencia artificial generativa',
			'el análisis automático de datos',
			'cada asistente de escritura',
			'la traducción automática',
		],
		actions: ['acelera sin hacer ruido', 'pone en cuestión', 'abarata de manera drástica', 'transforma poco a poco'],
		complements: [
			'la atención al cliente',
			'la redacción de informes',
			'la revisión de contratos',
			'la búsqueda de información interna',
		],
		sources: [
			'un grupo de investigación de la Politécnica',
			'la asociación de empresas digitales',
			'un análisis del Banco de España',
		],
	},
	{
		subjects: ['la movilidad eléctrica', 'el transporte compartido', 'la bicicleta urbana', 'cada zona de bajas emisiones'],
		actions: ['está redibujando', 'alivia de forma notable', 'encarece a corto plazo', 'condiciona cada vez más'],
		complements: [
			'el reparto de última milla',
			'los desplazamientos al trabajo',
			'la logística de los comercios',
			'el uso del espacio público',
		],
		sources: ['el consorcio de transportes', 'una fundación dedicada a la movilidad', 'los datos del ayuntamiento'],
	},
	{
		subjects: [
			'la energía solar de autoconsumo',
			'la eficiencia energética',
			'el almacenamiento en baterías',
			'cada auditoría ambiental',
		],
		actions: ['rebaja año tras año', 'protege frente a los vaivenes de', 'vuelve más previsible', 'exige revisar con calma'],
		complements: [
			'la factura de las naves industriales',
			'el precio mayorista de la electricidad',
			'los costes de climatización',
			'la huella de carbono de la cadena de suministro',
		],
		sources: ['la agencia estatal de la energía', 'una cooperativa de instaladores', 'el colegio de ingenieros industriales'],
	},
	{
		subjects: [
			'la ciberseguridad básica',
			'la copia de seguridad diaria',
			'la verificación en dos pasos',
			'cada simulacro de ataque',
		],
		actions: ['evita la mayoría de', 'reduce a la mitad', 'deja en evidencia', 'limita el alcance de'],
		complements: [
			'los fraudes por correo electrónico',
			'los secuestros de datos',
			'las contraseñas repetidas',
			'los accesos desde equipos personales',
		],
		sources: ['el Instituto Nacional de Ciberseguridad', 'una aseguradora especializada', 'un informe de la policía'],
	},
]

/** Capitalised, with the contractions Spanish requires where a slot's article meets a preposition ('de el' → 'del'). */
function contract(sentence: string) {
	const text = sentence.replace(/\bde el\b/g, 'del').replace(/\ba el\b/g, 'al')
	return text.charAt(0).toLocaleUpperCase('es') + text.slice(1)
}
