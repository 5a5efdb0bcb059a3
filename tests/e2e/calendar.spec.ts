import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousAxeViolations,
  offlineTest,
  test,
  waitForServiceWorkerControl,
  type OpenSignedIn,
  SYNC_WAIT,
} from './fixtures.ts'
import { goOffline, goOnline, syncStatus } from './network.ts'

/*
 * The team calendar: booking works with no signal and syncs later, a double-booked team is
 * warned about before saving and marked on the event, and homeowners are kept out.
 */

const DESKTOP = { viewport: { width: 1440, height: 900 } }

// A first sync on a two-core machine shared by several builds can take a minute.
interface ServerEvent {
  id: string
  title: string
  teamId: string
  hubId: string
  confirmed: boolean
}

/** What the server holds, read through the API with the page's session. */
async function serverEvents(page: Page): Promise<ServerEvent[]> {
  const response = await page.request.get('/api/sync/v2/events/pull?updatedAt=&id=&limit=1000')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { documents: ServerEvent[] }).documents
}

/** Today at `hour`, as a datetime-local input takes it (the browser's own time zone). */
function todayAt(hour: number): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(hour)}:00`
}

/** The calendar as a team lead, once the device has the events (a first sync is slow on a busy machine). */
async function openCalendar(signedInPage: OpenSignedIn, viewport = DESKTOP.viewport) {
  const signedIn = await signedInPage('teamlead', '/calendar', { viewport })
  await waitForServiceWorkerControl(signedIn.page)
  await expect(syncStatus(signedIn.page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
  await expect(signedIn.page.getByText('Opening the calendar on this device…')).toHaveCount(0)
  return signedIn
}

async function bookInstallation(page: Page, title: string, team: string, start: string) {
  await page.getByRole('button', { name: 'New installation', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'New installation' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Team', { exact: true }).selectOption({ label: team })
  await dialog.getByLabel('Starts').fill(start)
  return dialog
}

offlineTest(
  'a team lead books an installation offline; it survives a reload offline and reaches the server on reconnect',
  async ({ signedInPage }) => {
    const { context, page } = await openCalendar(signedInPage)
    await expect(page.getByRole('heading', { level: 1, name: 'Team Calendar' })).toBeVisible()
    // The demo calendar replicated: this week's demo installations show, double-booked ones marked.
    await expect(
      page.getByRole('button', { name: /^Office lobby security film, Atlanta team 2/ }),
    ).toBeVisible(SYNC_WAIT)

    await goOffline(page)
    const title = `Offline booking ${Date.now().toString(36)}`
    const dialog = await bookInstallation(page, title, 'Carolinas team 2', todayAt(7))
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(dialog).toBeHidden()
    const card = page.getByRole('button', { name: new RegExp(`^${title}, Carolinas team 2`) })
    await expect(card).toContainText('Not synced yet')

    await page.reload()
    // Offline, the team guard first tries the network for the session, then falls back to the cached user.
    await expect(card).toBeVisible(SYNC_WAIT)
    await expect(card).toContainText('Not synced yet')
    await expect(syncStatus(page)).toHaveAccessibleName(/^Offline/)

    await goOnline(page)
    await expect
      .poll(async () => (await serverEvents(page)).find((event) => event.title === title), SYNC_WAIT)
      .toMatchObject({ teamId: 'carolinas-2', hubId: 'carolinas', confirmed: true })
    await expect(card).not.toContainText('Not synced yet', SYNC_WAIT)

    // A second device (another context of another team user) reads it from the server.
    const other = await signedInPage('teammember', '/calendar', DESKTOP)
    await expect(
      other.page.getByRole('button', { name: new RegExp(`^${title}, Carolinas team 2`) }),
    ).toBeVisible(SYNC_WAIT)
    await other.context.close()
    await context.close()
  },
)

offlineTest(
  'booking a team that is already busy shows the double-booking warning before saving and on both events',
  async ({ signedInPage }) => {
    const { context, page } = await openCalendar(signedInPage)
    // Only this test books Carolinas team 4. The view shows that team alone, so a booking synced in
    // from a test running alongside never moves these cards between lanes under a click.
    await page.getByLabel('Hub', { exact: true }).selectOption({ label: 'Carolinas' })
    await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Carolinas team 4' })
    const first = `Lobby film ${Date.now().toString(36)}`
    const second = `Skylight ${Date.now().toString(36)}`
    const dialog = await bookInstallation(page, first, 'Carolinas team 4', todayAt(8))
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(dialog).toBeHidden()

    // Touching the first booking (it ends at 11:00) is no conflict; overlapping it is.
    const next = await bookInstallation(page, second, 'Carolinas team 4', todayAt(11))
    await expect(next.getByRole('alert')).toHaveCount(0)
    await next.getByLabel('Starts').fill(todayAt(10))
    const warning = next.getByRole('alert')
    await expect(warning).toContainText('Double-booking: Carolinas team 4 is already booked at this time.')
    await expect(warning).toContainText(first)
    // Another team at the same time is free.
    await next.getByLabel('Team', { exact: true }).selectOption({ label: 'Carolinas team 3' })
    await expect(next.getByRole('alert')).toHaveCount(0)
    await next.getByLabel('Team', { exact: true }).selectOption({ label: 'Carolinas team 4' })
    await next.getByRole('button', { name: 'Save anyway' }).click()
    await expect(next).toBeHidden()

    for (const title of [first, second])
      await expect(
        page.getByRole('button', { name: new RegExp(`^${title}, Carolinas team 4`) }),
      ).toContainText('Double-booked')

    // In the week, the two overlapping bookings share their day's width; a later one that overlaps
    // nothing keeps the whole width.
    const evening = `Evening film ${Date.now().toString(36)}`
    const third = await bookInstallation(page, evening, 'Carolinas team 4', todayAt(18))
    await third.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(third).toBeHidden()
    const cardWidth = async (title: string) =>
      (await page.getByRole('button', { name: new RegExp(`^${title}, Carolinas team 4`) }).boundingBox())!
        .width
    expect((await cardWidth(evening)) / (await cardWidth(first))).toBeGreaterThan(1.8)

    // Moving the second one to the afternoon resolves it.
    await page.getByRole('button', { name: new RegExp(`^${second}, Carolinas team 4`) }).click()
    const edit = page.getByRole('dialog', { name: 'Edit installation' })
    await expect(edit.getByRole('alert')).toContainText(first)
    await edit.getByLabel('Starts').fill(todayAt(14))
    await expect(edit.getByRole('alert')).toHaveCount(0)
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(
      page.getByRole('button', { name: new RegExp(`^${second}, Carolinas team 4`) }),
    ).not.toContainText('Double-booked')
    await context.close()
  },
)

test("on a wide screen the week takes the page's width and a double-booked booking's badge is not cut off", async ({
  signedInPage,
}) => {
  const { page } = await signedInPage('teamlead', '/calendar', DESKTOP)
  await page.getByRole('button', { name: 'Week' }).click()
  const title = page.getByRole('heading', { level: 2, name: /^Week of / })
  await expect(title).toBeVisible()
  // The page's column is 1280 px at most: the week fills it instead of shrinking to its content.
  expect((await title.locator('..').boundingBox())!.width).toBeGreaterThan(1200)
  // The demo week double-books Atlanta team 1: both bookings are marked, and their badges are not
  // cut off. Other tests book the same day for other teams: the view shows team 1 alone, so that
  // their cards never push the demo's into the day's "more" button.
  await page.getByLabel('Hub', { exact: true }).selectOption({ label: 'Atlanta' })
  await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Atlanta team 1' })
  for (const title of ['Storefront solar film', 'Warranty re-film, bay window']) {
    const card = page.getByRole('button', { name: new RegExp(`^${title}, Atlanta team 1`) })
    await expect(card).toContainText('Double-booked', SYNC_WAIT)
    const inCard = await card.getByText('Double-booked', { exact: true }).evaluate((text) => {
      const box = text.parentElement!.getBoundingClientRect()
      const card = text.closest('button')!.getBoundingClientRect()
      // Too narrow for the words, the badge shows its icon and leaves them to screen readers.
      const shown = text.getBoundingClientRect().width > 1
      return (
        (!shown || text.scrollWidth <= text.clientWidth) &&
        box.right <= card.right &&
        box.bottom <= card.bottom &&
        box.width > 1
      )
    })
    expect(inCard).toBe(true)
  }
})

offlineTest(
  'the calendar has a day agenda on phones and passes axe, with the event form open too',
  async ({ signedInPage }) => {
    const { context, page } = await openCalendar(signedInPage, { width: 390, height: 844 })
    await expect(page.getByRole('button', { name: 'Day', pressed: true })).toBeVisible()
    await expectNoSeriousAxeViolations(page)
    await page.getByRole('button', { name: 'Week' }).click()
    await expect(page.getByRole('button', { name: 'Week', pressed: true })).toBeVisible()
    await page.getByRole('button', { name: 'New installation', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'New installation' })
    await expect(dialog).toBeVisible()
    // A field's error is shown until that field is changed, not until the next save.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(dialog.getByText('Give the installation a title')).toBeVisible()
    await dialog.getByLabel('Title').fill('Patio doors')
    await expect(dialog.getByText('Give the installation a title')).toHaveCount(0)
    // The dialog hides the page's heading from assistive technology: axe runs on it directly.
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    await context.close()
  },
)

// That the API refuses a homeowner the links and the events is proved in api/features/calendar/calendar.test.ts.
test('a homeowner is refused the calendar', async ({ signedInPage }) => {
  const { context, page } = await signedInPage('homeowner', '/calendar')
  await expect(
    page.getByText('This area is only accessible to team members and administrators.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'New installation', exact: true })).toHaveCount(0)
  await context.close()
})
