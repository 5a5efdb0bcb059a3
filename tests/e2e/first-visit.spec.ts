import type { Page } from '@playwright/test'
import { choose, expect, storedCatalog, test, watchConsole } from './fixtures.ts'

/*
 * A first visit to a public page is painted from the HTML the build rendered, before any script
 * runs; the app then takes that page over (hydrates it) without throwing it away and drawing it
 * again, which would cost the phone the work twice and could move what the visitor is reading.
 */

/** Whether React has taken the page over: it marks the container it renders into. */
const appTookOver = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
  )

/** Records whether a node holding the page's main heading is ever removed from the document. */
function watchHeadingReplaced() {
  const seen = { replaced: false }
  ;(window as unknown as { headingWatch: typeof seen }).headingWatch = seen
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) seen.replaced = true
  }).observe(document, { childList: true, subtree: true })
}

/** Holds the app's scripts back, as a slow phone's network would, until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

const headingReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { headingWatch: { replaced: boolean } }).headingWatch.replaced)

test('the home page, the shop and the team sign-in are painted from HTML and styled, with no script and no stylesheet', async ({
  newContext,
}) => {
  const context = await newContext({ javaScriptEnabled: false })
  // The page's own styles are in its head: it is laid out before the stylesheet arrives.
  await context.route('**/*.css', (route) => route.abort())
  const page = await context.newPage()
  await page.goto('/')
  const heading = page.getByRole('heading', { level: 1, name: 'Window film that protects what matters most' })
  await expect(heading).toBeVisible()
  // Without them the heading would be black on white and the header would scroll away.
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(0, 0, 0)')
  expect(await page.getByRole('banner').evaluate((element) => getComputedStyle(element).position)).toBe(
    'sticky',
  )
  await expect(page.getByRole('link', { name: 'Get Estimate' }).first()).toHaveAttribute(
    'href',
    '/homeowner-estimate',
  )
  await expect(page.getByRole('contentinfo')).toContainText('Southern Shield')
  await page.goto('/shop')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'Search the shop' })).toBeVisible()
  // A product page is rendered by the server with its catalog: the film, its widths and prices.
  await page.goto('/shop/SEC-4C')
  await expect(page.getByRole('heading', { level: 1, name: 'Shield Clear 4' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /72″\s*\$744\.00/ })).toBeVisible()
  await expect(page.getByRole('img', { name: /Shield Clear 4/ }).first()).toBeVisible()
  // A key the catalog does not know gets the frame, which the app fills in (here: not found).
  await page.goto('/shop/NO-SUCH-FILM')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Southern Shield home' })).toBeVisible()
  await expect(page.getByRole('status')).toBeVisible()
  await page.goto('/team-login')
  await expect(page.getByRole('heading', { level: 1, name: 'Team Sign In' })).toBeVisible()
  // Until the app has taken the page over, its form cannot post itself (the password in the address).
  await expect(page.locator('form button[type="submit"]')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Show password' })).toBeDisabled()
  // Nor can a choice be made there that the app would undo when it takes the page over.
  await page.goto('/sign-up')
  await expect(page.getByRole('radio', { name: 'Installer' })).toBeDisabled()
  // A page behind a sign-in is never rendered ahead: it would show nobody's data.
  await page.goto('/estimator')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
})

