import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousAxeViolations, offlineTest, SYNC_WAIT, toasts } from './fixtures.ts'
import { goOffline, goOnline, newEstimateOffline } from './network.ts'

/*
 * The quote, from the job site to the customer's signature: made and sent with no signal, opened by
 * the customer on their phone, accepted with a drawn signature; and signed on the installer's own
 * device offline, binding once it reaches the server.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

async function measure(field: Locator, text: string): Promise<void> {
  await field.fill(text)
  await field.press('Tab')
}

/** Offline on /estimator: a new estimate for a customer in Atlanta with two measured windows. */
async function measuredEstimateOffline(page: Page, customer: string): Promise<string> {
  const id = await newEstimateOffline(page)
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
  return id
}

/** Makes the next version with good, better and best from the builder of the "Send & sign" view. */
async function makeQuote(page: Page, email: string, version: number): Promise<void> {
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

const versionCard = (page: Page, version: number) =>
  page
    .getByRole('region', { name: 'Quote versions' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(` v${version}$`) }) })

/** Draws a signature: three strokes across the box, as a finger would. */
async function sign(page: Page): Promise<void> {
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

offlineTest(
  'an installer quotes three options and sends them with no signal; on reconnect the customer opens the link on a phone, picks "better", signs and is invoiced the deposit, and the installer sees it accepted',
  async ({ signedInPage, newContext }) => {
    const { page } = await signedInPage('installer', '/estimator')
    await measuredEstimateOffline(page, 'Dana Whitfield')
    await makeQuote(page, 'dana@example.com', 1)

    const v1 = versionCard(page, 1)
    await expect(v1.getByText('Waiting to sync')).toBeVisible()
    // The three options are priced on the device, dearer films costing more.
    await v1.getByRole('button', { name: 'Send by email' }).click()
    await expect(v1.getByLabel('Customer’s email')).toHaveValue('dana@example.com')
    await v1.getByRole('button', { name: 'Send the quote' }).click()
    await expect(v1.getByText('Email to dana@example.com waiting to send.')).toBeVisible()

    // Reload with no signal: the version and its waiting email are still on the device.
    await page.reload()
    await page.getByRole('tab', { name: 'Send & sign' }).click()
    await expect(v1.getByText('Email to dana@example.com waiting to send.')).toBeVisible()

    await v1.getByRole('button', { name: 'Share the link' }).click()
    const shared = await toasts(page)
      .getByText(/\/q\/[A-Za-z0-9_-]{22}/)
      .innerText()
    const link = /https?:\/\/\S+\/q\/[A-Za-z0-9_-]{22}/.exec(shared)![0]

    await goOnline(page)
    await expect(v1.getByText('Sent', { exact: true })).toBeVisible(SYNC_WAIT)

    const phone = await newContext(PHONE)
    const customer = await phone.newPage()
    await customer.goto(link)
    await expect(customer.getByRole('heading', { name: 'Your window film quote' })).toBeVisible()
    await expectNoSeriousAxeViolations(customer)
    const options = customer.getByRole('group', { name: 'Choose an option' })
    await expect(options.getByRole('radio')).toHaveCount(3)
    await options.getByRole('radio', { name: /Better/ }).check()
    await customer.getByLabel('Your full name').fill('Dana Whitfield')
    await sign(customer)
    await customer.getByRole('checkbox', { name: /I accept this quote and its terms/ }).check()
    await customer.getByRole('radio', { name: /Send me an invoice/ }).check()
    await customer.getByRole('button', { name: 'Accept and sign' }).click()
    await expect(customer.getByText(/The deposit of \$[\d,.]+ was invoiced/)).toBeVisible()
    await expect(customer.getByRole('link', { name: 'Download the signed PDF' })).toBeVisible()

    // The installer's list reads the server again when the page comes back.
    await page.reload()
    await page.getByRole('tab', { name: 'Send & sign' }).click()
    await expect(v1.getByText('Accepted', { exact: true })).toBeVisible(SYNC_WAIT)
    await expect(v1.getByText(/Dana Whitfield/)).toBeVisible()
    await expect(v1.getByText('Deposit invoiced')).toBeVisible()
  },
)

offlineTest(
  'the customer signs on the installer’s device with no signal: the signature waits, binds on reconnect with the pay link sent, and a revised quote needs a new signature',
  async ({ signedInPage }) => {
    const { page } = await signedInPage('installer', '/estimator')
    await measuredEstimateOffline(page, 'Ruth Okafor')
    await makeQuote(page, 'ruth@example.com', 1)
    const v1 = versionCard(page, 1)

    await v1.getByRole('button', { name: 'Customer signs on this device' }).click()
    const signing = page.getByRole('dialog')
    await signing.getByRole('radio', { name: /Best/ }).check()
    await signing.getByLabel('Your full name').fill('Ruth Okafor')
    await sign(page)
    await signing.getByRole('checkbox', { name: /I accept this quote and its terms/ }).check()
    await signing.getByRole('radio', { name: /Pay link by email/ }).check()
    await signing.getByRole('button', { name: 'Accept and sign' }).click()
    await expect(v1.getByText('Signed on this device, waiting to sync')).toBeVisible()

    await goOnline(page)
    await expect(v1.getByText('Accepted', { exact: true })).toBeVisible(SYNC_WAIT)
    await expect(v1.getByText('Deposit: pay link sent when the signature arrives')).toBeVisible()

    // A change after signing is a new version, with its own figures and no signature.
    await goOffline(page)
    await page.getByRole('tab', { name: 'Measure' }).click()
    await page.getByRole('button', { name: 'Add window' }).click()
    const third = page.getByRole('group', { name: 'Window 3' })
    await measure(third.getByLabel('Width', { exact: true }), '24')
    await measure(third.getByLabel('Height', { exact: true }), '36')
    await makeQuote(page, 'ruth@example.com', 2)
    const v2 = versionCard(page, 2)
    await expect(v2.getByRole('button', { name: 'Customer signs on this device' })).toBeVisible()
    await expect(v2.getByText('Accepted', { exact: true })).toBeHidden()
    await expect(v1.getByText('Accepted', { exact: true })).toBeVisible()
    await goOnline(page)
    await expect(v2.getByText('Not sent', { exact: true })).toBeVisible(SYNC_WAIT)
  },
)
