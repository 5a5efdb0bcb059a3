import type { Page } from '@playwright/test'
import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import { makeOrderBody } from '../../domain/testing/order-factory.ts'
import { goOffline, goOnline, offerInstalling, offlineNoise, syncStatus } from './network.ts'
import {
  choose,
  expect,
  expectNoSeriousAxeViolations,
  offlineTest,
  SYNC_WAIT,
  test,
  toasts,
  waitForServiceWorkerControl,
  watchConsole,
} from './fixtures.ts'

/*
 * The shop: the catalog browses and filters on the device with the network cut, the cart survives a
 * reload offline, and orders placed from it reach the server priced by the server.
 */

const productCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })

/** Opens the shop and waits until the catalog is on the device and the service worker controls the page. */
async function openShop(page: Page) {
  await page.goto('/shop')
  await waitForServiceWorkerControl(page)
  await expect(productCards(page).first()).toBeVisible()
  // Once a worker controls the page, the store fetches every picture through it (decision 010).
  await page.reload()
  await expect(productCards(page).first()).toBeVisible()
  const pictures = await page.evaluate(async () => {
    const catalog = (await (await fetch('/api/catalog')).json()) as { products: { imageUrl: string }[] }
    return new Set(catalog.products.map((product) => product.imageUrl)).size
  })
  expect(pictures).toBeGreaterThan(20)
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.open('catalog-images')).keys().then((keys) => keys.length)),
    )
    .toBe(pictures)
}

/** Puts a full 48″ roll of Shield Clear 8 in the cart and opens the checkout. */
async function addFullRollToCheckout(page: Page) {
  await page.goto('/shop/SEC-8C')
  await choose(page.getByRole('radio', { name: /^48″/ }))
  await choose(page.getByRole('radio', { name: /Full roll/ }))
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(toasts(page)).toContainText('Added to cart')
  await page.goto('/checkout')
}

async function fillShipTo(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name)
  await page.getByLabel('Street address').fill('415 Abercorn St')
  await page.getByLabel('City').fill('Savannah')
  await page.getByLabel('State').selectOption('GA')
  await page.getByLabel('ZIP code').fill('31401')
}

/** The money amount in a summary row ("Total"), as text. */
const summaryValue = (page: Page, label: string | RegExp) =>
  page
    .getByRole('complementary', { name: 'Order summary' })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .last()
    .locator('dd')

offlineTest(
  'the catalog browses, searches and filters offline; the cart survives a reload offline',
  async ({ page }) => {
    await openShop(page)
    const errors = watchConsole(page)
    await goOffline(page)
    // A visitor is told at once, without a reload.
    await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toBeVisible({
      timeout: 2_000,
    })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Window film, kits and tools' })).toBeVisible()
    await expect(productCards(page).first()).toBeVisible()

    // Category, then a word: three ceramic films among the solar control lines.
    await choose(page.getByRole('radio', { name: 'Solar control film' }))
    await expect(page.getByText('5 products')).toBeVisible()
    await page.getByLabel('Search the shop').fill('ceramic')
    await expect(page.getByText('3 products')).toBeVisible()
    // Popularity decides their order; the three names are what matters.
    const names = await productCards(page).getByRole('heading').allInnerTexts()
    expect(names.toSorted()).toEqual(['Ceramic 20', 'Ceramic 40', 'Ceramic 70 Clear View'])
    // No more than 30 % of the light: only the darkest ceramic is left.
    await page.getByText('Price, light and stock').click()
    await page.getByLabel('Highest visible light transmission').fill('30')
    await expect(page.getByText('1 product', { exact: true })).toBeVisible()
    await expect(productCards(page).getByRole('heading')).toHaveText(['Ceramic 20'])
    // The filters are in the URL: a reload (offline) keeps them, and the picture comes from the cache.
    await page.reload()
    await expect(page.getByLabel('Search the shop')).toHaveValue('ceramic')
    await expect(productCards(page).getByRole('heading')).toHaveText(['Ceramic 20'])
    const picture = productCards(page).first().locator('img')
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)

    // A cut from a film line, and a sample pack from its card.
    await productCards(page).getByRole('link', { name: 'Ceramic 20' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ceramic 20' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Specifications' })).toContainText(
      'Visible light transmitted (VLT)',
    )
    await choose(page.getByRole('radio', { name: /^48″/ }))
    await choose(page.getByRole('radio', { name: /Cut to length/ }))
    await page.getByLabel('Length (ft)').fill('20')
    await page.getByLabel('Quantity').fill('2')
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await expect(toasts(page)).toContainText('Added to cart')

    await page.goto('/shop?category=sample')
    await productCards(page)
      .filter({ hasText: 'Solar Control Sample Pack' })
      .getByRole('button', { name: /Add to cart/ })
      .click()
    await expect(page.getByRole('link', { name: /^Cart/ })).toContainText('3')

    await page.reload()
    await page.getByRole('link', { name: /^Cart/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible()
    const lines = page.getByRole('region', { name: 'Items' }).getByRole('listitem')
    await expect(lines).toHaveCount(2)
    await expect(lines.first()).toContainText('Ceramic 20')
    await expect(lines.first()).toContainText('48″ wide, cut to 20 ft')
    await expect(lines.first().getByLabel('Quantity of Ceramic 20')).toHaveValue('2')
    await expect(lines.nth(1)).toContainText('Free')

    // Shipping and tax for Atlanta (Georgia's rate and Fulton County's), computed on the device with the
    // same code as the server.
    await page.getByLabel('State', { exact: true }).selectOption('GA')
    await page.getByLabel('ZIP code').fill('30303')
    await expect(summaryValue(page, /^Tax \(8\.9%\)$/)).toHaveText(/\$/)
    await expectNoSeriousAxeViolations(page)
    expect(errors.filter((error) => !offlineNoise(error))).toEqual([])
  },
)

