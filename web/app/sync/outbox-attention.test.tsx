// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Dexie } from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { deviceDb } from '../device-db.ts'
import { enqueue } from '../outbox.ts'
import { OUTBOX_ATTENTION_AFTER } from '../outbox-send.ts'
import { rollCountRequest } from '../../test/device-db.ts'
import { OutboxAttention } from './outbox-attention.tsx'
import { SyncIndicator } from './sync-indicator.tsx'

// The replication is in order: what the indicator says comes from the outbox.
vi.mock('./sync-provider.tsx', () => ({
  useSyncStatus: () => ({ online: true, pendingChanges: 0, lastSyncedAt: null, error: null }),
}))

beforeAll(() => {
  // The list and the indicator read the app's device database: let Dexie find fake-indexeddb.
  Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange })
  // `plural` (core macro) speaks through the app's i18n, as in the app.
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  await deviceDb().outbox.clear()
  localStorage.clear()
})

function renderIn(children: ReactNode) {
  return render(<I18nProvider i18n={i18n}>{children}</I18nProvider>)
}

/** Two counts of one roll: the first one the server kept failing, the second waiting behind it. */
async function stoppedCount() {
  await enqueue(rollCountRequest('stuck', { countedFt: 42.5 }))
  await enqueue(rollCountRequest('behind', { countedFt: 40 }))
  await deviceDb().outbox.update('stuck', {
    state: 'attention',
    attempts: OUTBOX_ATTENTION_AFTER,
    serverFailures: OUTBOX_ATTENTION_AFTER,
    lastError: 'HTTP 503',
  })
}

/** The server, as fetch sees it: what it received, in order. */
function serverTakingEverything() {
  const received: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      received.push((JSON.parse(String(init.body)) as { id: string }).id)
      return new Response(JSON.stringify({ ok: true }), { headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return received
}

describe('the requests that need the user, in "This device"', () => {
  it('says what stopped and why; "Try again" sends it, and what waited behind it follows', async () => {
    await stoppedCount()
    renderIn(<OutboxAttention />)
    const item = await screen.findByRole('listitem', { name: 'Roll count: 42.5 ft' })
    expect(item.textContent).toContain(
      `The server did not take it: error 503, ${OUTBOX_ATTENTION_AFTER} tries in a row.`,
    )

    const received = serverTakingEverything()
    await act(() => fireEvent.click(within(item).getByRole('button', { name: 'Try again' })))
    await waitFor(() => expect(received).toEqual(['stuck', 'behind']))
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull())
    expect((await deviceDb().outbox.get('stuck'))?.state).toBe('sent')
  })

  it('discards a request only once the user confirmed what is lost', async () => {
    await stoppedCount()
    await enqueue({
      id: 'refused-bid',
      kind: 'bid',
      method: 'POST',
      url: '/api/jobs/job-1/bids',
      body: { id: 'refused-bid', priceCents: 120_000 },
      summary: { jobId: 'job-1', priceCents: 120_000 },
      owner: 'user-1',
      record: 'job:job-1',
    })
    await deviceDb().outbox.update('refused-bid', {
      state: 'failed',
      refusal: { status: 409, code: 'jobClosed', message: 'This job is no longer open' },
    })
    const received = serverTakingEverything()
    renderIn(<OutboxAttention />)

    // A refused request: its reason, and no "Try again" (the server will refuse it again).
    const bid = await screen.findByRole('listitem', { name: 'Bid of $1,200.00' })
    expect(bid.textContent).toContain('The server refused it: it conflicts with a change made elsewhere.')
    expect(within(bid).queryByRole('button', { name: 'Try again' })).toBeNull()

    const count = screen.getByRole('listitem', { name: 'Roll count: 42.5 ft' })
    fireEvent.click(within(count).getByRole('button', { name: 'Discard' }))
    const confirm = await screen.findByRole('dialog', { name: 'Discard this request?' })
    expect(confirm.textContent).toContain(
      '“Roll count: 42.5 ft” is deleted from this device and never reaches the server. This cannot be undone.',
    )
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await deviceDb().outbox.get('stuck')).toBeDefined()

    fireEvent.click(within(count).getByRole('button', { name: 'Discard' }))
    const again = await screen.findByRole('dialog', { name: 'Discard this request?' })
    await act(() => fireEvent.click(within(again).getByRole('button', { name: 'Discard' })))
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Roll count: 42.5 ft' })).toBeNull())
    expect(await deviceDb().outbox.get('stuck')).toBeUndefined()
    // The count that waited behind it is free to go; the discarded one never went.
    await waitFor(() => expect(received).toEqual(['behind']))
    expect(screen.getByRole('listitem', { name: 'Bid of $1,200.00' })).toBeDefined()
  })
})

describe("the header's sync indicator", () => {
  it('says when requests need attention, and opens where they are', async () => {
    await stoppedCount()
    const show = vi.fn()
    renderIn(<SyncIndicator onShowAttention={show} />)
    await screen.findByRole('status', { name: 'Needs your attention — 1 request needs your attention' })
    fireEvent.click(screen.getByRole('button', { name: 'Show what needs your attention' }))
    expect(show).toHaveBeenCalledTimes(1)
  })
})
