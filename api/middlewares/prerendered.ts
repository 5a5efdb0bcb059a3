import type { Context } from 'hono'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { Worker } from 'node:worker_threads'
import { brotliCompress, constants as zlibConstants, gzip as gzipCompress } from 'node:zlib'
import Beasties from 'beasties'
import { pagePathMatcher } from './page-paths.ts'

/** Where the build writes the public pages it rendered (scripts/prerender.ts), beside index.html. */
export const PRERENDERED_DIR = 'prerendered'

/** "/" and "/shop/" are one page each, with or without the slash. */
const pageKey = (path: string) => path.replace(/\/+$/, '') || '/'

/** The file of a page path: "/" → prerendered/index.html, "/shop/" → prerendered/shop.html. */
export function prerenderedFile(path: string): string {
  const key = pageKey(path)
  return join(PRERENDERED_DIR, key === '/' ? 'index.html' : `${key.slice(1).replaceAll('/', '~')}.html`)
}

/** Where the build writes the app built for Node (web/prerender-entry.tsx), which renders pages: beside the web app's folder, so never served. */
export const renderEntryFile = (distDir: string) => join(`${resolve(distDir)}.render`, 'prerender-entry.js')

/**
 * A rendered page's own CSS rules go into its head (Beasties, which reads the HTML and keeps the
 * rules it uses, without a browser), so it paints without waiting for the stylesheet; the whole
 * stylesheet, which every other page needs, moves to the end of the body. Beasties' other ways of
 * loading it late use an inline `onload`, which the Content-Security-Policy refuses.
 */
export function criticalCss(distDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({ path: distDir, publicPath: '/', preload: 'body', logLevel: 'warn' })
  return (html) => beasties.process(html)
}

/**
 * Pages the server renders with data it has, by page path pattern: what to render a path with and
 * the version of it (a render is kept until the version changes), or undefined for a path it does
 * not render (an unknown product), which gets the frame the build rendered, if any.
 */
export type ServerRendered = Record<
  string,
  (path: string) => { version: string; catalog: string } | undefined
>

interface Page {
  html: Buffer
  br: Buffer | null
  gzip: Buffer | null
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file) : null)

const brotli = promisify(brotliCompress)
const gzip = promisify(gzipCompress)

/** Brotli's level for a page rendered on request: nearly the strongest's size in a fraction of its time. */
const RENDERED_BROTLI_QUALITY = 9

/**
 * A text's brotli and gzip copies, sent as they are to every browser that accepts one instead of
 * compressing the same bytes for each. The build makes them at the strongest levels; a page the
 * server renders while its first visitor waits asks for a quicker brotli level.
 */
export async function compressedCopies(
  bytes: Buffer,
  brotliQuality: number = zlibConstants.BROTLI_MAX_QUALITY,
): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ])
  return { br, gzip: gz }
}

/**
 * The worker that renders: it loads the app built for Node (web/prerender-entry.tsx, given as
 * `entry`) and answers each `{ id, path, catalog }` with the page's document. A worker of its own,
 * started without this process's TypeScript loader: through it, loading the app's 8 MB of built
 * code took ten times the memory and five times the time. Rendering there also keeps a render off
 * the thread that answers requests.
 */
