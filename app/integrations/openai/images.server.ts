import { type Env, getEnv } from '#app/utils/env.server.ts'
import { ProviderError } from './call-with-retry.server.ts'
import { type OpenAIClient, requireOpenAI } from './client.server.ts'
import { openAISdk } from './sdk.server.ts'

/** Image models take longer than chat ones: 20 to 60 s is common for a medium-quality square. */
const IMAGE_TIMEOUT_MS = 150_000
const IMAGE_SIZE = '1024x1024'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export type CoverImageRequest = {
	prompt: string
	signal?: AbortSignal
	/** Defaults to the client configured from OPENAI_API_KEY / OPENAI_BASE_URL. */
	client?: OpenAIClient
	/** Defaults to OPENAI_IMAGE_MODEL. */
	model?: string
}

/**
 * One square image (1024 × 1024) from the Images API, as PNG bytes. GPT image models always answer base64 and take
 * output_format; older DALL·E-style models (on compatible servers) need response_format b64_json instead. There is
 * a single attempt, no retries: the caller falls back to the designed template, which beats waiting or paying twice.
 * Errors from the provider become ProviderError (with the HTTP status); a cancelled request is rethrown as is.
 */
export async function generateCoverImage({
	prompt,
	signal,
	client = requireOpenAI(),
	model = getEnv().OPENAI_IMAGE_MODEL,
}: CoverImageRequest): Promise<Buffer> {
	const gptImage = model.startsWith('gpt-image')
	let response: Awaited<ReturnType<OpenAIClient['images']['generate']>>
	try {
		response = await client.images.generate(
			{
				model,
				prompt,
				n: 1,
				size: IMAGE_SIZE,
				...(gptImage ? { output_format: 'png' as const, quality: 'medium' as const } : { response_format: 'b64_json' as const }),
			},
			{ signal, timeout: IMAGE_TIMEOUT_MS },
		)
	} catch (error) {
		const { APIConnectionError, APIError, APIUserAbortError } = openAISdk()
		if (error instanceof APIUserAbortError || signal?.aborted || !(error instanceof APIError)) throw error
		const status = error instanceof APIConnectionError ? undefined : error.status
		const what = status === undefined ? 'sin conexión' : `HTTP ${status}`
		throw new ProviderError(`El proveedor de IA no generó la imagen (${what}): ${error.message}`, {
			status,
			attempts: 1,
			cause: error,
		})
	}
	const encoded = response.data?.[0]?.b64_json
	if (!encoded) throw new ProviderError('El proveedor de IA no devolvió ninguna imagen.', { attempts: 1 })
	const bytes = Buffer.from(encoded, 'base64')
	if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE))
		throw new ProviderError('El proveedor de IA devolvió una imagen que no es PNG.', { attempts: 1 })
	return bytes
}

/** Whether covers can be drawn by the image model (a key is set). */
export function imagesConfigured(env: Pick<Env, 'OPENAI_API_KEY'> = getEnv()) {
	return Boolean(env.OPENAI_API_KEY)
}
