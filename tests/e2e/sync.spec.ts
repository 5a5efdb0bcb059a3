import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_LAUNCH } from '../chromium.ts'
import { DEMO_PASSWORD } from './auth-fixtures.ts'
import {
  expect,
  offlineTest,
  test,
  waitForServiceWorkerControl,
  watchConsole,
  SYNC_WAIT,
} from './fixtures.ts'
import {
  cameraPhoto,
  goOffline,
  goOnline,
  offlineNoise,
  serverEstimates,
  syncStatus,
  newEstimateOffline,
} from './network.ts'

/** A browser with its profile on disk, so that closing and reopening it keeps IndexedDB, the worker and the cookie. */
async function launchWithProfile(profile: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, baseURL })
}

/** The size of a photo as the server stores it, decoded by the browser. */
async function serverPhotoSize(
  page: Page,
  photo: string,
): Promise<{ mime: string; width: number; height: number }> {
  return page.evaluate(async (url) => {
    const { data, mime } = (await (await fetch(url)).json()) as { data: string; mime: string }
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: mime }))
    return { mime, width: bitmap.width, height: bitmap.height }
  }, `/api/sync/v2/estimates/attachments/${photo}`)
}

offlineTest(
  'an estimate made offline with a photo survives a reload and a browser restart, then reaches the server',
  async ({ baseURL }) => {
    const profile = mkdtempSync(join(tmpdir(), 'e2e-profile-'))
    let context = await launchWithProfile(profile, baseURL!)
    const signedIn = await context.request.post('/api/login', {
      data: { usernameOrEmail: 'homeowner', password: DEMO_PASSWORD },
      headers: { Origin: baseURL! },
    })
    expect(signedIn.ok()).toBe(true)
    let page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/estimator')
    const errors = watchConsole(page)
    await waitForServiceWorkerControl(page)
    await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    const photo = await cameraPhoto(page)

    await goOffline(page)
    await page.getByRole('button', { name: 'New estimate', exact: true }).click()
    await expect(page).toHaveURL(/estimate=/)
    const id = new URL(page.url()).searchParams.get('estimate')!
    const name = `Porch ${id.slice(0, 6)}`
    await page.getByLabel('Estimate name').fill(name)
    await page.getByLabel('Customer').fill('Ada Lovelace')
    await page.getByRole('button', { name: 'Add window' }).click()
    const window = page.getByRole('group', { name: 'Window 1' })
    await window.getByLabel('Width', { exact: true }).fill('40')
    await window.getByLabel('Width', { exact: true }).press('Tab')
    await expect(window.getByText('40″ × 48″', { exact: true })).toBeVisible()
    await window.getByLabel('Add a photo of Window 1').setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    })
    await expect(window.getByRole('img', { name: /^Photo 1/ })).toBeVisible()
    await expect(syncStatus(page)).toHaveAccessibleName(/^Offline — \d+ changes? waiting/)
    // The estimate says so itself, not only the header's counter.
    await expect(page.getByText(/^On this device only/)).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Estimate name')).toHaveValue(name)
    await expect(
      page.getByRole('group', { name: 'Window 1' }).getByLabel('Width', { exact: true }),
    ).toHaveValue('40″')
    await expect(
      page.getByRole('group', { name: 'Window 1' }).getByRole('img', { name: /^Photo 1/ }),
    ).toBeVisible()
    await expect(syncStatus(page)).toHaveAccessibleName(/^Offline/)
    await page.getByRole('link', { name: 'All estimates' }).click()
    await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText('Ada Lovelace')
    await expect(
      page.getByRole('listitem').filter({ hasText: name }).getByText(/^On this device only/),
    ).toBeVisible()
    expect(errors.filter((error) => !offlineNoise(error))).toEqual([])

    // Close the browser and open it again on the same profile, still without a network.
    await context.close()
    context = await launchWithProfile(profile, baseURL!)
    await context.setOffline(true)
    page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`/estimator?estimate=${id}`)
    // A cold browser opens the device database from scratch (seconds on a busy machine: 4.3 s seen).
    await expect(page.getByLabel('Estimate name')).toHaveValue(name, SYNC_WAIT)
    await expect(
      page.getByRole('group', { name: 'Window 1' }).getByRole('img', { name: /^Photo 1/ }),
    ).toBeVisible()
    await expect(syncStatus(page)).toHaveAccessibleName(/^Offline — \d+ changes? waiting/)

    await goOnline(page)
    await expect
      .poll(async () => (await serverEstimates(page)).find((estimate) => estimate.id === id), SYNC_WAIT)
      .toMatchObject({
        name,
        customer: 'Ada Lovelace',
        windows: [{ width: 40, photos: [expect.any(String)] }],
      })
    await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    await expect(page.getByText(/^Saved on the server · \d/)).toBeVisible()
    await expect(page.getByText(/^On this device only/)).toHaveCount(0)
    const stored = (await serverEstimates(page)).find((estimate) => estimate.id === id)!
    // Downscaled on the phone before it was stored: long side 2048, aspect kept, JPEG.
    expect(await serverPhotoSize(page, stored.windows[0]!.photos[0]!)).toEqual({
      mime: 'image/jpeg',
      width: 2048,
      height: 1024,
    })
    await context.close()
  },
)

