// npm run bench: prints the figures as Markdown tables. Never part of npm test.
import { benchJobs } from './jobs.ts'
import { benchPipeline } from './pipeline.ts'
import { benchWeb } from './web.ts'

console.log(`# Ondacast benchmarks — ${new Date().toISOString()} — Node ${process.version}`)
await benchJobs()
await benchWeb()
await benchPipeline()
process.exit(0)
