/**
 * The pronunciation entries' limits, apart from their zod schemas (pronunciation-schemas.ts): the script editor and
 * the settings form import them from here, so their pages' JavaScript carries no zod
 * (docs/decisions/0009-landing-page-weight.md).
 */

/** A name or a short phrase, not a sentence: longer would be a line of the script rewritten. */
export const WRITTEN_MAX = 80
export const SAID_MAX = 160
export const IPA_MAX = 160
/** An import file: a thousand entries of a PLS file take about 150 KB. */
export const IMPORT_MAX_BYTES = 1024 * 1024
