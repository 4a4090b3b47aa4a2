import type { getSettings, getSettingsPage } from './settings.server.ts'

/** The settings page's data, as its sections receive it. */
export type SettingsPage = Awaited<ReturnType<typeof getSettingsPage>>
export type Settings = Awaited<ReturnType<typeof getSettings>>
