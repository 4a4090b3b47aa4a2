/**
 * Every error the application stores or sends back as data: a code plus its parameters, never a sentence. The texts
 * live in locales/<lng>/errors.json under the code, so each user reads them in their own language
 * (docs/decisions/0018-error-codes.md). A new error gets its code here and a text in every locale (a test checks).
 */

/**
 * Why an episode's job gave up (the episode's `errorCode`). MODEL_SCRIPT_UNUSABLE: the language model's answers could
 * not be made into a script even after it was asked to correct them (app/modules/script/openai-writer.server.ts);
 * MODEL_TRANSLATION_UNUSABLE: the same for a script's translation (app/modules/translation/model-translation.server.ts).
 * VERSION_TRANSLATION_FAILED: a version's script could not be translated offline (app/modules/translation).
 */
const episodeErrorCodes = [
	'GENERATION_FAILED',
	'NOT_ENOUGH_CONTENT',
	'MODEL_SCRIPT_UNUSABLE',
	'MODEL_TRANSLATION_UNUSABLE',
	'VERSION_TRANSLATION_FAILED',
	'REGENERATION_FAILED',
	'AUDIO_FAILED',
	'CREDITS_EXHAUSTED',
] as const

/**
 * Why an episode cannot go to YouTube, or why its upload failed (the episode's `youtubeErrorCode`; app/modules/youtube):
 * each missing condition has its own text; YOUTUBE_QUOTA_EXCEEDED has {date} and {time} of the quota's reset.
 */
const youtubeErrorCodes = [
	'YOUTUBE_NOT_CONFIGURED',
	'YOUTUBE_PLAN',
	'YOUTUBE_NOT_CONNECTED',
	'YOUTUBE_AUTH_EXPIRED',
	'YOUTUBE_EPISODE_NOT_SAVED',
	'YOUTUBE_VIDEO_MISSING',
	'YOUTUBE_COVER_MISSING',
	'YOUTUBE_QUOTA_EXCEEDED',
	'YOUTUBE_UPLOAD_FAILED',
] as const

/**
 * Why an episode cannot be published in its show's feed (app/modules/podcasts/publish-episode.server.ts): a plan
 * without publishing (FEED_PLAN has {plans}, the plans that have it), an episode not finished with its audio, an
 * episode in no show.
 */
const feedPublishErrorCodes = ['FEED_PLAN', 'FEED_EPISODE_NOT_READY', 'FEED_NO_PODCAST'] as const

/**
 * Why a source could not be read (a source warning): a web address (URL_HTTP_ERROR has {status}, URL_TOO_LARGE
 * {megabytes}) or an uploaded file gone from storage. A document that cannot be read has a document code instead.
 */
const sourceErrorCodes = [
	'URL_INVALID',
	'URL_PROTOCOL',
	'URL_BLOCKED_ADDRESS',
	'URL_DNS',
	'URL_TOO_MANY_REDIRECTS',
	'URL_TIMEOUT',
	'URL_TOO_LARGE',
	'URL_CONTENT_TYPE',
	'URL_HTTP_ERROR',
	'URL_NETWORK',
	'URL_NO_TEXT',
	'SOURCE_FILE_GONE',
] as const

/** Why a document was refused or could not be read: a title and a sentence ({name} when the file's name is known). */
export const documentErrorCodes = [
	'DOCUMENT_UNSUPPORTED',
	'DOCUMENT_TOO_LARGE',
	'DOCUMENT_BAD_ARCHIVE',
	'DOCUMENT_PROTECTED',
	'DOCUMENT_EMPTY',
	'DOCUMENT_UNREADABLE',
	'DOCUMENT_TOO_MANY',
	'DOCUMENT_DAILY_LIMIT',
] as const

/**
 * What was done with a long or mixed source, shown on the preview step as a notice rather than a problem
 * (app/modules/content/prepare-sources.ts): pages used and their chapters, pages and paragraphs left out.
 */
const sourceNoticeCodes = [
	'SOURCE_PAGES_USED',
	'SOURCE_PAGES_USED_MORE',
	'SOURCE_PAGES_USED_PLAIN',
	'SOURCE_PART_USED',
	'SOURCE_PAGES_SKIPPED',
	/** left out before translation existed: still on older episodes */
	'SOURCE_OTHER_LANGUAGE',
	'SOURCE_CODE_LEFT_OUT',
	'SOURCE_PAGES_TRUNCATED',
	/** a long source, only part of it used, and no language model: the local composer's episode may jump */
	'SOURCE_LOCAL_COMPOSER_LONG',
	// paragraphs in the other language (app/modules/content/other-language.ts): translated by Apertium, read by the
	// language model, or left out (a failed translation; no model nor Apertium on this server)
	'SOURCE_TRANSLATED_ENGLISH_PAGES',
	'SOURCE_TRANSLATED_ENGLISH',
	'SOURCE_TRANSLATED_SPANISH_PAGES',
	'SOURCE_TRANSLATED_SPANISH',
	'SOURCE_MODEL_TRANSLATES_ENGLISH',
	'SOURCE_MODEL_TRANSLATES_SPANISH',
	'SOURCE_TRANSLATION_CUT',
	'SOURCE_TRANSLATION_FAILED',
	'SOURCE_ENGLISH_UNAVAILABLE',
	'SOURCE_SPANISH_UNAVAILABLE',
] as const

