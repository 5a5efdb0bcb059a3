import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousAxeViolations, offlineTest, test, toasts, SYNC_WAIT } from './fixtures.ts'
import { cameraPhoto, goOnline, serverEstimates, newEstimateOffline } from './network.ts'

/** Types a measurement the way an installer reads the tape, and leaves the field (which saves it). */
async function measure(field: Locator, text: string): Promise<void> {
  await field.fill(text)
  await field.press('Tab')
}

const windowGroup = (page: Page, name: string) => page.getByRole('group', { name })

/** The total the results panel shows, as cents. */
async function shownTotalCents(page: Page): Promise<number> {
  const total = page
    .getByRole('complementary', { name: 'Estimate results' })
    .getByText('Total price', { exact: true })
    .locator('xpath=following-sibling::dd')
  return Math.round(Number((await total.innerText()).replace(/[^\d.]/g, '')) * 100)
}

offlineTest(
  'three windows measured offline with fractions, three-point readings and a photo are priced, survive a reload and reach the server',
  async ({ signedInPage }) => {
    const { context, page } = await signedInPage('installer', '/estimator')
    const id = await newEstimateOffline(page)
    await page.getByLabel('Estimate name').fill(`Ranch ${id.slice(0, 6)}`)
    await page.getByLabel('Customer').fill('Grace Hopper')
    await page.getByLabel('Address').fill('12 Magnolia Ave, Savannah, GA 31401')
    await page.getByLabel('Address').press('Tab')

    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add window' }).click()
    const first = windowGroup(page, 'Window 1')
    await first.getByLabel('Label').fill('Kitchen')
    await first.getByLabel('Label').press('Tab')
    const kitchen = windowGroup(page, 'Kitchen')
    await measure(kitchen.getByLabel('Width', { exact: true }), '34 5/8')
    await measure(kitchen.getByLabel('Height', { exact: true }), '59-1/4')
    await expect(kitchen.getByLabel('Width', { exact: true })).toHaveValue('34 5/8″')
    await expect(kitchen.getByLabel('Height', { exact: true })).toHaveValue('59 1/4″')

    const second = windowGroup(page, 'Window 2')
    await measure(second.getByLabel('Width', { exact: true }), '34.625')
    await expect(second.getByLabel('Width', { exact: true })).toHaveValue('34 5/8″')
    await measure(second.getByLabel('Height', { exact: true }), '34 5/0')
    await expect(second.getByText('That fraction is not valid: try 5/8')).toBeVisible()
    await measure(second.getByLabel('Height', { exact: true }), '48')
    await expect(second.getByText('That fraction is not valid: try 5/8')).toBeHidden()

    const third = windowGroup(page, 'Window 3')
    // Saved to the device, then shown: the box follows the stored estimate a moment later.
    await third.getByLabel('Measure at three points').click()
    await expect(third.getByLabel('Measure at three points')).toBeChecked()
    await measure(third.getByLabel('Width at the top'), '36')
    await measure(third.getByLabel('Width in the middle'), '35 7/8')
    await measure(third.getByLabel('Width at the bottom'), '36 1/16')
    await measure(third.getByLabel('Height on the left'), '47 15/16')
    await expect(third.getByText('The smallest readings count: 35 7/8″ × 47 15/16″.')).toBeVisible()

    await kitchen.getByLabel('Add a photo of Kitchen').setInputFiles({
      name: 'kitchen.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(page, 800, 600),
    })
    await expect(kitchen.getByRole('img', { name: /^Photo 1/ })).toBeVisible()
    // A photo removed by mistake comes back with the toast's Undo.
    await kitchen.getByRole('button', { name: 'Remove photo 1' }).click()
    await expect(kitchen.getByRole('img', { name: /^Photo 1/ })).toHaveCount(0)
    await toasts(page)
      .filter({ hasText: 'Photo 1 of Kitchen removed' })
      .getByRole('button', { name: 'Undo' })
      .click()
    await expect(kitchen.getByRole('img', { name: /^Photo 1/ })).toBeVisible()

    // One tap removes the measured window with its photo; the toast gives it back, in its place.
    await kitchen.getByRole('button', { name: 'Remove Kitchen' }).click()
    await expect(windowGroup(page, 'Kitchen')).toHaveCount(0)
    await toasts(page)
      .filter({ hasText: /^Kitchen removed/ })
      .getByRole('button', { name: 'Undo' })
      .click()
    await expect(page.getByRole('group', { name: /^(Kitchen|Window \d)$/ }).first()).toHaveAccessibleName(
      'Kitchen',
    )
    await expect(kitchen.getByRole('img', { name: /^Photo 1/ })).toBeVisible()
    await expect(kitchen.getByLabel('Width', { exact: true })).toHaveValue('34 5/8″')

    const results = page.getByRole('complementary', { name: 'Estimate results' })
    await expect(results.getByText('Total windows')).toBeVisible()
    await expect(results).toContainText('$')
    const total = await shownTotalCents(page)
    // Three panes of about 14, 11.5 and 12 sq ft: a small job, brought up to the $350 minimum.
    expect(total).toBe(350_00)
    await expect(results.getByText('Minimum job charge')).toBeVisible()
    await expect(results.getByText('Film to cut')).toBeVisible()
    await expect(results.getByText('Yearly savings')).toBeVisible()

    await page.reload()
    await expect(windowGroup(page, 'Kitchen').getByLabel('Width', { exact: true })).toHaveValue('34 5/8″')
    await expect(
      windowGroup(page, 'Window 3').getByText('The smallest readings count: 35 7/8″ × 47 15/16″.'),
    ).toBeVisible()
    await expect(windowGroup(page, 'Kitchen').getByRole('img', { name: /^Photo 1/ })).toBeVisible()
    expect(await shownTotalCents(page)).toBe(total)

    // The crew's sheet has the cutting; the customer's quote has prices, tax and terms, and no cut plan.
    await page.getByRole('tab', { name: 'Crew sheet' }).click()
    await expect(page.getByRole('heading', { name: 'Crew sheet', exact: true })).toBeVisible()
    await expect(page.getByRole('table', { name: /^Cut list for / }).first()).toContainText('Kitchen')
    await expect(page.getByRole('img', { name: /^Cut plan for / }).first()).toBeVisible()
    await page.getByRole('tab', { name: 'Quote' }).click()
    await expect(page.getByRole('heading', { name: 'Quote', exact: true })).toBeVisible()
    const quoteTable = page.getByRole('table', { name: 'Windows in this quote' })
    await expect(quoteTable.getByRole('row')).toHaveCount(4)
    await expect(page.getByRole('img', { name: /^Cut plan for / })).toHaveCount(0)
    await expect(page.getByText(/waste/)).toHaveCount(0)
    const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100)
    const windowPrices = (await quoteTable.locator('tbody tr td:last-child').allInnerTexts()).map(cents)
    const quoteFigure = async (label: string | RegExp) =>
      cents(
        await page
          .locator('dl div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd')
          .innerText(),
      )
    // Each window's price, and together the windows' subtotal; Savannah pays Georgia's 4 % on the film.
    expect(windowPrices.reduce((sum, price) => sum + price, 0)).toBe(await quoteFigure('Windows'))
    expect(await quoteFigure('Total before tax')).toBe(total)
    const tax = await quoteFigure('Sales tax on the film, 4%')
    expect(tax).toBeGreaterThan(0)
    expect(await quoteFigure('Total')).toBe(total + tax)
    await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Quote', exact: true })).toBeVisible()
    await page.emulateMedia({ media: 'screen' })

    await goOnline(page)
    // The server prices the estimate itself and arrives at the same total.
    await expect
      .poll(
        async () => (await serverEstimates(page)).find((estimate) => estimate.id === id)?.totalPriceCents,
        SYNC_WAIT,
      )
      .toBe(total)
    const stored = (await serverEstimates(page)).find((estimate) => estimate.id === id)!
    expect(stored.windows.map((window) => [window.label, window.width, window.height])).toEqual([
      ['Kitchen', 34.625, 59.25],
      ['', 34.625, 48],
      ['', 35.875, 47.9375],
    ])
    expect(stored.windows[0]!.photos).toHaveLength(1)
    await context.close()
  },
)

