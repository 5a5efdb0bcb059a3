import type { Page } from '@playwright/test'
import { cameraPhoto, goOffline, goOnline, offlineNoise } from './network.ts'
import {
  expect,
  expectNoSeriousAxeViolations,
  offlineTest,
  test,
  waitForServiceWorkerControl,
  watchConsole,
  SYNC_WAIT,
} from './fixtures.ts'

/** An estimate request as the team reads it from GET /api/estimate-requests. */
interface ServerRequest {
  id: string
  name: string
  status: string
  city: string
  windowCount: number
  photoUrls: string[]
}

/** What the team sees, through the API with a team lead's session. */
async function teamRequests(page: Page): Promise<ServerRequest[]> {
  const response = await page.request.get('/api/estimate-requests?limit=100')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { requests: ServerRequest[] }).requests
}

async function fillRequest(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Email').fill('pat@example.com')
  await page.getByLabel('Phone').fill('(404) 555-0100')
  await page.getByLabel('Street address').fill('12 Peachtree St')
  await page.getByLabel('City').fill('Savannah')
  await page.getByLabel('State').selectOption('GA')
  await page.getByLabel('ZIP code').fill('31401')
  await page.getByRole('radio', { name: 'Solar & energy' }).check()
  await page.getByLabel('How many windows, roughly?').fill('14')
  await page.getByRole('radio', { name: 'Large' }).check()
  await page.getByLabel('Message').fill('The west side gets very hot after 3 pm.')
}

offlineTest('homeowner request submitted offline arrives after reconnect', async ({ page, signedInPage }) => {
  const name = `Pat Offline ${Date.now().toString(36)}`
  await page.goto('/homeowner-estimate')
  await waitForServiceWorkerControl(page)
  const errors = watchConsole(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Get Estimate' })).toBeVisible()
  const steps = page.getByRole('region', { name: 'How it works' })
  for (const step of ['Submit Form', 'Expert Review', 'Get Quote'])
    await expect(steps.getByRole('heading', { name: step })).toBeVisible()
  await expect(steps).toContainText('within 1-2 business days')
  const photo = await cameraPhoto(page, 2400, 1600)

  await goOffline(page)
  await fillRequest(page, name)
  await page.getByLabel('Add photos of your windows').setInputFiles({
    name: 'IMG_0042.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  })
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await page.getByRole('button', { name: 'Send my request' }).click()

  await expect(page).toHaveURL(/\/simple-confirmation\?request=[0-9a-f-]{36}$/)
  const id = new URL(page.url()).searchParams.get('request')!
  await expect(page.getByRole('heading', { level: 1, name: 'Your request is saved' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    'will be sent automatically when you are back online',
  )
  const sent = page.getByRole('region', { name: 'What you sent' })
  await expect(sent).toContainText(name)
  await expect(sent).toContainText('12 Peachtree St, Savannah, Georgia 31401')

  // Nothing has reached the server yet.
  const team = await signedInPage('teamlead', '/team-dashboard')
  expect((await teamRequests(team.page)).some((request) => request.id === id)).toBe(false)

  await goOnline(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Estimate Request Received' })).toBeVisible(
    SYNC_WAIT,
  )
  await expect(page.getByRole('status').filter({ hasText: 'We received your request' })).toContainText(
    'A confirmation is on its way to pat@example.com.',
  )

  await expect
    .poll(async () => (await teamRequests(team.page)).filter((request) => request.id === id))
    .toEqual([
      expect.objectContaining({
        id,
        name,
        status: 'new',
        city: 'Savannah',
        windowCount: 14,
        photoUrls: [expect.any(String)],
      }),
    ])
  const [stored] = (await teamRequests(team.page)).filter((request) => request.id === id)
  const image = await team.page.request.get(stored!.photoUrls[0]!)
  expect(image.headers()['content-type']).toBe('image/jpeg')

  // The team lead sees it on the team dashboard and moves it along.
  await team.page.reload()
  const card = team.page.getByRole('article', { name })
  await expect(card).toContainText('14 windows')
  await expectNoSeriousAxeViolations(team.page)
  await card.getByLabel('Status').selectOption('contacted')
  await expect(card).toContainText('by teamlead')
  await expect(card.getByLabel('Status')).toHaveValue('contacted')
  expect((await teamRequests(team.page)).find((request) => request.id === id)?.status).toBe('contacted')
  await team.context.close()

  expect(errors.filter((error) => !offlineNoise(error))).toEqual([])
})

test('the form shows every mistake beside its field, keeps a draft, and sends once corrected', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.goto('/homeowner-estimate')
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page.getByText('Please enter your name')).toBeVisible()
  await expect(page.getByText('Enter an email address or a phone number so we can reach you')).toBeVisible()
  await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible()
  await expect(page.getByText('Choose the size of your largest window')).toBeVisible()
  await expect(page.getByLabel('Full name')).toBeFocused()
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousAxeViolations(page)

  const name = `Pat Online ${Date.now().toString(36)}`
  await fillRequest(page, name)
  await expect(page.getByText('Please enter your name')).toHaveCount(0)
  await page.getByLabel('ZIP code').fill('3140')
  await expect(page.getByText('Enter a 5-digit ZIP code')).toBeVisible()

  // What was typed survives a reload, on this device.
  await page.reload()
  await expect(page.getByLabel('Full name')).toHaveValue(name)
  await expect(page.getByRole('radio', { name: 'Large' })).toBeChecked()
  await page.getByLabel('ZIP code').fill('31401')
  await page.getByRole('button', { name: 'Send my request' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Estimate Request Received' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'What you sent' })).toContainText(name)
  await expectNoSeriousAxeViolations(page)
  await page.goto('/homeowner-estimate')
  await expect(page.getByLabel('Full name')).toHaveValue('')
  expect(errors).toEqual([])
})

test('a visitor sees no estimate requests: the team pages send them to sign in', async ({ page }) => {
  for (const path of ['/team-dashboard', '/reports']) {
    await page.goto(path)
    await expect(page).toHaveURL('/team-login')
    await expect(page.getByRole('heading', { name: 'Estimate requests' })).toHaveCount(0)
  }
  expect((await page.request.get('/api/estimate-requests')).status()).toBe(401)
})
