import { createFileRoute } from '@tanstack/react-router'
import { AdminAuditPage, auditFiltersFrom } from '../../features/admin/admin-audit-page.tsx'

export const Route = createFileRoute('/_admin/admin_/audit')({
  // Read by the page (the lazy half): the filters' schema stays out of the first download.
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  component: function AdminAuditRoute() {
    return <AdminAuditPage filters={auditFiltersFrom(Route.useSearch())} />
  },
})
