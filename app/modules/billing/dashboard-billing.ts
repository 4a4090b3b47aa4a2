import type { dashboardBilling } from './billing-status.server.ts'

/** What the dashboard's billing notices show: the plan, the trial's days left, a portal failure. */
export type DashboardBilling = Awaited<ReturnType<typeof dashboardBilling>>
