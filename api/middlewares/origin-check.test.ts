import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seed } from '../db/seed.ts'
import { SAME_ORIGIN, signIn } from '../test/client.ts'
import { createTestApp } from '../test/test-app.ts'

const refused = { message: 'Cross-site request refused', code: 'crossSiteRequest' }
const login = JSON.stringify({ usernameOrEmail: 'member', password: DEMO_PASSWORD })

describe('Origin check on state-changing API calls', () => {
  it.each([
    ['no Origin', { Host: 'localhost' }],
    ['another site', { Host: 'localhost', Origin: 'https://evil.example' }],
    ['another port', { Host: 'localhost', Origin: 'http://localhost:8080' }],
    ['a look-alike host', { Host: 'localhost', Origin: 'http://localhost.evil.example' }],
    ['an opaque origin', { Host: 'localhost', Origin: 'null' }],
    ['garbage', { Host: 'localhost', Origin: '::not a url::' }],
  ])('refuses a POST with %s', async (_name, headers) => {
    const t = createTestApp()
    seed(t.db)
    const res = await t.app.request('/api/login', { method: 'POST', headers, body: login })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual(refused)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('refuses PUT and DELETE too, and leaves the session of a signed-in victim alone', async () => {
    const t = createTestApp()
    seed(t.db)
    const client = await signIn(t.app, 'member')
    const cookie = `session=${client.token}`
    const cross = { Host: 'localhost', Origin: 'https://evil.example', Cookie: cookie }
    for (const [method, path] of [
      ['POST', '/api/logout'],
      ['PUT', '/api/profile'],
      ['DELETE', '/api/profile/logo'],
    ] as const) {
      const res = await t.app.request(path, {
        method,
        headers: cross,
        body: method === 'DELETE' ? undefined : '{}',
      })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual(refused)
    }
    expect((await client.get('/api/user')).status).toBe(200)
  })

  it('lets same-origin writes and cross-origin reads through', async () => {
    const t = createTestApp()
    seed(t.db)
    const ok = await t.app.request('/api/login', { method: 'POST', headers: SAME_ORIGIN, body: login })
    expect(ok.status).toBe(200)
    expect(
      (await t.app.request('/api/health', { headers: { Origin: 'https://elsewhere.example' } })).status,
    ).toBe(200)
  })

  it('compares with the host the proxy saw only when TRUST_PROXY is set', async () => {
    const headers = {
      Host: 'internal:3000',
      'X-Forwarded-Host': 'shield.example',
      Origin: 'https://shield.example',
    }
    const trusting = createTestApp({ trustProxy: true })
    seed(trusting.db)
    expect((await trusting.app.request('/api/login', { method: 'POST', headers, body: login })).status).toBe(
      200,
    )

    const plain = createTestApp()
    seed(plain.db)
    expect((await plain.app.request('/api/login', { method: 'POST', headers, body: login })).status).toBe(403)
  })
})
