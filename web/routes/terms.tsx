import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { TermsPage } from '../features/marketing/pages/terms-page.tsx'

export const Route = createFileRoute('/terms')({
  loader: () => ensureCatalog('content'),
  component: TermsPage,
})
