/**
 * Screenshots of a running app at phone (390×844) and desktop (1440×900) widths, to look at a page:
 *   node --import tsx scripts/screenshot.ts http://localhost:3400 /inventory teamlead /tmp/shots
 * The role is a demo user (or "-" for a visitor); files are <out>/<slug>-390.png and -1440.png.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'

const [baseUrl = 'http://localhost:3000', path = '/', role = '-', out = '/tmp/shots'] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height } })
  if (role !== '-') {
    const res = await context.request.post('/api/login', {
      data: { usernameOrEmail: role, password: 'Demo-pass-2025' },
      headers: { Origin: new URL(baseUrl).origin },
    })
    if (!res.ok()) throw new Error(`sign-in as ${role}: ${res.status()}`)
  }
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  const file = join(out, `${slug}-${width}.png`)
  await page.screenshot({ path: file, fullPage: true })
  console.log(file)
  await context.close()
}
await browser.close()
