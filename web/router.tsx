import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorScreen } from './features/errors/error-screen.tsx'
import { NotFound } from './features/errors/not-found.tsx'
import { PageLoader } from './features/layout/page-loader.tsx'
import type { RouterContext } from './app/router-context.ts'
import { routeTree } from './routeTree.gen.ts'

/** `history`: the browser's by default; the build's page rendering passes one in memory. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  let opened = false
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // New pages start at the top; Back restores where the reader was. The page the app opens on is
    // the exception: a visitor may have scrolled the rendered page before the app took it over, or
    // the browser restored the place on a reload, and the router would throw them back to the top.
    scrollRestoration: () => {
      const opening = !opened
      opened = true
      // The position is read where the router would set it anyway (the page is laid out once).
      return !(opening && typeof window !== 'undefined' && window.scrollY > 0)
    },
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ({ error, reset }) => <ErrorScreen error={error} reset={reset} />,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
