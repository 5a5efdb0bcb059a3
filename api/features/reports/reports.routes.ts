import { Hono } from 'hono'
import { REPORT_CODES } from '../../../domain/reports/errors.ts'
import { ReportQuerySchema } from '../../../domain/reports/report.ts'
import type { AppEnv } from '../../context.ts'
import { validate } from '../../http/validate.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { pipelineReport } from './reports.pipeline.ts'
import { buildReport } from './reports.service.ts'

/** The team portal's performance report and sales pipeline: team leads, team members and admins. */
export const reportsRoutes = new Hono<AppEnv>()
  .get('/', requireAudience('team'), validate('query', ReportQuerySchema, REPORT_CODES), (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(buildReport(c.var.deps, c.req.valid('query')))
  })
  // The same period and hub as the report; the team lead's dashboard asks it for this month.
  .get('/pipeline', requireAudience('team'), validate('query', ReportQuerySchema, REPORT_CODES), (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(pipelineReport(c.var.deps, c.req.valid('query')))
  })
