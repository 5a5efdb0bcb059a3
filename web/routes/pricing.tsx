import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../app/i18n.ts'
import { PricingPage } from '../features/marketing/pages/pricing-page.tsx'

export const Route = createFileRoute('/pricing')({
  loader: () => ensureCatalog('content'),
  component: PricingPage,
})
