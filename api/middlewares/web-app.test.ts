import { Hono } from 'hono'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { PAGE_PATHS_FILE, ROUTE_MODULES_FILE } from './page-paths.ts'
import { PRERENDERED_DIR, prerenderedFile } from './prerendered.ts'
import { mountWebApp } from './web-app.ts'

const PAGES = ['/', '/shop', '/shop/$key', '/precut-film-order/{-$estimateId}', '/docs/$']
const dirs: string[] = []

const rendered = (path: string) => `<!doctype html><div id="root"><h1>Rendered ${path}</h1></div>`

function webApp({ withPaths, prerendered = [] }: { withPaths: boolean; prerendered?: string[] }) {
  const dir = mkdtempSync(join(tmpdir(), 'web-app-'))
  dirs.push(dir)
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>App</title>')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)')
  if (withPaths) writeFileSync(join(dir, PAGE_PATHS_FILE), JSON.stringify(PAGES))
  if (withPaths)
    writeFileSync(
      join(dir, ROUTE_MODULES_FILE),
      JSON.stringify({ '/': ['/assets/home.js'], '/shop/$key': ['/assets/product.js', '/assets/store.js'] }),
    )
  if (prerendered.length > 0) mkdirSync(join(dir, PRERENDERED_DIR))
  for (const path of prerendered) {
    const file = join(dir, prerenderedFile(path))
    writeFileSync(file, rendered(path))
    writeFileSync(`${file}.br`, brotliCompressSync(rendered(path)))
    writeFileSync(`${file}.gz`, gzipSync(rendered(path)))
  }
  const app = new Hono()
  mountWebApp(app, dir, {
    '/shop/$key': (path) => [
      '</api/catalog>; rel=preload; as=fetch; crossorigin',
      `<${path}.svg>; rel=preload; as=image`,
    ],
  })
  return app
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the built web app', () => {
  it('names the own modules and data of a page the app draws itself in a Link header', async () => {
    const app = webApp({ withPaths: true, prerendered: ['/'] })
    for (const path of ['/shop/SEC-4C', '/shop/window-film-60/']) {
      expect((await app.request(path)).headers.get('Link'), path).toBe(
        '</assets/product.js>; rel=modulepreload; crossorigin, </assets/store.js>; rel=modulepreload; crossorigin, ' +
          `</api/catalog>; rel=preload; as=fetch; crossorigin, <${path}.svg>; rel=preload; as=image`,
      )
    }
    // A page the build rendered paints without them: nothing competes with it.
    const home = await app.request('/')
    expect(await home.text()).toContain('Rendered /')
    expect(home.headers.get('Link')).toBeNull()
    for (const path of ['/shop', '/shop/a/b', '/precut-film-order', '/assets/app.js'])
      expect((await app.request(path)).headers.get('Link'), path).toBeNull()
  })

  it("asks a signed-in person's browser for who they are together with a page the app draws itself", async () => {
    const app = webApp({ withPaths: true, prerendered: ['/'] })
    const signedIn = { Cookie: 'theme=dark; session=abc123' }
    expect((await app.request('/shop', { headers: signedIn })).headers.get('Link')).toBe(
      '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials',
    )
    expect((await app.request('/shop/SEC-4C', { headers: signedIn })).headers.get('Link')).toContain(
      ', </api/user>; rel=preload; as=fetch; crossorigin=use-credentials',
    )
    // A visitor has nobody to ask about; a rendered page shows a visitor's page first anyway.
    expect((await app.request('/shop')).headers.get('Link')).toBeNull()
    expect((await app.request('/', { headers: signedIn })).headers.get('Link')).toBeNull()
  })

  it('answers every page with a key with the frame the build rendered for them, and names what fills it', async () => {
    const app = webApp({ withPaths: true, prerendered: ['/shop/$key'] })
    for (const path of ['/shop/SEC-4C', '/shop/KIT-PRO/']) {
      const response = await app.request(path, { headers: { 'Accept-Encoding': 'br' } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Content-Encoding')).toBe('br')
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain(
        'Rendered /shop/$key',
      )
      expect(response.headers.get('Link'), path).toContain(`<${path}.svg>; rel=preload; as=image`)
    }
    // A signed-in person's frame asks who they are as well, like a page the app draws.
    expect(
      (await app.request('/shop/SEC-4C', { headers: { Cookie: 'session=abc123' } })).headers.get('Link'),
    ).toContain(', </api/user>; rel=preload; as=fetch; crossorigin=use-credentials')
    // Only the paths of that page: the shop itself is not a product.
    expect(await (await app.request('/shop')).text()).toContain('<title>App</title>')
    expect((await app.request('/shop/a/b')).status).toBe(404)
  })

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

  it('answers a page the build rendered with its HTML, compressed as the browser accepts', async () => {
    const app = webApp({ withPaths: true, prerendered: ['/', '/shop/'] })
    for (const [path, page] of [
      ['/', '/'],
      ['/shop', '/shop/'],
      ['/shop/', '/shop/'],
    ] as const) {
      const plain = await app.request(path)
      expect(plain.status, path).toBe(200)
      expect(plain.headers.get('Content-Type')).toBe('text/html; charset=UTF-8')
      expect(plain.headers.get('Cache-Control'), 'a new build is seen at once').toBe('no-cache')
      expect(await plain.text()).toBe(rendered(page))
    }
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(rendered('/'))
    const gzip = await app.request('/shop', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    // A query renders another page than the one the build rendered: the app draws it.
    expect(await (await app.request('/shop?category=kit')).text()).toContain('<title>App</title>')
    // Other pages, a product's among them, are the app's shell as before.
    expect(await (await app.request('/shop/window-film-60')).text()).toContain('<title>App</title>')
    expect(await (await app.request('/index.html')).text()).toContain('<title>App</title>')
  })
})
