import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Env, Hono } from 'hono'
import { existsSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { MESSAGES_MODULES_FILE, PAGE_PATHS_FILE, pagePathMatcher, ROUTE_MODULES_FILE } from './page-paths.ts'
import { prerenderedPages, type ServerRendered } from './prerendered.ts'
import { readSessionToken } from '../features/auth/session-cookie.ts'
import { requestLanguage } from '../http/request-language.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'

function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return IMMUTABLE // content-hashed by Vite
  if (path.endsWith('.html') || path.endsWith('/sw.js') || path.endsWith('.webmanifest')) return REVALIDATE
  if (/\/workbox-[\w-]+\.js$/.test(path)) return REVALIDATE
  return SHORT
}

/**
 * Data a page cannot show without, by page path pattern, asked for by the browser together with the
 * page instead of after its scripts have run (a product page on a first visit waits for the catalog:
 * the device has none yet). The app's own requests (same URL, same credentials) then take these
 * answers. Each is given the requested path.
 */
export type DataPreloads = Record<string, (path: string) => string[]>

/** A signed-in person's page starts by asking who they are (every page the app draws checks its access). */
const WHO_IS_SIGNED_IN = '</api/user>; rel=preload; as=fetch; crossorigin=use-credentials'

/** A file the build wrote beside index.html, parsed; `missing` when this build has none. */
function buildFile<T>(distDir: string, name: string, missing: T): T {
  const file = join(distDir, name)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : missing
}

const modulePreload = (url: string) => `<${url}>; rel=modulepreload; crossorigin`

/**
 * Adds the Link header of a page the app draws itself, or of a frame the build rendered for it: its own
 * modules (the build lists them, scripts/page-paths.ts), its data, and for a signed-in person who
 * they are. The shell names only the modules every page needs; the route's own were found only once
 * those had run, a round trip or more later on a phone. A page rendered whole (by the build or the
 * server) paints without them, and fetching them with it slowed its first paint. The messages every
 * page shows come first, in the visitor's language as the browser states it: the app asks for them
 * before it even looks at the page. The answer then varies with that language.
 */
function pageLinks(distDir: string, data: DataPreloads): (c: Context) => void {
  const modules = buildFile<Record<string, string[]>>(distDir, ROUTE_MODULES_FILE, {})
  const messages = buildFile<Record<string, string>>(distDir, MESSAGES_MODULES_FILE, {})
  const pages = [...new Set([...Object.keys(modules), ...Object.keys(data)])].map((page) => ({
    matches: pagePathMatcher([page]),
    modules: (modules[page] ?? []).map(modulePreload),
    data: data[page],
  }))
  return (c) => {
    const page = pages.find((candidate) => candidate.matches(c.req.path))
    const language = messages[requestLanguage(c, undefined)]
    const links = [
      ...(language ? [modulePreload(language)] : []),
      ...(page?.modules ?? []),
      ...(page?.data?.(c.req.path) ?? []),
      ...(readSessionToken(c) ? [WHO_IS_SIGNED_IN] : []),
    ]
    if (links.length > 0) c.header('Link', links.join(', '))
    if (language) c.header('Vary', 'Accept-Language', { append: true })
  }
}

/**
 * Serves the built web app: files with their caching rules, and index.html for any other
 * page path so the client router can show the page. A path that is none of the app's pages gets
 * index.html too, where the app shows its not-found page, but with the status 404, so search
 * engines and link checkers see it as missing.
 */
export function mountWebApp<E extends Env>(
  app: Hono<E>,
  distDir: string,
  { preloads = {}, rendered = {} }: { preloads?: DataPreloads; rendered?: ServerRendered } = {},
) {
  const indexFile = join(distDir, 'index.html')
  const paths = buildFile<string[] | null>(distDir, PAGE_PATHS_FILE, null)
  const isPage = paths ? pagePathMatcher(paths) : () => true
  const addLinks = pageLinks(distDir, preloads)
  const prerendered = prerenderedPages(distDir, addLinks, rendered)

  // serveStatic builds its response before onFound runs, so caching headers are added here instead.
  // It also appends its own Vary to the one every answer already has ("Accept-Encoding, Accept-Encoding").
  app.use('*', async (c, next) => {
    await next()
    if (c.res.ok && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path))
    const vary = c.res.headers.get('Vary')
    if (vary?.includes(',')) c.res.headers.set('Vary', [...new Set(vary.split(/\s*,\s*/))].join(', '))
  })
  // A public page the build or the server rendered: its HTML paints before the JavaScript arrives
  // ("/" included, which would otherwise be the empty shell).
  app.get('*', async (c, next) => (await prerendered(c)) ?? next())
  // The build wrote a .br and a .gz beside each text file (scripts/precompress.ts): sent as they are.
  app.use('*', serveStatic({ root: distDir, precompressed: true }))

  app.get('*', (c: Context<E>) => {
    // A missing asset is a real 404; only extension-less page paths fall back to the app.
    if (extname(c.req.path) !== '' || !existsSync(indexFile)) {
      return c.text('Not found', 404)
    }
    c.header('Cache-Control', REVALIDATE)
    addLinks(c)
    return c.html(readFileSync(indexFile, 'utf8'), isPage(c.req.path) ? 200 : 404)
  })
}