test('a product page opens on a first visit where the browser keeps nothing on the device', async ({
  page,
}) => {
  // A private window of some browsers, or storage refused: the device database cannot open.
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('Storage refused', 'InvalidStateError')
    }
  })
  await page.goto('/shop/SEC-8C')
  await expect(page.getByRole('heading', { level: 1, name: 'Shield Clear 8' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /^48″/ })).toBeVisible()
  await expect(page.getByText('This product is not in our catalog')).toHaveCount(0)
})

test('visitors find the shop from the home page, the footer, the sitemap and each film page; a use finds its films', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Shop film and supplies' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Window film, kits and tools' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click()
  await page
    .getByRole('main')
    .getByRole('navigation', { name: 'Films' })
    .getByRole('link', { name: 'Shop' })
    .click()
  await expect(page).toHaveURL('/shop')

  // A film page offers its films in the shop, all together and one by one from the spec table.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Security & Safety Film' }).click()
  await page.getByRole('link', { name: 'Shop these films' }).click()
  await expect(page).toHaveURL('/shop?category=security')
  await expect(page.getByRole('radio', { name: 'Security & safety film' })).toBeChecked()
  await page.goBack()
  await page.getByRole('table').getByRole('link', { name: 'Shop Shield Clear 8' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Shield Clear 8' })).toBeVisible()
  // On a phone the spec cards carry the same link.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/solar-control-films')
  await page
    .getByRole('list', { name: /specifications$/ })
    .getByRole('link', { name: 'Shop Ceramic 20' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ceramic 20' })).toBeVisible()

  // Searching for what the film is for finds those films, and no film made for something else.
  const families = ['Security & safety film', 'Solar control film', 'Decorative & privacy film']
  for (const [use, family] of [
    ['hurricane', families[0]],
    ['glare', families[1]],
    ['privacy', families[2]],
  ] as const) {
    await page.goto(`/shop?q=${use}`)
    await expect(productCards(page).filter({ hasText: family }).first()).toBeVisible()
    for (const other of families.filter((name) => name !== family))
      await expect(productCards(page).filter({ hasText: other })).toHaveCount(0)
  }
})

test('a guest pays by invoice, lands on order-success with the server total, and tracks the order', async ({
  page,
}) => {
  const errors = watchConsole(page)
  await page.goto('/shop?category=kit')
  await productCards(page)
    .filter({ hasText: 'DIY Install Kit' })
    .getByRole('button', { name: /Add to cart/ })
    .click()
  await page.goto('/shop/SOL-CR40')
  await choose(page.getByRole('radio', { name: /^36″/ }))
  await choose(page.getByRole('radio', { name: /Cut to length/ }))
  await page.getByLabel('Length (ft)').fill('15')
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(toasts(page)).toContainText('Added to cart')

  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  // Nothing filled in: every missing field is named, and nothing is sent.
  await page.getByRole('button', { name: 'Place order' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the highlighted fields' })
  await expect(summary).toContainText('Enter your email so we can send your order confirmation')
  await expect(summary).toContainText('Enter the street address')
  // Each mistake leads to its field.
  await summary.getByRole('link', { name: 'Enter the street address' }).click()
  await expect(page.getByRole('textbox', { name: 'Street address' })).toBeFocused()

  await page.getByRole('textbox', { name: 'Email' }).fill('guest.buyer@example.com')
  await fillShipTo(page, 'Robin Guest')
  await choose(page.getByRole('radio', { name: /Ground/ }))
  const shownTotal = await summaryValue(page, 'Total').innerText()
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'Ceramic 40 — 36″ × 15 ft cut',
  )
  await page.getByRole('button', { name: 'Place order' }).click()

  await expect(page).toHaveURL(/\/order-success\?attempt=/)
  const placed = page.getByRole('heading', { name: /^Order SS-[0-9A-Z]{4}-[0-9A-Z]{4} is placed$/ })
  await expect(placed).toBeVisible(SYNC_WAIT)
  const orderNumber = /SS-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await placed.innerText())![0]
  await expect(page.getByText('A confirmation is on its way to guest.buyer@example.com')).toBeVisible()
  // What the confirmation mail says about paying, word for word: the invoice follows the shipment, and
  // a visitor's order is held for a limited time.
  await expect(page.getByText('Pay by invoice: we email it when the order ships.')).toContainText(
    'An order placed without an account is held 48 hours: unpaid by then, it is cancelled',
  )
  // The server priced the order again; it agrees with what the checkout showed.
  const lines = page.getByRole('region', { name: 'What you ordered' })
  // A cut is named by its own length, never as the roll it came from.
  await expect(lines).toContainText('Ceramic 40 — 36″ × 15 ft cut')
  await expect(lines).not.toContainText('100′')
  await expect(lines.locator('dl div').last().locator('dd')).toHaveText(shownTotal)
  // With an order to follow, installing the app is suggested, once: declined, it is not offered again.
  await offerInstalling(page, 'dismissed')
  const suggestion = page.getByRole('complementary', { name: 'Install the app' })
  await expect(suggestion).toContainText('works where there is no signal')
  // Readable, not only present: its text once had a fully transparent colour (axe does not flag that).
  const text = suggestion.getByText('works where there is no signal', { exact: false })
  expect(await text.evaluate((element) => getComputedStyle(element).color)).toMatch(/^rgb\(/)
  await suggestion.getByRole('button', { name: 'Not now' }).click()
  await expect(suggestion).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('install:declined'))).toBe('1')
  // The cart became the order.
  await expect(page.getByRole('link', { name: /^Cart/ })).not.toContainText(/\d/)
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('link', { name: 'Track this order' }).click()
  await expect(page).toHaveURL(/\/track-order/)
  await expect(page.getByLabel('Order number')).toHaveValue(orderNumber)
  await page.getByRole('button', { name: /Track/ }).click()
  await expect(page.getByRole('list', { name: /timeline/i })).toContainText('Placed')

  // Another email never learns whether the order exists.
  await page.getByRole('textbox', { name: 'Email' }).fill('someone.else@example.com')
  await page.getByRole('button', { name: /Track/ }).click()
  await expect(page.getByText('No order matches that number and email')).toBeVisible()
  expect(errors.filter((error) => !/404/.test(error))).toEqual([])
})

offlineTest(
  'a signed-in installer orders with no signal; the order is placed when the network is back',
  async ({ signedInPage }) => {
    const { context, page } = await signedInPage('installer', '/shop')
    await waitForServiceWorkerControl(page)
    await expect(productCards(page).first()).toBeVisible()
    await addFullRollToCheckout(page)
    // The installer's last (demo) order fills the blank form once it has synced; then they retype it.
    await expect(page.getByLabel('Street address')).toHaveValue('2207 N Howard Ave', SYNC_WAIT)
    await fillShipTo(page, 'Sam Installer')
    await page.getByLabel('Phone (optional)').fill('(912) 555-0134')

    await goOffline(page)
    // The header says so at once, in words on a phone too, before any of its own requests has failed …
    await expect(syncStatus(page)).toHaveAccessibleName(/^Offline/, { timeout: 2_000 })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(syncStatus(page).getByText('Offline', { exact: true })).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/order-success\?attempt=/)
    await expect(page.getByRole('heading', { name: 'Your order is saved on this device' })).toBeVisible()
    // … and counts the order waiting in the outbox.
    await expect(syncStatus(page)).toHaveAccessibleName('Offline — 1 change waiting')
    // My orders lists it, waiting, and leads back to it (both pages opened offline): nothing is lost.
    await page.goto('/orders')
    await page.getByRole('list', { name: 'Orders waiting to be sent' }).getByRole('link').click()
    await expect(page.getByRole('heading', { name: 'Your order is saved on this device' })).toBeVisible()

    await goOnline(page)
    const placed = page.getByRole('heading', { name: /^Order SS-[0-9A-Z]{4}-[0-9A-Z]{4} is placed$/ })
    // The outbox sends it once the network is back.
    await expect(placed).toBeVisible(SYNC_WAIT)
    await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    const orderNumber = /SS-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await placed.innerText())![0]

    // The server has exactly one such order, in the installer's account.
    const orders = (await (await page.request.get('/api/orders')).json()) as {
      orders: { orderNumber: string }[]
    }
    expect(orders.orders.filter((order) => order.orderNumber === orderNumber)).toHaveLength(1)
    await page.getByRole('link', { name: 'See it in My orders' }).click()
    // My orders reads the replicated order, which the device pulls once it is placed.
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible(
      SYNC_WAIT,
    )

    // The order replicated to the device: with no signal, a reload still shows it and its lines.
    await goOffline(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Shield Clear 8')
    await page.goto('/orders')
    await expect(page.getByRole('link', { name: new RegExp(orderNumber) })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Orders waiting to be sent' })).toHaveCount(0)

    // The next checkout starts from this order's contact and address.
    await goOnline(page)
    await addFullRollToCheckout(page)
    await expect(page.getByLabel('Full name')).toHaveValue('Sam Installer')
    await expect(page.getByLabel('Street address')).toHaveValue('415 Abercorn St')
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('(912) 555-0134')
    await context.close()
  },
)

test('the onboarding package is bought from the membership plans and opens a task for the team', async ({
  page,
  signedInPage,
}) => {
  await page.goto('/membership-plans')
  await page.getByRole('link', { name: 'Buy the onboarding package' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Onboarding Package' })).toBeVisible()
  // Bought once: no quantity to choose, nothing in stock to wait for.
  await expect(page.getByLabel('Quantity')).toHaveCount(0)
  await expect(page.getByText('Scheduled with you').first()).toBeVisible()
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(toasts(page)).toContainText('Added to cart')

  await page.goto('/checkout')
  await page.getByRole('textbox', { name: 'Email' }).fill('dana@brightview-tint.example')
  await fillShipTo(page, 'Dana Whitfield')
  await page.getByLabel('Phone (optional)').fill('(912) 555-0177')
  // A service: no shipping and no sales tax.
  await expect(summaryValue(page, 'Shipping')).toHaveText('Free')
  await expect(summaryValue(page, 'Total')).toHaveText('$199.00')
  await page.getByRole('button', { name: 'Place order' }).click()
  const placed = page.getByRole('heading', { name: /^Order SS-[0-9A-Z]{4}-[0-9A-Z]{4} is placed$/ })
  await expect(placed).toBeVisible()
  const orderNumber = /SS-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await placed.innerText())![0]

  const team = await signedInPage('teamlead', '/team-dashboard')
  const task = team.page.getByRole('article').filter({ hasText: orderNumber })
  await expect(task).toContainText('Dana Whitfield', SYNC_WAIT)
  await expect(task).toContainText('(912) 555-0177')
  await task.getByRole('button', { name: 'Mark the onboarding of Dana Whitfield done' }).click()
  await expect(task).toContainText('Done')
  await expect(task).toContainText('by teamlead')
  await team.context.close()
})

test('a DIY order from a saved estimate: the estimate’s windows become cut film and a kit in the cart', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('installer', '/')
  const me = (await (await page.request.get('/api/user')).json()) as { id: string }
  const estimate = makeEstimate({
    id: `diy-${Date.now()}`,
    ownerId: me.id,
    name: 'Harbor Street bungalow',
    customer: 'Lee Harbor',
    windows: [
      makeWindow({ id: 'w1', label: 'Kitchen', width: 35.5, height: 47.75, quantity: 2 }),
      makeWindow({ id: 'w2', label: 'Bay window', width: 60, height: 48 }),
    ],
  })
  const pushed = await page.request.post('/api/sync/v2/estimates/push', {
    data: [{ assumedMasterState: null, newDocumentState: estimate }],
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(pushed.ok()).toBe(true)

  await page.goto('/diy-film-order')
  await choose(page.getByRole('radio', { name: 'Use a saved estimate' }))
  await page
    .getByLabel('Estimate', { exact: true })
    .selectOption({ label: 'Harbor Street bungalow · Lee Harbor' })
  await expect(page.getByText('2 windows')).toBeVisible()
  // Every pane of the estimate is on the cut list, glass size plus the trim allowance.
  const cutList = page.getByRole('region', { name: 'Cut list' })
  await expect(cutList).toContainText('Kitchen')
  await expect(cutList).toContainText('Bay window')
  await choose(page.getByRole('checkbox', { name: 'Add a DIY install kit' }))
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(toasts(page)).toContainText('Added to cart')

  await page.goto('/cart')
  const lines = page.getByRole('region', { name: 'Items' }).getByRole('listitem')
  await expect(lines.filter({ hasText: 'DIY Install Kit' })).toHaveCount(1)
  await expect(lines.filter({ hasText: /cut to \d+ ft/ }).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await context.close()
})

test('on a phone the shop fits the screen: nothing scrolls sideways', async ({
  signedInPage,
  newContext,
}) => {
  const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  const page = await context.newPage()
  await page.goto('/shop/KIT-DIY')
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await expect(toasts(page)).toContainText('Added to cart')
  for (const path of ['/shop', '/shop/SOL-CR40', '/cart', '/checkout', '/diy-film-order', '/track-order']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390)
  }
  await context.close()

  // Signed in, the header holds the sync status, the cart and the menu beside the logo.
  const member = await signedInPage('installer', '/orders', {
    viewport: { width: 390, height: 844 },
    isMobile: true,
  })
  await expect(member.page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await member.context.close()
})

test('an admin refunds part of a delivered order after reviewing it; the customer sees the amount, not a refunded order', async ({
  signedInPage,
}) => {
  const customer = await signedInPage('homeowner', '/')
  const origin = new URL(customer.page.url()).origin
  const placed = await customer.page.request.post('/api/orders', {
    data: makeOrderBody({
      lines: [
        { productId: 'prod_SOL-CR40-36', quantity: 2, options: { cutLengthFt: 10 } },
        { productId: 'prod_KIT-DIY', quantity: 1 },
      ],
    }),
    headers: { Origin: origin, 'Idempotency-Key': `refund-${Date.now().toString(36)}` },
  })
  expect(placed.status()).toBe(201)
  const { orderNumber } = (await placed.json()) as { orderNumber: string }

  const admin = await signedInPage('admin', '/')
  for (const status of ['paid', 'processing', 'shipped', 'delivered'])
    expect(
      (
        await admin.page.request.patch(`/api/orders/${orderNumber}/status`, {
          data: { status, trackingNumber: '1Z999AA10123456784' },
          headers: { Origin: origin },
        })
      ).ok(),
    ).toBe(true)

  await admin.page.goto(`/admin/orders/${orderNumber}`)
  const refund = admin.page.getByRole('region', { name: 'Refund' })
  await refund.getByLabel('Amount to refund ($)').fill('12')
  await refund.getByLabel('Reason').fill('Kit arrived dented')
  await refund.getByLabel('DIY Install Kit').fill('1')
  await refund.getByRole('button', { name: 'Review the refund' }).click()
  // Nothing is sent before the admin reads it back.
  await expect(refund.getByRole('alertdialog')).toContainText('Refund $12.00 to')
  await expect(refund).toContainText('This is a partial refund: the order keeps its status.')
  await refund.getByRole('button', { name: 'Refund $12.00' }).click()
  await expect(toasts(admin.page)).toContainText('$12.00 refunded')
  const refunds = admin.page.getByRole('region', { name: 'Refunds' })
  await expect(refunds).toContainText('Kit arrived dented')
  await expect(refunds).toContainText('Came back: 1 × DIY Install Kit')
  await expect(admin.page.getByRole('heading', { level: 1 }).locator('..')).not.toContainText('Refunded')
  await expectNoSeriousAxeViolations(admin.page)

  await customer.page.goto(`/orders/${orderNumber}`)
  const own = customer.page.getByRole('region', { name: 'Refunds' })
  await expect(own).toContainText('Kit arrived dented', SYNC_WAIT)
  await expect(own).toContainText(/Refunded so far: \$12\.00 of \$\d+\.\d\d/)
  await expect(customer.page.getByRole('list', { name: 'Order status timeline' })).not.toContainText(
    'Refunded',
  )
  await admin.context.close()
  await customer.context.close()
})
