import type { getAccountSummary } from './account.server.ts'

/** The signed-in user's summary (name, plan, this month's usage) that the `_app` layout loads: the app shell's props. */
export type AccountSummary = Awaited<ReturnType<typeof getAccountSummary>>
