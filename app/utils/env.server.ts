import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { speechVoicesSchema } from './speech-voices-env.ts'

const port = z.coerce.number().int().min(1).max(65535)
const optionalUrl = z.url().optional()
/** The speech server's model when SPEECH_MODEL is unset: the name Kokoro-FastAPI, openedai-speech and OpenAI take. */
export const DEFAULT_SPEECH_MODEL = 'tts-1'
const optionalSecret = z.string().min(32, 'debe tener al menos 32 caracteres').optional()

/**
 * Every environment variable the app reads. .env.example documents each one; a bad value stops start-up with a
 * message naming the variable.
 */
export const envSchema = z
	.object({
		NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
		APP_NAME: z.string().min(1).default('Ondacast'),
		APP_URL: optionalUrl,
		HOST: z.string().min(1).default('0.0.0.0'),
		PORT: port.default(3000),
		TRUST_PROXY: z.coerce.number().int().min(0).default(0),
		DATA_DIR: z.string().min(1).default('.data'),
		DATABASE_URL: z
			.string()
			.regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
			.optional(),
		EMBEDDED_PG_PORT: port.default(5433),
		WORKER_MODE: z.enum(['inline', 'off']).default('inline'),
		/** where files live: local (DATA_DIR/storage, one node) or s3 (an S3-compatible bucket shared by every node) */
		STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
		S3_ENDPOINT: optionalUrl,
		S3_REGION: z.string().min(1).default('us-east-1'),
		S3_BUCKET: z.string().min(3).optional(),
		S3_ACCESS_KEY_ID: z.string().min(1).optional(),
		S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
		/** bucket in the path (http://host/bucket/key), as MinIO, Garage and most self-hosted servers need */
		S3_FORCE_PATH_STYLE: z.stringbool().default(false),
		SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
		/**
		 * web processes sharing PORT (server/web-processes.ts); the database, migrations and the job worker stay in one
		 * process. 1: a single process, as `npm run dev` always is
		 */
		WEB_CONCURRENCY: z.coerce
			.number()
			.int()
			.min(1)
			.max(64)
			.default(() => os.availableParallelism()),
		SESSION_SECRET: optionalSecret,
		ENCRYPTION_KEY: z
			.string()
			.regex(/^[0-9a-f]{64}$/i, 'debe ser una clave de 32 bytes en hexadecimal (64 caracteres)')
			.optional(),
		/** keys ENCRYPTION_KEY replaced, comma-separated: secrets sealed with them can still be opened (and are sealed again) */
		ENCRYPTION_KEYS_PREVIOUS: z
			.string()
			.regex(/^[0-9a-f]{64}(,[0-9a-f]{64})*$/i, 'debe ser una lista de claves de 64 caracteres hexadecimales separadas por comas')
			.optional(),
		HONEYPOT_SECRET: optionalSecret,
		COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
		/**
		 * Origins (scheme://host[:port], comma-separated) whose pages may call the JSON API from the browser with a
		 * bearer token (server/cors.ts); unset: none, CORS is off.
		 */
		API_CORS_ORIGINS: z
			.string()
			.transform((value, context) => {
				const origins: string[] = []
				for (const item of value
					.split(',')
					.map((entry) => entry.trim())
					.filter(Boolean)) {
					const origin = originOf(item)
					if (origin) origins.push(origin)
					else context.addIssue({ code: 'custom', message: `«${item}» no es un origen como https://app.ejemplo.com (sin ruta)` })
				}
				return origins
			})
			.default([]),
		RATE_LIMIT_FACTOR: z.coerce.number().min(1).default(1),
		CONTENT_FETCH_ALLOW_LOOPBACK: z.stringbool().default(false),
		/** a webhook delivery that failed is tried again after this many seconds, then twice as long each time */
		WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
		PLANS_FILE: z.string().min(1).default('config/plans.json'),
		OPENAI_API_KEY: z.string().min(1).optional(),
		OPENAI_BASE_URL: optionalUrl,
		OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
		/** How long one request to the language model may take; a local model on a CPU needs several minutes. */
		OPENAI_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(1800).default(60),
		/** The closing line of every YouTube description; unset: none on paid plans, 'Creado con Ondacast.' on free ones. */
		DESCRIPTION_CREDIT: z.string().optional(),
		OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
		OPENAI_TTS_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
		ELEVENLABS_API_KEY: z.string().min(1).optional(),
		ELEVENLABS_BASE_URL: optionalUrl,
		ELEVENLABS_MODEL: z.string().min(1).default('eleven_multilingual_v2'),
		FFMPEG_PATH: z.string().min(1).optional(),
		FFPROBE_PATH: z.string().min(1).optional(),
		/** the Apertium translator (offline English↔Spanish, Debian `apertium-en-es`); a path, or a name looked up in PATH */
		APERTIUM_BIN: z.string().min(1).default('apertium'),
		SPEECH_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
		/**
		 * An OpenAI-compatible speech server (Kokoro-FastAPI, LocalAI, openedai-speech: its …/v1 address), apart from
		 * the writer's OPENAI_BASE_URL; its voices are SPEECH_VOICES. Unset: no such server.
		 */
		SPEECH_BASE_URL: optionalUrl,
		/** the server's key, when it was started with one (most local servers take none) */
		SPEECH_API_KEY: z.string().min(1).optional(),
		SPEECH_MODEL: z.string().min(1).default(DEFAULT_SPEECH_MODEL),
		SPEECH_VOICES: speechVoicesSchema.default([]),
		/** one folder per neural voice (Piper .onnx + .onnx.json); unset: DATA_DIR/voices, when it exists */
		VOICE_MODELS_DIR: z.string().min(1).optional(),
		GOOGLE_CLIENT_ID: z.string().min(1).optional(),
		GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
		GOOGLE_OAUTH_URL: optionalUrl,
		GOOGLE_API_URL: optionalUrl,
		STRIPE_SECRET_KEY: z.string().min(1).optional(),
		STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
		STRIPE_API_URL: optionalUrl,
		STRIPE_PRICE_ESENCIAL: z.string().min(1).optional(),
		STRIPE_PRICE_CREADORES: z.string().min(1).optional(),
		STRIPE_PRICE_CREADORES_PLUS: z.string().min(1).optional(),
		BILLING_SANDBOX: z.stringbool().default(false),
		TRIAL_ENABLED: z.stringbool().default(false),
		SMTP_URL: z
			.string()
			.regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
			.optional(),
		MAIL_FROM: z.string().min(3).default('Ondacast <hola@ondacast.app>'),
		SUPPORT_EMAIL: z.email().default('soporte@ondacast.app'),
		SALES_EMAIL: z.email().default('ventas@ondacast.app'),
		LEGAL_EMAIL: z.email().default('legal@ondacast.app'),
		PARTNERS_EMAIL: z.email().default('alianzas@ondacast.app'),
		SOCIAL_X_URL: z.url().default('https://x.com/ondacast'),
		SOCIAL_LINKEDIN_URL: z.url().default('https://www.linkedin.com/company/ondacast'),
		SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/ondacast'),
		SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com/@ondacast'),
	})
	.superRefine((env, context) => {
		if (env.STORAGE_DRIVER !== 's3') return
		for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
			if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'es obligatorio con STORAGE_DRIVER=s3' })
		}
	})
	.superRefine((env, context) => {
		// a speech server is its address and its voices: one without the other is a mistake, not a choice
		if (env.SPEECH_BASE_URL && env.SPEECH_VOICES.length === 0) {
			const message = 'es obligatoria con SPEECH_BASE_URL: las voces del servidor, p. ej. ef_dora:es-ES:female'
			context.addIssue({ code: 'custom', path: ['SPEECH_VOICES'], message })
		}
		if (!env.SPEECH_BASE_URL && (env.SPEECH_VOICES.length > 0 || env.SPEECH_API_KEY)) {
			const message = 'es obligatoria con SPEECH_VOICES o SPEECH_API_KEY: la dirección …/v1 del servidor de voz'
			context.addIssue({ code: 'custom', path: ['SPEECH_BASE_URL'], message })
		}
	})

