import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { ArtworkError } from './podcast-artwork.server.ts'
import type { ArtworkProblem } from './podcast-artwork-rules.ts'
import { type PodcastInput, podcastSchema } from './podcast-schema.ts'
import { PodcastNameTakenError, type UploadedArtwork } from './podcasts.server.ts'

/** What a show's form gets back when it cannot be saved: the fields' errors and values, and a refused artwork. */
type PodcastFormReply = { result: SubmissionResult<string[]>; artworkProblem?: ArtworkProblem }

type PodcastSubmission<T> = { ok: true; saved: T } | { ok: false; status: 400 | 409 | 413; reply: PodcastFormReply }

/**
 * A show's form (readPodcastForm) checked by the shared schema and saved by `save` (createPodcast, updatePodcast), or
 * the reply that shows it again with what was wrong: a field (400), a name the user already has (409), an artwork
 * refused by Apple's rules (400) or too big (413). Everything typed comes back with it.
 */
export async function submitPodcastForm<T>(
	form: { formData: FormData; artwork: UploadedArtwork },
	save: (input: PodcastInput, artwork: UploadedArtwork) => Promise<T>,
): Promise<PodcastSubmission<T>> {
	const submission = parseWithZod(form.formData, { schema: podcastSchema })
	if (submission.status !== 'success') return { ok: false, status: 400, reply: { result: submission.reply() } }
	try {
		return { ok: true, saved: await save(submission.value, form.artwork) }
	} catch (error) {
		if (error instanceof PodcastNameTakenError) {
			return { ok: false, status: 409, reply: { result: submission.reply({ fieldErrors: { name: ['form.errors.nameTaken'] } }) } }
		}
		if (error instanceof ArtworkError) {
			const { problem } = error
			return {
				ok: false,
				status: problem.code === 'tooBig' ? 413 : 400,
				reply: {
					result: submission.reply({ fieldErrors: { artwork: [`artwork.problems.${problem.code}`] } }),
					artworkProblem: problem,
				},
			}
		}
		throw error
	}
}
