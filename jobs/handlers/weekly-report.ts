import { sendWeeklyReports } from '#app/modules/email/weekly-report.server.ts'
import { defineJob } from '../define-job.ts'

/** Queue `weekly-report` (every 15 minutes): the reports of users for whom it is now Monday 09:00. */
export const handleWeeklyReport = defineJob('weekly-report', { run: () => sendWeeklyReports(new Date()) })
