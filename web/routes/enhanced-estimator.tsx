import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { LocalEstimatePage } from '../features/estimates/local-estimate-editor.tsx'

/**
 * The search may carry a job to start from (domain/estimates/prefill.ts, the assistant's link); the
 * page reads it, so the route tree that loads first stays free of the estimate schema.
 */
export const Route = createFileRoute('/enhanced-estimator')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  loader: () => ensureCatalog('app'),
  component: EnhancedEstimatorRoute,
})

function EnhancedEstimatorRoute() {
  return <LocalEstimatePage prefill={Route.useSearch()} />
}
