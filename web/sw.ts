import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { OFFLINE_DOCUMENT_URL, OFFLINE_DOCUMENTS_CACHE } from './app/offline-documents.ts'
import { OUTBOX_SYNC_TAG, sendWaitingRequests } from './app/outbox-send.ts'

/*
 * The service worker (vite-plugin-pwa `injectManifest`, decision 029): the built app from the
 * precache so that any route reloads offline, the shop's pictures and the quote documents a visit
 * kept offline from caches of their own, and the
 * device's outbox sent when the browser fires a Background Sync, even with every tab of the app closed.
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

/** Background Sync's event (Chromium), which the TypeScript library does not describe. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
  readonly lastChance: boolean
}

// A new version waits until the user accepts it (web/app/service-worker.ts, "Refresh"): no reload
// ever surprises someone typing.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The shell, every lazy page chunk and every compiled catalog (vite.config.ts, globPatterns).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }))

// Product pictures: served from the cache at once (the shop browses offline), refreshed behind.
// The catalog store fetches them all after each catalog download (web/app/catalog-store.ts).
registerRoute(
  ({ url }) => url.pathname.startsWith('/api/catalog/images/'),
  new StaleWhileRevalidate({
    cacheName: 'catalog-images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 60 * 60 }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
)

// A quote's documents: from the network while there is one (a signed PDF replaces the unsigned one),
// else the copy a visit made available offline kept (web/app/offline-documents.ts). A weak signal
// waits a few seconds, not a minute, before the copy answers.
registerRoute(
  ({ url }) => OFFLINE_DOCUMENT_URL.test(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_DOCUMENTS_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
)

// The page registers this sync when a request could not be sent for want of a network; the browser
// fires it once the network is back, app open or not. The pass is the page's own (shared module, same
// Web Lock), sent with the user's session cookie (same origin). A pass that still cannot reach the
// server fails the event, so that the browser tries again later.
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  sync.waitUntil(
    sendWaitingRequests().then((result) => {
      if (result.unreachable)
        throw new Error('The server could not be reached: the browser tries again later')
    }),
  )
})