const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const app = import(workerData.entry)
app.catch(() => {})
parentPort.on('message', async ({ id, path, catalog }) => {
  try {
    const html = await (await app).renderDocument(workerData.shell, path, { catalog })
    parentPort.postMessage({ id, html })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error), stack: error && error.stack })
  }
})
`

/** Renders documents in the worker above; a call after the worker stopped fails at once. */
function renderWorker(entry: string, shell: string): (path: string, catalog: string) => Promise<string> {
  const worker = new Worker(RENDER_WORKER, {
    eval: true,
    execArgv: [],
    workerData: { entry: pathToFileURL(entry).href, shell },
  })
  // It never keeps the process alive on its own: the server does while it serves.
  worker.unref()
  const pending = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>()
  let stopped: Error | undefined
  let next = 0
  const stop = (error: Error) => {
    stopped = error
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  worker.on(
    'message',
    ({ id, html, error, stack }: { id: number; html?: string; error?: string; stack?: string }) => {
      const waiting = pending.get(id)
      pending.delete(id)
      if (html !== undefined) return waiting?.resolve(html)
      // The worker's own stack: where the render failed.
      const failure = new Error(error)
      if (stack) failure.stack = stack
      waiting?.reject(failure)
    },
  )
  worker.on('error', stop)
  worker.on('exit', (code) => stop(new Error(`The page renderer stopped (exit code ${code})`)))
  return (path, catalog) =>
    new Promise((resolve, reject) => {
      if (stopped) return reject(stopped)
      const id = next++
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, path, catalog })
    })
}

/**
 * Renders pages with the app built for Node, each page once per version of its data, compressed
 * once; undefined when the build has not made that app (tests, the dev server). A render that
 * fails is logged and not tried again for that version: the frame answers instead.
 */
function serverRenderer(distDir: string) {
  const entry = renderEntryFile(distDir)
  const shellFile = join(distDir, 'index.html')
  if (!existsSync(entry) || !existsSync(shellFile)) return undefined
  const inline = criticalCss(distDir)
  // Started at once: loading the app takes longer than a render, and the first visitor of a product
  // page should not wait for it.
  const renderDocument = renderWorker(entry, readFileSync(shellFile, 'utf8'))
  let version: string | undefined
  let kept = new Map<string, Promise<Page | null>>()

  const render = async (path: string, catalog: string): Promise<Page | null> => {
    try {
      const html = Buffer.from(await inline(await renderDocument(path, catalog)))
      return { html, ...(await compressedCopies(html, RENDERED_BROTLI_QUALITY)) }
    } catch (error) {
      console.error(`The page ${path} could not be rendered`, error)
      return null
    }
  }
  return (path: string, data: { version: string; catalog: string }): Promise<Page | null> => {
    if (data.version !== version) {
      version = data.version
      kept = new Map()
    }
    let page = kept.get(path)
    if (!page) kept.set(path, (page = render(path, data.catalog)))
    return page
  }
}

/**
 * The pages the build rendered, read once with their compressed copies (scripts/precompress.ts),
 * and a handler that answers a page's path with its HTML: the app then hydrates it. A build
 * without them answers nothing here, and the app's shell serves every page as before.
 *
 * A page `rendered` names (`/shop/$key`) is rendered here with the server's data, which the page
 * carries for the app to hydrate with. Otherwise a page with a key in its path was rendered once by
 * the build, as the frame every such page shows while its data arrives; it answers each of them,
 * with the Link header `addLinks` gives the request (the page's own modules and its data, which the
 * frame cannot show without).
 */
export function prerenderedPages(
  distDir: string,
  addLinks: (c: Context) => void = () => {},
  rendered: ServerRendered = {},
) {
  const dir = join(distDir, PRERENDERED_DIR)
  const pages = new Map<string, Page>()
  if (existsSync(dir))
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.html'))) {
      const file = join(dir, name)
      const path = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length).replaceAll('~', '/')}`
      pages.set(path, {
        html: readFileSync(file),
        br: readIfThere(`${file}.br`),
        gzip: readIfThere(`${file}.gz`),
      })
    }
  const frames = [...pages]
    .filter(([path]) => path.includes('$'))
    .map(([path, page]) => ({ matches: pagePathMatcher([path]), page }))
  const render = serverRenderer(distDir)
  const renders = Object.entries(rendered).map(([path, dataOf]) => ({
    matches: pagePathMatcher([path]),
    dataOf,
  }))

  const send = (c: Context, page: Page, { withLinks }: { withLinks: boolean }) => {
    const accepted = c.req.header('accept-encoding') ?? ''
    const [body, encoding] =
      page.br && /\bbr\b/.test(accepted)
        ? [page.br, 'br']
        : page.gzip && /\bgzip\b/.test(accepted)
          ? [page.gzip, 'gzip']
          : [page.html, null]
    c.header('Content-Type', 'text/html; charset=UTF-8')
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', 'Accept-Encoding')
    if (withLinks) addLinks(c)
    if (encoding) c.header('Content-Encoding', encoding)
    return c.body(new Uint8Array(body))
  }

  return async (c: Context): Promise<Response | null> => {
    // The build rendered each page without a query: a filter in the address (/shop?category=kit)
    // renders another page, which the app draws itself.
    if (c.req.url.includes('?')) return null
    const path = pageKey(c.req.path)
    const built = pages.get(path)
    if (built) return send(c, built, { withLinks: false })
    const data = render && renders.find(({ matches }) => matches(path))?.dataOf(path)
    const page = data && (await render(path, data))
    // Whole, it paints without the page's modules: asked for with it, they slowed its first paint.
    if (page) return send(c, page, { withLinks: false })
    const frame = frames.find(({ matches }) => matches(path))?.page
    return frame ? send(c, frame, { withLinks: true }) : null
  }
}
