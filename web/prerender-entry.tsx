import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { CatalogSchema } from '../domain/shop/catalog.ts'
import { FALLBACK_LOCALE } from '../domain/i18n/locales.ts'
import { AppShell } from './app-shell.tsx'
import { showCatalog } from './app/catalog-store.ts'
import { RENDERED_CATALOG_ID } from './app/rendered-catalog.ts'
import { loadLocale } from './app/i18n.ts'
import { createQueryClient } from './app/query-client.ts'
import { createAppRouter } from './router.tsx'

/**
 * TanStack Router writes its scroll restoration as an inline script that removes itself. The
 * server's Content-Security-Policy runs no inline script, so it is taken out: the page the browser
 * hydrates is then the one the script would have left.
 */
const SELF_REMOVING_SCRIPT =
  /<script[^>]*>(?:(?!<\/script>)[\s\S])*document\.currentScript\.remove\(\)<\/script>/g

const EMPTY_ROOT = '<div id="root"></div>'

/** JSON inside a `<script>` element: nothing in it can close the element. */
const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c')

/**
 * A public page as a whole document, in the default language, for a visitor who is not signed in:
 * the page rendered into the shell's `#root` (`shell` is the build's index.html, its scripts and
 * styles included). The browser then hydrates the same tree (web/main.tsx). The build writes the
 * public pages with it (scripts/prerender.ts); the server renders a product page with the catalog
 * it has (`catalog`: GET /api/catalog's JSON), which goes into the page for the browser to hydrate
 * with and keep.
 */
export async function renderDocument(
  shell: string,
  path: string,
  { catalog }: { catalog?: string } = {},
): Promise<string> {
  if (!shell.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to fill')
  await loadLocale(FALLBACK_LOCALE)
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient }, createMemoryHistory({ initialEntries: [path] }))
  await router.load()
  // Set just before the render, which is synchronous: renders of other versions may be under way.
  showCatalog(catalog === undefined ? null : CatalogSchema.parse(JSON.parse(catalog)).products)
  const html = renderToString(<AppShell router={router} queryClient={queryClient} hydrating />).replace(
    SELF_REMOVING_SCRIPT,
    '',
  )
  if (!html.includes('<main')) throw new Error(`Nothing was rendered for ${path}`)
  const data =
    catalog === undefined
      ? ''
      : `<script type="application/json" id="${RENDERED_CATALOG_ID}">${scriptSafe(catalog)}</script>`
  return shell.replace(EMPTY_ROOT, () => `<div id="root">${html}</div>${data}`)
}