test('the sample estimate (?demo=true) computes like a real one and is never saved', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('homeowner', '/estimator?demo=true')
  await expect(page.getByText('This is a sample estimate to try the estimator.')).toBeVisible(SYNC_WAIT)
  await expect(page.getByLabel('Estimate name')).toHaveValue('Sample: Peachtree ranch house')
  const before = (await serverEstimates(page)).length
  const living = windowGroup(page, 'Living room picture window')
  await measure(living.getByLabel('Width', { exact: true }), '96')
  await expect(living.getByText('96″ × 48″')).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Estimate results' })).toContainText('Total price')
  await page.reload()
  await expect(windowGroup(page, 'Living room picture window').getByText('72″ × 48″')).toBeVisible()
  expect((await serverEstimates(page)).length).toBe(before)
  await expectNoSeriousAxeViolations(page)
  await context.close()
})

test("on a phone nothing floats over a field being typed into, the quote lists each window with its price, and the crew sheet's cut list fits", async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('homeowner', '/estimator?demo=true', {
    viewport: { width: 390, height: 844 },
    isMobile: true,
  })
  await expect(page.getByLabel('Estimate name')).toHaveValue('Sample: Peachtree ranch house', SYNC_WAIT)
  // Typing into a field, the phone's keyboard takes half the screen: nothing floats over the field.
  const chat = page.getByRole('button', { name: 'Chat with our assistant' })
  const totalBar = page.getByRole('link', { name: /See the breakdown/ })
  await expect(chat).toBeVisible()
  await expect(totalBar).toBeVisible()
  await page.getByLabel('Customer').focus()
  await expect(chat).toBeHidden()
  await expect(totalBar).toBeHidden()
  await page.getByLabel('Customer').blur()
  await expect(chat).toBeVisible()
  await expect(totalBar).toBeVisible()

  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth)
  await page.getByRole('tab', { name: 'Quote' }).click()
  const windows = page.getByRole('listitem').filter({ hasText: 'Living room picture window' })
  await expect(windows).toContainText(/\$[\d,]+\.\d\d/)
  await expect(page.getByRole('table', { name: 'Windows in this quote' })).toBeHidden()
  expect(await sideways()).toBeLessThanOrEqual(390)
  await page.getByRole('tab', { name: 'Crew sheet' }).click()
  const cutList = page.getByRole('table', { name: /^Cut list for / }).first()
  await expect(cutList).toContainText('Living room picture window')
  // The whole table is in view: its box ends inside the screen, no column is cut off.
  const box = (await cutList.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(await sideways()).toBeLessThanOrEqual(390)
  await context.close()
})

