import { expect, test } from './fixtures.ts'

/*
 * The browser's storage for the app: it asks to keep the data at the first save, never on load, and
 * "This device" in the account menu says what is stored, what room is left and what waits to sync —
 * and, when room runs low, what to do.
 */

test('the app asks to keep its data at the first save, and "This device" says how much room is left, warning when it runs low', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('installer', '/estimator')
  // Counts the app's requests for persistent storage; the browser's answer is a yes once asked.
  await context.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, { persistCalls: calls })
    let kept = false
    navigator.storage.persist = async () => {
      calls.push('persist')
      kept = true
      return true
    }
    navigator.storage.persisted = async () => kept
  })
  await page.reload()
  await expect(page.getByRole('button', { name: 'New estimate', exact: true })).toBeVisible()
  const asked = () =>
    page.evaluate(() => (window as unknown as { persistCalls: string[] }).persistCalls.length)
  expect(await asked()).toBe(0)

  await page.getByRole('button', { name: 'New estimate', exact: true }).click()
  await expect(page).toHaveURL(/estimate=/)
  await expect.poll(asked).toBe(1)

  // Less room than the app needs for its photos (what the browser reports once the disk fills): the
  // panel says so, and what to do. Chromium's quota override (CDP) does not reach estimate() in a
  // test's incognito context, so the page is told the figures the browser would give.
  await page.evaluate(() => {
    navigator.storage.estimate = async () => ({ usage: 30 * 1024 * 1024, quota: 60 * 1024 * 1024 })
  })
  await page.getByRole('button', { name: 'Account menu for installer' }).click()
  await page.getByRole('menuitem', { name: 'This device' }).click()
  const panel = page.getByRole('dialog', { name: 'This device' })
  await expect(panel.getByText(/ used · .+ left$/)).toBeVisible()
  await expect(panel.getByText('Yes: the browser will not clear the app’s data to make room.')).toBeVisible()
  await expect(panel.getByRole('alert')).toContainText('Space is running low on this device.')
})
