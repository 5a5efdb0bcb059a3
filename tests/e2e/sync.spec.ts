import type { Page } from '@playwright/test'
import { signedInPage } from './auth-fixtures.ts'
import { expect, test, waitForServiceWorkerControl, watchConsole } from './fixtures.ts'

/** The header's sync indicator (docs/decisions/005, "Client"). */
const syncStatus = (page: Page) => page.getByRole('banner').getByRole('status')

interface ServerEstimate {
  id: string
  name: string
  windows: { id: string; width: number; label: string }[]
}

/** What the server holds for the signed-in user (the request carries the page's session cookie). */
async function serverEstimates(page: Page): Promise<ServerEstimate[]> {
  const response = await page.request.get('/api/sync/v1/estimates/pull?updatedAt=&id=&limit=100')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { documents: ServerEstimate[] }).documents
}

/**
 * Cuts the network and waits until the page's own requests (which go through the service worker)
 * fail too: Chromium applies the cut to the worker a moment later, and a push slipping through in
 * that moment would make the test about something else.
 */
async function goOffline(page: Page): Promise<void> {
  // Belt and braces: the emulated cut has let a request slip through now and then.
  await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'))
  await page.context().setOffline(true)
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    )
    .toBe('offline')
}

async function goOnline(page: Page): Promise<void> {
  await page.context().unrouteAll()
  await page.context().setOffline(false)
}

/** The Playwright network cut also fails EventSource and fetch; Chromium logs those. */
const offlineNoise = (error: string) =>
  /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to load resource|EventSource/.test(error)

test('an estimate made offline survives a reload and reaches the server when back online', async ({
  browser,
}) => {
  const { context, page } = await signedInPage(browser, 'homeowner', '/estimator')
  const errors = watchConsole(page)
  await waitForServiceWorkerControl(page)
  await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/)

  await goOffline(page)
  await page.getByRole('button', { name: 'New estimate' }).click()
  await expect(page).toHaveURL(/estimate=/)
  const id = new URL(page.url()).searchParams.get('estimate')!
  const name = `Porch ${id.slice(0, 6)}`
  await page.getByLabel('Estimate name').fill(name)
  await page.getByLabel('Customer').fill('Ada Lovelace')
  await page.getByRole('button', { name: 'Add window' }).click()
  const window = page.getByRole('group', { name: 'Window 1' })
  await window.getByLabel('Width').fill('40')
  await window.getByLabel('Width').press('Tab')
  await expect(page.getByText('1 window · 13.33 sq ft')).toBeVisible()
  await expect(syncStatus(page)).toHaveAccessibleName(/^Offline — \d+ changes? waiting/)

  await page.reload()
  await expect(page.getByLabel('Estimate name')).toHaveValue(name)
  await expect(page.getByRole('group', { name: 'Window 1' }).getByLabel('Width')).toHaveValue('40')
  await expect(syncStatus(page)).toHaveAccessibleName(/^Offline/)
  await page.getByRole('link', { name: 'All estimates' }).click()
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('Ada Lovelace')

  await goOnline(page)
  await expect
    .poll(async () => (await serverEstimates(page)).find((estimate) => estimate.id === id), {
      timeout: 30_000,
    })
    // Not the name: now and then Chromium's emulated cut lets the first push (the blank estimate)
    // through, and the server's restamped updatedAt then makes the older offline edits lose the
    // conflict (docs/decisions/005, "Open points"). The window, added later, always arrives.
    .toMatchObject({ ownerId: expect.any(String), windows: [{ width: 40 }] })
  await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, { timeout: 20_000 })
  expect(errors.filter((error) => !offlineNoise(error))).toEqual([])
  await context.close()
})

test('two devices of one user edit different windows offline; both edits end up on both', async ({
  browser,
}) => {
  const first = await signedInPage(browser, 'homeowner', '/estimator')
  await waitForServiceWorkerControl(first.page)
  await first.page.getByRole('button', { name: 'New estimate' }).click()
  await expect(first.page).toHaveURL(/estimate=/)
  const id = new URL(first.page.url()).searchParams.get('estimate')!
  await first.page.getByRole('button', { name: 'Add window' }).click()
  await expect(first.page.getByRole('group', { name: 'Window 1' })).toBeVisible()
  await first.page.getByRole('button', { name: 'Add window' }).click()
  await expect(first.page.getByRole('group', { name: 'Window 2' })).toBeVisible()
  await expect
    .poll(
      async () => (await serverEstimates(first.page)).find((estimate) => estimate.id === id)?.windows.length,
    )
    .toBe(2)

  const second = await signedInPage(browser, 'homeowner', `/estimator?estimate=${id}`)
  await waitForServiceWorkerControl(second.page)
  await expect(second.page.getByRole('group', { name: 'Window 2' })).toBeVisible()
  await expect(syncStatus(second.page)).toHaveAccessibleName(/^Synced/)

  await goOffline(first.page)
  await goOffline(second.page)
  const setWidth = async (page: Page, window: string, width: string) => {
    const field = page.getByRole('group', { name: window }).getByLabel('Width')
    await field.fill(width)
    await field.press('Tab')
    await expect(syncStatus(page)).toHaveAccessibleName(/^Offline — 1 change waiting/)
  }
  await setWidth(first.page, 'Window 1', '50')
  await setWidth(second.page, 'Window 2', '60')

  await goOnline(first.page)
  await goOnline(second.page)
  await expect
    .poll(
      async () =>
        (await serverEstimates(first.page))
          .find((estimate) => estimate.id === id)
          ?.windows.map((window) => window.width),
      { timeout: 30_000 },
    )
    .toEqual([50, 60])
  for (const { page } of [first, second]) {
    await expect(page.getByRole('group', { name: 'Window 1' }).getByLabel('Width')).toHaveValue('50', {
      timeout: 20_000,
    })
    await expect(page.getByRole('group', { name: 'Window 2' }).getByLabel('Width')).toHaveValue('60', {
      timeout: 20_000,
    })
    await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, { timeout: 20_000 })
  }
  await first.context.close()
  await second.context.close()
})

test('signing out wipes the offline data of that user from the device', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'homeowner', '/estimator')
  const databases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''))
  await page.getByRole('button', { name: 'New estimate' }).click()
  await expect(page.getByLabel('Estimate name')).toHaveValue('New estimate')
  await expect.poll(async () => (await databases()).some((name) => name.includes('ss-'))).toBe(true)

  await page.getByRole('banner').getByRole('button', { name: 'Account menu for homeowner' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await expect.poll(async () => (await databases()).filter((name) => name.includes('ss-'))).toEqual([])
  await context.close()
})
