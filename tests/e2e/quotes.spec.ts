import { expect, expectNoSeriousAxeViolations, offlineTest, SYNC_WAIT, toasts } from './fixtures.ts'
import { goOffline, goOnline } from './network.ts'
import {
  acceptWithInvoice,
  makeQuote,
  measure,
  measuredEstimateOffline,
  PHONE,
  sign,
  versionCard,
} from './quote-flow.ts'

/*
 * The quote, from the job site to the customer's signature: made and sent with no signal, opened by
 * the customer on their phone, accepted with a drawn signature; and signed on the installer's own
 * device offline, binding once it reaches the server.
 */

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
    await acceptWithInvoice(customer, 'Better', 'Dana Whitfield')
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
