import { makeJobBody } from '../../domain/testing/marketplace-factory.ts'
import { expect, SYNC_WAIT, test } from './fixtures.ts'
import { makeQuote, measuredEstimate, sign, versionCard } from './quote-flow.ts'

/*
 * A marketplace bid with the installer's itemized quote: the installer quotes good, better and best in
 * the estimator and bids on a homeowner's project with the quote attached; the homeowner opens the
 * bid's quote, picks an option, signs and hires in one go; the project shows the installer hired and
 * the installer's projects list the accepted quote.
 */

test('an installer bids with an itemized quote, and the homeowner hires by signing it', async ({
  signedInPage,
}) => {
  const customer = `Pat Quinn ${Date.now().toString(36)}`

  // The installer quotes three options; the version reaches the server.
  const installer = await signedInPage('installer', '/estimator')
  await measuredEstimate(installer.page, customer)
  await makeQuote(installer.page, 'pat@example.com', 1)
  type OpenQuote = { id: string; number: string; customerName: string; options: unknown[] }
  const openQuote = async () => {
    const res = await installer.page.request.get('/api/quotes/open')
    const { quotes } = (await res.json()) as { quotes: OpenQuote[] }
    return quotes.find((each) => each.customerName === customer)
  }
  await expect.poll(openQuote, SYNC_WAIT).toBeDefined()
  await expect(versionCard(installer.page, 1).getByText('Waiting to sync')).toHaveCount(0)
  const quote = (await openQuote())!
  expect(quote.options).toHaveLength(3)

  // The homeowner's project, posted as the post-job page would.
  const owner = await signedInPage('homeowner', '/my-projects')
  const job = makeJobBody({ title: `Bay window glare ${Date.now().toString(36)}` })
  const posted = await owner.page.request.post('/api/jobs', {
    data: job,
    headers: { Origin: new URL(owner.page.url()).origin },
  })
  expect(posted.status()).toBe(201)

  // The installer bids with the quote attached, at the better option's total.
  await installer.page.goto(`/job-board/${job.id}`)
  await expect(installer.page.getByRole('heading', { name: job.title })).toBeVisible(SYNC_WAIT)
  await installer.page.getByLabel('Attach a quote').selectOption({ label: `${quote.number} · ${customer}` })
  await installer.page.getByRole('button', { name: /^Price as Better: / }).click()
  const better = (await installer.page.getByLabel('Price (USD)').inputValue()).trim()
  expect(Number(better)).toBeGreaterThan(0)
  await installer.page.getByRole('button', { name: 'Send bid' }).click()
  await expect(installer.page.getByText(`Itemized quote ${quote.number}`)).toBeVisible(SYNC_WAIT)

  // The homeowner compares: the bid says it carries the quote, which opens to be signed.
  await owner.page.goto(`/my-projects/${job.id}`)
  const bidCard = owner.page.getByRole('listitem').filter({ hasText: `Itemized quote ${quote.number}` })
  await expect(bidCard).toBeVisible(SYNC_WAIT)
  await expect(bidCard).toContainText('3 options from $')
  await expect(bidCard.getByRole('button', { name: /^Hire / })).toHaveCount(0)
  await bidCard.getByRole('button', { name: /^Read the quote and hire / }).click()
  const options = owner.page.getByRole('group', { name: 'Choose an option' })
  await expect(options.getByRole('radio')).toHaveCount(3)
  await options.getByRole('radio', { name: /Better/ }).check()
  await owner.page.getByLabel('Your full name').fill(customer)
  await sign(owner.page)
  await owner.page.getByRole('checkbox', { name: /I accept this quote and its terms/ }).check()
  await owner.page.getByRole('radio', { name: /Send me an invoice/ }).check()
  await owner.page.getByRole('button', { name: /^Accept, sign and hire / }).click()

  // Hired: the project says so, the quote's form is gone and the installer's contact is shown.
  await expect(owner.page.getByText('Hired').first()).toBeVisible(SYNC_WAIT)
  await expect(owner.page.getByRole('heading', { name: 'The installer' })).toBeVisible(SYNC_WAIT)
  await expect(owner.page.getByRole('button', { name: /^Accept, sign and hire / })).toHaveCount(0)

  // The installer's projects list the accepted quote with the option the homeowner chose.
  await installer.page.goto('/my-projects')
  const accepted = installer.page.getByRole('article').filter({ hasText: quote.number })
  await expect(accepted).toBeVisible(SYNC_WAIT)
  await expect(accepted).toContainText('Better')
  await expect(accepted).toContainText('Deposit invoiced')

  await installer.context.close()
  await owner.context.close()
})
