// npm run bench: prints the figures as Markdown tables. Never part of npm test.
// `npm run bench -- load` runs only the load test (200 connections for 60 s), which is not part of the default run.
// `npm run bench -- media` runs only the media bench: a 30-minute MP4 served to 20 clients at once by ranges, from
// the local disk and from an S3-compatible bucket, with the app's memory next to a bare server's (bench/media.ts).
// `npm run bench -- web` runs only the public pages' rows, each beside a minimal Remix app rendering the same page.
// `npm run bench -- api` runs only the signed-in pages (/library, /dashboard, /create) and the JSON API's rows (bench/web.ts).
// `npm run bench -- js` runs only the tables of the JavaScript each public page and each app page loads (bench/web.ts).
// `npm run bench -- quality` runs only the quality benchmark over real Spanish documents (bench/quality.ts);
// `npm run bench -- quality --no-audio` (or QUALITY_AUDIO=0) skips speech synthesis, the slow part.
// `npm run bench -- voices` runs only the neural voices of VOICE_MODELS_DIR: time to first line, real-time factor and
// the memory of the process that holds the model (bench/voices.ts).
// `npm run bench -- pipeline` runs only the episode pipeline, stage by stage (bench/pipeline.ts).
// Each benchmark is imported when it runs, so one only loads the modules it uses.
export {}

const only = process.argv[2]
console.log(`# Ondacast benchmarks — ${new Date().toISOString()} — Node ${process.version}`)
if (only === 'load') await (await import('./load.ts')).benchLoad()
else if (only === 'media') await (await import('./media.ts')).benchMedia()
else if (only === 'api') await (await import('./web.ts')).benchWebApi()
else if (only === 'web') await (await import('./web.ts')).benchWebPublic()
else if (only === 'js') await (await import('./web.ts')).benchWebJavaScript()
else if (only === 'quality')
	await (await import('./quality.ts')).benchQuality({
		audio: !process.argv.includes('--no-audio') && process.env.QUALITY_AUDIO !== '0',
	})
else if (only === 'pipeline') await (await import('./pipeline.ts')).benchPipeline()
else if (only === 'voices') await (await import('./voices.ts')).benchVoices()
else if (only)
	throw new Error(`Benchmark desconocido: ${only} (disponibles: load, media, api, web, js, pipeline, quality, voices)`)
else {
	await (await import('./jobs.ts')).benchJobs()
	await (await import('./web.ts')).benchWeb()
	await (await import('./pipeline.ts')).benchPipeline()
}
process.exit(0)
