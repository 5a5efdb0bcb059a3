import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { EstimateRequestPage } from '../features/estimate-requests/estimate-request-page.tsx'

export const Route = createFileRoute('/homeowner-estimate')({
  loader: () => ensureCatalog('app'),
  component: EstimateRequestPage,
})
