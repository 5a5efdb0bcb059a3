import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { readJsonObject } from '../../http/feature-error.ts'
import { allowPublic, requireAudience } from '../../middlewares/access.ts'
import {
  changeUser,
  getOverview,
  getSystemSettings,
  getSystemSettingsForAdmin,
  listAudit,
  listUsers,
  saveSystemSettings,
  sendPasswordReset,
} from './admin.service.ts'

const admin = requireAudience('admin')

/** The admin area's dashboard, users, system settings and audit log; mounted at /api. */
export const adminRoutes = new Hono<AppEnv>()
  .get('/admin/overview', admin, (c) => c.json(getOverview(c.var.deps)))
  .get('/admin/users', admin, (c) => c.json(listUsers(c.var.deps, c.req.query())))
  .patch('/admin/users/:id', admin, async (c) =>
    c.json(changeUser(c.var.deps, c.var.user, c.req.param('id'), await readJsonObject(c))),
  )
  .post('/admin/users/:id/password-reset', admin, (c) => {
    sendPasswordReset(c.var.deps, c.var.user, c.req.param('id'), appOrigin(c))
    return c.json({ ok: true })
  })
  .get('/admin/system-settings', admin, (c) => c.json(getSystemSettingsForAdmin(c.var.deps)))
  .put('/admin/system-settings', admin, async (c) =>
    c.json(saveSystemSettings(c.var.deps, c.var.user, await readJsonObject(c))),
  )
  .get('/admin/audit', admin, (c) => c.json(listAudit(c.var.deps, c.req.query())))
  // The footer, /contact and the site notice read these on every page, signed in or not.
  .get('/system-settings', allowPublic(), (c) => c.json(getSystemSettings(c.var.deps)))
