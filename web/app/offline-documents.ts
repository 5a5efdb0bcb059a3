/*
 * Documents the API makes (a quote's PDF, its final invoice and warranty certificate) kept on this
 * device for a visit without signal, in the Cache Storage cache `offline-documents`. The page that
 * makes a visit available offline fills it; the service worker answers those URLs from it when the
 * network fails (web/sw.ts), so the usual download link opens the PDF offline.
 *
 * The API answers documents `private, no-store`: that keeps them out of the browser's HTTP cache and
 * any proxy, and Cache Storage, which keeps what it is given whatever the headers say, is the one copy.
 * They are an account's documents: the cache goes with the user's data (wipeSync, at sign-out or when
 * another user signs in on this device).
 */

export const OFFLINE_DOCUMENTS_CACHE = 'offline-documents'

/**
 * The URLs kept and served from that cache: a quote's documents for the team (quotePdfUrl). A RegExp
 * rather than a function, because the service worker's build copies the pattern as text.
 */
export const OFFLINE_DOCUMENT_URL = /\/api\/quotes\/[A-Za-z0-9_-]+\/(?:pdf|invoice|warranty)$/

/** What keeping one document came to. */
export type KeptDocument = 'kept' | 'offline' | 'refused' | 'failed'

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches)

/** Downloads a document into the cache (the service worker may have put it there on the way already). */
export async function keepDocument(url: string): Promise<KeptDocument> {
  const storage = cacheStorage()
  if (!storage) return 'failed'
  let response: Response
  try {
    response = await fetch(url, { credentials: 'same-origin' })
  } catch {
    return 'offline'
  }
  if (response.status === 401 || response.status === 403 || response.status === 404) return 'refused'
  if (!response.ok) return 'failed'
  try {
    await (await storage.open(OFFLINE_DOCUMENTS_CACHE)).put(url, response)
    return 'kept'
  } catch (error) {
    // Quota, or a private window without Cache Storage.
    console.error(`The document ${url} could not be kept on this device`, error)
    return 'failed'
  }
}

/** Of `urls`, those not kept on this device. */
export async function missingDocuments(urls: readonly string[]): Promise<string[]> {
  const storage = cacheStorage()
  if (!storage || urls.length === 0) return [...urls]
  const cache = await storage.open(OFFLINE_DOCUMENTS_CACHE)
  const found = await Promise.all(urls.map((url) => cache.match(url)))
  return urls.filter((_, index) => found[index] === undefined)
}

export async function deleteOfflineDocuments(): Promise<void> {
  await cacheStorage()?.delete(OFFLINE_DOCUMENTS_CACHE)
}
