/**
 * Initial JavaScript of the public home, gzip: every script the browser fetches to show `/`
 * on a cold visit (no service worker, empty cache), compressed as the server sends it.
 *   npm run bench:bundle      (builds first if dist/web is missing)
 */
import { chromium } from '@playwright/test'
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'
import { startServer } from '../api/test/spawn-server.ts'

const BUDGET_KB = 120
/** Over HTTP/1.1 each file is a request of its own on a phone's slow round trips. */
const BUDGET_FILES = 15

if (!existsSync('dist/web/index.html')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' })
const server = await startServer({ webDistDir: 'dist/web', seedDemo: false })
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const scripts: { url: string; raw: number; gzip: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length })
      }),
    )
  })
  await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  await Promise.all(pending)

  scripts.sort((a, b) => b.gzip - a.gzip)
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  for (const s of scripts)
    console.log(`${kb(s.gzip).padStart(7)} KB gzip  ${kb(s.raw).padStart(7)} KB raw  ${s.url}`)
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  console.log(
    `\nInitial JavaScript of / (gzip): ${kb(total)} KB (budget ${BUDGET_KB} KB: ${total / 1024 <= BUDGET_KB ? 'met' : 'MISSED'}) in ${scripts.length} files (budget ${BUDGET_FILES}: ${scripts.length <= BUDGET_FILES ? 'met' : 'MISSED'})`,
  )
} finally {
  await browser.close()
  await server.stop()
}
