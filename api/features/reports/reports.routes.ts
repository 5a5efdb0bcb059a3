import { Hono } from 'hono'
import { REPORT_CODES } from '../../../domain/reports/errors.ts'
import { ReportQuerySchema } from '../../../domain/reports/report.ts'
import type { AppEnv } from '../../context.ts'
import { validate } from '../../http/validate.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { buildReport } from './reports.service.ts'

/** The team portal's performance report: team leads, team members and admins. */
export const reportsRoutes = new Hono<AppEnv>().get(
  '/',
  requireAudience('team'),
  validate('query', ReportQuerySchema, REPORT_CODES),
  (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(buildReport(c.var.deps, c.req.valid('query')))
  },
)
