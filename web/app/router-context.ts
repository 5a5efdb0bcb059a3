import type { QueryClient } from '@tanstack/react-query'

/**
 * What every route's loader and guard receive. Apart from web/router.tsx, which imports the route
 * tree, so that the routes typing their context do not import the router back.
 */
export interface RouterContext {
  queryClient: QueryClient
}
