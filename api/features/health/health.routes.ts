import { Hono } from 'hono'
import type { AppEnv } from '../../context.ts'
import { databaseAnswers } from '../../db/client.ts'
import { allowPublic } from '../../middlewares/access.ts'

export const healthRoutes = new Hono<AppEnv>().get('/', allowPublic(), (c) =>
  c.json({
    status: 'ok',
    database: databaseAnswers(c.var.deps.db) ? 'ok' : 'error',
    time: c.var.deps.clock().toISOString(),
  }),
)