export type Env = z.infer<typeof envSchema>

/** `https://App.ejemplo.com/` → `https://app.ejemplo.com`, as a browser's Origin header says it; null for anything else. */
function originOf(text: string) {
	if (!URL.canParse(text)) return null
	const url = new URL(text)
	const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
	return bare && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : null
}

export class EnvError extends Error {
	override name = 'EnvError'
}

/** Parses an environment; empty strings count as unset. Throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
	const result = envSchema.safeParse(cleaned)
	if (result.success) return result.data
	const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
	throw new EnvError(`Configuración no válida en las variables de entorno:\n${lines.join('\n')}`)
}

let cached: Env | undefined

export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}

/** Forget the parsed environment (after the start-up sets DATABASE_URL, or in tests). */
export function resetEnv() {
	cached = undefined
}

export function dataDir(env: Env = getEnv()) {
	return path.resolve(env.DATA_DIR)
}

export function appUrl(env: Env = getEnv()) {
	return env.APP_URL ?? `http://localhost:${env.PORT}`
}

export function isProduction(env: Env = getEnv()) {
	return env.NODE_ENV === 'production'
}

export function requireDatabaseUrl(env: Env = getEnv()) {
	if (!env.DATABASE_URL) throw new EnvError('DATABASE_URL no está definido: el arranque debe resolver la base de datos antes.')
	return env.DATABASE_URL
}
