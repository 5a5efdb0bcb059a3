import { createFileRoute } from '@tanstack/react-router'
import { isSupportStatus, SupportRequestsPage } from '../../features/support/support-requests-page.tsx'
import { validateSupportSearch } from '../../features/support/support-search.ts'

// admin_: beside /admin (the dashboard), not inside it. The page is in the team catalog, which the
// admin layout loads.
export const Route = createFileRoute('/_admin/admin_/support/')({
  validateSearch: validateSupportSearch,
  component: function AdminSupportRequests() {
    const { status } = Route.useSearch()
    return <SupportRequestsPage status={isSupportStatus(status) ? status : null} base="/admin/support" />
  },
})