/**
 * Why a voice could not be cloned (a cloned voice's `errorCode`; app/modules/voices/cloning): the provider refused
 * the sample, the account has no credits, the sample is gone or has no voice to measure, or anything else.
 */
const voiceCloneErrorCodes = [
	'VOICE_CLONE_FAILED',
	'VOICE_CLONE_REFUSED',
	'VOICE_CLONE_CREDITS',
	'VOICE_SAMPLE_GONE',
	'VOICE_SAMPLE_UNUSABLE',
] as const

/** Why buying or managing a subscription failed (app/modules/billing): shown on the page that was asked for. */
const billingErrorCodes = [
	'PAYMENTS_NOT_CONFIGURED',
	'CHECKOUT_FAILED',
	'SIGNUP_CHECKOUT_FAILED',
	'PORTAL_FAILED',
	'SUBSCRIPTION_CANCEL_FAILED',
	'PLAN_CHANGE_UNPAID',
	'PLAN_CHANGE_PAST_DUE',
	'PLAN_NOT_FOUND',
	'PLAN_ALREADY_ACTIVE',
	'EMBEDDED_PAYMENT_UNAVAILABLE',
] as const

/**
 * Why the JSON API refused a voice sample, a preview or a deletion (POST /api/voice/upload, POST /api/voice/preview,
 * POST /api/audio-preview, DELETE /api/voice/cloned/{id}): the voice-cloning page's own problems (voices.json
 * `problems.<problem>`) as codes. VOICE_UPLOAD_FORMAT and VOICE_UPLOAD_NOT_AUDIO have {formats},
 * VOICE_UPLOAD_TOO_LARGE {mb}, VOICE_UPLOAD_TOO_SHORT {min} (seconds), VOICE_UPLOAD_TOO_LONG {max} (minutes),
 * VOICE_LIMIT_REACHED {limit}.
 */
const voiceApiErrorCodes = [
	'VOICE_UPLOAD_INCOMPLETE',
	'VOICE_UPLOAD_FORMAT',
	'VOICE_UPLOAD_TOO_LARGE',
	'VOICE_UPLOAD_NOT_AUDIO',
	'VOICE_UPLOAD_TOO_SHORT',
	'VOICE_UPLOAD_TOO_LONG',
	'VOICE_UPLOAD_SILENT',
	'VOICE_UPLOAD_CLIPPED',
	'VOICE_UPLOAD_NOT_SPEECH',
	'VOICE_UPLOAD_DAILY_LIMIT',
	'VOICE_LIMIT_REACHED',
	'VOICE_CLONING_NOT_IN_PLAN',
	'VOICE_PREVIEW_REFUSED',
	'VOICE_PREVIEW_RATE',
	'VOICE_PREVIEW_FAILED',
	'VOICE_DELETE_FAILED',
] as const

/**
 * What a 404 says (notFound, app/modules/errors/not-found.server.ts): the short text a resource or media address
 * answers with, or the `{ error }` of the JSON API. A page shows the site's 404 page instead. PLAN_NOT_FOUND (billing)
 * is one too.
 */
const notFoundCodes = [
	'NOT_FOUND',
	'EPISODE_NOT_FOUND',
	'EPISODE_FILE_GONE',
	'CAPTIONS_MISSING',
	'VOICE_NOT_FOUND',
	'VOICE_PREVIEW_MISSING',
	'WEBHOOK_NOT_FOUND',
	'VOICE_LANGUAGE_NOT_FOUND',
	'PRONUNCIATION_NOT_FOUND',
	'PODCAST_NOT_FOUND',
] as const

/**
 * Refusals of the JSON API (app/modules/api): no token and no session, a token that is unknown, malformed, expired or
 * revoked, a failed login, a body that is not the call's JSON, too many tokens, an e-mail that already has an
 * account; the month's episodes used up ({used}, {limit}, {nextPlan}), sources shorter than the plan's length
 * ({minutes}, {min}, {max}), an upload id that is not the user's, an episode in another step ({step}), a cloned
 * voice no longer usable, video outside the plan, a sample/cover/video that failed while a call waited, an
 * Idempotency-Key reused with another request or still at work, too many calls; and for uploads: no file sent, an
 * upload address that is forged, expired or used, an uploaded object that is not the caller's (or gone), an image
 * over the avatar's size or not an image at all; a call that only a demo account makes (the demo's e-mail capture),
 * a call that takes a file sent something other than a multipart form; a version in a language outside the plan, or
 * of an episode that is not finished with a script.
 */
