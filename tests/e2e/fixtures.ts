import { test as base, expect, type Page } from '@playwright/test'

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

export const test = base
export { expect }
