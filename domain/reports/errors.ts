import { codeGuard, errorCodes } from '../codes.ts'

/** Error codes of GET /api/reports; the web translates them (web/features/reports). */
const REPORT_ERRORS = {
  reportPeriodInvalid: 'Choose a period of at most three years, its start before its end',
  reportHubInvalid: 'Choose one of the hubs, or all of them',
} as const
export type ReportErrorCode = keyof typeof REPORT_ERRORS
export const isReportErrorCode = codeGuard(REPORT_ERRORS)

/** What validation against this table reports when no schema message names the problem. */
export const REPORT_CODES = errorCodes(REPORT_ERRORS, 'reportPeriodInvalid')
