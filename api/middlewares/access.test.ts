import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import type { AppDeps, AppEnv } from '../context.ts'
import { FeatureError } from '../http/feature-error.ts'
import { allowPublic, denyUndeclared, requireAudience, requireUser } from './access.ts'

/** A bare app with the access middlewares, a signed-in user of our choosing and the app's error shape. */
function appAs(user: AppEnv['Variables']['user']) {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('deps', {} as AppDeps)
    c.set('user', user)
    c.set('session', null)
    await next()
  })
  app.use('*', denyUndeclared())
  app.onError((error, c) =>
    error instanceof FeatureError ? c.json(error.body(), error.status) : c.text('boom', 500),
  )
  return app
}

const installer = {
  id: 'u1',
  username: 'ivy',
  userType: 'installer' as const,
  isAdmin: false,
  hasCompletedOnboarding: true,
  emailVerifiedAt: null,
}

describe('deny by default', () => {
  it('refuses an endpoint that declares no access rule', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = appAs(installer)
    app.get('/api/forgotten', (c) => c.text('secret'))
    const res = await app.request('/api/forgotten')
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'You do not have access to this', code: 'forbidden' })
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GET /api/forgotten declares no access rule'))
    error.mockRestore()
  })

  it('runs endpoints that declare a rule, and leaves unknown paths to the 404', async () => {
    const app = appAs(null)
    app.get('/open', allowPublic(), (c) => c.text('hello'))
    app.get('/closed', requireUser(), (c) => c.text('secret'))
    app.all('*', (c) => c.json({ message: 'Not found' }, 404))
    expect((await app.request('/open')).status).toBe(200)
    expect((await app.request('/closed')).status).toBe(401)
    expect((await app.request('/nowhere')).status).toBe(404)
  })

  it('answers 401 when signed out and 403 for the wrong audience', async () => {
    const app = appAs(installer)
    app.get('/installers', requireAudience('installer'), (c) => c.text('ok'))
    app.get('/admins', requireAudience('admin'), (c) => c.text('ok'))
    expect((await app.request('/installers')).status).toBe(200)
    expect((await app.request('/admins')).status).toBe(403)
    const signedOut = appAs(null)
    signedOut.get('/installers', requireAudience('installer'), (c) => c.text('ok'))
    expect(await (await signedOut.request('/installers')).json()).toEqual({
      message: 'Not authenticated',
      code: 'notAuthenticated',
    })
  })
})
