import type { Browser, BrowserContext, Page } from '@playwright/test'
import { BASE_URL } from './base-url.ts'

/** The seeded demo accounts (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo-pass-2025'
export type DemoRole =
  'admin' | 'homeowner' | 'installer' | 'teamlead' | 'teammember' | 'supplier' | 'member' | 'newlead'

/**
 * A browser context signed in as a demo user through the real API (cookie and all), with the
 * page already open on `path`.
 */
export async function signedInPage(
  browser: Browser,
  role: DemoRole,
  path = '/',
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options })
  const response = await context.request.post('/api/login', {
    data: { usernameOrEmail: role, password: DEMO_PASSWORD },
    headers: { Origin: new URL(options.baseURL ?? BASE_URL).origin },
  })
  if (!response.ok())
    throw new Error(`demo sign-in as ${role} failed: ${response.status()} ${await response.text()}`)
  const page = await context.newPage()
  await page.goto(path)
  return { context, page }
}

/** Fills and sends the general sign-in form on /team-login. */
export async function signInThroughForm(page: Page, usernameOrEmail: string, password = DEMO_PASSWORD) {
  await page.goto('/team-login')
  await page.getByLabel('Username or email').fill(usernameOrEmail)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click()
}
