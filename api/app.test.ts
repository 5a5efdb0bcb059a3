import { describe, expect, it } from 'vitest'
import { SAME_ORIGIN } from './test/client.ts'
import { createTestApp } from './test/test-app.ts'

describe('server', () => {
  it('reports health with the database reachable', async () => {
    const { app } = createTestApp()
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = createTestApp()
    const res = await app.request('/api/does-not-exist', { method: 'POST', headers: SAME_ORIGIN })
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ message: 'Not found' })
    const get = await app.request('/api/does-not-exist')
    expect([get.status, await get.json()]).toEqual([404, { message: 'Not found' }])
  })

  it('refuses a body over 2 MB with 413 where the route declares no limit of its own', async () => {
    const { app } = createTestApp()
    const body = JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) })
    const res = await app.request('/api/orders', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json', 'idempotency-key': 'key-12345678' },
      body,
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'invalidInput' })
  })

  it('falls back to index.html for unknown page paths so the client shows its not-found page', async () => {
    const { app } = createTestApp()
    const res = await app.request('/some/unknown/page')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('<div id="root">')
  })

  it('does not answer a missing asset with the HTML page', async () => {
    const { app } = createTestApp()
    const res = await app.request('/assets/missing-123.js')
    expect(res.status).toBe(404)
  })

  it('serves the service worker uncached and hashed assets as immutable, compressed', async () => {
    const { app } = createTestApp()
    const sw = await app.request('/sw.js')
    expect(sw.status).toBe(200)
    expect(sw.headers.get('cache-control')).toBe('no-cache')

    const asset = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-encoding')).toBe('gzip')

    const precompressed = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(precompressed.headers.get('content-encoding')).toBe('br')
    expect(precompressed.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('sends pages the document security headers', async () => {
    const { app } = createTestApp()
    const res = await app.request('/')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)')
  })

  it('sends API data answers a short set that loads nothing and may not be framed, sniffed or read elsewhere', async () => {
    const { app } = createTestApp()
    for (const path of ['/api/health', '/api/no-such-route']) {
      const res = await app.request(path)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(res.headers.get('strict-transport-security')).toContain('max-age=')
      expect(res.headers.get('permissions-policy')).toBeNull()
    }
  })

  it('hides the stack of an unexpected error in production', async () => {
    const { app, db } = createTestApp({ nodeEnv: 'production' })
    db.close() // every query now throws
    const res = await app.request('/api/health')
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ message: 'Internal server error' })
  })
})
