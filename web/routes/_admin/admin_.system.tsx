import { createFileRoute } from '@tanstack/react-router'
import { AdminSystemPage } from '../../features/admin/admin-system-page.tsx'

export const Route = createFileRoute('/_admin/admin_/system')({ component: AdminSystemPage })
