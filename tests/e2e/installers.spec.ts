import type { APIRequestContext, Page } from '@playwright/test'
import { request as playwrightRequest } from '@playwright/test'
import type { InstallerSummary } from '../../domain/marketplace/installer.ts'
import { makeBidBody, makeJobBody } from '../../domain/testing/marketplace-factory.ts'
import { DEMO_PASSWORD } from './auth-fixtures.ts'
import { startServer } from '../../api/test/spawn-server.ts'
import {
  expect,
  expectNoSeriousAxeViolations,
  test,
  toasts,
  watchConsole,
  type NewContext,
} from './fixtures.ts'

/*
 * The installers' public pages: the showcase, a profile with its portfolio and reviews, one portfolio
 * job with its before and after photos, and the admin's supplier-certified badge.
 */

async function demoInstaller(request: APIRequestContext): Promise<InstallerSummary> {
  const { installers } = (await (await request.get('/api/installers')).json()) as {
    installers: InstallerSummary[]
  }
  const installer = installers.find((candidate) => candidate.username === 'installer')
  if (!installer) throw new Error('the demo installer is not on the showcase')
  return installer
}

/** The showcase card that links to this installer's profile. */
const installerCard = (page: Page, id: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/installers/${id}"]`) })

const nameOf = (installer: InstallerSummary) => installer.company.trim() || installer.username

test('the showcase lists the demo installer; its card opens the public profile', async ({ page }) => {
  const errors = watchConsole(page)
  const installer = await demoInstaller(page.request)
  await page.goto('/installer-showcase')
  await expect(page.getByRole('heading', { level: 1, name: 'Installer Showcase' })).toBeVisible()
  const card = installerCard(page, installer.id)
  await expect(card.getByRole('heading', { level: 2, name: nameOf(installer) })).toBeVisible()
  await expect(page.getByLabel('Film type')).toHaveValue('any')
  await expect(page.getByLabel('Supplier-certified only')).not.toBeChecked()

  await card.getByRole('link', { name: nameOf(installer) }).click()
  await expect(page).toHaveURL(`/installers/${installer.id}`)
  await expect(page.getByRole('heading', { level: 1, name: nameOf(installer) })).toBeVisible()
  await expect(page.getByText(/^Member since /)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Portfolio' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible()
  // Visitors see the badge (when granted), never the switch.
  await expect(page.getByRole('switch')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('an admin grants and takes back the supplier-certified badge on the profile; the showcase follows', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('admin', '/installer-showcase')
  const installer = await demoInstaller(context.request)
  const name = nameOf(installer)
  // Tests share the server: whatever happens, the demo installer keeps the badge it had (the demo seed grants it).
  const original = installer.certified
  const restore = () =>
    context.request.put(`/api/admin/installers/${installer.id}/certification`, {
      data: { certified: original },
      headers: { Origin: new URL(page.url()).origin },
    })
  try {
    const main = page.getByRole('main')
    const badge = page.getByRole('switch', { name: 'Supplier-certified badge' })
    const card = installerCard(page, installer.id)
    const granted = card.getByText('Supplier certified', { exact: true })

    /** Flips the switch on the profile, then checks the showcase (from the app's cache, then from the server). */
    async function flipTo(certified: boolean) {
      await card.getByRole('link', { name }).click()
      await expect(page).toHaveURL(`/installers/${installer.id}`)
      await expect(badge).toHaveAttribute('aria-checked', String(!certified))
      await badge.click()
      await expect(toasts(page)).toContainText(
        certified
          ? `${name} now shows the supplier-certified badge`
          : `The supplier-certified badge was taken back from ${name}`,
      )
      await expect(badge).toHaveAttribute('aria-checked', String(certified))
      await expect(main.getByText('Supplier certified', { exact: true })).toHaveCount(certified ? 1 : 0)

      await main.getByRole('link', { name: 'Installer Showcase' }).click()
      await expect(page).toHaveURL('/installer-showcase')
      await expect(granted).toHaveCount(certified ? 1 : 0)
      await page.getByLabel('Supplier-certified only').check()
      await expect(card).toHaveCount(certified ? 1 : 0)
      await page.reload()
      await expect(page.getByLabel('Supplier-certified only')).toBeChecked()
      await expect(card).toHaveCount(certified ? 1 : 0)
      await page.getByLabel('Supplier-certified only').uncheck()
      await expect(granted).toHaveCount(certified ? 1 : 0)
    }

    await expect(card).toBeVisible()
    // Away from where it was and back: the badge is granted once and taken back once.
    await flipTo(!original)
    await flipTo(original)
  } finally {
    expect((await restore()).ok()).toBe(true)
    await context.close()
  }
})

test('an unknown installer or portfolio job says so, with a way back to the showcase', async ({ page }) => {
  await page.goto(`/installers/${crypto.randomUUID()}`)
  await expect(page.getByRole('heading', { level: 1, name: 'No installer has this profile' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Browse the installer showcase' }).click()
  await expect(page).toHaveURL('/installer-showcase')
  await expect(page.getByRole('heading', { level: 1, name: 'Installer Showcase' })).toBeVisible()

  // Not even an id: nothing is asked of the server.
  const errors = watchConsole(page)
  await page.goto('/installers/7')
  await expect(page.getByRole('heading', { level: 1, name: 'No installer has this profile' })).toBeVisible()
  await page.goto('/portfolio/42')
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job is not in any portfolio' }),
  ).toBeVisible()
  expect(errors).toEqual([])

  await page.goto(`/portfolio/${crypto.randomUUID()}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'This job is not in any portfolio' }),
  ).toBeVisible()
})

test('a showcase that cannot load says so, and tries again on request', async ({ page }) => {
  await page.route('**/api/installers', (route) => route.abort('internetdisconnected'))
  await page.goto('/installer-showcase')
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText('This page could not be loaded.')
  await expect(alert).toContainText('You are offline.')
  await page.unroute('**/api/installers')
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(alert).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
})

test('the showcase has no serious accessibility violations', async ({ page }) => {
  await page.goto('/installer-showcase')
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('on a phone the showcase and a profile fit the screen: nothing scrolls sideways', async ({
  newContext,
}) => {
  const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  const page = await context.newPage()
  const installer = await demoInstaller(page.request)
  for (const path of ['/installer-showcase', `/installers/${installer.id}`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390)
  }
  await context.close()
})

/** A JPEG of one colour, drawn by the browser (the server checks that photos are JPEGs). */
const jpeg = (page: Page, colour: string) =>
  page.evaluate((fill) => {
    const canvas = document.createElement('canvas')
    canvas.width = 480
    canvas.height = 360
    const context = canvas.getContext('2d')!
    context.fillStyle = fill
    context.fillRect(0, 0, canvas.width, canvas.height)
    return { mime: 'image/jpeg' as const, data: canvas.toDataURL('image/jpeg', 0.8).split(',')[1]! }
  }, colour)

/** A member of a server of this test's own, registered (and signed in) through the API. */
async function registered(url: string, username: string, userType: 'homeowner' | 'installer') {
  const api = await playwrightRequest.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } })
  const response = await api.post('/api/register', {
    data: {
      username,
      email: `${username}@example.com`,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      userType,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return api
}

async function send(api: APIRequestContext, method: 'post' | 'put', path: string, data: unknown) {
  const response = await api[method](path, { data })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return (await response.json()) as { id: string }
}

/**
 * On a server of its own (a completed job and a review would change what other specs see on the
 * shared one): an installer finishes a job with photos, the homeowner reviews it, and the showcase,
 * the profile and the portfolio page show it all.
 */
async function completedJobServer(newContext: NewContext) {
  const server = await startServer({ webDistDir: process.env.WEB_DIST_DIR ?? 'dist/web', seedDemo: false })
  const url = server.baseUrl
  const homeowner = await registered(url, 'harbor-homeowner', 'homeowner')
  const installer = await registered(url, 'coastal-tint', 'installer')
  await send(installer, 'put', '/api/profile', {
    companyName: 'Coastal Tint Co',
    website: 'https://coastal-tint.example',
  })
  await send(installer, 'put', '/api/installers/me', {
    serviceZip: '31401',
    serviceRadiusMi: 60,
    bio: 'Family crew in Savannah since 2009: solar and security film for homes and storefronts.',
    films: ['solar', 'security'],
  })

  const context = await newContext({ baseURL: url })
  const page = await context.newPage()
  await page.goto('/installer-showcase')
  const [before, after] = [await jpeg(page, '#1d3f74'), await jpeg(page, '#3fc2d0')]

  const job = await send(
    homeowner,
    'post',
    '/api/jobs',
    makeJobBody({ title: 'Storefront glare on Broughton St', city: 'Savannah', zip: '31401' }),
  )
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  const bid = await send(installer, 'post', `/api/jobs/${job.id}/bids`, makeBidBody({ startDate: tomorrow }))
  await send(homeowner, 'post', `/api/jobs/${job.id}/accept`, { bidId: bid.id })
  for (const [status, photos] of [
    ['inProgress', [before]],
    ['completed', [after, after]],
  ] as const)
    await send(installer, 'post', `/api/jobs/${job.id}/progress`, {
      id: crypto.randomUUID(),
      status,
      photos,
    })
  await send(homeowner, 'post', `/api/jobs/${job.id}/review`, {
    rating: 5,
    text: 'Spotless work, and the shop is cool again by noon.',
  })
  await homeowner.dispose()
  await installer.dispose()
  return {
    page,
    jobId: job.id,
    stop: async () => {
      await context.close()
      await server.stop()
    },
  }
}

test('a completed job shows on the showcase, the profile and its portfolio page', async ({ newContext }) => {
  test.slow() // it starts a server of its own and fills it through the API first
  const { page, jobId, stop } = await completedJobServer(newContext)
  try {
    const errors = watchConsole(page)
    await page.reload()
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Coastal Tint Co' })
    await expect(card.getByRole('img', { name: '5.0 out of 5, 1 review' })).toBeVisible()
    await expect(card).toContainText('Savannah, GA · up to 60 mi away')
    await expect(card).toContainText('1 completed job')
    await expect(card.getByRole('list', { name: 'Films Coastal Tint Co installs' })).toContainText(
      'Security & safety',
    )

    // Filters: a film they do not install empties the list; the state and rating they have keep them.
    await page.getByLabel('Film type').selectOption({ label: 'Privacy & decorative' })
    await expect(page.getByText('No installer matches these filters.')).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await page.getByLabel('State').selectOption({ label: 'Georgia' })
    await page.getByLabel('Minimum rating').selectOption({ label: '4.5 stars and up' })
    await page.getByLabel('Sort by').selectOption({ label: 'Most jobs' })
    await expect(page.getByText('1 installer', { exact: true })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await card.getByRole('link', { name: 'Coastal Tint Co' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Coastal Tint Co' })).toBeVisible()
    // The company is the public name: the login name is not shown as a handle.
    await expect(page.getByText('@coastal-tint')).toHaveCount(0)
    await expect(page.getByText('Up to 60 mi around Savannah, GA')).toBeVisible()
    const website = page.getByRole('link', { name: /coastal-tint\.example/ })
    await expect(website).toHaveAttribute('href', 'https://coastal-tint.example/')
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.getByText('Spotless work, and the shop is cool again by noon.')).toBeVisible()
    const job = page
      .getByRole('region', { name: 'Portfolio' })
      .getByRole('listitem')
      .filter({ hasText: 'Storefront glare on Broughton St' })
    await expect(job.getByRole('img', { name: 'Storefront glare on Broughton St, before' })).toBeVisible()
    await expect(job.getByRole('img', { name: 'Storefront glare on Broughton St, after' })).toBeVisible()
    await expect(job.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
    await expectNoSeriousAxeViolations(page)

    await job.getByRole('link', { name: 'Storefront glare on Broughton St' }).click()
    await expect(page).toHaveURL(`/portfolio/${jobId}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Storefront glare on Broughton St' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Before' }).getByRole('img')).toHaveAccessibleName(
      'Storefront glare on Broughton St, before the work, photo 1 of 1',
    )
    const afterPhotos = page.getByRole('region', { name: 'After' }).getByRole('img')
    await expect(afterPhotos).toHaveCount(2)
    await expect(afterPhotos.nth(1)).toHaveAccessibleName(
      'Storefront glare on Broughton St, after the work, photo 2 of 2',
    )
    await expect
      .poll(() => afterPhotos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480)
    const review = page.getByRole('region', { name: 'The homeowner’s review' })
    await expect(review).toContainText('Spotless work, and the shop is cool again by noon.')
    await expect(review).toContainText('harbor-homeowner')
    await expectNoSeriousAxeViolations(page)

    await page.setViewportSize({ width: 390, height: 844 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('link', { name: 'See Coastal Tint Co’s profile' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Coastal Tint Co' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
  } finally {
    await stop()
  }
})