offlineTest(
  'two devices of one user edit different windows offline; both edits end up on both',
  async ({ signedInPage }) => {
    const first = await signedInPage('homeowner', '/estimator')
    await waitForServiceWorkerControl(first.page)
    await first.page.getByRole('button', { name: 'New estimate', exact: true }).click()
    await expect(first.page).toHaveURL(/estimate=/)
    const id = new URL(first.page.url()).searchParams.get('estimate')!
    await first.page.getByRole('button', { name: 'Add window' }).click()
    await expect(first.page.getByRole('group', { name: 'Window 1' })).toBeVisible()
    await first.page.getByRole('button', { name: 'Add window' }).click()
    await expect(first.page.getByRole('group', { name: 'Window 2' })).toBeVisible()
    await expect
      .poll(
        async () =>
          (await serverEstimates(first.page)).find((estimate) => estimate.id === id)?.windows.length,
      )
      .toBe(2)

    const second = await signedInPage('homeowner', `/estimator?estimate=${id}`)
    await waitForServiceWorkerControl(second.page)
    await expect(second.page.getByRole('group', { name: 'Window 2' })).toBeVisible()
    await expect(syncStatus(second.page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)

    await goOffline(first.page)
    await goOffline(second.page)
    const setWidth = async (page: Page, window: string, width: string) => {
      const field = page.getByRole('group', { name: window }).getByLabel('Width', { exact: true })
      await field.fill(width)
      await field.press('Tab')
      await expect(syncStatus(page)).toHaveAccessibleName(/^Offline — 1 change waiting/)
    }
    await setWidth(first.page, 'Window 1', '50')
    await setWidth(second.page, 'Window 2', '60')

    await goOnline(first.page)
    await goOnline(second.page)
    await expect
      .poll(async () =>
        (await serverEstimates(first.page))
          .find((estimate) => estimate.id === id)
          ?.windows.map((window) => window.width),
      )
      .toEqual([50, 60])
    for (const { page } of [first, second]) {
      await expect(
        page.getByRole('group', { name: 'Window 1' }).getByLabel('Width', { exact: true }),
      ).toHaveValue('50″', SYNC_WAIT)
      await expect(
        page.getByRole('group', { name: 'Window 2' }).getByLabel('Width', { exact: true }),
      ).toHaveValue('60″', SYNC_WAIT)
      await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    }
    await first.context.close()
    await second.context.close()
  },
)

/** IndexedDB databases of a user's replicated data (not the device-wide one, which outlives sign-outs). */
async function userDatabases(page: Page): Promise<string[]> {
  const names = await page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name ?? ''),
  )
  return names.filter((name) => /ss-(?!device$)/.test(name))
}

async function openSignOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu for homeowner' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
}

test('signing out wipes the offline data of that user from the device', async ({ signedInPage }) => {
  const { context, page } = await signedInPage('homeowner', '/estimator')
  await page.getByRole('button', { name: 'New estimate', exact: true }).click()
  await expect(page.getByLabel('Estimate name')).toHaveValue('New estimate')
  await expect.poll(async () => (await userDatabases(page)).length).toBeGreaterThan(0)
  await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)

  await openSignOut(page)
  await expect(page).toHaveURL('/')
  await expect.poll(() => userDatabases(page)).toEqual([])
  await context.close()
})

offlineTest(
  'signing out with changes not yet synced asks first, and staying keeps them',
  async ({ signedInPage }) => {
    const { context, page } = await signedInPage('homeowner', '/estimator')
    const id = await newEstimateOffline(page)
    await expect(syncStatus(page)).toHaveAccessibleName(/^Offline — 1 change waiting/)

    await openSignOut(page)
    const dialog = page.getByRole('alertdialog', { name: '1 change is not synced yet' })
    await expect(dialog).toContainText('Stay signed in until you are back online')
    await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Stay signed in' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByLabel('Estimate name')).toHaveValue('New estimate')

    await goOnline(page)
    await expect
      .poll(async () => (await serverEstimates(page)).some((estimate) => estimate.id === id), SYNC_WAIT)
      .toBe(true)
    await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    await openSignOut(page)
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    await context.close()
  },
)
