import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousAxeViolations, test } from './fixtures.ts'

/*
 * The employee home: its sections by role, and System Status with the test heatmap: shown after a 1 s delay, list sorting, filters and the issues view.
 */

/** The portal, once its title shows (the first page of a cold server on a busy machine can take a while). */
async function openPortal(page: Page, path = '/internal') {
  if (path) await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Internal Team Portal' })).toBeVisible()
}

const systemStatus = (page: Page) => page.getByRole('region', { name: 'System Status' })

/** The list view's column values, top to bottom. */
async function column(table: Locator, cell: number): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, index) =>
        rows.map((row) =>
          ((row as HTMLTableRowElement).cells[index] as HTMLElement).innerText.split('\n')[0]!.trim(),
        ),
      cell,
    )
}
const names = (table: Locator) => column(table, 0)
const complexities = async (table: Locator) => (await column(table, 2)).map(Number)
const coverages = async (table: Locator) => (await column(table, 4)).map((text) => parseFloat(text))

const descending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value)
const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value)

async function openList(page: Page) {
  await openPortal(page)
  const status = systemStatus(page)
  await status.getByRole('tab', { name: /List/ }).click()
  return status.getByRole('table')
}

test('the heatmap shows "Loading test results..." first, then the run', async ({ page }) => {
  // Seen inside the page, so a slow test runner cannot miss the loading state. That it lasts exactly
  // a second is proven with a fake clock in use-test-results.test.tsx: timed in a browser, the second
  // would include whatever else the machine is doing.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { heatmapSeen: seen })
    new MutationObserver(() => {
      const text = document.body?.textContent ?? ''
      for (const phase of ['Loading test results...', 'Tests run'])
        if (!seen.includes(phase) && text.includes(phase)) seen.push(phase)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await openPortal(page)
  const status = systemStatus(page)
  await expect(status.getByRole('tab', { name: /Heatmap/ })).toHaveAttribute('aria-selected', 'true')
  await expect(status.getByText('Loading test results...')).toBeHidden()
  await expect(status.getByText('Tests run', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { heatmapSeen: string[] }).heatmapSeen)).toEqual([
    'Loading test results...',
    'Tests run',
  ])
  const tiles = status.getByRole('list', { name: 'Tests by category' }).getByRole('button')
  await expect(tiles).toHaveCount(23)
  await expect(
    status.getByRole('button', { name: 'Accepting a bid closes the job: complexity 10, FAIL' }),
  ).toBeVisible()

  // A tile tells its test.
  await status.getByRole('button', { name: /^Refund posts a credit note/ }).click()
  await expect(status.getByText('Partial refund of a shipped order rounds tax one cent high.')).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('the list opens by complexity, most complex first; the active column toggles, a new one starts descending', async ({
  page,
}) => {
  const table = await openList(page)
  const header = (name: string) => table.getByRole('columnheader', { name })

  await expect(header('Complexity')).toHaveAttribute('aria-sort', 'descending')
  await expect(table.locator('tbody tr')).toHaveCount(23)
  expect((await names(table))[0]).toBe('Accepting a bid closes the job')
  expect(descending(await complexities(table))).toBe(true)

  await header('Complexity').getByRole('button').click()
  await expect(header('Complexity')).toHaveAttribute('aria-sort', 'ascending')
  const up = await complexities(table)
  expect(ascending(up) && up[0]! < up.at(-1)!).toBe(true)

  await header('Complexity').getByRole('button').click()
  await expect(header('Complexity')).toHaveAttribute('aria-sort', 'descending')
  expect(descending(await complexities(table))).toBe(true)

  await header('Coverage').getByRole('button').click()
  await expect(header('Coverage')).toHaveAttribute('aria-sort', 'descending')
  await expect(header('Complexity')).not.toHaveAttribute('aria-sort', /./)
  expect(descending(await coverages(table))).toBe(true)
  expect((await names(table))[0]).toBe('Fractional inches convert to metric')

  await header('Coverage').getByRole('button').click()
  await expect(header('Coverage')).toHaveAttribute('aria-sort', 'ascending')
  expect(ascending(await coverages(table))).toBe(true)

  await header('Test').getByRole('button').click()
  await expect(header('Test')).toHaveAttribute('aria-sort', 'descending')
  const byName = await names(table)
  expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a, 'en')))

  await header('Status').getByRole('button').click()
  await expect(header('Status')).toHaveAttribute('aria-sort', 'descending')
  await expect(table.locator('tbody tr').first().getByRole('cell').first()).toHaveText('FAIL')

  await header('Time').getByRole('button').click()
  await expect(header('Time')).toHaveAttribute('aria-sort', 'descending')
  expect((await names(table))[0]).toBe('Accepting a bid closes the job') // 7.3 s, the slowest
})

