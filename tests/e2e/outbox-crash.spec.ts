import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_LAUNCH } from '../chromium.ts'
import { DEMO_PASSWORD } from './auth-fixtures.ts'
import {
  expect,
  offlineTest,
  storedOutbox,
  test,
  waitForServiceWorkerControl,
  SYNC_WAIT,
} from './fixtures.ts'
import { goOffline, goOnline } from './network.ts'

/*
 * The outbox never loses a request the screen said was saved (docs/state.md): a count made without
 * signal is in IndexedDB before the page says it is on this device only, and reaches the server when the app
 * runs again with a network, whatever happened in between — the browser killed (a crash, the battery,
 * the OS ending it), the tab closed, or every page of the app closed, where the service worker sends
 * it on a Background Sync. Each test counts a demo roll of its own (api/db/demo-inventory.ts) and reads
 * the roll's ledger on the server.
 */

/** A demo roll at Atlanta, where the team member works: its lot on the card, its id for the ledger. */
interface DemoRoll {
  lot: string
  id: string
}
const demoRoll = (index: number, lot: string): DemoRoll => ({
  lot: `lot ${lot}`,
  id: `00000000-0000-4000-8000-${(index * 100).toString(16).padStart(12, '0')}`,
})
const KILLED_ROLL = demoRoll(12, 'S24-0918')
const CLOSED_TAB_ROLL = demoRoll(13, 'D24-0801')
const WORKER_ROLL = demoRoll(14, 'D24-0915')

interface Ledger {
  entries: { id: string; kind: string; countedFt: number | null }[]
}

/** The counts the server's ledger holds for a roll (the request carries the context's session). */
async function serverCounts(context: BrowserContext, roll: DemoRoll): Promise<(number | null)[]> {
  const response = await context.request.get(`/api/inventory/rolls/${roll.id}/ledger`)
  expect(response.ok()).toBe(true)
  const ledger = (await response.json()) as Ledger
  return ledger.entries.filter((entry) => entry.kind === 'count').map((entry) => entry.countedFt)
}

/** A length no other run has counted on this roll. */
const freshLength = () => 50 + Math.round(Math.random() * 300) / 10

/**
 * On /inventory with the network cut: counts the roll and waits until the page says the count waits
 * on this device, and until IndexedDB has it (the page may say it a moment before the commit).
 */
async function countOffline(page: Page, roll: DemoRoll, counted: number): Promise<void> {
  const card = page.getByTestId('roll-card').filter({ hasText: roll.lot })
  await card.click()
  const sheet = page.getByRole('dialog')
  await sheet.getByLabel('Length on the roll (ft)').fill(String(counted))
  await sheet.getByRole('button', { name: 'Save count' }).click()
  await expect(sheet.getByTestId('pending-entry')).toContainText('On this device only')
  await expect
    .poll(async () => (await storedOutbox(page)).filter((row) => row.kind === 'inventory-count'))
    .toEqual([expect.objectContaining({ state: 'pending' })])
  await page.keyboard.press('Escape')
}

/** A Chromium of its own, on a profile kept on disk (IndexedDB, localStorage, the worker). */
function launch(profile: string, baseURL: string, serviceWorkers: 'allow' | 'block') {
  return chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, baseURL, serviceWorkers })
}

async function signIn(context: BrowserContext, baseURL: string): Promise<void> {
  const response = await context.request.post('/api/login', {
    data: { usernameOrEmail: 'teammember', password: DEMO_PASSWORD },
    headers: { Origin: baseURL },
  })
  expect(response.ok()).toBe(true)
}

/** Opens /inventory in the context's first tab and waits for the rolls (a cold profile pulls them all). */
async function openInventory(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto('/inventory')
  await expect(page.getByTestId('roll-card').first()).toBeVisible(SYNC_WAIT)
  return page
}

