import { useEffect, useState, useSyncExternalStore } from 'react'
import { onEvents } from '../ui/on-events.ts'
import { outboxQueued, useDeviceFlag } from './device-flags.ts'
import type { OutboxCounts } from './outbox.ts'

/*
 * What the screen says about the connection and about the work waiting on this device comes from
 * here: the browser's own online/offline events (they arrive the moment the link changes, where a
 * failed request may take many seconds) and the outbox's waiting requests. The replication's own
 * count and the server's answers are added by the signed-in header (sync-indicator.tsx).
 */

const subscribe = onEvents(() => window, ['online', 'offline'])

/** What the browser believes about the network: a hint for what to say, never a reason not to try. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * How many requests wait in this device's outbox (an order, a bid, a count, a request made offline),
 * and how many wait for the user (stopped or refused), live. The outbox's database is loaded only
 * when the device flag says something is there.
 */
export function useOutboxCounts(): OutboxCounts {
  const queued = useDeviceFlag(outboxQueued)
  const [counts, setCounts] = useState<OutboxCounts>(NONE)
  useEffect(() => {
    if (!queued) {
      setCounts(NONE)
      return
    }
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./outbox.ts').then((outbox) => {
      if (!cancelled) stop = outbox.watchOutboxCounts(setCounts)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [queued])
  return counts
}

const NONE: OutboxCounts = { waiting: 0, attention: 0 }
