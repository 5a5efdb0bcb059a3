import { useEffect, useId } from 'react'
import { createListeners } from '../ui/listeners.ts'

/*
 * What must not be reloaded away by an update of the app: changes this device has not delivered to
 * the server yet, and forms being filled in. The update offer (service-worker.ts) waits while any
 * hold is on and says which; pages and the sync status put them on and take them off.
 */

export type HoldKind = 'unsent' | 'form'

const holds = new Map<string, HoldKind>()
const listeners = createListeners()

export function setUpdateHold(key: string, kind: HoldKind | null): void {
  if ((holds.get(key) ?? null) === kind) return
  if (kind) holds.set(key, kind)
  else holds.delete(key)
  listeners.notify()
}

/** The kinds of hold on now; empty when an update may reload the page. */
export function updateHolds(): ReadonlySet<HoldKind> {
  return new Set(holds.values())
}

export function onUpdateHoldsChange(listener: () => void): () => void {
  return listeners.subscribe(listener)
}

/** Holds updates of the app while `active`, for the component's lifetime. */
export function useUpdateHold(kind: HoldKind, active: boolean): void {
  const key = useId()
  useEffect(() => {
    setUpdateHold(key, active ? kind : null)
    return () => setUpdateHold(key, null)
  }, [key, kind, active])
}

const beforeUpdate = new Set<() => Promise<void>>()

/**
 * Work to end before the new version takes over (the replication's change stream): the browser
 * activates a new service worker only once the old one has no request in flight, and a stream never
 * ends by itself.
 */
export function onBeforeUpdate(step: () => Promise<void>): () => void {
  beforeUpdate.add(step)
  return () => beforeUpdate.delete(step)
}

export async function endWorkBeforeUpdate(): Promise<void> {
  await Promise.allSettled([...beforeUpdate].map((step) => step()))
}
