import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { PricingSheetPage } from '../../features/admin/pricing-sheet-page.tsx'

// admin_: beside /admin (the dashboard), not inside it.
export const Route = createFileRoute('/_admin/admin_/pricing')({
  loader: () => ensureCatalog('team'),
  component: PricingSheetPage,
})
