import type { Page } from '@playwright/test'
import { expect, SYNC_WAIT, test } from './fixtures.ts'
import { serverEstimates, syncStatus } from './network.ts'

/*
 * One tab replicates for all the tabs of a browser (RxDB's leader election). When that tab is closed,
 * or frozen by the browser (a background tab on a phone), another takes over: a change made in any
 * tab still reaches the server, within seconds.
 */

// The promise under test, not a margin for slowness: another tab takes over within ten seconds.
const TAKEOVER = { timeout: 10_000 }

/** A new estimate named `name` in `page`; its id. */
async function newEstimate(page: Page, name: string): Promise<string> {
  await page.goto('/estimator')
  await page.getByRole('button', { name: 'New estimate', exact: true }).click()
  await expect(page).toHaveURL(/estimate=/)
  await page.getByLabel('Estimate name').fill(name)
  await page.getByLabel('Estimate name').press('Tab')
  return new URL(page.url()).searchParams.get('estimate')!
}

const onServer = (page: Page, id: string) => async () =>
  (await serverEstimates(page)).find((estimate) => estimate.id === id)?.name ?? null

for (const loss of ['closed', 'frozen'] as const) {
  test(`a change in one tab reaches the server when the tab that replicated is ${loss}`, async ({
    signedInPage,
  }) => {
    const { context, page: first } = await signedInPage('homeowner', '/estimator')
    await expect(syncStatus(first)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)
    const second = await context.newPage()
    await second.goto('/estimator')
    await expect(syncStatus(second)).toHaveAccessibleName(/^Synced/, SYNC_WAIT)

    if (loss === 'closed') await first.close()
    else {
      const cdp = await context.newCDPSession(first)
      await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
    }
    const name = `Tab ${loss} ${Date.now().toString(36)}`
    const id = await newEstimate(second, name)
    await expect.poll(onServer(second, id), TAKEOVER).toBe(name)
  })
}
