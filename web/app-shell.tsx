import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { i18n } from './app/i18n.ts'
import { AuthProvider } from './app/session/auth-provider.tsx'
import { SignOutProvider } from './app/sync/sign-out.tsx'
import { SyncProvider } from './app/sync/sync-provider.tsx'
import { AppErrorBoundary } from './features/errors/app-error-boundary.tsx'
import type { AppRouter } from './router.tsx'
import { HydrationProvider } from './ui/use-hydrated.tsx'

/**
 * The whole app: the same tree in the browser and when the build renders public pages to HTML.
 * `hydrating`: the page is HTML the build rendered, which this tree takes over (or renders).
 */
export function AppShell({
  router,
  queryClient,
  hydrating = false,
}: {
  router: AppRouter
  queryClient: QueryClient
  hydrating?: boolean
}) {
  return (
    <StrictMode>
      <HydrationProvider hydrating={hydrating}>
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
      </HydrationProvider>
    </StrictMode>
  )
}
