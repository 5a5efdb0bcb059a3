import { msg } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { toast } from '../ui/toast-store.ts'
import { i18n } from './i18n.ts'

/*
 * The browser's storage for this app on this device: how much it uses and may use, and whether the
 * browser promised to keep it. Browsers clear "best-effort" storage when the disk fills up (and Safari
 * after seven days without a visit, unless the app is installed): a day's work offline would go with
 * it. The app asks for persistent storage once, at the first save that matters (an estimate, a count,
 * an order, the install day), never on load, where a browser may count it against the site.
 */

const ASKED = 'storage:persist-asked'

/** Less room than this left, or less than a tenth of what the app may use, is low: photos stop fitting. */
const LOW_SPACE_BYTES = 50 * 1024 * 1024

const FULL_TITLE = msg`This device is out of space`
const FULL_BODY = msg`The last change could not be saved here. Everything saved before is kept, and nothing waiting to be sent is dropped. Free some space on the device (photos, videos or apps you no longer need), then make the change again.`
const LOW_TITLE = msg`Space is running low on this device`
const LOW_BODY = msg`Photos may soon stop fitting. Let the app sync, then free some space on the device (photos, videos or apps you no longer need).`

/**
 * A warning is repeated at most this often: low room once in a while is enough to act on (on every
 * save it is noise); a failed write is said again for the next change that fails.
 */
const REPEAT_MS = { full: 10_000, low: 10 * 60_000 }
const lastWarned = { full: 0, low: 0 }

function warnOnce(kind: keyof typeof REPEAT_MS, title: string, description: string): void {
  const now = Date.now()
  if (now - lastWarned[kind] < REPEAT_MS[kind]) return
  lastWarned[kind] = now
  toast({ title, description, variant: 'destructive', duration: Infinity })
}

/**
 * Called at each save that matters (an estimate, a count, an order, the install day): asks the browser
 * to keep this device's data, once per device, and warns when room runs low.
 */
export async function keepDataOnThisDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.storage) return
  try {
    if (navigator.storage.persist && localStorage.getItem(ASKED) !== '1') {
      localStorage.setItem(ASKED, '1')
      if (!(await navigator.storage.persisted())) await navigator.storage.persist()
    }
    await warnWhenSpaceLow()
  } catch (error) {
    // A browser that refuses the question still stores; the device panel says what it does.
    console.warn('Persistent storage could not be asked for', error)
  }
}

/** Room is read at most this often at saves: an install day saves at every field the crew fills in. */
const SPACE_CHECK_EVERY_MS = 60_000
let spaceCheckedAt = 0

async function warnWhenSpaceLow(): Promise<void> {
  const now = Date.now()
  if (now - spaceCheckedAt < SPACE_CHECK_EVERY_MS || !navigator.storage.estimate) return
  spaceCheckedAt = now
  const { usage, quota } = await navigator.storage.estimate()
  if (usage !== undefined && quota !== undefined && isLowSpace(usage, quota))
    warnOnce('low', i18n._(LOW_TITLE), i18n._(LOW_BODY))
}

/** The browser refused a write for lack of room; Dexie and RxDB pass its error on, sometimes wrapped. */
function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false
  const { name, inner, cause, parameters } = error as {
    name?: unknown
    inner?: unknown
    cause?: unknown
    parameters?: { error?: unknown }
  }
  if (name === 'QuotaExceededError') return true
  return [inner, cause, parameters?.error].some((wrapped) => isStorageFull(wrapped, depth + 1))
}

/**
 * Says, in words, what to do when a write failed for lack of room, wherever it failed: the saves of
 * the pages are fire-and-forget, so their failures arrive as unhandled rejections.
 */
export function watchStorageFull(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (isStorageFull(event.reason)) tellStorageFull()
  })
}

function tellStorageFull(): void {
  warnOnce('full', i18n._(FULL_TITLE), i18n._(FULL_BODY))
}

export interface DeviceStorage {
  /** Bytes the app's data takes; null where the browser does not say. */
  usageBytes: number | null
  /** Bytes the app may use; null where the browser does not say. */
  quotaBytes: number | null
  /** Whether the browser promised not to clear it; null where it cannot be asked. */
  persisted: boolean | null
  /** Little room left: the next photos may not fit. */
  low: boolean
}

function isLowSpace(usageBytes: number, quotaBytes: number): boolean {
  const left = quotaBytes - usageBytes
  return left < LOW_SPACE_BYTES || left < quotaBytes / 10
}

async function readDeviceStorage(): Promise<DeviceStorage> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
  const [estimate, persisted] = await Promise.all([
    storage?.estimate ? storage.estimate().catch(() => null) : null,
    storage?.persisted ? storage.persisted().catch(() => null) : null,
  ])
  const usageBytes = estimate?.usage ?? null
  const quotaBytes = estimate?.quota ?? null
  return {
    usageBytes,
    quotaBytes,
    persisted,
    low: usageBytes !== null && quotaBytes !== null && isLowSpace(usageBytes, quotaBytes),
  }
}

/** The device's storage, read when `open` turns true and every 10 s while it stays so; null until read. */
export function useDeviceStorage(open: boolean): DeviceStorage | null {
  const [storage, setStorage] = useState<DeviceStorage | null>(null)
  useEffect(() => {
    if (!open) return
    let cancelled = false
    const read = () => void readDeviceStorage().then((next) => !cancelled && setStorage(next))
    read()
    const timer = setInterval(read, 10_000)
    return () => {
      cancelled = true
      clearInterval(timer)
    }
  }, [open])
  return storage
}
