import { createFileRoute } from '@tanstack/react-router'
import { AdminUsersPage, userFiltersFrom } from '../../features/admin/admin-users-page.tsx'

export const Route = createFileRoute('/_admin/admin_/users')({
  validateSearch: userFiltersFrom,
  component: function AdminUsersRoute() {
    return <AdminUsersPage filters={Route.useSearch()} />
  },
})