test('the app takes the rendered page over as it is, and it works: no error, nothing drawn twice', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.addInitScript(watchHeadingReplaced)
  for (const path of [
    '/',
    '/shop',
    '/shop?category=kit',
    '/faq',
    '/team-login',
    '/security-safety-film',
    '/shop/SEC-4C',
  ]) {
    await test.step(path, async () => {
      await page.goto(path)
      await appTookOver(page)
      expect(await headingReplaced(page), 'the rendered heading is kept').toBe(false)
      expect(errors).toEqual([])
    })
  }
  // Taken over, the page is the app: its buttons work, and a link moves without loading a page.
  await page.goto('/team-login')
  await appTookOver(page)
  await expect(page.locator('form button[type="submit"]')).toBeEnabled()
  await page.goto('/')
  await appTookOver(page)
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
  await page.getByRole('banner').getByRole('link', { name: 'Security Films' }).click()
  await expect(page).toHaveURL('/security-safety-film')
  await expect(page.getByRole('heading', { level: 1, name: 'Security & Safety Film' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
})

/** Records the lowest opacity the page area shows on any frame while the page loads, and the frames. */
function watchPageOpacity() {
  const seen = { lowest: 1, frames: 0 }
  ;(window as unknown as { opacityWatch: typeof seen }).opacityWatch = seen
  const sample = () => {
    const main = document.getElementById('main')
    if (main) seen.lowest = Math.min(seen.lowest, Number(getComputedStyle(main).opacity))
    seen.frames++
    requestAnimationFrame(sample)
  }
  requestAnimationFrame(sample)
}

test('the page a visit opens on stays in full view while the app takes it over, for a visitor who allows motion too', async ({
  page,
}) => {
  // Page changes fade in (routes.spec.ts); the page the visit opens on is not a change.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.addInitScript(watchPageOpacity)
  for (const path of ['/', '/shop/SEC-4C']) {
    await test.step(path, async () => {
      await page.goto(path)
      await appTookOver(page)
      const watched = () =>
        page.evaluate(
          () => (window as unknown as { opacityWatch: { lowest: number; frames: number } }).opacityWatch,
        )
      // A fade would begin on the frame after the take-over: twenty frames see it whatever the machine.
      const taken = (await watched()).frames
      await expect.poll(async () => (await watched()).frames).toBeGreaterThan(taken + 20)
      expect((await watched()).lowest, 'the page area never fades out').toBe(1)
    })
  }
})

test('a product page the server rendered is taken over with the catalog it came with, which the device keeps', async ({
  page,
}) => {
  const errors = watchConsole(page)
  const downloads: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/catalog') downloads.push(response.status())
  })
  await page.addInitScript(watchHeadingReplaced)
  // The app's code is held back, as on a slow phone: the page is there, its choices wait for the app
  // (made in the HTML alone, the app would undo them when it takes the page over).
  const release = await holdScripts(page)
  await page.goto('/shop/SEC-4C', { waitUntil: 'commit' })
  await expect(page.getByRole('radio', { name: /^36″/ })).toBeDisabled()
  await expect(page.getByLabel('Quantity')).toBeDisabled()
  release()
  await appTookOver(page)
  expect(await headingReplaced(page), 'the rendered heading is kept').toBe(false)
  // The page works as the app: another width changes the price shown.
  await choose(page.getByRole('radio', { name: /^36″/ }))
  await expect(page.getByText('$372.00').first()).toBeVisible()
  // The catalog it came with is the device's copy, for the shop without signal.
  await expect.poll(async () => (await storedCatalog(page)).products).toBeGreaterThan(40)
  expect((await storedCatalog(page)).version).toEqual(expect.any(String))
  // Opening the shop asks only whether the catalog changed (the product page may have asked too, once
  // the device had its copy): it was never downloaded a second time.
  const shopAsks = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/catalog')
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Shop' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Window film, kits and tools' })).toBeVisible()
  expect((await shopAsks).status()).toBe(304)
  expect(downloads.filter((status) => status !== 304)).toEqual([])
  expect(errors).toEqual([])
})

test('a visitor in another language gets the page in their language, not the rendered English', async ({
  newContext,
}) => {
  const page = await (await newContext({ locale: 'es-ES' })).newPage()
  const errors = watchConsole(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Window film that protects what matters most',
  )
  await expect(page.getByRole('link', { name: 'Obtener presupuesto' }).first()).toBeVisible()
  expect(errors).toEqual([])
})

test('a visitor who scrolls the rendered page before the app takes it over stays where they scrolled, and a tap there works', async ({
  page,
}) => {
  // The app's code is held back until the visitor has scrolled, as on a slow phone.
  const release = await holdScripts(page)
  // Module scripts hold back the document's loaded events: the page is read as soon as it arrives.
  await page.goto('/', { waitUntil: 'commit' })
  const shopLink = page.getByRole('link', { name: 'Shop film and supplies' })
  await shopLink.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  release()
  await appTookOver(page)
  // Enabled once the app has the page: by then the router has drawn it and placed the scroll.
  await expect(page.getByRole('button', { name: 'Chat with our assistant' })).toBeEnabled()
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await shopLink.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Window film, kits and tools' })).toBeVisible()
})
