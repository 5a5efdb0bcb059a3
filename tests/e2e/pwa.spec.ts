import { chromium, type Page } from '@playwright/test'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../api/test/spawn-server.ts'
import { CHROMIUM_LAUNCH } from '../chromium.ts'
import { goOffline, goOnline, offerInstalling, syncStatus } from './network.ts'
import { DEMO_PASSWORD } from './auth-fixtures.ts'
import {
  expect,
  offlineTest,
  SYNC_WAIT,
  test,
  waitForPicturesCached,
  toasts,
  waitForServiceWorkerControl,
  watchConsole,
} from './fixtures.ts'

test.describe('installable app', () => {
  offlineTest('Chromium finds nothing that prevents installing it', async ({ baseURL }) => {
    // Installability is never granted in an incognito context, which is what Playwright makes by default.
    const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'profile-')), {
      ...CHROMIUM_LAUNCH,
      baseURL,
    })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await page.evaluate(() => navigator.serviceWorker.ready)
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])

      const manifest = await (await page.request.get('/manifest.webmanifest')).json()
      expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', theme_color: '#0b1f3a' })
      expect(
        manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
      ).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    } finally {
      await context.close()
    }
  })
})

test.describe('installing', () => {
  test("the menu installs with the browser's prompt once the browser offers it, and not after installing", async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const page = await context.newPage()
    await page.goto('/')
    const install = page.getByRole('dialog').getByRole('button', { name: 'Install the app' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(install).toHaveCount(0)
    await page.keyboard.press('Escape')

    // The app keeps the offer for its own button instead of the browser's bar over the page.
    expect(await offerInstalling(page, 'accepted')).toBe(true)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await install.click()
    await expect(page.locator('body')).toHaveAttribute('data-install-prompted')
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
    await expect(install).toHaveCount(0)
    await context.close()
  })

  test('Safari on an iPhone is told how to add the app to the home screen', async ({ newContext }) => {
    const context = await newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Install the app' }).click()
    const steps = page.getByRole('dialog', { name: 'Add the app to your home screen' })
    await expect(steps.getByRole('listitem')).toHaveText([
      /Tap Share in Safari’s toolbar/,
      'Choose “Add to Home Screen”.',
      'Tap “Add”. The app is on your home screen.',
    ])
    await context.close()
  })
})

test.describe('offline', () => {
  offlineTest(
    'once the worker is active, any page reloads and opens with the network cut',
    async ({ page, context }, testInfo) => {
      const errors = watchConsole(page)
      await page.goto('/')
      await waitForServiceWorkerControl(page)
      await waitForPicturesCached(page)

      await context.setOffline(true)
      const started = Date.now()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const reloadMs = Date.now() - started
      testInfo.annotations.push({ type: 'offline reload of / (ms)', description: String(reloadMs) })
      console.log(`Offline reload of / took ${reloadMs} ms`)

      // Pages never visited come from the precache too, lazy chunks and all.
      for (const path of ['/solar-control-films', '/faq', '/track-order', '/no-such-page']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      }
      // Client-side navigation to a page whose chunk was never loaded.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
      await expect(page).toHaveURL('/terms')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await context.setOffline(false)
      expect(errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([])
    },
  )

  offlineTest('the chosen language is there offline too', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorkerControl(page)
    await page.evaluate(() => localStorage.setItem('lang', 'zh'))
    await context.setOffline(true)
    await page.goto('/pricing')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await context.setOffline(false)
  })
})

/** A copy of a built web app in a folder of its own, so a test can swap builds under a running server. */
function copyBuild(from: string, to = mkdtempSync(join(tmpdir(), 'web-'))): string {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
  return to
}

/** The toast in the notifications region (Radix also renders a text-only copy for screen readers). */
const updateNotice = (page: Page) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'App Update Available' })

/** The worker checks for the update, then installs the second build (precaching it file by file). */
const UPDATE_WAIT = { timeout: 20_000 }

