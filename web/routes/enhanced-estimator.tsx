import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { LocalEstimatePage } from '../features/estimates/local-estimate-editor.tsx'

export const Route = createFileRoute('/enhanced-estimator')({
  loader: () => ensureCatalog('app'),
  component: LocalEstimatePage,
})
