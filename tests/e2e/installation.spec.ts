import {
  expect,
  expectNoSeriousAxeViolations,
  mailedTo,
  offlineTest,
  SYNC_WAIT,
  waitForServiceWorkerControl,
} from './fixtures.ts'
import { cameraPhoto, goOffline, goOnline, syncStatus } from './network.ts'
import {
  acceptWithInvoice,
  findInstallation,
  makeQuote,
  measuredEstimate,
  PHONE,
  sharedLink,
  sign,
  versionCard,
} from './quote-flow.ts'

/*
 * From the signed quote to the installed, invoiced job, for the supplier's own team: the team lead
 * confirms the installation the acceptance proposed (its crew hours and the film held at the hub),
 * the crew works through the install day on a phone with no signal and the customer signs it off
 * there, and once the phone is back online the film is cut from the rolls that held it and the
 * customer is mailed the final invoice (less the deposit) and a review request.
 */

const DESKTOP = { viewport: { width: 1440, height: 900 } }

/** The dollars of a "$1,234.56" text, in cents. */
const centsOf = (text: string) =>
  Math.round(Number(/\$([\d,]+\.\d{2})/.exec(text)![1]!.replaceAll(',', '')) * 100)

offlineTest(
  'a signed quote with its deposit becomes a confirmed installation with its film held; the crew records the day offline and the customer signs it off; back online the film is cut and the final invoice and the review request go out',
  async ({ signedInPage, newContext, workerServer }) => {
    const email = `dana.${Date.now().toString(36)}@example.com`

    // The sale: a team member quotes, the customer signs on their phone, the deposit is paid in cash.
    const { page: seller } = await signedInPage('teammember', '/estimator', DESKTOP)
    await measuredEstimate(seller, 'Dana Whitfield')
    await makeQuote(seller, email, 1)
    const v1 = versionCard(seller, 1)
    await expect(v1.getByText('Waiting to sync')).toHaveCount(0, SYNC_WAIT)
    const number = (await v1.getByRole('heading').innerText()).trim()
    const link = await sharedLink(seller, v1)
    const customer = await (await newContext(PHONE)).newPage()
    await customer.goto(link)
    // The best option's security film is the one the Atlanta hub stocks in the roll width this job needs.
    await acceptWithInvoice(customer, 'Best', 'Dana Whitfield')

    await seller.reload()
    await seller.getByRole('tab', { name: 'Send & sign' }).click()
    await v1.getByRole('button', { name: 'Record a payment' }).click()
    const deposit = Math.round(Number(await v1.getByLabel('Amount received ($)').inputValue()) * 100)
    await v1.getByRole('button', { name: 'Record the payment' }).click()
    await expect(v1.getByText(/^Deposit paid/)).toBeVisible(SYNC_WAIT)

    // The team lead finds the proposal with its crew and the film held, and confirms it for team 1.
    const { page: lead } = await signedInPage('teamlead', '/calendar', DESKTOP)
    await expect(syncStatus(lead)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    const card = await findInstallation(lead, number)
    await card.click()
    const dialog = lead.getByRole('dialog', { name: 'Proposed installation' })
    const origin = dialog.getByRole('region', { name: 'Where this proposal comes from' })
    await expect(origin.getByText(/^Crew of \d+ · [\d.]+ person-hours?$/)).toBeVisible()
    await expect(origin.getByText(/^Film held at Atlanta: /).first()).toBeVisible()
    await dialog.getByLabel('Team', { exact: true }).selectOption({ label: 'Atlanta team 1' })
    await dialog.getByRole('button', { name: 'Confirm installation' }).click()
    await expect(dialog).toBeHidden()

    await lead.goto('/inventory')
    const roll = lead.getByTestId('roll-card').filter({ hasText: 'SEC-8C-72' })
    await expect(roll).toContainText('reserved', SYNC_WAIT)
    await roll.click()
    await expect(lead.getByRole('dialog').getByText(`Reserved for ${number}`)).toBeVisible()
    await lead.keyboard.press('Escape')

    // Install day: the crew's phone has the job, then loses the signal.
    const { page: crew } = await signedInPage('teammember', '/team-member-dashboard', PHONE)
    await waitForServiceWorkerControl(crew)
    await expect(syncStatus(crew)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    const job = crew.getByRole('link', { name: `Open the install day: Installation · ${number}` })
    await expect(job).toBeVisible(SYNC_WAIT)
    await goOffline(crew)
    await job.click()

    await expect(crew.getByRole('heading', { level: 1, name: `Installation · ${number}` })).toBeVisible()
    await crew.getByText('Crew sheet', { exact: true }).click()
    await expect(crew.getByText(/Crew of \d+ · [\d.]+ person-hours planned/)).toBeVisible()
    await expect(crew.getByRole('table', { name: /^Cut list for / }).first()).toBeVisible()

    await crew.getByLabel('Add a photo of the glass before the work').setInputFiles({
      name: 'before.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(crew, 1200, 900),
    })
    await expect(crew.getByRole('img', { name: /^Photo 1/ }).first()).toBeVisible()
    const checklist = crew.getByRole('group', { name: 'Checklist' })
    for (const box of await checklist.getByRole('checkbox').all()) {
      await box.click()
      await expect(box).toBeChecked()
    }
    const used = crew.getByLabel(/^Feet of .+ used$/).first()
    const planned = Number((await used.inputValue()).replace(',', '.'))
    await used.fill(String(planned + 2))
    await used.press('Tab')
    await crew.getByLabel('Person-hours worked').fill('7')
    await crew.getByLabel('Person-hours worked').press('Tab')
    await crew.getByLabel('Add a photo of the finished windows').setInputFiles({
      name: 'after.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(crew, 900, 1200),
    })

    // What the screen says is true: nothing has left the phone.
    await expect(
      crew.getByText('Offline: saved on this device. It syncs when the connection is back.'),
    ).toBeVisible()
    await expectNoSeriousAxeViolations(crew)

    const signoff = crew.getByRole('region', { name: 'Customer sign-off' })
    await signoff.getByLabel('Customer’s full name').fill('Dana Whitfield')
    await sign(crew)
    await signoff.getByRole('button', { name: 'Customer signs off the job' }).click()
    await expect(signoff.getByText(/^Signed off by Dana Whitfield/)).toBeVisible()
    await expect(signoff.getByText(/Saved on this device. Once it syncs/)).toBeVisible()
    expect(mailedTo(workerServer, email)).not.toContain('job-completed')

    // A closed browser tab loses nothing: the day is still there, signed, after a reload offline.
    await crew.reload()
    await expect(
      crew.getByRole('region', { name: 'Customer sign-off' }).getByText(/^Signed off by Dana Whitfield/),
    ).toBeVisible()

    await goOnline(crew)
    await expect(crew.getByText('Synced with the office')).toBeVisible(SYNC_WAIT)
    await expect
      .poll(() => mailedTo(workerServer, email), SYNC_WAIT)
      .toEqual(expect.arrayContaining(['job-completed', 'review-request']))

    // The cut is on the roll that held the film, and nothing is held for the job any more.
    await lead.reload()
    const left = (100 - planned - 2).toLocaleString('en-US', { maximumFractionDigits: 1 })
    await expect(roll.getByTestId('roll-remaining')).toHaveText(`${left} ft`, SYNC_WAIT)
    await expect(roll).not.toContainText('reserved')

    // The customer's page: the final invoice less the deposit, the documents, the review.
    await customer.reload()
    await expect(customer.getByRole('heading', { name: 'Your window film is installed' })).toBeVisible()
    const invoice = customer.getByRole('region', { name: 'Final invoice' })
    const total = centsOf(await invoice.getByRole('row', { name: /^Total/ }).innerText())
    const balance = centsOf(await invoice.getByRole('row', { name: /^Balance due/ }).innerText())
    expect(balance).toBe(total - deposit)
    await expect(customer.getByRole('link', { name: 'Download the warranty certificate' })).toBeVisible()
    const review = customer.getByRole('region', { name: 'Your review' })
    // By keyboard, as the stars are radio buttons drawn over.
    await review.getByRole('radio', { name: '5 out of 5 stars' }).focus()
    await customer.keyboard.press('Space')
    await expect(review.getByRole('radio', { name: '5 out of 5 stars' })).toBeChecked()
    await review.getByRole('button', { name: 'Send my review' }).click()
    await expect(review.getByText('Thank you for your review.')).toBeVisible()
  },
)
