import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { AdminTaxRatesPage } from '../../features/shop/admin-tax-rates-page.tsx'

// admin_: beside /admin (the dashboard), not inside it.
export const Route = createFileRoute('/_admin/admin_/tax-rates')({
  loader: () => ensureCatalog('shop'),
  component: AdminTaxRatesPage,
})
