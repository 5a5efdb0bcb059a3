import { expect, SYNC_WAIT, test, toasts } from './fixtures.ts'
import { serverEstimates } from './network.ts'

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

test('when the device runs out of room a change that cannot be saved is said in words, and nothing saved before is lost', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('installer', '/estimator')
  // The browser's refusal of a write for lack of room, at the IndexedDB layer where it happens.
  // Chromium's quota override (CDP Storage.overrideQuotaForOrigin) changes neither what estimate()
  // reports nor what IndexedDB accepts in this Chromium, so the test makes the disk "full" itself.
  await context.addInitScript(() => {
    for (const method of ['put', 'add'] as const) {
      const original = IDBObjectStore.prototype[method]
      IDBObjectStore.prototype[method] = function (
        this: IDBObjectStore,
        ...args: Parameters<typeof original>
      ) {
        if ((window as unknown as { diskFull?: boolean }).diskFull)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        return original.apply(this, args)
      }
    }
  })
  await page.reload()
  await page.getByRole('button', { name: 'New estimate', exact: true }).click()
  await expect(page).toHaveURL(/estimate=/)
  const name = page.getByLabel('Estimate name')
  await name.fill('Measured before the disk filled')
  await name.press('Tab')
  const id = new URL(page.url()).searchParams.get('estimate')
  await expect
    .poll(async () => (await serverEstimates(page)).find((estimate) => estimate.id === id)?.name, SYNC_WAIT)
    .toBe('Measured before the disk filled')

  await page.evaluate(() => Object.assign(window, { diskFull: true }))
  await name.fill('Typed with no room left')
  await name.press('Tab')
  const notice = toasts(page).getByRole('listitem').filter({ hasText: 'This device is out of space' })
  await expect(notice).toContainText('Everything saved before is kept')

  // What was saved is still there: after a reload (room again), the estimate is as it was saved.
  await page.reload()
  await expect(page.getByLabel('Estimate name')).toHaveValue('Measured before the disk filled')
})
