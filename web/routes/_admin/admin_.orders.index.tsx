import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { AdminOrdersPage, isOrderStatus } from '../../features/orders/admin-orders-page.tsx'

/** `?status=shipped` filters the list; the page checks the value against domain/shop's statuses. */
export interface AdminOrdersSearch {
  status?: string
}

// admin_: beside /admin (the dashboard), not inside it.
export const Route = createFileRoute('/_admin/admin_/orders/')({
  // The route tree loads eagerly: a small check here rather than domain/ and zod.
  validateSearch: (search: Record<string, unknown>): AdminOrdersSearch =>
    typeof search.status === 'string' && /^[a-z]{1,20}$/.test(search.status) ? { status: search.status } : {},
  loader: () => ensureCatalog('shop'),
  component: AdminOrdersRoute,
})

function AdminOrdersRoute() {
  const { status } = Route.useSearch()
  return <AdminOrdersPage status={isOrderStatus(status) ? status : null} />
}
