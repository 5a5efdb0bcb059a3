import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { translation } from '../catalog.ts'
import { expect, offlineTest, test, waitForServiceWorkerControl, type NewContext } from './fixtures.ts'
import { readEml } from './mail.ts'
import { goOffline, goOnline } from './network.ts'

/*
 * Mails are written in the recipient's language: the account's, chosen at sign-up (the page's) or
 * with the language menu while signed in. The reset is asked for from an English browser, so only
 * the account can have said Chinese.
 */

const PASSWORD = 'a-long-password'

/** The subject and plain-text body of the `purpose` mail the file mailer kept for `to`. */
function readMail(dataDir: string, purpose: string, to: string): { subject: string; text: string } | null {
  const dir = join(dataDir, 'mail')
  const name = existsSync(dir)
    ? readdirSync(dir).find((file) => file.includes(`-${purpose}-`) && file.endsWith(`-${to}.eml`))
    : undefined
  return name ? readEml(join(dir, name)) : null
}

/** Asks for a reset link from a fresh browser in English, as someone who forgot their password. */
async function askForReset(newContext: NewContext, email: string): Promise<void> {
  const context = await newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('A password reset link has been sent to your email')).toBeVisible()
}

async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language/ })
    .click()
  await page.getByRole('menuitemradio', { name }).click()
}

const resetMailInChinese = (mail: { subject: string; text: string } | null) => {
  expect(mail?.subject).toContain(
    translation('zh', 'Reset your {product} password').replace('{product}', 'Southern Shield'),
  )
  expect(mail?.text).toContain(translation('zh', 'To choose a new password, open this link within 1 hour:'))
  expect(mail?.text).toMatch(/\/reset-password\?token=[a-z2-7]{32}/)
}

test('an account created in Chinese gets its password reset mail in Chinese', async ({
  page,
  newContext,
  workerServer,
}) => {
  const username = `zh${Date.now().toString(36)}`
  const email = `${username}@example.com`
  await page.goto('/sign-up')
  await chooseLanguage(page, '中文')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
  await page.getByLabel(translation('zh', 'Username')).fill(username)
  await page.getByLabel(translation('zh', 'Email')).fill(email)
  await page.getByLabel(translation('zh', 'Password'), { exact: true }).fill(PASSWORD)
  await page.getByLabel(translation('zh', 'Confirm password')).fill(PASSWORD)
  await page.getByRole('button', { name: translation('zh', 'Create account') }).click()
  await expect(page).not.toHaveURL(/\/sign-up/)

  await askForReset(newContext, email)

  await expect.poll(() => readMail(workerServer.dataDir, 'reset', email)).not.toBeNull()
  resetMailInChinese(readMail(workerServer.dataDir, 'reset', email))
})

offlineTest(
  'switching the app to Chinese while signed in, even without signal, makes the mails Chinese',
  async ({ page, newContext, workerServer }) => {
    const username = `sw${Date.now().toString(36)}`
    const email = `${username}@example.com`
    await page.goto('/sign-up')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).not.toHaveURL(/\/sign-up/)

    // Switched without signal (the app and its languages kept by the service worker): the account's
    // language follows once the network is back.
    await waitForServiceWorkerControl(page)
    await goOffline(page)
    await chooseLanguage(page, '中文')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile/language'))
    await goOnline(page)
    expect((await saved).ok()).toBe(true)

    await askForReset(newContext, email)

    await expect.poll(() => readMail(workerServer.dataDir, 'reset', email)).not.toBeNull()
    resetMailInChinese(readMail(workerServer.dataDir, 'reset', email))
  },
)
