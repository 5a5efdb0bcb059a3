import { Hono } from 'hono'
import { AuditQuerySchema } from '../../../domain/admin/audit.ts'
import { ADMIN_CODES } from '../../../domain/admin/errors.ts'
import { SystemSettingsSchema } from '../../../domain/admin/system-settings.ts'
import { UserChangeSchema, UserListQuerySchema } from '../../../domain/admin/users.ts'
import type { AppEnv } from '../../context.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { validate } from '../../http/validate.ts'
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
  .get('/admin/users', admin, validate('query', UserListQuerySchema, ADMIN_CODES), (c) =>
    c.json(listUsers(c.var.deps, c.req.valid('query'))),
  )
  .patch('/admin/users/:id', admin, validate('json', UserChangeSchema, ADMIN_CODES), (c) =>
    c.json(changeUser(c.var.deps, c.var.user, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/admin/users/:id/password-reset', admin, (c) => {
    sendPasswordReset(c.var.deps, c.var.user, c.req.param('id'), appOrigin(c))
    return c.json({ ok: true })
  })
  .get('/admin/system-settings', admin, (c) => c.json(getSystemSettingsForAdmin(c.var.deps)))
  .put('/admin/system-settings', admin, validate('json', SystemSettingsSchema, ADMIN_CODES), (c) =>
    c.json(saveSystemSettings(c.var.deps, c.var.user, c.req.valid('json'))),
  )
  .get('/admin/audit', admin, validate('query', AuditQuerySchema, ADMIN_CODES), (c) =>
    c.json(listAudit(c.var.deps, c.req.valid('query'))),
  )
  // The footer, /contact and the site notice read these on every page, signed in or not.
  .get('/system-settings', allowPublic(), (c) => c.json(getSystemSettings(c.var.deps)))
