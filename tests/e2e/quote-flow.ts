import type { Locator, Page } from '@playwright/test'
import { expect, toasts } from './fixtures.ts'
import { newEstimateOffline } from './network.ts'

/*
 * The steps of a quote shared by the specs that need one: measuring a job in the estimator, making
 * the quote in its "Send & sign" view, and the customer's signature on the quote's page.
 */

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

export async function measure(field: Locator, text: string): Promise<void> {
  await field.fill(text)
  await field.press('Tab')
}

/** On an open estimate: a customer in Atlanta with two measured windows. */
async function measureJob(page: Page, id: string, customer: string): Promise<void> {
  await page.getByLabel('Estimate name').fill(`${customer} ${id.slice(0, 6)}`)
  await page.getByLabel('Customer').fill(customer)
  await page.getByLabel('Address').fill('412 Peachtree St, Atlanta, GA 30308')
  await page.getByLabel('Address').press('Tab')
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Add window' }).click()
  const first = page.getByRole('group', { name: 'Window 1' })
  await measure(first.getByLabel('Width', { exact: true }), '72 5/8')
  await measure(first.getByLabel('Height', { exact: true }), '60')
  const second = page.getByRole('group', { name: 'Window 2' })
  await measure(second.getByLabel('Width', { exact: true }), '36')
  await measure(second.getByLabel('Height', { exact: true }), '48')
}

/** On /estimator: a new estimate, measured as measureJob does; its id. */
export async function measuredEstimate(page: Page, customer: string): Promise<string> {
  await page.getByRole('button', { name: 'New estimate', exact: true }).click()
  await expect(page).toHaveURL(/estimate=/)
  const id = new URL(page.url()).searchParams.get('estimate')!
  await measureJob(page, id, customer)
  return id
}

/** Offline on /estimator: a new estimate, measured as measureJob does; its id. */
export async function measuredEstimateOffline(page: Page, customer: string): Promise<string> {
  const id = await newEstimateOffline(page)
  await measureJob(page, id, customer)
  return id
}

/** Makes the next version with good, better and best from the builder of the "Send & sign" view. */
export async function makeQuote(page: Page, email: string, version: number): Promise<void> {
  await page.getByRole('tab', { name: 'Send & sign' }).click()
  const builder = page.getByRole('region', {
    name: version === 1 ? 'Make a quote' : `Revise: quote v${version}`,
  })
  if (version === 1) {
    await builder.getByLabel('Email', { exact: true }).fill(email)
    await builder.getByRole('button', { name: 'Offer good, better, best' }).click()
  }
  await builder.getByRole('button', { name: `Make quote v${version}` }).click()
}

export const versionCard = (page: Page, version: number) =>
  page
    .getByRole('region', { name: 'Quote versions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(` v${version}$`) }) })

/** Draws a signature: three strokes across the box, as a finger would. */
export async function sign(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /^Signature box/ })
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  const strokes = [
    [
      [0.1, 0.6],
      [0.25, 0.3],
      [0.4, 0.7],
    ],
    [
      [0.45, 0.5],
      [0.6, 0.35],
      [0.75, 0.65],
    ],
    [
      [0.2, 0.8],
      [0.85, 0.78],
    ],
  ]
  for (const stroke of strokes) {
    const [start, ...rest] = stroke
    await page.mouse.move(box.x + start![0]! * box.width, box.y + start![1]! * box.height)
    await page.mouse.down()
    for (const [x, y] of rest)
      await page.mouse.move(box.x + x! * box.width, box.y + y! * box.height, { steps: 5 })
    await page.mouse.up()
  }
  await expect(page.getByRole('img', { name: 'Signature box, signed' })).toBeVisible()
}

/**
 * On the quote's page: the customer picks `option` (its name, as 'Better'), types their name, signs,
 * agrees and accepts with the deposit invoiced.
 */
export async function acceptWithInvoice(customer: Page, option: string, name: string): Promise<void> {
  await customer
    .getByRole('group', { name: 'Choose an option' })
    .getByRole('radio', { name: new RegExp(option) })
    .check()
  await customer.getByLabel('Your full name').fill(name)
  await sign(customer)
  await customer.getByRole('checkbox', { name: /I accept this quote and its terms/ }).check()
  await customer.getByRole('radio', { name: /Send me an invoice/ }).check()
  await customer.getByRole('button', { name: 'Accept and sign' }).click()
  await expect(customer.getByText(/The deposit of \$[\d,.]+ was invoiced/)).toBeVisible()
}

/** On the calendar (week view, this week shown): the week that holds the installation of quote `number`, its card. */
export async function findInstallation(page: Page, number: string): Promise<Locator> {
  const pulled = await page.request.get('/api/sync/v2/events/pull?updatedAt=&id=&limit=1000')
  const { documents } = (await pulled.json()) as { documents: { title: string; start: string }[] }
  const start = documents.find((event) => event.title.includes(number))?.start
  expect(start, `an installation of ${number} on the server`).toBeDefined()
  // Weeks from this one to the installation's, Monday to Monday in the browser's time, as the calendar counts.
  const weeksAhead = await page.evaluate((at) => {
    const monday = (date: Date) => {
      const day = new Date(date.getFullYear(), date.getMonth(), date.getDate())
      day.setDate(day.getDate() - ((day.getDay() + 6) % 7))
      return day.getTime()
    }
    return Math.round((monday(new Date(at)) - monday(new Date())) / (7 * 86_400_000))
  }, start!)
  const period = page.getByRole('heading', { level: 2, name: /^Week of / })
  for (let week = 0; week < weeksAhead; week++) {
    const shown = await period.textContent()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(period).not.toHaveText(shown ?? '')
  }
  return page.getByRole('button', { name: new RegExp(`^Installation · ${number}`) }).first()
}

/** A version's link to the customer's page, as "Share the link" hands it over (copied, in a toast). */
export async function sharedLink(page: Page, version: Locator): Promise<string> {
  await version.getByRole('button', { name: 'Share the link' }).click()
  const shared = await toasts(page)
    .getByText(/\/q\/[A-Za-z0-9_-]{22}/)
    .innerText()
  return /https?:\/\/\S+\/q\/[A-Za-z0-9_-]{22}/.exec(shared)![0]
}
