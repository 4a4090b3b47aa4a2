import type { PgBoss, WorkOptions } from 'pg-boss'
import { enableNeuralVoices, stopNeuralVoices } from '#app/modules/voices/neural-voice-speech.server.ts'
import { prepareNeuralVoiceSamples } from '#app/modules/voices/voice-sample.server.ts'
import { type QueueName, schedules, startBoss } from '#app/utils/queue.server.ts'
import { JOB_WEIGHT, processCollector } from '#server/idle-gc.ts'
import type { Handler } from './define-job.ts'
import { handleEmail } from './handlers/email.ts'
import { handleEpisodeAudio } from './handlers/episode-audio.ts'
import { handleEpisodeCorrection } from './handlers/episode-correction.ts'
import { handleEpisodeCover, handleEpisodeVideo } from './handlers/episode-media.ts'
import { handleEpisodePreview } from './handlers/episode-preview.ts'
import { handleEpisodeScript } from './handlers/episode-script.ts'
import { handleAccountPurge, handleBillingPeriodRollover, handleDemoExpiry } from './handlers/maintenance.ts'
import { handleVoiceClone } from './handlers/voice-clone.ts'
import { handleWebhookDelivery } from './handlers/webhook-delivery.ts'
import { handleWeeklyReport } from './handlers/weekly-report.ts'
import { handleYoutubeUpload } from './handlers/youtube-upload.ts'

/**
 * How workers fetch. Queues use LISTEN/NOTIFY, so an idle worker picks a new job up at once; the poll is a 2 s
 * backstop. After each job the queue's workers are woken to fetch again straight away (see `drainingHandler`), so
 * a backlog drains without waiting a poll interval per job (docs/decisions/0005-job-pickup.md).
 */
export const workOptions = {
	localConcurrency: 2,
	batchSize: 1,
	pollingIntervalSeconds: 2,
	notifyPollingIntervalSeconds: 2,
} satisfies WorkOptions

/**
 * The queues with handlers so far; the YouTube queue gets its own with its issue. Each handler parses
 * its payload and calls its module (jobs/define-job.ts decides between retrying and giving up).
 */
const handlers: Partial<Record<QueueName, { handler: Handler; options?: WorkOptions }>> = {
	email: { handler: handleEmail },
	'webhook-delivery': { handler: handleWebhookDelivery },
	'episode-script': { handler: handleEpisodeScript },
	'episode-preview': { handler: handleEpisodePreview },
	'episode-audio': { handler: handleEpisodeAudio, options: { localConcurrency: 1 } },
	// one at a time, as the audio and the video it makes again
	'episode-correction': { handler: handleEpisodeCorrection, options: { localConcurrency: 1 } },
	'episode-cover': { handler: handleEpisodeCover },
	'episode-video': { handler: handleEpisodeVideo, options: { localConcurrency: 1 } },
	'youtube-upload': { handler: handleYoutubeUpload, options: { localConcurrency: 1 } },
	'billing-period-rollover': { handler: handleBillingPeriodRollover, options: { localConcurrency: 1 } },
	'demo-expiry': { handler: handleDemoExpiry, options: { localConcurrency: 1 } },
	'account-purge': { handler: handleAccountPurge, options: { localConcurrency: 1 } },
	'weekly-report': { handler: handleWeeklyReport, options: { localConcurrency: 1 } },
	// one at a time: the local approximation runs eSpeak NG and measures its output, the upload is a few MB
	'voice-clone': { handler: handleVoiceClone, options: { localConcurrency: 1 } },
}

/**
 * pg-boss makes a worker sleep a polling interval after every fetch; NOTIFY only wakes it when a job is created.
 * With a backlog (a burst of jobs, or jobs queued while workers were busy) that means one job per interval. Once a
 * job is done there may be more, so wake this queue's workers: they fetch now, and an empty fetch falls back to
 * the normal wait, so this never spins on an empty queue.
 */
export function drainingHandler(boss: PgBoss, queue: string, handler: Handler): Handler {
	return async (jobs) => {
		const end = processCollector.begin(JOB_WEIGHT)
		try {
			return await handler(jobs)
		} finally {
			end()
			for (const worker of boss.getWipData()) if (worker.name === queue) boss.notifyWorker(worker.id)
		}
	}
}

export type Worker = { boss: PgBoss; stop: (timeoutSeconds: number) => Promise<void> }

export async function startWorker(log: (message: string) => void = console.info): Promise<Worker> {
	const boss = await startBoss('worker')
	for (const [queue, { handler, options }] of Object.entries(handlers)) {
		await boss.work(queue, { ...workOptions, ...options }, drainingHandler(boss, queue, handler))
	}
	for (const { queue, cron } of schedules) await boss.schedule(queue, cron, {}, { tz: 'UTC' })
	log(`[jobs] Worker activo: ${Object.keys(handlers).join(', ')}`)
	// this process speaks with the neural voices (their models in a child process of its own); their samples first
	enableNeuralVoices()
	const samples = prepareNeuralVoiceSamples()
	return {
		boss,
		async stop(timeoutSeconds) {
			// graceful: stop fetching, let running jobs finish up to the timeout, then close the pool
			await boss.stop({ graceful: true, timeout: timeoutSeconds * 1000, close: true })
			await stopNeuralVoices()
			await samples
		},
	}
}
