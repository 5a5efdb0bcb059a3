import { Hono } from 'hono'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES_MODULES_FILE, PAGE_PATHS_FILE, ROUTE_MODULES_FILE } from './page-paths.ts'
import { PRERENDERED_DIR, prerenderedFile, renderEntryFile } from './prerendered.ts'
import { mountWebApp } from './web-app.ts'

const PAGES = ['/', '/shop', '/shop/$key', '/precut-film-order/{-$estimateId}', '/docs/$']
const dirs: string[] = []

const rendered = (path: string) => `<!doctype html><div id="root"><h1>Rendered ${path}</h1></div>`

/** What the server renders a product page with in these tests: a version and its data, for known keys. */
const served = { version: 'v1', keys: ['/shop/SEC-4C'] }

/** The app built for Node, as the build writes it: numbers its renders, fails for a key it is told to. */
const RENDER_ENTRY = `
let renders = 0
export async function renderDocument(shell, path, { catalog }) {
  if (path.endsWith('FAILS')) throw new Error('render failed')
  renders += 1
  return shell.replace('<div id="root"></div>', '<div id="root"><h1>Server rendered ' + path + '</h1></div>' + catalog + ' render ' + renders)
}
`

function webApp({
  withPaths,
  prerendered = [],
  renderer = false,
  messages = false,
}: {
  withPaths: boolean
  prerendered?: string[]
  renderer?: boolean
  messages?: boolean
}) {
  const dir = mkdtempSync(join(tmpdir(), 'web-app-'))
  dirs.push(dir)
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>')
  if (renderer) {
    dirs.push(dirname(renderEntryFile(dir)))
    mkdirSync(dirname(renderEntryFile(dir)))
    writeFileSync(renderEntryFile(dir), RENDER_ENTRY)
  }
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)')
  if (withPaths) writeFileSync(join(dir, PAGE_PATHS_FILE), JSON.stringify(PAGES))
  if (withPaths)
    writeFileSync(
      join(dir, ROUTE_MODULES_FILE),
      JSON.stringify({ '/': ['/assets/home.js'], '/shop/$key': ['/assets/product.js', '/assets/store.js'] }),
    )
  if (messages)
    writeFileSync(
      join(dir, MESSAGES_MODULES_FILE),
      JSON.stringify({ en: '/assets/messages-en.js', es: '/assets/messages-es.js' }),
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
    preloads: {
      '/shop/$key': (path) => [
        '</api/catalog>; rel=preload; as=fetch; crossorigin',
        `<${path}.svg>; rel=preload; as=image`,
      ],
    },
    rendered: {
      '/shop/$key': (path) =>
        served.keys.includes(path)
          ? { version: served.version, catalog: `{"version":"${served.version}"}` }
          : undefined,
    },
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

  it("names the messages in the browser's language before anything else of a page the app draws itself", async () => {
    const app = webApp({ withPaths: true, prerendered: ['/'], messages: true })
    const spanish = await app.request('/shop/SEC-4C', {
      headers: { 'Accept-Language': 'fr-CA;q=0.5, es-MX' },
    })
    expect(spanish.headers.get('Link')).toMatch(
      /^<\/assets\/messages-es\.js>; rel=modulepreload; crossorigin, <\/assets\/product\.js>/,
    )
    expect(spanish.headers.get('Vary')).toContain('Accept-Language')
    // English when the browser names no language the app is written in, or none at all.
    for (const headers of [{ 'Accept-Language': 'de-DE' }, {}] as Record<string, string>[])
      expect((await app.request('/estimator', { headers })).headers.get('Link')).toBe(
        '</assets/messages-en.js>; rel=modulepreload; crossorigin',
      )
    // A page the build rendered paints without it, as without the page's own modules.
    expect((await app.request('/', { headers: { 'Accept-Language': 'es' } })).headers.get('Link')).toBeNull()
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

  it('renders a product page with the catalog it has, once per catalog version, and the frame otherwise', async () => {
    const app = webApp({ withPaths: true, prerendered: ['/shop/$key'], renderer: true })
    served.keys = ['/shop/SEC-4C', '/shop/FAILS']
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const response = await app.request(path, { headers })
      return { response, text: await response.text() }
    }
    const { response, text } = await page('/shop/SEC-4C/')
    expect(response.status).toBe(200)
    expect(text).toContain('<h1>Server rendered /shop/SEC-4C</h1></div>{"version":"v1"} render 1')
    // It paints whole: nothing is asked for with it to compete with its first paint.
    expect(response.headers.get('Link')).toBeNull()
    const brotli = await app.request('/shop/SEC-4C', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(brotli.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(text)

    // A new catalog renders the page anew, once.
    served.version = 'v2'
    expect((await page('/shop/SEC-4C')).text).toContain('{"version":"v2"} render 2')
    expect((await page('/shop/SEC-4C')).text).toContain('render 2')

    // A key the catalog does not know, or a render that fails, gets the frame and what fills it; the
    // failure is logged with the renderer's own message, once for the version.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of ['/shop/NOPE', '/shop/FAILS', '/shop/FAILS']) {
      const frame = await page(path)
      expect(frame.text, path).toContain('Rendered /shop/$key')
      expect(frame.response.headers.get('Link'), path).toContain('</api/catalog>; rel=preload')
    }
    expect(logged.mock.calls).toEqual([
      ['The page /shop/FAILS could not be rendered', expect.objectContaining({ message: 'render failed' })],
    ])
    logged.mockRestore()
    served.version = 'v1'
    served.keys = ['/shop/SEC-4C']
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
