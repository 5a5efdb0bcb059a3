import { useSyncExternalStore } from 'react'

/*
 * Yes/no facts about the device the app reads on start without loading Dexie (web/app/device-db.ts):
 * kept in localStorage. Blocked storage reads as "no"; the pages that need Dexie open it themselves.
 */

const CHANGED = 'device-flag-changed'

export interface DeviceFlag {
  isSet(): boolean
  set(on: boolean): void
}

function deviceFlag(key: string): DeviceFlag {
  return {
    isSet() {
      try {
        return localStorage.getItem(key) === '1'
      } catch {
        return false
      }
    },
    set(on) {
      try {
        if (on === this.isSet()) return
        if (on) localStorage.setItem(key, '1')
        else localStorage.removeItem(key)
        window.dispatchEvent(new Event(CHANGED))
      } catch {
        // not fatal: see isSet
      }
    },
  }
}

/** Requests wait in the outbox (web/app/outbox.ts): web/main.tsx starts the sender on start. */
export const outboxQueued = deviceFlag('outbox:queued')

/** The cart of whoever uses the device holds something: the header shows its count. */
export const cartFilled = deviceFlag('cart:filled')

/** A flag's value, re-rendering when this tab changes it. */
export function useDeviceFlag(flag: DeviceFlag): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener(CHANGED, onChange)
      return () => window.removeEventListener(CHANGED, onChange)
    },
    () => flag.isSet(),
    () => false,
  )
}

/** The person said "Not now" to installing the app: it is never suggested again, only in the menu. */
export const installDeclined = deviceFlag('install:declined')
