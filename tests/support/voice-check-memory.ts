/**
 * Run as its own process by voice-upload-memory.server.test.ts: checks the voice sample at argv[2] as the create form
 * would, and prints how much the process's peak RSS grew over the check (after a warm-up check of argv[3], so that
 * loading the code is not counted) with the problem found.
 */
import fs from 'node:fs/promises'
import { checkVoiceForm, type VoiceForm } from '#app/modules/voices/cloning/voice-upload.server.ts'

function form(name: string, bytes: Buffer): VoiceForm {
	return {
		intent: 'create',
		name: 'Mi voz',
		accent: 'castellano',
		consent: true,
		file: { name, type: 'audio/flac', bytes },
		fileTooLarge: false,
		kept: '',
	}
}

const [hostile, warmUp] = process.argv.slice(2) as [string, string]
await checkVoiceForm(form('warm-up.flac', await fs.readFile(warmUp)))
const bytes = await fs.readFile(hostile)
const before = process.resourceUsage().maxRSS
const result = await checkVoiceForm(form('sample.flac', bytes))
const growthKb = process.resourceUsage().maxRSS - before
process.stdout.write(JSON.stringify({ growthMb: growthKb / 1024, problem: 'problem' in result ? result.problem : null }))
