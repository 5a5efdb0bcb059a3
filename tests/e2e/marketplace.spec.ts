import type { Page } from '@playwright/test'
import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import {
  choose,
  expect,
  expectNoSeriousAxeViolations,
  offlineTest,
  storedDraft,
  SYNC_WAIT,
  test,
  toasts,
  waitForServiceWorkerControl,
} from './fixtures.ts'
import { cameraPhoto, goOffline, goOnline, syncStatus } from './network.ts'

/*
 * The marketplace end to end: a homeowner posts a project with a saved estimate and a
 * photo; an installer, in a second browser, finds it on the board and bids without signal; the bid
 * arrives when the network is back; the homeowner hires, they write to each other, the installer
 * reports the work done and the homeowner's review shows on the installer's public profile.
 */

test.describe.configure({ mode: 'serial' })

async function userOf(page: Page): Promise<{ id: string }> {
  return (await (await page.request.get('/api/user')).json()) as { id: string }
}

/** A saved estimate of the signed-in user, as the estimator would have synced it. */
async function saveEstimate(page: Page, name: string) {
  const { id: ownerId } = await userOf(page)
  const estimate = makeEstimate({
    id: `e2e-${crypto.randomUUID()}`,
    ownerId,
    name,
    windows: [makeWindow({ id: 'w1', label: 'South sunroom', width: 36, height: 60, quantity: 6 })],
  })
  const response = await page.request.post('/api/sync/v2/estimates/push', {
    data: [{ assumedMasterState: null, newDocumentState: estimate }],
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(response.ok()).toBe(true)
  return estimate
}

offlineTest(
  'a project goes from posting to a review on the installer’s profile, with an offline bid',
  async ({ signedInPage }) => {
    const title = `Sunroom film ${Date.now().toString(36)}`
    const estimateName = `Sunroom measured ${Date.now().toString(36)}`

    // The homeowner posts the project with the saved estimate and a photo.
    const owner = await signedInPage('homeowner', '/estimator')
    await saveEstimate(owner.page, estimateName)
    await owner.page.goto('/post-job')
    await expect(owner.page.getByRole('heading', { level: 1, name: 'Post Project' })).toBeVisible()
    await owner.page.getByLabel('Title').fill(title)
    await owner.page
      .getByLabel('Description')
      .fill(
        'Six tall sunroom windows facing south; the afternoon heat is unbearable. Text me at 678.555.0123',
      )
    await owner.page.getByLabel('Film wanted').selectOption({ label: 'Solar & energy' })
    await owner.page.getByLabel('When').selectOption({ label: 'Within 2 weeks' })
    await owner.page.getByLabel('Budget').selectOption({ label: '$1,000 – $2,500' })
    await owner.page.getByLabel('Street address').fill('12 Peachtree St NE')
    await owner.page.getByLabel('City').fill('Atlanta')
    await owner.page.getByLabel('State').selectOption('GA')
    await owner.page.getByLabel('ZIP code').fill('30303')
    await owner.page.getByLabel('Attach a saved estimate').selectOption({ label: estimateName })
    await owner.page.getByLabel('Add photos of the project').setInputFiles({
      name: 'sunroom.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(owner.page),
    })
    await expect(owner.page.getByRole('img', { name: 'Photo 1' })).toBeVisible()
    await owner.page.getByRole('button', { name: 'Post project' }).click()
    await expect(owner.page.getByRole('heading', { level: 1, name: title })).toBeVisible(SYNC_WAIT)
    await expect(owner.page.getByText('Measurements: ' + estimateName)).toBeVisible()
    await expect(owner.page.getByRole('cell', { name: 'South sunroom' })).toBeVisible()
    // The size carries its inch marks once.
    await expect(owner.page.getByRole('cell', { name: '36″ × 60″', exact: true })).toBeVisible()
    await expect(owner.page.getByText('No bids yet.')).toBeVisible()
    // The poster reads their own words as written.
    await expect(owner.page.getByText(/Text me at 678\.555\.0123/)).toBeVisible()

    // The installer finds it on the board, opens it, and bids with no signal.
    const installer = await signedInPage('installer', '/job-board')
    await waitForServiceWorkerControl(installer.page)
    await installer.page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click()
    await expect(installer.page.getByRole('heading', { name: title })).toBeVisible()
    await expect(installer.page.getByRole('cell', { name: 'South sunroom' })).toBeVisible()
    await expect(installer.page.getByText('12 Peachtree')).toHaveCount(0)
    // Contact details in the description are masked for an installer not hired.
    await expect(installer.page.getByText(/Text me at •••/)).toBeVisible()
    await expect(installer.page.getByText(/0123/)).toHaveCount(0)
    // The job is on the device once it is in sync: only then is there something to open with no signal.
    await expect(syncStatus(installer.page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    await goOffline(installer.page)
    await installer.page.reload()
    await expect(installer.page.getByRole('heading', { name: title })).toBeVisible()
    await installer.page.getByLabel(/Price/).fill('1450')
    await installer.page
      .getByLabel(/Message/)
      .first()
      .fill('Ceramic film on all six panes, one day. Call 404-555-0199.')
    await installer.page.getByRole('button', { name: /Send bid|Place bid/ }).click()
    await expect(installer.page.getByText(/On this device only/).first()).toBeVisible()
    await goOnline(installer.page)

    // The bid reaches the homeowner, with the phone number hidden; the homeowner hires.
    const bidCard = owner.page.getByRole('listitem').filter({ hasText: '$1,450.00' })
    await expect(bidCard).toBeVisible(SYNC_WAIT)
    await expect(bidCard).toContainText('Call •••')
    await expect(bidCard).toContainText('Supplier certified')
    await bidCard.getByRole('button', { name: /^Hire / }).click()
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Hire' }).click()
    await expect(toasts(owner.page)).toContainText('You hired')
    await expect(owner.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(owner.page.getByText('Hired').first()).toBeVisible()

    // They write to each other; now the installer sees the address.
    await owner.page.getByLabel(/^Message to /).fill('Can you start Monday at 8?')
    await owner.page.getByRole('button', { name: 'Send', exact: true }).click()
    await installer.page.goto('/my-projects')
    await installer.page.getByRole('link', { name: new RegExp(title) }).click()
    await expect(installer.page.getByText('12 Peachtree St NE')).toBeVisible(SYNC_WAIT)
    await expect(installer.page.getByText('Can you start Monday at 8?')).toBeVisible(SYNC_WAIT)
    await installer.page.getByLabel(/^Message to /).fill('Monday at 8 works. My cell is 404-555-0199.')
    await installer.page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(owner.page.getByText('Monday at 8 works. My cell is 404-555-0199.')).toBeVisible(SYNC_WAIT)

    // The installer reports the work: started, then finished with an after photo.
    await installer.page.getByRole('radio', { name: 'In progress' }).check()
    await installer.page.getByRole('button', { name: 'Report progress' }).click()
    await expect(installer.page.getByRole('radio', { name: 'Completed' })).toBeVisible(SYNC_WAIT)
    await installer.page.getByRole('radio', { name: 'Completed' }).check()
    await installer.page.getByLabel('Note').fill('All six panes done, glass cleaned.')
    await installer.page.getByRole('button', { name: 'Report progress' }).click()
    await expect(owner.page.getByText('All six panes done, glass cleaned.')).toBeVisible(SYNC_WAIT)

    // The homeowner reviews; the review is on the installer's public profile.
    const review = `Spotless work, the sunroom is usable again (${Date.now().toString(36)}).`
    await choose(owner.page.getByRole('radio', { name: '5 out of 5 stars' }))
    await owner.page.getByLabel('Your review').fill(review)
    await owner.page.getByRole('button', { name: 'Publish review' }).click()
    await expect(toasts(owner.page)).toContainText('your review is published')
    const { id: installerId } = await userOf(installer.page)
    await owner.page.goto(`/installers/${installerId}`)
    await expect(owner.page.getByText(review)).toBeVisible()

    await installer.context.close()
    await owner.context.close()
  },
)

test('the header tells the homeowner of new bids, and the pages pass axe', async ({ signedInPage }) => {
  const { context, page } = await signedInPage('homeowner', '/my-projects')
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await page.goto('/post-job')
  await expectNoSeriousAxeViolations(page)
  await context.close()
})

test('each role is led to its projects, and others are told where projects are', async ({ signedInPage }) => {
  const installer = await signedInPage('installer', '/goto-projects')
  await expect(installer.page).toHaveURL('/my-projects')
  await installer.context.close()
  const member = await signedInPage('member', '/goto-projects')
  await expect(member.page).toHaveURL('/access-projects')
  await expect(member.page.getByText('Projects are for homeowners, installers and team leads')).toBeVisible()
  await member.context.close()
})

offlineTest(
  'a draft project survives a reload offline, and posting offline waits for the network',
  async ({ signedInPage }) => {
    const { context, page } = await signedInPage('homeowner', '/post-job')
    await waitForServiceWorkerControl(page)
    await goOffline(page)
    const title = `Offline porch ${Date.now().toString(36)}`
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Description').fill('Glass porch door, privacy film.')
    await expect
      .poll(
        async () =>
          ((await storedDraft(page, 'marketplace/post-job')) as { description?: string })?.description,
      )
      .toBe('Glass porch door, privacy film.')
    await page.reload()
    await expect(page.getByLabel('Title')).toHaveValue(title)
    await expect(page.getByLabel('Description')).toHaveValue('Glass porch door, privacy film.')
    await page.getByLabel('Film wanted').selectOption({ label: 'Privacy & decorative' })
    await page.getByLabel('When').selectOption({ label: 'I am flexible' })
    await page.getByLabel('Budget').selectOption({ label: 'Under $500' })
    // Sent with the address missing: the reader is taken to a summary beside the button, which leads on to the fields.
    await page.getByRole('button', { name: 'Post project' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'The project cannot be posted yet' })
    await expect(summary).toBeFocused()
    await summary.getByRole('link', { name: 'Enter the city' }).click()
    await expect(page.getByLabel('City')).toBeFocused()
    await page.getByLabel('Street address').fill('9 Oak Ln')
    await page.getByLabel('City').fill('Marietta')
    await page.getByLabel('State').selectOption('GA')
    await page.getByLabel('ZIP code').fill('30060')
    await page.getByRole('button', { name: 'Post project' }).click()
    await expect(page.getByText(/waits on this device/)).toBeVisible()
    await goOnline(page)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SYNC_WAIT)
    await context.close()
  },
)

test('an installer writes the public profile from the job board, and homeowners read it', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('installer', '/job-board')
  const bio = `Two crews, twelve years of solar film (${Date.now().toString(36)}).`
  await page.getByRole('button', { name: 'Edit your public profile' }).click()
  await page.getByLabel('About your business').fill(bio)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(bio)).toBeVisible()
  await page.getByRole('link', { name: 'See it as homeowners do' }).click()
  await expect(page.getByText(bio)).toBeVisible()
  await context.close()
})
