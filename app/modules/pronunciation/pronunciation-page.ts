import type { getPronunciationPage } from './pronunciation-page.server.ts'

/** The 'Pronunciación' tab's data, as its section receives it. */
export type PronunciationPage = Awaited<ReturnType<typeof getPronunciationPage>>
