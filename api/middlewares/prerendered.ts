import type { Context } from 'hono'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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

interface Page {
  html: Buffer
  br: Buffer | null
  gzip: Buffer | null
}

const readIfThere = (file: string) => (existsSync(file) ? readFileSync(file) : null)

/**
 * The pages the build rendered, read once with their compressed copies (scripts/precompress.ts),
 * and a handler that answers a page's path with its HTML: the app then hydrates it. A build
 * without them answers nothing here, and the app's shell serves every page as before.
 *
 * A page with a key in its path (`/shop/$key`) was rendered once, as the frame every such page
 * shows while its data arrives; it answers each of them, with the Link header `linksOf` gives the
 * request (the page's own modules and its data, which the frame cannot show without).
 */
export function prerenderedPages(
  distDir: string,
  linksOf: (c: Context) => string | undefined = () => undefined,
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

  return (c: Context): Response | null => {
    // The build rendered each page without a query: a filter in the address (/shop?category=kit)
    // renders another page, which the app draws itself.
    if (c.req.url.includes('?')) return null
    const rendered = pages.get(pageKey(c.req.path))
    const page = rendered ?? frames.find(({ matches }) => matches(c.req.path))?.page
    if (!page) return null
    const links = rendered ? undefined : linksOf(c)
    if (links) c.header('Link', links)
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
    if (encoding) c.header('Content-Encoding', encoding)
    return c.body(new Uint8Array(body))
  }
}