/** Ends every process of the Chromium running on `profile` with SIGKILL: nothing is flushed or closed. */
async function killChromium(context: BrowserContext, profile: string): Promise<void> {
  const closed = new Promise((resolve) => context.once('close', resolve))
  const pids = execFileSync('pgrep', ['-f', '--', `--user-data-dir=${profile}`], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number)
  expect(pids.length).toBeGreaterThan(0)
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone with its parent
    }
  }
  await closed
}

test('a count saved offline reaches the server after the browser was killed', async ({ baseURL }) => {
  test.slow() // two cold starts of Chromium on a profile of their own, each pulling the team's data
  const profile = mkdtempSync(join(tmpdir(), 'e2e-crash-'))
  let context = await launch(profile, baseURL!, 'block')
  await signIn(context, baseURL!)
  let page = await openInventory(context)
  const counted = freshLength()

  await goOffline(page)
  await countOffline(page, KILLED_ROLL, counted)
  await killChromium(context, profile)

  // The same profile, with a network. The cookie jar reaches the disk every half minute: it may have
  // died with the browser, so the user signs in again (the outbox has nothing to do with that).
  context = await launch(profile, baseURL!, 'block')
  try {
    await signIn(context, baseURL!)
    expect(await serverCounts(context, KILLED_ROLL)).not.toContain(counted)
    page = await openInventory(context)
    await expect.poll(() => serverCounts(context, KILLED_ROLL), SYNC_WAIT).toContain(counted)
    await expect(
      page.getByTestId('roll-card').filter({ hasText: KILLED_ROLL.lot }).getByTestId('pending-entry'),
    ).toHaveCount(0, SYNC_WAIT)
  } finally {
    await context.close()
  }
})

test('a count saved offline in a tab closed before the network came back is sent when the app opens again', async ({
  signedInPage,
}) => {
  const { context, page } = await signedInPage('teammember', '/inventory')
  await expect(page.getByTestId('roll-card').first()).toBeVisible(SYNC_WAIT)
  const counted = freshLength()

  await goOffline(page)
  await countOffline(page, CLOSED_TAB_ROLL, counted)
  await page.close()
  await goOnline(page)
  expect(await serverCounts(context, CLOSED_TAB_ROLL)).not.toContain(counted)

  const reopened = await context.newPage()
  await reopened.goto('/inventory')
  await expect.poll(() => serverCounts(context, CLOSED_TAB_ROLL), SYNC_WAIT).toContain(counted)
})

offlineTest(
  'with every page of the app closed, the service worker sends the count when the network is back',
  async ({ baseURL }) => {
    const profile = mkdtempSync(join(tmpdir(), 'e2e-worker-'))
    const context = await launch(profile, baseURL!, 'allow')
    try {
      await signIn(context, baseURL!)
      const page = await openInventory(context)
      await waitForServiceWorkerControl(page)
      const counted = freshLength()
      await goOffline(page)
      await countOffline(page, WORKER_ROLL, counted)

      // A tab with no page of the app, for the DevTools protocol; then the app's last page closes.
      const blank = await context.newPage()
      const devtools = await context.newCDPSession(blank)
      const registrations = new Promise<string>((resolve) =>
        devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/`)
          if (ours) resolve(ours.registrationId)
        }),
      )
      await devtools.send('ServiceWorker.enable')
      const registrationId = await registrations
      await page.close()
      expect(context.pages().map((open) => open.url())).toEqual(['about:blank'])

      await goOnline(blank)
      expect(await serverCounts(context, WORKER_ROLL)).not.toContain(counted)
      // What Chromium does when the network is back. Headless Chromium has Background Sync switched
      // off (registering answers "disabled"), so the test fires the event the browser would have.
      await devtools.send('ServiceWorker.dispatchSyncEvent', {
        origin: baseURL!,
        registrationId,
        tag: 'outbox',
        lastChance: false,
      })
      await expect.poll(() => serverCounts(context, WORKER_ROLL), SYNC_WAIT).toContain(counted)
      expect(context.pages().map((open) => open.url())).toEqual(['about:blank'])
    } finally {
      await context.close()
    }
  },
)
