import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousAxeViolations,
  offlineTest,
  SYNC_WAIT,
  waitForServiceWorkerControl,
  type NewContext,
} from './fixtures.ts'
import { cameraPhoto, goOffline, serverEstimates, syncStatus } from './network.ts'
import {
  acceptWithInvoice,
  findInstallation,
  makeQuote,
  measuredEstimate,
  PHONE,
  sharedLink,
  versionCard,
} from './quote-flow.ts'

/*
 * Ready before the site visit: what a visit needs and the replication does not bring by itself — the
 * photos whose bytes were not there when the document reached this device, the quote's PDF, the
 * pricing sheet and the catalog — is fetched onto the device while there is a connection, for a crew
 * member's next installations without anyone asking, for an estimate when its seller asks. Then,
 * with no signal, the job's photos and its quote open from the device.
 */

const DESKTOP = { viewport: { width: 1440, height: 900 } }

/** Where a phone downloads the photos its documents name. */
const PHOTO_DOWNLOADS = '**/api/sync/v2/*/attachments/*'

/**
 * A second device of the same user whose first sync found the documents but not their photos' bytes
 * (the server answers "not there yet", as when the bytes reach it after the document): the replication
 * skips them, and never asks again by itself.
 */
async function phoneMissingPhotos(
  newContext: NewContext,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  path: string,
): Promise<{ context: BrowserContext; page: Page; photosArrive: () => Promise<void> }> {
  const context = await newContext({ ...PHONE, storageState })
  await context.route(PHOTO_DOWNLOADS, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 404, json: { message: 'Not found' } })
      : route.fallback(),
  )
  const page = await context.newPage()
  await page.goto(path)
  await waitForServiceWorkerControl(page)
  await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
  return { context, page, photosArrive: () => context.unroute(PHOTO_DOWNLOADS) }
}

/** On open estimate `id`: a photo of its first window, stored on this device, then on the server. */
async function photographFirstWindow(page: Page, id: string): Promise<void> {
  const window = page.getByRole('group', { name: 'Window 1' })
  await window.getByLabel('Add a photo of Window 1').setInputFiles({
    name: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(page),
  })
  await expect(window.getByRole('img', { name: /^Photo 1/ })).toBeVisible()
  await expect
    .poll(
      async () => (await serverEstimates(page)).find((estimate) => estimate.id === id)?.windows[0]?.photos,
      SYNC_WAIT,
    )
    .toHaveLength(1)
}

/** Tomorrow at `hour` on this machine's clock, as a datetime-local field takes it. */
function tomorrowAt(hour: number): string {
  const day = new Date()
  day.setDate(day.getDate() + 1)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`
}

offlineTest(
  'a crew member’s installation of tomorrow is made ready offline by itself; with no signal the job opens with its estimate’s photos and its quote’s PDF',
  async ({ signedInPage, newContext }) => {
    // The sale: the team member measures and photographs the job, quotes it, and the customer accepts.
    const { page: seller, context: office } = await signedInPage('teammember', '/estimator', DESKTOP)
    await photographFirstWindow(seller, await measuredEstimate(seller, 'Rosa Diaz'))
    await makeQuote(seller, `rosa.${Date.now().toString(36)}@example.com`, 1)
    const v1 = versionCard(seller, 1)
    await expect(v1.getByText('Waiting to sync')).toHaveCount(0, SYNC_WAIT)
    const number = (await v1.getByRole('heading').innerText()).trim()
    const customer = await (await newContext(PHONE)).newPage()
    await customer.goto(await sharedLink(seller, v1))
    await acceptWithInvoice(customer, 'Best', 'Rosa Diaz')

    // The lead books it for tomorrow afternoon with team 1, the team member's.
    const { page: lead } = await signedInPage('teamlead', '/calendar', DESKTOP)
    await expect(syncStatus(lead)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    await (await findInstallation(lead, number)).click()
    const dialog = lead.getByRole('dialog', { name: 'Proposed installation' })
    await dialog.getByLabel('Team', { exact: true }).selectOption({ label: 'Atlanta team 1' })
    await dialog.getByLabel('Starts').fill(tomorrowAt(16))
    await dialog.getByRole('button', { name: 'Confirm installation' }).click()
    await expect(dialog).toBeHidden()
    await expect(syncStatus(lead)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)

    // The crew's phone synced once when the photo's bytes could not be read: the app, by itself, got
    // the rest ready and says what is missing.
    const crew = await phoneMissingPhotos(newContext, await office.storageState(), '/team-member-dashboard')
    const open = crew.page.getByRole('link', { name: `Open the install day: Installation · ${number}` })
    const job = crew.page
      .getByRole('region', { name: 'Jobs assigned to you' })
      .getByRole('listitem')
      .filter({ has: open })
    await expect(job.getByText('Not everything is on this device')).toBeVisible(SYNC_WAIT)

    // The next start with a connection fetches what is missing, without anyone asking.
    await crew.photosArrive()
    await crew.page.reload()
    await expect(job.getByText('Ready offline')).toBeVisible(SYNC_WAIT)
    await expectNoSeriousAxeViolations(crew.page)

    // On site, no signal: the job, its window's photo and its quote's PDF come from the device.
    await goOffline(crew.page)
    await job.getByRole('link').click()
    await expect(crew.page.getByRole('heading', { level: 1, name: `Installation · ${number}` })).toBeVisible()
    await expect(crew.page.getByRole('region', { name: 'Ready offline' })).toBeVisible()
    await crew.page.getByText('Crew sheet', { exact: true }).click()
    await expect(crew.page.getByRole('img', { name: 'Window 1: photo 1' })).toBeVisible()
    const downloading = crew.page.waitForEvent('download')
    await crew.page.getByRole('link', { name: `Quote ${number} (PDF)` }).click()
    const pdf = await downloading
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    await expectNoSeriousAxeViolations(crew.page)
  },
)

offlineTest(
  'an estimate made available offline by its seller gets the photos this phone did not have: with no signal they show',
  async ({ signedInPage, newContext }) => {
    const { page: office, context } = await signedInPage('teammember', '/estimator', DESKTOP)
    const id = await measuredEstimate(office, 'Omar Haddad')
    await photographFirstWindow(office, id)

    const phone = await phoneMissingPhotos(
      newContext,
      await context.storageState(),
      `/estimator?estimate=${id}`,
    )
    const window = phone.page.getByRole('group', { name: 'Window 1' })
    await expect(window.getByText('Not on this device yet')).toBeVisible()
    await phone.photosArrive()

    await phone.page.getByRole('button', { name: 'Make available offline' }).click()
    const offline = phone.page.getByRole('region', { name: 'Ready offline' })
    await expect(offline).toBeVisible(SYNC_WAIT)
    await offline.getByText('What is on this device').click()
    await expect(offline.getByRole('list', { name: 'What the visit needs' })).toContainText(
      '1 photo of the windows',
    )
    await expectNoSeriousAxeViolations(phone.page)

    await goOffline(phone.page)
    await expect(window.getByRole('img', { name: /^Photo 1/ })).toBeVisible()
    // The badge stays with the estimate: it is on the device, not in the page's memory.
    await phone.page.reload()
    await expect(phone.page.getByRole('region', { name: 'Ready offline' })).toBeVisible(SYNC_WAIT)
    await expect(window.getByRole('img', { name: /^Photo 1/ })).toBeVisible()
  },
)
