import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'

// The quotes' builder, versions and signing load with the first opening of their view.
const QuotesPanel = lazy(() => import('./quotes-panel.tsx'))

/** The estimate's quotes, loaded on demand: the estimator opens without them. */
export function LazyQuotesPanel({ estimate }: { estimate: Estimate }) {
  return (
    <Suspense
      fallback={
        <p className="text-slate-600" role="status">
          <Trans>Opening the quotes…</Trans>
        </p>
      }
    >
      <QuotesPanel estimate={estimate} />
    </Suspense>
  )
}
