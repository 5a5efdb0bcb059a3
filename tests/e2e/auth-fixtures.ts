import type { Page } from '@playwright/test'

/** The seeded demo accounts (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo-pass-2025'
export type DemoRole =
  'admin' | 'homeowner' | 'installer' | 'teamlead' | 'teammember' | 'supplier' | 'member' | 'newlead'

/** Fills and sends the general sign-in form on /team-login. */
export async function signInThroughForm(page: Page, usernameOrEmail: string, password = DEMO_PASSWORD) {
  await page.goto('/team-login')
  await page.getByLabel('Username or email').fill(usernameOrEmail)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click()
}
