import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { execFileSync } from 'node:child_process'
import Beasties from 'beasties'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'vite'
import { afterBuild } from './after-build.ts'
import { PRERENDERED_DIR, prerenderedFile } from '../api/middlewares/prerendered.ts'

/**
 * The public pages a first visit lands on: written as HTML at build time, so that a phone on a slow
 * network paints the page before the JavaScript has arrived. Pages behind a sign-in are left out
 * (they show a person's own data). A product page is rendered once, as it stands before the catalog
 * has arrived (the header, a loader the height of the page, the footer): the server answers every
 * product with that frame, and the app fills it in. Other pages with a key in the path (an
 * installer, a portfolio) are left to the app.
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

/**
 * TanStack Router writes its scroll restoration as an inline script that removes itself. The
 * server's Content-Security-Policy runs no inline script, so it is taken out here: the page the
 * browser hydrates is then the one the script would have left.
 */
const SELF_REMOVING_SCRIPT =
  /<script[^>]*>(?:(?!<\/script>)[\s\S])*document\.currentScript\.remove\(\)<\/script>/g

const EMPTY_ROOT = '<div id="root"></div>'

/** Renders each page with the entry built for Node and writes it into the shell's #root. */
const RENDER_PAGES = `
import { writeFileSync } from 'node:fs'
const { renderPage } = await import(process.env.PRERENDER_ENTRY)
const shell = process.env.PRERENDER_SHELL
for (const { path, file } of JSON.parse(process.env.PRERENDER_PAGES)) {
  const html = (await renderPage(path)).replace(${SELF_REMOVING_SCRIPT.toString()}, '')
  if (!html.includes('<main')) throw new Error('The build rendered no page for ' + path)
  writeFileSync(file, shell.replace(${JSON.stringify(EMPTY_ROOT)}, () => '<div id="root">' + html + '</div>'))
}
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
    const serverDir = resolve('node_modules/.cache/prerender')
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [babel({ presets: [linguiMacros] }), react(), lingui()],
      define: { __BUILD_ID__: JSON.stringify('prerender') },
      build: {
        ssr: join(root, 'prerender-entry.tsx'),
        outDir: serverDir,
        emptyOutDir: true,
        target: 'node20',
      },
    })
    const shell = await readFile(join(outDir, 'index.html'), 'utf8')
    if (!shell.includes(EMPTY_ROOT)) throw new Error('index.html has no empty #root to fill')
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
        PRERENDER_ENTRY: pathToFileURL(join(serverDir, 'prerender-entry.js')).href,
        PRERENDER_PAGES: JSON.stringify(pages),
        PRERENDER_SHELL: shell,
      },
    })
    // The page's own rules go into its head, so it paints without waiting for the stylesheet; the
    // whole stylesheet (every other page needs it) moves to the end of the body. No inline script
    // is involved: the Content-Security-Policy would refuse it.
    const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'body', logLevel: 'warn' })
    for (const { file } of pages) await writeFile(file, await beasties.process(await readFile(file, 'utf8')))
  })
}
