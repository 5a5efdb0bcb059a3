import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { FALLBACK_LOCALE } from '../domain/i18n/locales.ts'
import { AppShell } from './app-shell.tsx'
import { readCachedUser } from './app/session/get-current-user.ts'
import { onLogout } from './app/session/logout-hooks.ts'
import { activateLocale, detectLocale } from './app/i18n.ts'
import { createQueryClient } from './app/query-client.ts'
import { outboxQueued } from './app/device-flags.ts'
import { outboxHoldsRequests } from './app/device-db-probe.ts'
import { createAppRouter } from './router.tsx'
import { adoptRenderedCatalog } from './app/rendered-catalog.ts'
import { registerServiceWorker } from './app/service-worker.ts'
import { captureInstallPrompt } from './app/install/install-offer.ts'
import { watchStorageFull } from './app/device-storage.ts'
import { showFlashedToast } from './ui/toast-store.ts'
import './styles.css'

// Signing out deletes the account's drafts and chat history from this device (docs/state.md). Registered
// here, for every page, because the rows outlive the page that wrote them; Dexie loads only at sign-out.
onLogout(() => import('./app/device-db.ts').then((device) => device.deleteSignedInRows()))

// Requests queued without signal (an estimate request, a count) are sent when the app starts; Dexie
// loads only if some wait. The flag says so at once; the database itself is asked when the flag is not
// set, since a browser killed just after a request was stored may have lost the flag, never the request.
const startOutbox = () => void import('./app/outbox.ts').then((outbox) => outbox.startOutboxSender())
if (outboxQueued.isSet()) startOutbox()
else void outboxHoldsRequests().then((holds) => holds && startOutbox())

// Chromium offers installing once, early in the page's life: kept for the app's own install button.
captureInstallPrompt()
watchStorageFull()

/** How long an empty page waits for its code and data before the app draws its loader instead. */
const FIRST_RENDER_WAIT_MS = 400

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient })

const locale = detectLocale()
await activateLocale(locale, { remember: false })

// A public page on a first visit arrives rendered, in the default language, for a visitor (the build
// renders it: scripts/prerender.ts). The app takes that HTML over once the page's code and catalogs
// are loaded, so nothing moves. Another language or a signed-in person gets the page rendered anew.
const root = document.getElementById('root')!
// The page's code and data first, so that the first render is the whole page, built in slices:
// loaded by the router once mounted, the page arrived as an urgent update, drawn in one long task.
// A rendered page stays in view meanwhile. An empty one is given a moment only: past it, the app
// shows its loader (or "Verifying your login...") while the rest arrives.
// A product page the server rendered carries the catalog it was rendered with: shown from the start.
const catalog = adoptRenderedCatalog().catch((error: unknown) => console.error(error))
const loading = Promise.all([router.load(), catalog])
if (root.hasChildNodes()) await loading
else await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))])
if (root.hasChildNodes() && locale === FALLBACK_LOCALE && !readCachedUser()) {
  // What TanStack Router's own hydration sets: the top of the tree then renders as on the server,
  // without the Suspense boundary the browser adds for a page it renders itself.
  router.ssr = { manifest: undefined }
  // In a transition, React takes the page over in short slices instead of one long task, so a
  // tap during it is answered at once.
  startTransition(() => {
    hydrateRoot(root, <AppShell router={router} queryClient={queryClient} hydrating />)
  })
} else {
  // The same for a page drawn anew: what was on screen (the rendered page, or nothing) stays until
  // the whole new one is ready, built in slices.
  const app = createRoot(root)
  startTransition(() => {
    app.render(<AppShell router={router} queryClient={queryClient} />)
  })
}

// After the page has loaded, so the worker's precaching never competes with the first paint.
showFlashedToast()

if (import.meta.env.PROD) {
  const register = () =>
    registerServiceWorker().catch((error: unknown) =>
      console.error('Service worker registration failed', error),
    )
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}
