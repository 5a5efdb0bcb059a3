import type { Page } from '@playwright/test'
import { expect, SYNC_WAIT, waitForServiceWorkerControl } from './fixtures.ts'

/*
 * Network and sync helpers shared by the offline specs: cutting the network the way a job site does,
 * and reading what reached the server.
 */

/** The header's sync indicator (docs/decisions/005, "Client"). */
export const syncStatus = (page: Page) => page.getByRole('banner').getByRole('status')

export interface ServerEstimate {
  id: string
  name: string
  totalPriceCents: number
  windows: { id: string; width: number; height: number; label: string; photos: string[] }[]
}

/** What the server holds for the signed-in user (the request carries the page's session cookie). */
export async function serverEstimates(page: Page): Promise<ServerEstimate[]> {
  const response = await page.request.get('/api/sync/v2/estimates/pull?updatedAt=&id=&limit=1000')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { documents: ServerEstimate[] }).documents
}

/**
 * Cuts the network and waits until the page's own requests (which go through the service worker)
 * fail too: Chromium applies the cut to the worker a moment later, and a push slipping through in
 * that moment would make the test about something else.
 */
export async function goOffline(page: Page): Promise<void> {
  // Belt and braces: the emulated cut has let a request slip through now and then.
  await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'))
  await page.context().setOffline(true)
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    )
    .toBe('offline')
}

export async function goOnline(page: Page): Promise<void> {
  await page.context().unrouteAll()
  await page.context().setOffline(false)
}

/** The Playwright network cut also fails EventSource and fetch; Chromium logs those. */
export const offlineNoise = (error: string) =>
  /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to load resource|Failed to fetch|EventSource/.test(
    error,
  )

/** A JPEG as a phone camera would hand it over (3000 × 1500 by default: larger than the app stores). */
export async function cameraPhoto(page: Page, width = 3000, height = 1500): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h)
      const context = canvas.getContext('2d')!
      context.fillStyle = '#5b8fb9'
      context.fillRect(0, 0, w, h)
      context.fillStyle = '#f4e4c1'
      context.fillRect(w / 10, h / 8, w / 2.5, h / 1.5)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
      return [...new Uint8Array(await blob.arrayBuffer())]
    },
    [width, height] as const,
  )
  return Buffer.from(bytes)
}

/**
 * On /estimator: once the worker controls the page and the device is in sync, cuts the network and
 * starts a new estimate; its id.
 */
export async function newEstimateOffline(page: Page): Promise<string> {
  await waitForServiceWorkerControl(page)
  await expect(syncStatus(page)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
  await goOffline(page)
  await page.getByRole('button', { name: 'New estimate', exact: true }).click()
  await expect(page).toHaveURL(/estimate=/)
  return new URL(page.url()).searchParams.get('estimate')!
}

/**
 * What Chromium fires when the app can be installed (headless Chromium never does), with a prompt
 * that marks the page when used and answers `outcome`. True when the app kept it for its own button.
 */
export const offerInstalling = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((answer) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void document.body.setAttribute('data-install-prompted', ''),
      userChoice: Promise.resolve({ outcome: answer }),
    })
    window.dispatchEvent(offer)
    return offer.defaultPrevented
  }, outcome)
