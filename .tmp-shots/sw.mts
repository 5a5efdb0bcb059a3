import { chromium } from '@playwright/test'
import { startServer } from '../api/test/spawn-server.ts'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'
const server = await startServer({ webDistDir: 'dist/web' })
const browser = await chromium.launch(CHROMIUM_LAUNCH)
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ baseURL: server.baseUrl })
  const page = await ctx.newPage()
  let n = 0
  ctx.on('request', (r) => { if (r.serviceWorker()) n++ })
  const t = Date.now()
  await page.goto('/')
  const loaded = Date.now() - t
  await page.evaluate(() => navigator.serviceWorker.ready)
  console.log('load', loaded, 'ms; sw ready', Date.now() - t, 'ms; sw requests', n)
  await ctx.close()
}
await browser.close(); await server.stop()
