import type { BrowserContextOptions, Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousAxeViolations, SYNC_WAIT, test, type OpenSignedIn } from './fixtures.ts'
import { goOffline, goOnline, serverEstimates, syncStatus } from './network.ts'

/*
 * Two phones of one team member change the same thing of one estimate without signal. The sync merge
 * keeps the later edit and files the other in the estimate's history; both phones then say so, show
 * the two versions side by side, and a choice made on one settles it on both.
 */

const DESKTOP = { viewport: { width: 1440, height: 900 } }
const PHONE = { viewport: { width: 390, height: 844 } }

const banner = (page: Page) =>
  page.getByRole('region', { name: 'Another device changed this estimate at the same time' })

const onServer = (page: Page, id: string) => async () =>
  (await serverEstimates(page)).find((estimate) => estimate.id === id)

interface Devices {
  id: string
  /** Its edit is made first, so it loses the clash. */
  first: Page
  /** Its edit is the later one, which the merge keeps. */
  second: Page
}

/**
 * One estimate open on two devices of the same user, both in sync; `prepare` sets it up on the first
 * and waits until the server has it, before the second opens it.
 */
async function openOnTwoDevices(
  signedInPage: OpenSignedIn,
  options: BrowserContextOptions,
  prepare: (page: Page, id: string) => Promise<void>,
): Promise<Devices> {
  const { page: first } = await signedInPage('teammember', '/estimator', options)
  await expect(syncStatus(first)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
  await first.getByRole('button', { name: 'New estimate', exact: true }).click()
  await expect(first).toHaveURL(/estimate=/)
  const id = new URL(first.url()).searchParams.get('estimate')!
  await prepare(first, id)

  const { page: second } = await signedInPage('teammember', `/estimator?estimate=${id}`, options)
  await expect(second.getByRole('textbox', { name: 'Estimate name' })).toHaveValue(/./, SYNC_WAIT)
  await expect(syncStatus(second)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
  return { id, first, second }
}

/** Both devices lose the network; `edit` runs on the first, then on the second; each device comes back in that order. */
async function clashOffline(
  { id, first, second }: Devices,
  edit: (page: Page, value: string) => Promise<void>,
  [firstValue, secondValue]: [string, string],
  reached: (server: Awaited<ReturnType<ReturnType<typeof onServer>>>, value: string) => boolean,
) {
  await goOffline(first)
  await goOffline(second)
  for (const [page, value] of [
    [first, firstValue],
    [second, secondValue],
  ] as const) {
    await edit(page, value)
    await expect(syncStatus(page)).toHaveAccessibleName(/^Offline — 1 change waiting/)
  }
  await goOnline(first)
  await expect.poll(async () => reached(await onServer(first, id)(), firstValue), SYNC_WAIT).toBe(true)
  await expect(syncStatus(first)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
  await goOnline(second)
  await expect.poll(async () => reached(await onServer(second, id)(), secondValue), SYNC_WAIT).toBe(true)
}

/** Where one version's value sits within a row of the comparison. */
async function box(row: Locator, text: string) {
  const found = await row.getByText(text, { exact: true }).boundingBox()
  expect(found).not.toBeNull()
  return found!
}

async function rename(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Estimate name' }).fill(name)
  await page.getByRole('textbox', { name: 'Estimate name' }).press('Tab')
}

test('both devices say when a name was changed on each at once, and taking the other version settles it on both', async ({
  signedInPage,
}) => {
  const devices = await openOnTwoDevices(signedInPage, DESKTOP, async (page, id) => {
    await rename(page, `Porch ${id.slice(0, 6)}`)
    await expect
      .poll(async () => (await onServer(page, id)())?.name, SYNC_WAIT)
      .toBe(`Porch ${id.slice(0, 6)}`)
  })
  const { id, first, second } = devices
  const front = `Front porch ${id.slice(0, 6)}`
  const back = `Back porch ${id.slice(0, 6)}`
  await clashOffline(devices, rename, [front, back], (estimate, name) => estimate?.name === name)

  // The first device's name lost: it now shows the second's, and says so, with both side by side.
  await expect(first.getByRole('textbox', { name: 'Estimate name' })).toHaveValue(back, SYNC_WAIT)
  await expect(banner(first)).toBeVisible(SYNC_WAIT)
  await expect(banner(second)).toBeVisible(SYNC_WAIT)
  const row = banner(first).getByRole('group', { name: 'Estimate name' })
  await expect(row).toContainText(`This version${back}`)
  await expect(row).toContainText(`The other version${front}`)
  const [mine, theirs] = [await box(row, back), await box(row, front)]
  expect(theirs.y).toBe(mine.y)
  expect(theirs.x).toBeGreaterThan(mine.x + mine.width)
  // Only what differs is compared.
  await expect(banner(first).getByRole('group')).toHaveCount(1)
  await expect(banner(first).getByRole('button', { name: 'Keep both windows' })).toHaveCount(0)
  await expectNoSeriousAxeViolations(first)

  await banner(first).getByRole('button', { name: 'Use the other version' }).click()
  await expect(banner(first)).toBeHidden()
  await expect(first.getByRole('textbox', { name: 'Estimate name' })).toHaveValue(front)
  await expect(banner(second)).toBeHidden(SYNC_WAIT)
  await expect(second.getByRole('textbox', { name: 'Estimate name' })).toHaveValue(front)
  await expect(syncStatus(second)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
  // Nothing typed is gone: the name given up is kept in the estimate's history, settled like the first.
  const stored = (await onServer(first, id)()) as unknown as {
    name: string
    history: { version: { name: string }; settled?: { choice: string } }[]
  }
  expect(stored.name).toBe(front)
  expect(stored.history.map((entry) => [entry.version.name, entry.settled?.choice])).toEqual([
    [front, 'other'],
    [back, 'other'],
  ])
})

test('on a phone, a window measured differently on each device is compared stacked, and both measurements can be kept', async ({
  signedInPage,
}) => {
  const devices = await openOnTwoDevices(signedInPage, PHONE, async (page, id) => {
    await page.getByRole('button', { name: 'Add window' }).click()
    await expect(page.getByRole('group', { name: 'Window 1' })).toBeVisible()
    await expect.poll(async () => (await onServer(page, id)())?.windows.length, SYNC_WAIT).toBe(1)
  })
  const { first, second } = devices
  const setWidth = async (page: Page, width: string) => {
    const field = page.getByRole('group', { name: 'Window 1' }).getByLabel('Width', { exact: true })
    await field.fill(width)
    await field.press('Tab')
  }
  const widths = (estimate?: { windows: { width: number }[] }) =>
    estimate?.windows.map((window) => window.width).join() ?? ''
  await clashOffline(devices, setWidth, ['40', '50'], (estimate, width) => widths(estimate) === width)

  const row = banner(second).getByRole('group', { name: 'Window 1' })
  await expect(row).toBeVisible(SYNC_WAIT)
  const [mine, theirs] = [await box(row, '50″ × 48″'), await box(row, '40″ × 48″')]
  expect(theirs.y).toBeGreaterThan(mine.y + mine.height)
  await expect(row.getByText('This version', { exact: true })).toBeVisible()
  await expect(row.getByText('The other version', { exact: true })).toBeVisible()

  await banner(second).getByRole('button', { name: 'Keep both windows' }).click()
  await expect(banner(second)).toBeHidden()
  for (const page of [second, first]) {
    await expect(banner(page)).toBeHidden(SYNC_WAIT)
    await expect(
      page.getByRole('group', { name: 'Window 2' }).getByLabel('Width', { exact: true }),
    ).toHaveValue('40″', SYNC_WAIT)
    await expect(
      page.getByRole('group', { name: 'Window 1' }).getByLabel('Width', { exact: true }),
    ).toHaveValue('50″')
  }
})
