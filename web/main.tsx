import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AuthProvider } from './app/session/auth-provider.tsx'
import { onLogout } from './app/session/logout-hooks.ts'
import { SignOutProvider } from './app/sync/sign-out.tsx'
import { SyncProvider } from './app/sync/sync-provider.tsx'
import { AppErrorBoundary } from './features/errors/app-error-boundary.tsx'
import { activateLocale, detectLocale, i18n } from './app/i18n.ts'
import { createQueryClient } from './app/query-client.ts'
import { outboxQueued } from './app/device-flags.ts'
import { outboxHoldsRequests } from './app/device-db-probe.ts'
import { createAppRouter } from './router.tsx'
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

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient })

await activateLocale(detectLocale(), { remember: false })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <SyncProvider>
              <SignOutProvider>
                <RouterProvider router={router} />
              </SignOutProvider>
            </SyncProvider>
          </AuthProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nProvider>
  </StrictMode>,
)

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
