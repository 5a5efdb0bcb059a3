import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { AdminOrderPage } from '../../features/orders/admin-order-page.tsx'

// admin_: beside /admin (the dashboard), not inside it.
export const Route = createFileRoute('/_admin/admin_/orders/$number')({
  loader: () => ensureCatalog('shop'),
  component: AdminOrderRoute,
})

function AdminOrderRoute() {
  const { number } = Route.useParams()
  return <AdminOrderPage number={number} />
}
