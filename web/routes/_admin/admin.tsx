import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage } from '../../features/admin/admin-dashboard-page.tsx'

// The team catalog (the admin area's) is loaded by the _admin layout.
export const Route = createFileRoute('/_admin/admin')({ component: AdminDashboardPage })
