import { getOpenAI } from '#app/integrations/openai/client.server.ts'
import { composeScript } from './local-composer.ts'
import { writeScriptWithOpenAI } from './openai-writer.server.ts'
import type { Script, ScriptRequest } from './script-types.ts'

/** The script writer in use: OpenAI when OPENAI_API_KEY is set, otherwise the local composer. */
export async function writeScript(request: ScriptRequest): Promise<Script> {
	const client = getOpenAI()
	return client ? writeScriptWithOpenAI(request, { client }) : composeScript(request)
}
