import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { allowPublic } from '../../middlewares/access.ts'

export const healthRoutes = new Hono<AppEnv>().get('/', allowPublic(), (c) => {
  const { db } = c.var.deps
  const dbOk = db.prepare('SELECT 1 AS ok').get() as { ok: number } | undefined
  return c.json({
    status: 'ok',
    database: dbOk?.ok === 1 ? 'ok' : 'error',
    time: c.var.deps.clock().toISOString(),
  })
})
