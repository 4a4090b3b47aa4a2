// npm run bench: prints the figures as Markdown tables. Never part of npm test.
// `npm run bench -- load` runs only the load test (200 connections for 60 s), which is not part of the default run.
// `npm run bench -- quality` runs only the quality benchmark over real Spanish documents (bench/quality.ts).
import { benchJobs } from './jobs.ts'
import { benchLoad } from './load.ts'
import { benchPipeline } from './pipeline.ts'
import { benchQuality } from './quality.ts'
import { benchWeb } from './web.ts'

const only = process.argv[2]
console.log(`# Ondacast benchmarks — ${new Date().toISOString()} — Node ${process.version}`)
if (only === 'load') await benchLoad()
else if (only === 'quality') await benchQuality()
else if (only) throw new Error(`Benchmark desconocido: ${only} (disponibles: load, quality)`)
else {
	await benchJobs()
	await benchWeb()
	await benchPipeline()
}
process.exit(0)
