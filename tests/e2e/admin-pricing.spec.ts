import type { Page } from '@playwright/test'
import { NEW_WINDOW_DEFAULTS } from '../../domain/estimates/estimate.ts'
import { computeEstimate } from '../../domain/estimator/compute.ts'
import { DEFAULT_PRICING_SHEET } from '../../domain/estimator/pricing.ts'
import { expect, expectNoSeriousAxeViolations, test, toasts, SYNC_WAIT } from './fixtures.ts'
import { serverEstimates } from './network.ts'

/*
 * "admin edits a price and a new estimate uses it". An installer prices a job, an admin
 * raises residential labor at /admin/pricing, and the same job estimated anew costs more: on the
 * installer's screen and as the server stores it. On a server of its own: the sheet is global, and
 * specs running beside this one price with the defaults.
 */

/** Six 96 × 72 in residential panes: 288 sq ft, well above the minimum charge, so labor shows in the total. */
const JOB = { width: 96, height: 72, quantity: 6 }

const expectedTotal = (residentialCents: number) =>
  computeEstimate(
    { windows: [{ ...NEW_WINDOW_DEFAULTS, ...JOB, id: 'w' }], address: '' },
    {
      sheet: {
        ...DEFAULT_PRICING_SHEET,
        laborCentsPerSqFt: { ...DEFAULT_PRICING_SHEET.laborCentsPerSqFt, residential: residentialCents },
      },
    },
  ).price.totalCents

/** The total the results panel shows, as cents. */
async function shownTotalCents(page: Page): Promise<number> {
  const total = page
    .getByRole('complementary', { name: 'Estimate results' })
    .getByText('Total price', { exact: true })
    .locator('xpath=following-sibling::dd')
  return Math.round(Number((await total.innerText()).replace(/[^\d.]/g, '')) * 100)
}

/** A new estimate of JOB on /estimator; resolves to its id once the page prices it. */
async function estimateJob(page: Page, name: string): Promise<string> {
  await page.goto('/estimator')
  await page.getByRole('button', { name: 'New estimate', exact: true }).click()
  await expect(page).toHaveURL(/estimate=/)
  const id = new URL(page.url()).searchParams.get('estimate')!
  await page.getByLabel('Estimate name').fill(name)
  await page.getByRole('button', { name: 'Add window' }).click()
  const window = page.getByRole('group', { name: 'Window 1' })
  for (const [label, value] of [
    ['Width', JOB.width],
    ['Height', JOB.height],
    ['Quantity', JOB.quantity],
  ] as const) {
    const field = window.getByLabel(label, { exact: true })
    await field.fill(String(value))
    await field.press('Tab')
  }
  return id
}

// Two browsers, two estimates and the admin's page: slow on a busy machine.

test('an admin raises residential labor and the next estimate is priced with it, on the device and the server', async ({
  demoServer,
  signedInPage,
}) => {
  const oldTotal = expectedTotal(450)
  const newTotal = expectedTotal(600)
  expect(newTotal).toBeGreaterThan(oldTotal)

  const options = { baseURL: demoServer.url }
  const installer = await signedInPage('installer', '/estimator', options)
  const before = await estimateJob(installer.page, 'Before the price change')
  await expect.poll(() => shownTotalCents(installer.page)).toBe(oldTotal)

  const admin = await signedInPage('admin', '/admin/pricing', options)
  const { page } = admin
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing sheet' })).toBeVisible()
  const labor = page.getByLabel('Residential labor ($ per sq ft)')
  // The form waits for the sheet, and the preview for the sample jobs' roll plans: slow on a busy machine.
  await expect(labor).toHaveValue('4.50', SYNC_WAIT)
  await expectNoSeriousAxeViolations(page)

  // A typo is caught before anything is sent, in words.
  await labor.fill('6.005')
  await expect(page.getByText('Enter a number').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save pricing sheet' })).toBeDisabled()

  await labor.fill('6.00')
  // The preview prices the sample house with the change before it is saved.
  const house = page.getByRole('row', { name: /12-window house/ })
  await expect(house.getByRole('cell').nth(2)).toHaveText(/^\+\$/)
  await page.getByRole('button', { name: 'Save pricing sheet' }).click()
  await expect(toasts(page).getByText('Pricing sheet saved')).toBeVisible()
  await expect(page.getByText(/Last changed .* by admin/)).toBeVisible()

  // The installer's next estimate of the same job: the device picks the new sheet up when the estimator opens.
  const after = await estimateJob(installer.page, 'After the price change')
  await expect.poll(() => shownTotalCents(installer.page)).toBe(newTotal)

  // The server priced both with the sheet in force when each arrived, whatever the device sent.
  await expect
    .poll(async () => {
      const stored = await serverEstimates(installer.page)
      return [before, after].map((id) => stored.find((estimate) => estimate.id === id)?.totalPriceCents)
    })
    .toEqual([oldTotal, newTotal])

  await admin.context.close()
  await installer.context.close()
})
