import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { requireAudience } from '../../middlewares/access.ts'
import { findCalendarLinks } from './calendar.repo.ts'

/*
 * The calendar's server side beyond the sync (which carries the events themselves): what the event
 * form offers to link (marketplace jobs, homeowner requests) and to assign (team users). Team roles
 * and admins only.
 */
export const calendarRoutes = new Hono<AppEnv>().get('/links', requireAudience('team'), (c) =>
  c.json(findCalendarLinks(c.var.deps.db)),
)
