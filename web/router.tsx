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
    // left where it is: the router settles it (router.load() in web/main.tsx) before React has drawn
    // anything, when a rendered page may already have been scrolled by its reader and an empty one
    // has nowhere to go. Reading or setting the position then also laid the whole page out, a long
    // task on a phone.
    scrollRestoration: () => {
      const opening = !opened
      opened = true
      return !opening
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
