import { createRouter } from '@tanstack/react-router'
import { ErrorScreen } from './features/errors/error-screen.tsx'
import { NotFound } from './features/errors/not-found.tsx'
import { PageLoader } from './features/layout/page-loader.tsx'
import type { RouterContext } from './app/router-context.ts'
import { routeTree } from './routeTree.gen.ts'

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // New pages start at the top; Back restores where the reader was.
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ({ error, reset }) => <ErrorScreen error={error} reset={reset} />,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
