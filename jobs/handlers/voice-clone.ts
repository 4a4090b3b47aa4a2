import { cloneErrorCode, cloneVoice, isPermanentCloneError } from '#app/modules/voices/cloning/clone-voice.server.ts'
import { markCloneFailed } from '#app/modules/voices/cloning/cloned-voices.server.ts'
import { defineJob } from '../define-job.ts'

/** Queue `voice-clone`: a cloned voice made from its sample; a failure is shown on /voice-cloning with a retry. */
export const handleVoiceClone = defineJob('voice-clone', {
	run: ({ voiceId }) => cloneVoice(voiceId),
	permanent: isPermanentCloneError,
	giveUp: ({ voiceId }, error) => markCloneFailed(voiceId, cloneErrorCode(error)),
})
