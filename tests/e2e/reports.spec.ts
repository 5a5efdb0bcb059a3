import type { Locator } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { newEvent } from '../../domain/calendar/event.ts'
import { expect, expectNoSeriousAxeViolations, test, SYNC_WAIT } from './fixtures.ts'
import { syncStatus } from './network.ts'

/*
 * The performance report and the team dashboards: a team lead reads the figures and a
 * chart, changes the period, downloads a table as CSV; the lead's dashboard shows today's
 * installations and the hub's low-stock alerts; homeowners are kept out.
 */

const DESKTOP = { viewport: { width: 1440, height: 900 } }

// A first sync, axe and a download on a busy two-core machine take longer than the default two minutes.
/** A table's cells as text, header row first. */
async function tableText(table: Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim()),
      ),
    )
}

test('a team lead reads the report, changes the period and downloads a table that says what the table says', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('teamlead', '/reports', DESKTOP)
  await expect(page.getByRole('heading', { level: 1, name: 'Performance Reports' })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Summary' })
  // The demo shop's delivered orders of the last months.
  await expect(summary.getByRole('definition').first()).toHaveText(/^\$[\d,]+$/, SYNC_WAIT)
  await expect(summary).toContainText('Estimate → order conversion')
  await expect(summary).toContainText('Inventory turnover')
  // A chart, loaded after the page (recharts is not in the first bundle), with its text alternative.
  const byHub = page.getByRole('region', { name: 'Sales by hub' })
  await expect(byHub.getByTestId('report-chart').locator('.recharts-bar-rectangle').first()).toBeVisible()
  await expect(byHub.getByRole('figure')).toContainText('Bar chart of the table below.')
  await expectNoSeriousAxeViolations(page)

  // Twelve months by default; "This month" narrows the month table to one row.
  const byMonth = page.getByRole('region', { name: 'Sales by month' })
  const monthRows = byMonth.getByRole('table').getByRole('row')
  await expect(monthRows).toHaveCount(13)
  const requested = page.waitForRequest((request) => request.url().includes('/api/reports?'))
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'This month' })
  const url = new URL((await requested).url())
  const today = new Date().toISOString().slice(0, 10)
  expect(url.searchParams.get('from')).toBe(`${today.slice(0, 8)}01`)
  expect(url.searchParams.get('to')).toBe(today)
  await expect(monthRows).toHaveCount(2)
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 12 months' })
  await expect(monthRows).toHaveCount(13)

  // Three days around the demo installer's solar order, placed 40 days ago, and no other: one order.
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('From', { exact: true }).fill(daysAgo(41))
  await page.getByLabel('To', { exact: true }).fill(daysAgo(39))
  await expect(summary).toContainText('1 order, goods before shipping and tax')
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 12 months' })
  await expect(summary).toContainText(/\d+ orders, goods before shipping and tax/)

  // One hub: the hub table has that hub alone, and the download is named after it.
  await page.getByLabel('Hub', { exact: true }).selectOption({ label: 'Atlanta' })
  const hubRows = byHub.getByRole('table').getByRole('row')
  await expect(hubRows).toHaveCount(2)
  const shown = await tableText(byHub.getByRole('table'))
  expect(shown[1]![0]).toBe('Atlanta')

  const downloading = page.waitForEvent('download')
  await byHub.getByRole('button', { name: 'Download CSV: Sales by hub' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^sales-by-hub_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}_atlanta\.csv$/)
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
  const records = csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','))
  expect(records[0]).toEqual(['Hub', 'Orders', 'Sales (USD)'])
  // The same row as the table: dollars without the sign and thousands separators.
  expect(records.slice(1)).toEqual(
    shown.slice(1).map(([hub, orders, sales]) => [hub, orders, sales!.replace(/[$,]/g, '')]),
  )
  await context.close()
})

