/**
 * Plan features, apart from the plans file's zod schema (plan-schema.ts): the pricing cards import what they need
 * from here, so the landing page's JavaScript carries no zod (docs/decisions/0009-landing-page-weight.md).
 */
export const planFeatures = [
	'watermark',
	'maxTwoMinutes',
	'download',
	'allVoices',
	'premiumSpanishVoices',
	'library',
	'mp3Download',
	'noCloning',
	'spanishOnly',
	'unlimitedPreviews',
	'humanCloning',
	'coverDesign',
	'staticVideo',
	'youtubeUpload',
	'feedPublishing',
	'emailSupport',
	'multiLanguageVoices',
	'lengthOnRequest',
	'everythingInPlus',
	'ultraHumanCloning',
	'multiUser',
	'customBranding',
	'dedicatedSupport',
] as const

/** The features that say what a plan lacks: listed, but marked as limits rather than ticked. */
export const planLimitations: ReadonlySet<PlanFeature> = new Set(['watermark', 'maxTwoMinutes', 'noCloning', 'spanishOnly'])

export type PlanFeature = (typeof planFeatures)[number]
