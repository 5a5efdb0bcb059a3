import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { buildReport, parseReportQuery } from './reports.service.ts'

/** The team portal's performance report: team leads, team members and admins. */
export const reportsRoutes = new Hono<AppEnv>().get('/', requireAudience('team'), (c) => {
  c.header('Cache-Control', 'no-store')
  return c.json(buildReport(c.var.deps, parseReportQuery(c.req.query())))
})