test('filters narrow the tests by status, category and complexity range', async ({ page }) => {
  const table = await openList(page)
  const status = systemStatus(page)
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(23)

  await status.getByLabel('Status', { exact: true }).selectOption('FAIL')
  await expect(rows).toHaveCount(3)
  expect(await column(table, 1)).toEqual(['FAIL', 'FAIL', 'FAIL'])
  await expect(status.getByText('Showing 3 of 23 tests')).toBeVisible()

  await status.getByLabel('Status', { exact: true }).selectOption('all')
  await status.getByLabel('Category', { exact: true }).selectOption('Payment')
  await expect(rows).toHaveCount(3)
  expect(await names(table)).toEqual([
    'Checkout charges card and records order',
    'Refund posts a credit note',
    'Declined card keeps the cart',
  ])

  await status.getByLabel('Category', { exact: true }).selectOption('all')
  await status.getByLabel('Minimum complexity').fill('8')
  await expect(status.getByText('Complexity 8 to 10')).toBeVisible()
  await expect(rows).toHaveCount(6)
  expect((await complexities(table)).every((value) => value >= 8)).toBe(true)
  await status.getByLabel('Maximum complexity').fill('8')
  await expect(rows).toHaveCount(3)
  expect(await complexities(table)).toEqual([8, 8, 8])

  // The heatmap shows the same selection.
  await status.getByRole('tab', { name: /Heatmap/ }).click()
  await expect(status.getByRole('list', { name: 'Tests by category' }).getByRole('button')).toHaveCount(3)

  // Nothing left: the empty text, and a way back.
  await status.getByLabel('Category', { exact: true }).selectOption('Authentication')
  await expect(status.getByText('No tests match these filters')).toBeVisible()
  await status.getByRole('button', { name: 'Clear filters' }).click()
  await expect(status.getByRole('list', { name: 'Tests by category' }).getByRole('button')).toHaveCount(23)
  await expect(status.getByText('Complexity 0 to 10')).toBeVisible()
})

test('the views are tabs a keyboard can switch; the issues view lists severities, statuses and recommendations', async ({
  page,
}) => {
  await openPortal(page)
  const status = systemStatus(page)
  const heatmapTab = status.getByRole('tab', { name: /Heatmap/ })
  await heatmapTab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(status.getByRole('tab', { name: /List/ })).toHaveAttribute('aria-selected', 'true')
  await expect(status.getByRole('table')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(status.getByRole('tab', { name: /Issues/ })).toHaveAttribute('aria-selected', 'true')

  const issues = status.getByRole('list', { name: 'Issues' }).getByRole('listitem')
  await expect(issues).toHaveCount(6)
  await expect(issues.first()).toContainText('Severity: HIGH')
  await expect(issues.first()).toContainText('INVESTIGATING')
  await expect(issues.last()).toContainText('Severity: LOW')
  await expect(status.getByText('Severity: MEDIUM')).toHaveCount(2)
  await expect(status.getByText('FIXED', { exact: true })).toHaveCount(2)
  await expect(status.getByRole('heading', { name: 'Recommendations' })).toBeVisible()
  await expect(
    status.getByText('Add cut-list tests for estimates with 40, 41 and 200 windows.'),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('a visitor sees the portal sections but not "Manage Your Projects"', async ({ page }) => {
  await openPortal(page)
  for (const name of ['Ballistic & Security Film', 'Solar Defense Film', 'Specialty & Custom Films'])
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  const start = page.getByRole('region', { name: 'Start Your Estimate' })
  for (const step of ['Submit Form', 'Expert Review', 'Get Quote'])
    await expect(start.getByRole('heading', { name: step })).toBeVisible()
  await expect(start).toContainText('within 1-2 business days')
  const tools = page.getByRole('region', { name: 'Team Tools' })
  await expect(tools.getByRole('link', { name: /Measurement Tool/ })).toHaveAttribute('href', '/estimator')
  await expect(tools.getByRole('link', { name: /Team Calendar/ })).toHaveAttribute('href', '/calendar')
  await expect(tools.getByRole('link', { name: /Inventory Manager/ })).toHaveAttribute('href', '/inventory')
  await expect(tools.getByRole('link', { name: /Performance Reports/ })).toHaveAttribute('href', '/reports')
  const hubs = page.getByRole('region', { name: 'Regional hubs' })
  await expect(hubs.getByRole('article')).toHaveCount(3)
  await expect(hubs).toContainText('5 installation teams')
  await expect(hubs).toContainText('Serves North Carolina and South Carolina')
  await expect(page.getByRole('heading', { name: 'Manage Your Projects' })).toHaveCount(0)

  await start.getByRole('link', { name: 'Start Your Estimate' }).click()
  await expect(page).toHaveURL('/homeowner-estimate')
})

test('a homeowner manages projects from the portal; a team lead does not see that section', async ({
  signedInPage,
}) => {
  const homeowner = await signedInPage('homeowner', '/internal')
  await openPortal(homeowner.page, '')
  const projects = homeowner.page.getByRole('region', { name: 'Manage Your Projects' })
  await expect(projects.getByRole('link', { name: /My Projects/ })).toHaveAttribute('href', '/my-projects')
  await expect(projects.getByRole('link', { name: /Post New Project/ })).toHaveAttribute('href', '/post-job')
  await expectNoSeriousAxeViolations(homeowner.page)
  await homeowner.context.close()

  const lead = await signedInPage('teamlead', '/internal')
  await openPortal(lead.page, '')
  await expect(lead.page.getByRole('heading', { name: 'Team Tools' })).toBeVisible()
  await expect(lead.page.getByRole('heading', { name: 'Manage Your Projects' })).toHaveCount(0)
  await lead.context.close()
})

test('Open Estimator opens the sample estimate', async ({ signedInPage }) => {
  const { context, page } = await signedInPage('teamlead', '/internal')
  await openPortal(page, '')
  await page.getByRole('link', { name: 'Open Estimator' }).click()
  await expect(page).toHaveURL('/estimator?demo=true')
  await expect(page.getByRole('heading', { level: 1, name: 'Estimator' })).toBeVisible()
  await context.close()
})

test("on a phone in Russian the run's summary figures keep their whole labels", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => localStorage.setItem('lang', 'ru'))
  await page.goto('/internal')
  const labels = page.getByRole('region', { name: 'Состояние системы' }).locator('dl dt')
  await expect(labels).toHaveCount(6)
  await expect(labels.getByText('Предупреждения')).toBeVisible()
  // The grid cuts off whatever overflows a cell: every label fits inside its own.
  const cut = await labels.evaluateAll((all) =>
    all.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
  )
  expect(cut).toEqual([])
})
