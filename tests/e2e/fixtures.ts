import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test'
import { startServer } from '../../api/test/spawn-server.ts'
import { DEMO_PASSWORD, type DemoRole } from './auth-fixtures.ts'

/** The build the servers of the end-to-end tests serve (`npm run build`). */
const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? 'dist/web'

/** Console errors and uncaught exceptions of a page, collected as they happen. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    // A visitor's GET /api/user answers 401 by design; Chromium logs every 4xx resource.
    const expectedSignedOut = message.location().url.endsWith('/api/user') && message.text().includes('401')
    // Contexts that block service workers (all but the offline tests) refuse the registration by design;
    // the offline tests prove that it works (waitForServiceWorkerControl).
    const blockedWorker = message.text().startsWith('Service worker registration failed')
    if (message.type() === 'error' && !expectedSignedOut && !blockedWorker) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Waits until a service worker controls the page (the first load is never controlled). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready)
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

/**
 * The rows of one store of the device database (web/app/device-db.ts) as the page sees them; none
 * when the database or the store does not exist yet.
 */
function deviceRows(page: Page, store: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open('ss-device')
        // Never create the database (the app's own open would then have to upgrade it) …
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          // … and never hold it open: the app's next version change would wait on this connection.
          const done = (rows: unknown[]) => {
            db.close()
            resolve(rows)
          }
          if (!db.objectStoreNames.contains(name)) return done([])
          const read = db.transaction(name).objectStore(name).getAll()
          read.onsuccess = () => done(read.result)
          read.onerror = () => done([])
        }
      }),
    store,
  )
}

/**
 * Waits until the device has fetched every shop picture through the service worker (the catalog
 * store marks the catalog version warmed in the device database). Until then, a network cut leaves
 * the pictures still on their way failing, which Chromium logs as errors.
 */
export async function waitForPicturesCached(page: Page): Promise<void> {
  const warmed = async () =>
    ((await deviceRows(page, 'meta')) as { key: string }[]).some((row) => row.key === 'catalogImagesWarmed')
  // The download starts when the browser is first idle (at most 5 s after the page loaded).
  await expect.poll(warmed, { message: 'shop pictures cached', timeout: 10_000 }).toBe(true)
}

/**
 * What the device keeps of a form's draft, or undefined. A test waits for it before a reload: a
 * reload in the same instant as the last keystroke can end that keystroke's save.
 */
export async function storedDraft(page: Page, formKey: string): Promise<unknown> {
  const rows = (await deviceRows(page, 'drafts')) as { formKey: string; value: unknown }[]
  return rows.find((row) => row.formKey === formKey)?.value
}

/**
 * The outbox's requests as IndexedDB has them (web/app/device-db.ts), read through a connection of
 * its own: only what a transaction committed, what a browser that dies now comes back with.
 */
export async function storedOutbox(page: Page): Promise<{ id: string; kind: string; state: string }[]> {
  return (await deviceRows(page, 'outbox')) as { id: string; kind: string; state: string }[]
}

/**
 * Checks a choice drawn as a card: its input is visually hidden under the card's text, so it is
 * checked directly. On a page rendered ahead it waits for the app to have taken the page over:
 * until then the choice is disabled (the app would undo it), and a forced click would do nothing.
 */
export async function choose(choice: Locator): Promise<void> {
  await expect(choice).toBeEnabled()
  await choice.check({ force: true })
}

/** The version of the catalog the device keeps (web/app/catalog-store.ts), with its product count. */
export async function storedCatalog(page: Page): Promise<{ version: unknown; products: number }> {
  const meta = (await deviceRows(page, 'meta')) as { key: string; value: unknown }[]
  return {
    version: meta.find((row) => row.key === 'catalogVersion')?.value,
    products: (await deviceRows(page, 'catalog')).length,
  }
}

/** The toasts on screen (not the copy Radix keeps for screen readers). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

/**
 * Runs axe on the page once it shows its heading; serious and critical findings fail the test. The
 * tests ask for reduced motion, so no fade-in is under way and the colours axe reads are final.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/**
 * For a wait on replication between a device and the server: a signed-in page's first open on a new
 * device (the device database loads, opens and pulls every collection its user may read), or the
 * outbox and the replication catching up once the network is back. It takes seconds, not
 * milliseconds, on a two-core machine running two browsers and the server.
 */
export const SYNC_WAIT = { timeout: 20_000 }

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

interface SignedIn {
  context: BrowserContext
  page: Page
}

interface TestFixtures {
  /**
   * A seeded server of the test's own, for a test that changes what every other test sees (the
   * pricing sheet, the site notice, a demo account, a completed job). Such a test gets three times
   * the time: it also waits for that server to start and seed, and every page it opens there is a
   * first visit.
   */
  demoServer: { url: string }
  /**
   * A browser context with this project's options (base URL, reduced motion, service workers blocked
   * unless the test opted in), closed when the test ends.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
  /**
   * A context of its own signed in as a demo user, with a page open on `path`; closed when the test
   * ends. The session is made once per role and worker and reused (tests about signing in use the form).
   */
  signedInPage: (role: DemoRole, path?: string, options?: BrowserContextOptions) => Promise<SignedIn>
}

