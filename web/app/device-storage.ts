import { useEffect, useState } from 'react'

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

/** Asks the browser to keep this device's data, once per device, at the first save that matters. */
export async function keepDataOnThisDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return
  try {
    if (localStorage.getItem(ASKED) === '1') return
    localStorage.setItem(ASKED, '1')
    if (!(await navigator.storage.persisted())) await navigator.storage.persist()
  } catch (error) {
    // A browser that refuses the question still stores; the device panel says what it does.
    console.warn('Persistent storage could not be asked for', error)
  }
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
