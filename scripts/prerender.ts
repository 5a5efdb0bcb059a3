import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { execFileSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import { afterBuild } from './after-build.ts'
import { buildDefines } from './build-defines.ts'
import {
  criticalCss,
  PRERENDERED_DIR,
  prerenderedFile,
  renderEntryFile,
} from '../api/middlewares/prerendered.ts'

/**
 * The public pages a first visit lands on: written as HTML at build time, so that a phone on a slow
 * network paints the page before the JavaScript has arrived. Pages behind a sign-in are left out
 * (they show a person's own data). A product page is rendered by the server, with the catalog it has
 * (api/middlewares/prerendered.ts); the build renders only its frame, as it stands before the catalog
 * has arrived (the header, a loader the height of the page, the footer), which answers a key the
 * catalog does not know, and any product when the server cannot render. Other pages with a key in the
 * path (an installer, a portfolio) are left to the app.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/shop',
  '/shop/$key',
  '/security-safety-film',
  '/solar-control-films',
  '/decorative-privacy-films',
  '/about',
  '/contact',
  '/enterprise',
  '/faq',
  '/help',
  '/homeowner-estimate',
  '/installer-showcase',
  '/membership-plans',
  '/pricing',
  '/privacy',
  '/terms',
  '/sitemap',
  '/sign-in',
  '/sign-up',
  '/team-login',
  '/track-order',
] as const

/** Lingui macros are compiled by Babel, only in files that import them, before React's transform. */
export const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

/** Renders each page with the entry built for Node and writes it. */
const RENDER_PAGES = `
import { writeFileSync } from 'node:fs'
const { renderDocument } = await import(process.env.PRERENDER_ENTRY)
const shell = process.env.PRERENDER_SHELL
for (const { path, file } of JSON.parse(process.env.PRERENDER_PAGES)) writeFileSync(file, await renderDocument(shell, path))
process.exit(0)
`

/**
 * After the browser build: builds web/prerender-entry.tsx for Node, renders each public page with it
 * and writes the page into a copy of index.html (its scripts and styles included) under
 * `prerendered/`. index.html itself stays an empty shell: the service worker answers every page
 * with it, offline too, and the app renders whatever page was asked.
 */
export function prerender(root: string): Plugin {
  return afterBuild('prerender', async (outDir) => {
    const entry = renderEntryFile(outDir)
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [babel({ presets: [linguiMacros] }), react(), lingui()],
      define: buildDefines('prerender'),
      // Bundled whole, its dependencies included: the server keeps it loaded, and a package's own
      // entry (every icon of lucide-react, every Radix primitive) took 99 MB to load, the bundle 37.
      ssr: { noExternal: true },
      build: {
        ssr: join(root, 'prerender-entry.tsx'),
        outDir: dirname(entry),
        emptyOutDir: true,
        target: 'node20',
      },
    })
    const shell = await readFile(join(outDir, 'index.html'), 'utf8')
    await mkdir(join(outDir, PRERENDERED_DIR), { recursive: true })
    // A frame is rendered at a key of its own: the page shows none before its data has arrived.
    const pages = PRERENDERED_PATHS.map((path) => ({
      path: path.replace(/\$\w+/g, '_'),
      file: join(outDir, prerenderedFile(path)),
    }))
    // In a process of its own: the app's timers (query caches, the router) would keep this one alive.
    execFileSync(process.execPath, ['--input-type=module', '-e', RENDER_PAGES], {
      stdio: 'inherit',
      env: {
        ...process.env,
        PRERENDER_ENTRY: pathToFileURL(entry).href,
        PRERENDER_PAGES: JSON.stringify(pages),
        PRERENDER_SHELL: shell,
      },
    })
    const inline = criticalCss(outDir)
    for (const { file } of pages) await writeFile(file, await inline(await readFile(file, 'utf8')))
  })
}
