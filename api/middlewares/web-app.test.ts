import { Hono } from 'hono'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PAGE_PATHS_FILE } from './page-paths.ts'
import { mountWebApp } from './web-app.ts'

const PAGES = ['/', '/shop', '/shop/$key', '/precut-film-order/{-$estimateId}', '/docs/$']
const dirs: string[] = []

function webApp({ withPaths }: { withPaths: boolean }) {
  const dir = mkdtempSync(join(tmpdir(), 'web-app-'))
  dirs.push(dir)
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>App</title>')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)')
  if (withPaths) writeFileSync(join(dir, PAGE_PATHS_FILE), JSON.stringify(PAGES))
  const app = new Hono()
  mountWebApp(app, dir)
  return app
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the built web app', () => {
  it('answers every page of the app with the app, and any other path with the app and 404', async () => {
    const app = webApp({ withPaths: true })
    for (const path of [
      '/',
      '/shop',
      '/shop/',
      '/shop/window-film-60',
      '/precut-film-order',
      '/precut-film-order/e1',
      '/docs/a/b',
    ]) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain('<title>App</title>')
    }
    for (const path of ['/no-such-page', '/shop/a/b', '/precut-film-order/e1/x', '/shopping']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), 'the app shows its not-found page').toContain('<title>App</title>')
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
    }
  })

  it('answers a missing file with a plain 404, and serves the files there are', async () => {
    const app = webApp({ withPaths: true })
    expect((await app.request('/assets/missing.js')).status).toBe(404)
    const file = await app.request('/assets/app.js')
    expect(file.status).toBe(200)
    expect(file.headers.get('Cache-Control')).toContain('immutable')
  })

  it('without the list of pages (an older build) answers every page path with the app', async () => {
    const app = webApp({ withPaths: false })
    expect((await app.request('/no-such-page')).status).toBe(200)
  })
})
