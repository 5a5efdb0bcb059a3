import { createFileRoute } from '@tanstack/react-router'
import { AdminUsersPage, userFiltersFrom } from '../../features/admin/admin-users-page.tsx'

export const Route = createFileRoute('/_admin/admin_/users')({
  // Read by the page (the lazy half): the filters' schema stays out of the first download.
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  component: function AdminUsersRoute() {
    return <AdminUsersPage filters={userFiltersFrom(Route.useSearch())} />
  },
})