test('a visitor estimates on /enhanced-estimator without an account, and it stays after a reload', async ({
  page,
}) => {
  await page.goto('/enhanced-estimator')
  // With no window there is nothing to quote: the quote says so and leads back to measuring.
  await page.getByRole('tab', { name: 'Quote' }).click()
  await expect(page.getByRole('heading', { name: 'Nothing to quote yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Measure windows' }).click()
  await page.getByRole('button', { name: 'Add window' }).click()
  await measure(windowGroup(page, 'Window 1').getByLabel('Width', { exact: true }), '30 1/2')
  // The results are those of the draft stored on the device, read back once written: 30 1/2 × 48.
  await expect(page.getByRole('complementary', { name: 'Estimate results' })).toContainText(
    /Glass area\s*10\.2 sq ft/,
  )
  await page.reload()
  await expect(windowGroup(page, 'Window 1').getByLabel('Width', { exact: true })).toHaveValue('30 1/2″')
  await expect(page.getByRole('link', { name: 'Sign in to save and sync' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('the quick estimate is handed over to the account once: saved, it leaves the page and is not saved twice', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage('homeowner', '/enhanced-estimator')
  await expect(page.getByText('The quick estimate for visitors')).toBeVisible()
  await page.getByRole('button', { name: 'Add window' }).click()
  await measure(windowGroup(page, 'Window 1').getByLabel('Width', { exact: true }), '30 1/2')
  await page.getByRole('button', { name: 'Save to my estimates' }).click()
  await expect(page).toHaveURL(/\/estimator\?estimate=/)
  await expect(windowGroup(page, 'Window 1').getByLabel('Width', { exact: true })).toHaveValue('30 1/2″')
  await page.goto('/enhanced-estimator')
  await expect(page.getByText('No windows yet. Add the first one and measure it.')).toBeVisible()
})

test("the pre-cut order of a saved estimate reads in words: the shop's frame and the estimator's cut list", async ({
  signedInPage,
}) => {
  const { page } = await signedInPage('homeowner', '/enhanced-estimator')
  await page.getByRole('button', { name: 'Add window' }).click()
  await measure(windowGroup(page, 'Window 1').getByLabel('Width', { exact: true }), '34 5/8')
  await page.getByRole('button', { name: 'Save to my estimates' }).click()
  await expect(page).toHaveURL(/\/estimator\?estimate=/)
  const id = new URL(page.url()).searchParams.get('estimate')!
  await page.goto(`/precut-film-order/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Cut Film Order' })).toBeVisible()
  await expect(page.getByLabel('Trim allowance per side')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print cut list' })).toBeVisible()
  await expect(page.getByRole('table', { name: /^Cut list for / }).first()).toContainText('Window 1')
})

test('a patio door wider than every roll is seamed: its drops are on the cut plan and in the price', async ({
  page,
}) => {
  await page.goto('/enhanced-estimator')
  await page.getByRole('button', { name: 'Add window' }).click()
  const door = windowGroup(page, 'Window 1')
  await measure(door.getByLabel('Width', { exact: true }), '95 1/2')
  await measure(door.getByLabel('Height', { exact: true }), '79 3/4')
  await expect(door).toContainText('Seamed pane: 2 drops, horizontal seams')
  // Two drops of 41 3/8″ × 96 1/2″ one after the other on the 48″ roll: 16.1 ft, not nothing.
  const results = page.getByRole('complementary', { name: 'Estimate results' })
  await expect(results).toContainText(/16\.1 ft of the 48″ roll/)
})
