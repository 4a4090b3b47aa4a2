/**
 * ~150 words a minute of Spanish speech; the plan's length range gives the target (the middle of it). Apart from the
 * script's zod schema (script-types.ts), so the episode page's length estimate carries no zod.
 */
export const WORDS_PER_MINUTE = 150
