import { chromium, type Page } from '@playwright/test'
import { startServer } from '../api/test/spawn-server.ts'
import { CHROMIUM_LAUNCH } from '../tests/chromium.ts'
import { offerInstalling } from '../tests/e2e/network.ts'

const LANGS = (process.env.LANGS ?? 'en,es,fr,ru,zh').split(',')
const out = '.tmp-shots/out'
const server = await startServer({ webDistDir: 'dist/web' })
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }
const setLang = async (page: Page, lang: string) => {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang)
  await page.reload()
  await page.waitForLoadState('networkidle')
}
const only = (process.env.ONLY ?? 'checkout,menu,quote,installers,pricing').split(',')
for (const [size, viewport] of Object.entries(sizes)) {
  const ctx = await browser.newContext({ baseURL: server.baseUrl, viewport, serviceWorkers: 'block', reducedMotion: 'reduce' })
  const page = await ctx.newPage()
  if (only.includes('checkout')) {
    await page.goto('/shop?category=kit')
    await page.getByRole('button', { name: /Add to cart/ }).first().click()
    await page.waitForTimeout(500)
    await page.goto('/checkout')
    for (const lang of LANGS) {
      await setLang(page, lang)
      await page.locator('form button[type=submit]').last().click()
      await page.waitForTimeout(300)
      await page.getByRole('alert').first().screenshot({ path: `${out}/checkout-${size}-${lang}.png` })
    }
  }
  if (only.includes('menu')) {
    await page.goto('/')
    for (const lang of LANGS) {
      await setLang(page, lang)
      await offerInstalling(page, 'dismissed')
      if (size === 'phone') {
        await page.locator('header button:has(svg.lucide-menu)').click()
        await page.waitForTimeout(400)
        await page.screenshot({ path: `${out}/menu-${size}-${lang}.png` })
        await page.keyboard.press('Escape')
      }
    }
  }
  if (only.includes('quote')) {
    await page.goto('/enhanced-estimator?demo=true')
    for (const lang of LANGS) {
      await setLang(page, lang)
      await page.getByRole('tab').nth(1).click()
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${out}/quote-${size}-${lang}.png`, fullPage: size === 'phone' ? false : true })
      await page.getByRole('tab').nth(2).click()
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${out}/crew-${size}-${lang}.png` })
    }
  }
  if (only.includes('installers')) {
    await page.goto('/installer-showcase')
    for (const lang of LANGS) {
      await setLang(page, lang)
      await page.screenshot({ path: `${out}/installers-${size}-${lang}.png` })
    }
  }
  if (only.includes('pricing') && size === 'phone') {
    await page.goto('/pricing')
    for (const lang of LANGS) {
      await setLang(page, lang)
      await page.screenshot({ path: `${out}/pricing-${size}-${lang}.png`, fullPage: true })
    }
  }
  await ctx.close()
}
await browser.close()
await server.stop()