test.describe('update flow', () => {
  // Each test runs its own server so it can replace the build under it.
  test.describe.configure({ mode: 'serial' })

  async function openThenShipSecondBuild(page: Page, { signIn = false, path = '/' } = {}) {
    const webDir = copyBuild('dist/web')
    const server = await startServer({ webDistDir: webDir, seedDemo: signIn })
    if (signIn) {
      const signedIn = await page.request.post(`${server.baseUrl}/api/login`, {
        data: { usernameOrEmail: 'homeowner', password: DEMO_PASSWORD },
        headers: { Origin: server.baseUrl },
      })
      expect(signedIn.ok()).toBe(true)
    }
    await page.goto(`${server.baseUrl}${path}`)
    await waitForServiceWorkerControl(page)
    copyBuild('dist/web-next', webDir)
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()))
    return server
  }

  offlineTest(
    'a new version is announced, with a notification when allowed, and Refresh switches to it',
    async ({ newContext }) => {
      const context = await newContext({ permissions: ['notifications'] })
      await context.addInitScript(() => {
        const shown: { title: string; body?: string }[] = []
        ;(window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown
        class RecordingNotification {
          static permission = 'granted'
          static requestPermission = async () => 'granted'
          constructor(title: string, options?: NotificationOptions) {
            shown.push({ title, body: options?.body })
          }
          close() {}
        }
        Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true })
      })
      const page = await context.newPage()
      const server = await openThenShipSecondBuild(page)
      try {
        const notice = updateNotice(page)
        await expect(notice).toBeVisible(UPDATE_WAIT)
        await expect(notice).toContainText('A new version of the app is available. Refresh to update.')
        expect(
          await page.evaluate(
            () => (window as unknown as { shownNotifications: unknown[] }).shownNotifications,
          ),
        ).toEqual([
          {
            title: 'App Update Available',
            body: 'A new version of the app is available. Refresh to update.',
          },
        ])

        const reloaded = page.waitForEvent('load')
        await notice.getByRole('button', { name: 'Refresh' }).click()
        await reloaded
        await page.goto(`${server.baseUrl}/debug-env`)
        await expect(page.getByText('next-build')).toBeVisible()
      } finally {
        await server.stop()
        await context.close()
      }
    },
  )

  offlineTest(
    'without notification permission the update is only logged besides the notice',
    async ({ newContext }) => {
      const context = await newContext()
      const page = await context.newPage()
      const logged: string[] = []
      page.on('console', (message) => logged.push(message.text()))
      const server = await openThenShipSecondBuild(page)
      try {
        await expect(updateNotice(page)).toBeVisible(UPDATE_WAIT)
        expect(logged).toContain(
          'App Update Available: A new version of the app is available. Refresh to update.',
        )
      } finally {
        await server.stop()
        await context.close()
      }
    },
  )

  offlineTest(
    'Refresh waits until the changes made on this device reach the server, says why, and loses nothing',
    async ({ newContext }) => {
      const context = await newContext()
      const page = await context.newPage()
      const server = await openThenShipSecondBuild(page, { signIn: true, path: '/estimator' })
      try {
        const notice = updateNotice(page)
        await expect(notice).toBeVisible(UPDATE_WAIT)
        await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)

        // An estimate made without signal: it is on this device only when Refresh is pressed.
        await goOffline(page)
        await page.getByRole('button', { name: 'New estimate', exact: true }).click()
        await expect(page).toHaveURL(/estimate=/)
        const id = new URL(page.url()).searchParams.get('estimate')!
        await page.getByLabel('Estimate name').fill('Sunroom, measured before the update')
        await page.getByLabel('Estimate name').press('Tab')
        await expect(page.getByText(/^On this device only/)).toBeVisible()
        await page.evaluate(() => Object.assign(window, { beforeUpdate: true }))
        await notice.getByRole('button', { name: 'Refresh' }).click()

        const waitingNotice = toasts(page)
          .getByRole('listitem')
          .filter({ hasText: 'The update waits for your work' })
        await expect(waitingNotice).toContainText(
          'Changes made on this device have not reached the server yet.',
        )
        // Still the same page: nothing reloaded over the unsent estimate.
        expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true)

        // Back online, the estimate goes first, then the app reloads into the new version by itself.
        const reloaded = page.waitForEvent('load', SYNC_WAIT)
        await goOnline(page)
        await reloaded
        expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false)
        const nameOnServer = () =>
          page.evaluate(async (estimateId) => {
            const response = await fetch('/api/sync/v2/estimates/pull?updatedAt=&id=&limit=1000')
            const { documents } = (await response.json()) as { documents: { id: string; name: string }[] }
            return documents.find((estimate) => estimate.id === estimateId)?.name
          }, id)
        await expect.poll(nameOnServer).toBe('Sunroom, measured before the update')
        await expect(page.getByLabel('Estimate name')).toHaveValue('Sunroom, measured before the update')
        await page.goto(`${server.baseUrl}/debug-env`)
        await expect(page.getByText('next-build')).toBeVisible()
      } finally {
        await server.stop()
        await context.close()
      }
    },
  )
})
