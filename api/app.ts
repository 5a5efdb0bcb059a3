import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { HTTPException } from 'hono/http-exception'
import type { Db } from './db/client.ts'
import type { Env } from './env.ts'
import { healthRoutes } from './features/health/health.routes.ts'
import { securityHeaders } from './middlewares/security-headers.ts'
import { mountWebApp } from './middlewares/web-app.ts'

export interface AppDeps {
  db: Db
  env: Pick<Env, 'NODE_ENV' | 'WEB_DIST_DIR'>
  clock: () => Date
}

export type AppEnv = { Variables: { deps: AppDeps } }

/** Builds the whole server: API under /api, the web app everywhere else. */
export function createApp(input: Omit<AppDeps, 'clock'> & { clock?: () => Date }) {
  const deps: AppDeps = { clock: () => new Date(), ...input }
  const app = new Hono<AppEnv>()

  app.use('*', securityHeaders())
  app.use('*', compress())
  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
  })

  const api = new Hono<AppEnv>()
  api.route('/health', healthRoutes)
  api.all('*', (c) => c.json({ message: 'Not found' }, 404))
  app.route('/api', api)

  mountWebApp(app, deps.env.WEB_DIST_DIR)

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ message: error.message || 'Request failed' }, error.status)
    }
    console.error(error)
    const production = deps.env.NODE_ENV === 'production'
    return c.json(
      production ? { message: 'Internal server error' } : { message: error.message, stack: error.stack },
      500,
    )
  })

  return app
}