test("the team lead's dashboard shows today's installations and the hub's low-stock alerts", async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('teamlead', '/', DESKTOP)
  // An installation happening now for an Atlanta team, booked through the calendar's sync.
  const me = (await (await page.request.get('/api/user')).json()) as { id: string }
  const now = Date.now()
  const event = newEvent(
    `dash-${now}`,
    me.id,
    {
      title: 'Dashboard check storefront',
      teamId: 'atlanta-3',
      start: new Date(now - 30 * 60_000).toISOString(),
      end: new Date(now + 30 * 60_000).toISOString(),
      status: 'inProgress',
      assigneeIds: [],
      link: null,
      address: '1 Dashboard Way, Atlanta',
      notes: '',
    },
    new Date(now),
  )
  const pushed = await page.request.post('/api/sync/v2/events/push', {
    data: [{ assumedMasterState: null, newDocumentState: event }],
    headers: { Origin: new URL(page.url()).origin },
  })
  expect(pushed.ok()).toBe(true)

  await page.goto('/team-dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Team Dashboard' })).toBeVisible()
  await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
  const todays = page.getByRole('region', { name: /^Today's installations/ })
  await expect(todays).toContainText('Dashboard check storefront')
  await expect(todays).toContainText('Atlanta team 3')
  // The demo inventory keeps Atlanta under its threshold of Shield Clear 8.
  const lowStock = page.getByRole('region', { name: /^Low-stock alerts/ })
  await expect(lowStock.getByRole('listitem').first()).toContainText(
    /Atlanta: [\d,.]+ ft (left|available \([\d,.]+ ft reserved for jobs\)), threshold [\d,]+ ft/,
  )
  await expect(page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link')).toHaveCount(4)
  await expectNoSeriousAxeViolations(page)
  await context.close()
})

test('a homeowner is refused the report and its data', async ({ signedInPage }) => {
  const { context, page } = await signedInPage('homeowner', '/reports', DESKTOP)
  await expect(page.getByRole('heading', { level: 1, name: 'Performance Reports' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Sales by hub' })).toHaveCount(0)
  const api = await page.request.get('/api/reports?from=2025-01-01&to=2025-12-31')
  expect(api.status()).toBe(403)
  await context.close()
})

test('every team page has the team tools bar; a team member’s tiles and phone menu fit what they may do', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage('teammember', '/team-member-dashboard')
  const tools = page.getByRole('navigation', { name: 'Team tools' })
  await expect(tools.getByRole('link')).toHaveText([
    'Overview',
    'Calendar',
    'Inventory',
    'Reports',
    'Support requests',
  ])
  await expect(tools.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  // A team member books nothing: the tile opens their schedule.
  await expect(page.getByRole('navigation', { name: 'Quick actions' })).not.toContainText('New installation')
  await page
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('link', { name: 'My schedule' })
    .click()
  await expect(page).toHaveURL('/calendar')
  await expect(tools.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page')
  await tools.getByRole('link', { name: 'Inventory' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible()
  await tools.getByRole('link', { name: 'Reports' }).click()
  await expect(page).toHaveURL('/reports')

  // On a phone the menu lists the dashboard once.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: /Dashboard$/ })).toHaveCount(1)
})

test('on a phone the team tools bar shows the current section, also the last one', async ({
  signedInPage,
}) => {
  const { page } = await signedInPage('teamlead', '/reports', { viewport: { width: 390, height: 844 } })
  const current = page.getByRole('navigation', { name: 'Team tools' }).getByRole('link', { name: 'Reports' })
  await expect(current).toHaveAttribute('aria-current', 'page')
  // The bar scrolls sideways; the current section is inside the screen, not cut at its edge.
  await expect
    .poll(async () => {
      const box = (await current.boundingBox())!
      return box.x >= 0 && box.x + box.width <= 390
    })
    .toBe(true)
})

test("on a phone in Chinese the dashboard's week strip keeps each day's name and date on one line", async ({
  signedInPage,
}) => {
  const { page } = await signedInPage('teamlead', '/team-dashboard', {
    viewport: { width: 390, height: 844 },
  })
  await page.evaluate(() => localStorage.setItem('lang', 'zh'))
  await page.reload()
  const days = page.locator('ol[aria-label="每日安装数"] > li')
  await expect(days).toHaveCount(7, SYNC_WAIT)
  const lines = await days.evaluateAll((cells) =>
    cells.flatMap((cell) =>
      [...cell.children].slice(0, 2).map((label) => {
        const style = getComputedStyle(label)
        return Math.round(label.getBoundingClientRect().height / parseFloat(style.lineHeight))
      }),
    ),
  )
  expect(lines).toEqual(Array(14).fill(1))
})
