import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { EstimatorPage } from '../../features/estimates/estimator-page.tsx'
import { lazy, Suspense } from 'react'
import { LazyQuotesPanel } from '../../features/quotes/lazy-quotes-panel.tsx'

/**
 * `?demo=true` makes "New estimate" start from a prefilled sample; `?estimate=<id>` opens one of
 * the user's estimates.
 */
export interface EstimatorSearch {
  demo?: true
  estimate?: string
}

export const Route = createFileRoute('/_member/estimator')({
  // The route tree loads eagerly, so this stays a small check rather than pulling zod (domain/) into the first download.
  // The pattern is domain/estimates' DOCUMENT_ID_PATTERN.
  validateSearch: (search: Record<string, unknown>): EstimatorSearch => ({
    ...(search.demo === true || search.demo === 'true' ? { demo: true } : {}),
    ...(typeof search.estimate === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(search.estimate)
      ? { estimate: search.estimate }
      : {}),
  }),
  loader: () => ensureCatalog('app'),
  component: EstimatorRoute,
})

// Shown in an opened estimate only, which loads its own code too.
const OfflineReadyPanel = lazy(() =>
  import('../../features/offline-ready/offline-ready-panel.tsx').then((module) => ({
    default: module.OfflineReadyPanel,
  })),
)

function EstimatorRoute() {
  const { demo, estimate } = Route.useSearch()
  return (
    <EstimatorPage
      estimate={estimate}
      demo={demo === true}
      quotes={(saved) => <LazyQuotesPanel estimate={saved} />}
      offline={(saved) => (
        <Suspense>
          <OfflineReadyPanel visit={{ kind: 'estimate', estimate: saved }} />
        </Suspense>
      )}
    />
  )
}
