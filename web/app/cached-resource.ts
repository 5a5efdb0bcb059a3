import { deviceDb, type DeviceDatabase } from './device-db.ts'

/*
 * A server resource this device keeps a copy of (the catalog, the pricing sheet): a refresh asks with
 * If-None-Match and the version of the copy, the server answers 304 while nothing changed, and a new
 * answer replaces the copy. Offline, or when the server fails, the copy stays: a refresh never throws.
 */

export type RefreshResult = 'updated' | 'current' | 'offline'

export interface CachedResource<T> {
  url: string
  /** How the console names it when a refresh fails for a reason other than the network. */
  name: string
  /** The version of the copy on this device; null when there is none. */
  storedVersion(db: DeviceDatabase): Promise<string | null>
  /** Checks the server's answer. */
  parse(body: unknown): T
  versionOf(fresh: T): string
  store(db: DeviceDatabase, fresh: T): Promise<void>
  /** Runs once the copy is known to be the server's, with its version. */
  whenCurrent?(db: DeviceDatabase, version: string, fetcher: typeof fetch): Promise<void>
}

/**
 * The refresh of a resource; calls while one is under way share it. `adopt` keeps a copy that came
 * another way (inside the page the server rendered) as if just downloaded: a refresh asked meanwhile
 * waits for it, then finds the copy current.
 */
export function cachedResource<T>(resource: CachedResource<T>) {
  let inFlight: Promise<RefreshResult> | null = null
  const track = (flight: Promise<RefreshResult>) => {
    const tracked = flight.finally(() => {
      if (inFlight === tracked) inFlight = null
    })
    inFlight = tracked
    return tracked
  }
  const refresh = (db: DeviceDatabase = deviceDb(), fetcher: typeof fetch = fetch) =>
    inFlight ?? track(settle(resource, download(resource, db, fetcher)))
  const adopt = (fresh: T, db: DeviceDatabase = deviceDb(), fetcher: typeof fetch = fetch) =>
    track(settle(resource, keep(resource, fresh, db, fetcher)))
  return Object.assign(refresh, { adopt })
}

async function download<T>(
  resource: CachedResource<T>,
  db: DeviceDatabase,
  fetcher: typeof fetch,
): Promise<RefreshResult> {
  // A device that cannot store (storage refused) has no copy: the answer is still used (shown).
  const version = await resource.storedVersion(db).catch(() => null)
  const response = await fetcher(resource.url, {
    headers: version ? { 'If-None-Match': `"${version}"` } : {},
    credentials: 'same-origin',
  })
  if (response.status === 304 && version) {
    await resource.whenCurrent?.(db, version, fetcher)
    return 'current'
  }
  if (!response.ok) return 'offline'
  return keep(resource, resource.parse(await response.json()), db, fetcher)
}

/** Stores a new copy; its `store` runs at once (before any wait), so what it shows is shown at once. */
async function keep<T>(
  resource: CachedResource<T>,
  fresh: T,
  db: DeviceDatabase,
  fetcher: typeof fetch,
): Promise<RefreshResult> {
  await resource.store(db, fresh)
  await resource.whenCurrent?.(db, resource.versionOf(fresh), fetcher)
  return 'updated'
}

/** Never throws: without network, or when the server or the device fails, the copy stays as it was. */
async function settle(resource: { name: string }, work: Promise<RefreshResult>): Promise<RefreshResult> {
  try {
    return await work
  } catch (error) {
    // A TypeError is fetch's "no network"; anything else is a fault worth seeing.
    if (!(error instanceof TypeError)) console.error(`The ${resource.name} could not be refreshed`, error)
    return 'offline'
  }
}
