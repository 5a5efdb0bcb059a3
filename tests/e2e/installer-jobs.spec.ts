import { expect, expectNoSeriousAxeViolations, SYNC_WAIT, test, toasts } from './fixtures.ts'
import { acceptWithInvoice, makeQuote, measuredEstimate, PHONE, versionCard } from './quote-flow.ts'

/*
 * An independent installer's accepted quote is a job of their own: no installation is booked for
 * them, so their projects list it with a one-tap order of the film its accepted option takes.
 */

test('a customer accepts an independent installer’s quote; the installer finds it in My Projects and one tap puts exactly its film in the cart', async ({
  signedInPage,
  newContext,
}) => {
  const { page } = await signedInPage('installer', '/estimator')
  await measuredEstimate(page, 'Marcus Bell')

  // The estimator's roll plan of the two panes: its feet and roll width, whichever the film.
  const filmToCut = page.getByRole('heading', { name: 'Film to cut' }).locator('..')
  await expect(filmToCut.getByRole('listitem')).toHaveCount(1)
  const [, planFeet, rollWidth] = /([\d.]+) ft of the (\d+)″ roll/.exec(
    await filmToCut.getByRole('listitem').innerText(),
  )!
  // The shop sells a plan in whole feet, one cut under a roll's length.
  const cutFeet = Math.ceil(Number(planFeet))

  await makeQuote(page, 'marcus@example.com', 1)
  const v1 = versionCard(page, 1)
  await expect(v1.getByText('Not sent', { exact: true })).toBeVisible(SYNC_WAIT)
  const number = (await v1.getByRole('heading').first().innerText()).trim()
  await v1.getByRole('button', { name: 'Share the link' }).click()
  const shared = await toasts(page)
    .getByText(/\/q\/[A-Za-z0-9_-]{22}/)
    .innerText()
  const link = /https?:\/\/\S+\/q\/[A-Za-z0-9_-]{22}/.exec(shared)![0]

  // "Best" is the security film on every window: the order is that film, not the estimate's own.
  const customer = await (await newContext(PHONE)).newPage()
  await customer.goto(link)
  await acceptWithInvoice(customer, 'Best', 'Marcus Bell')

  await page.goto('/my-projects')
  const accepted = page.getByRole('region', { name: 'Accepted quotes' })
  const card = accepted.getByRole('article', { name: 'Marcus Bell' })
  await expect(card).toBeVisible(SYNC_WAIT)
  await expect(card).toContainText('412 Peachtree St, Atlanta, GA 30308')
  await expect(card).toContainText(number)
  await expect(card).toContainText(/Best · \$[\d,]+\.\d\d/)
  await expect(card).toContainText('Deposit invoiced')
  await expectNoSeriousAxeViolations(page)

  await card.getByRole('button', { name: 'Order pre-cut film for Marcus Bell' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  const lines = page.getByRole('region', { name: 'Items' }).getByRole('listitem')
  await expect(lines).toHaveCount(1)
  await expect(lines).toContainText('Shield Clear 8')
  await expect(lines).toContainText(`${rollWidth}″ wide, cut to ${cutFeet} ft`)
})
