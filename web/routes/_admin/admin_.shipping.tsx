import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { ShippingRatesPage } from '../../features/admin/shipping-rates-page.tsx'

// admin_: beside /admin (the dashboard), not inside it.
export const Route = createFileRoute('/_admin/admin_/shipping')({
  loader: () => ensureCatalog('team'),
  component: ShippingRatesPage,
})