interface Sessions {
  /** The cookie of a demo user's session on a server, signed in through the API once per worker. */
  of(role: DemoRole, baseURL: string): Promise<StorageState>
  /** Whether that session still lets its user in (a test may have signed it out). */
  isValid(role: DemoRole, baseURL: string): Promise<boolean>
  forget(role: DemoRole, baseURL: string): void
}

interface WorkerFixtures {
  /**
   * The seeded server of this worker: tests running at the same time never see each other's writes
   * (a booking synced into another test's calendar moved a card under its click). Tests of one worker
   * run one after another on it and leave what they made; each makes its own data.
   */
  workerServer: { url: string; dataDir: string }
  sessions: Sessions
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Most tests never go offline: precaching the whole app in every context would cost each of them
  // hundreds of requests. The offline tests opt in (`offlineTest`).
  serviceWorkers: 'block',

  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'server-data-'))
      const server = await startServer({ webDistDir: WEB_DIST_DIR, dataDir })
      try {
        await use({ url: server.baseUrl, dataDir })
      } finally {
        await server.stop()
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),

  sessions: [
    async ({ playwright }, use) => {
      const cache = new Map<string, Promise<StorageState>>()
      const key = (role: DemoRole, baseURL: string) => `${baseURL} ${role}`
      async function signIn(role: DemoRole, baseURL: string): Promise<StorageState> {
        const api = await playwright.request.newContext({ baseURL })
        try {
          const response = await api.post('/api/login', {
            data: { usernameOrEmail: role, password: DEMO_PASSWORD },
            headers: { Origin: new URL(baseURL).origin },
          })
          if (!response.ok())
            throw new Error(`demo sign-in as ${role} failed: ${response.status()} ${await response.text()}`)
          return await api.storageState()
        } finally {
          await api.dispose()
        }
      }
      const sessions: Sessions = {
        of(role, baseURL) {
          let session = cache.get(key(role, baseURL))
          if (!session) {
            session = signIn(role, baseURL)
            cache.set(key(role, baseURL), session)
            session.catch(() => sessions.forget(role, baseURL))
          }
          return session
        },
        async isValid(role, baseURL) {
          const storageState = await cache.get(key(role, baseURL))
          if (!storageState) return false
          const api = await playwright.request.newContext({ baseURL, storageState })
          try {
            return (await api.get('/api/user')).ok()
          } catch {
            return false // that server is gone
          } finally {
            await api.dispose()
          }
        },
        forget(role, baseURL) {
          cache.delete(key(role, baseURL))
        },
      }
      await use(sessions)
    },
    { scope: 'worker' },
  ],

  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  demoServer: async ({}, use, testInfo) => {
    testInfo.slow()
    const server = await startServer({ webDistDir: WEB_DIST_DIR })
    try {
      await use({ url: server.baseUrl })
    } finally {
      await server.stop()
    }
  },

  newContext: async ({ browser, baseURL, serviceWorkers, reducedMotion }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, serviceWorkers, reducedMotion, ...options })
      contexts.push(context)
      return context
    })
    await Promise.all(contexts.map((context) => context.close()))
  },

  signedInPage: async ({ newContext, baseURL, sessions }, use) => {
    const used = new Map<string, { role: DemoRole; url: string }>()
    await use(async (role, path = '/', options = {}) => {
      const url = options.baseURL ?? baseURL!
      const context = await newContext({ storageState: await sessions.of(role, url), ...options })
      used.set(`${url} ${role}`, { role, url })
      const page = await context.newPage()
      await page.goto(path)
      return { context, page }
    })
    // A test that signed out (or had the account disabled) ended that session: the next one signs in anew.
    for (const { role, url } of used.values())
      if (!(await sessions.isValid(role, url))) sessions.forget(role, url)
  },
})

export type OpenSignedIn = TestFixtures['signedInPage']
export type NewContext = TestFixtures['newContext']

/**
 * The same tests with the service worker registered: offline reloads, precache, updates. They get
 * three times the time: before going offline each installs the worker, which precaches the app's
 * files one request after another (Workbox), then waits for the network to come back.
 */
export const offlineTest = test.extend<{ installsWorker: void }>({
  serviceWorkers: 'allow',
  installsWorker: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      testInfo.slow()
      await use()
    },
    { auto: true },
  ],
})

/**
 * What the server mailed `to`, by purpose ('job-completed', 'review-request'…): the file mailer keeps
 * each message in the data directory's mail folder, named by its time, purpose and recipient.
 */
export function mailedTo(server: { dataDir: string }, to: string): string[] {
  const dir = join(server.dataDir, 'mail')
  const suffix = `-${to}.eml`
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(suffix))
        .sort()
        .map((name) => name.slice(25, -suffix.length))
    : []
}

export { expect }
