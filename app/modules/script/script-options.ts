/**
 * The choices an episode is made with, apart from the script's zod schema (script-types.ts): the input form's
 * pickers import them from here, so the create pages' JavaScript carries no zod
 * (docs/decisions/0009-landing-page-weight.md).
 */
export const tones = ['formacion', 'innovacion', 'ventas', 'marca'] as const
export const formats = ['podcast', 'entrevista', 'pildora'] as const
export const languages = ['castellano', 'latino', 'english'] as const

export type Tone = (typeof tones)[number]
export type EpisodeFormat = (typeof formats)[number]
export type ScriptLanguage = (typeof languages)[number]
