import { createFileRoute } from '@tanstack/react-router'
import { AdminAuditPage, auditFiltersFrom } from '../../features/admin/admin-audit-page.tsx'

export const Route = createFileRoute('/_admin/admin_/audit')({
  validateSearch: auditFiltersFrom,
  component: function AdminAuditRoute() {
    return <AdminAuditPage filters={Route.useSearch()} />
  },
})
