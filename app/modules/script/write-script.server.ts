import { getChatClient } from '#app/integrations/openai/client.server.ts'
import { composeScript } from './local-composer.ts'
import { writeScriptWithOpenAI } from './openai-writer.server.ts'
import type { Script, ScriptRequest } from './script-types.ts'

/**
 * The script writer in use: a language model when OPENAI_API_KEY or OPENAI_BASE_URL is set (OpenAI, or a local server
 * such as Ollama that needs no key), otherwise the local composer.
 */
export async function writeScript(request: ScriptRequest): Promise<Script> {
	const client = getChatClient()
	return client ? writeScriptWithOpenAI(request, { client }) : composeScript(request)
}