const apiErrorCodes = [
	'API_AUTH_REQUIRED',
	'API_TOKEN_INVALID',
	'API_LOGIN_FAILED',
	'API_BAD_REQUEST',
	'API_TOO_MANY_TOKENS',
	'API_EMAIL_TAKEN',
	'API_LIMIT_REACHED',
	'API_SOURCES_SHORT',
	'API_FILE_UNKNOWN',
	'API_WRONG_STEP',
	'API_CLONE_NOT_IN_PLAN',
	'API_CLONE_GONE',
	'API_VIDEO_PLAN',
	'API_PREVIEW_FAILED',
	'API_COVER_FAILED',
	'API_VIDEO_FAILED',
	'API_IDEMPOTENCY_MISMATCH',
	'API_IDEMPOTENCY_IN_PROGRESS',
	'API_RATE_LIMITED',
	'API_NO_FILES',
	'API_UPLOAD_URL_INVALID',
	'API_OBJECT_NOT_FOUND',
	'API_IMAGE_TOO_LARGE',
	'API_IMAGE_INVALID',
	'API_DEMO_ONLY',
	'API_MULTIPART_REQUIRED',
	'API_CORRECTION_BUSY',
	'API_CORRECTION_LIMIT',
	'API_LANGUAGE_PLAN',
	'API_VERSION_NOT_READY',
] as const

/**
 * Webhooks of the JSON API (app/modules/webhooks): why an address is refused (not https, a private network, a name
 * that does not resolve), too many webhooks, and why a delivery's last attempt failed (the delivery log's
 * `lastErrorCode`; WEBHOOK_HTTP_ERROR has {status}).
 */
const webhookErrorCodes = [
	'WEBHOOK_URL_INVALID',
	'WEBHOOK_URL_HTTPS',
	'WEBHOOK_URL_BLOCKED',
	'WEBHOOK_URL_DNS',
	'WEBHOOK_TOO_MANY',
	'WEBHOOK_HTTP_ERROR',
	'WEBHOOK_TIMEOUT',
	'WEBHOOK_NETWORK',
] as const

export type ApiErrorCode = (typeof apiErrorCodes)[number]
export type WebhookErrorCode = (typeof webhookErrorCodes)[number]
export type BillingErrorCode = (typeof billingErrorCodes)[number]
export type EpisodeErrorCode = (typeof episodeErrorCodes)[number]
export type YoutubeErrorCode = (typeof youtubeErrorCodes)[number]
export type FeedPublishErrorCode = (typeof feedPublishErrorCodes)[number]
export type VoiceCloneErrorCode = (typeof voiceCloneErrorCodes)[number]
export type VoiceApiErrorCode = (typeof voiceApiErrorCodes)[number]
export type SourceErrorCode = (typeof sourceErrorCodes)[number]
export type DocumentErrorCode = (typeof documentErrorCodes)[number]
export type SourceNoticeCode = (typeof sourceNoticeCodes)[number]
export type NotFoundCode = (typeof notFoundCodes)[number] | Extract<BillingErrorCode, 'PLAN_NOT_FOUND'>
export type ErrorCode =
	| EpisodeErrorCode
	| YoutubeErrorCode
	| FeedPublishErrorCode
	| SourceErrorCode
	| DocumentErrorCode
	| SourceNoticeCode
	| VoiceCloneErrorCode
	| VoiceApiErrorCode
	| BillingErrorCode
	| NotFoundCode
	| ApiErrorCode
	| WebhookErrorCode

/** Every code, for the test that each has a text in every locale. */
export const errorCodes: readonly ErrorCode[] = [
	...episodeErrorCodes,
	...youtubeErrorCodes,
	...feedPublishErrorCodes,
	...sourceErrorCodes,
	...documentErrorCodes,
	...sourceNoticeCodes,
	...voiceCloneErrorCodes,
	...voiceApiErrorCodes,
	...billingErrorCodes,
	...notFoundCodes,
	...apiErrorCodes,
	...webhookErrorCodes,
]

type ErrorParams = Record<string, string | number>

/** An error as stored and sent: its code and the values its text needs. */
export type CodedError<C extends ErrorCode = ErrorCode> = { code: C; params?: ErrorParams }

export function isDocumentErrorCode(code: string): code is DocumentErrorCode {
	return (documentErrorCodes as readonly string[]).includes(code)
}

export function isVoiceCloneErrorCode(code: string): code is VoiceCloneErrorCode {
	return (voiceCloneErrorCodes as readonly string[]).includes(code)
}

export function isSourceNoticeCode(code: string): code is SourceNoticeCode {
	return (sourceNoticeCodes as readonly string[]).includes(code)
}
