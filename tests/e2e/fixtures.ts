import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { startServer } from './server.ts'

/** Console errors and uncaught exceptions of a page, collected as they happen. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    // A visitor's GET /api/user answers 401 by design (SPEC §7); Chromium logs every 4xx resource.
    const expectedSignedOut = message.location().url.endsWith('/api/user') && message.text().includes('401')
    if (message.type() === 'error' && !expectedSignedOut) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Waits until a service worker controls the page (the first load is never controlled). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready)
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

/** The toasts on screen (not the copy Radix keeps for screen readers). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/** Runs axe on the page once its fade-in is over; serious and critical findings fail the test. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(400) // let the page fade-in finish so colours are final
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * `demoServer`: a seeded server of the test's own, for a test that changes what every other test
 * sees (the pricing sheet, the site notice, a demo account). One port per parallel worker.
 */
export const test = base.extend<{ demoServer: { url: string } }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  demoServer: async ({}, use, testInfo) => {
    const server = await startServer(process.env.WEB_DIST_DIR ?? 'dist/web', 4430 + testInfo.parallelIndex, {
      seedDemo: true,
    })
    try {
      await use({ url: server.url })
    } finally {
      server.stop()
    }
  },
})
export { expect }
