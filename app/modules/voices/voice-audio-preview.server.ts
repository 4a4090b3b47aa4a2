import { speechClipMp3 } from '#app/integrations/ffmpeg/ffmpeg.server.ts'
import { speakableText } from '#app/modules/audio/speakable-text.ts'
import { speechProviderFor } from '#app/modules/audio/speech-providers.server.ts'
import { countPreview, PreviewRefusedError } from './cloning/voice-preview.server.ts'
import { userVoices } from './voice-catalogue.server.ts'
import { VoiceNotFoundError } from './voice-sample.server.ts'

/**
 * Any voice the user can choose (userVoices: the create form's catalogue, their own cloned voices included while the
 * plan has cloning) saying `text`, made speakable as any script line is, as MP3 cut to `seconds`. Counted with the
 * cloned voices' previews, one budget per user (PreviewRateError past it). A voice that is not theirs to choose is
 * VoiceNotFoundError; a text with nothing to say, PreviewRefusedError.
 */
export async function previewAnyVoice(
	userId: string,
	{ voiceId, text, seconds }: { voiceId: string; text: string; seconds: number },
) {
	const voice = (await userVoices(userId)).find((candidate) => candidate.voice_id === voiceId)
	if (!voice) throw new VoiceNotFoundError(voiceId)
	const speakable = speakableText(text, voice.labels.language).trim()
	if (!speakable) throw new PreviewRefusedError('No hay texto que leer.')
	await countPreview(userId)
	const { audio, format } = await speechProviderFor(voice.voice_id).synthesise({ voiceId: voice.voice_id, text: speakable })
	return speechClipMp3(audio, format, seconds)
}
