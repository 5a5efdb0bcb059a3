import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { AdminRequestsPage } from '../../features/estimate-requests/admin-requests-page.tsx'

// admin_: beside /admin (the dashboard), not inside it. The requests list is in the app catalog.
export const Route = createFileRoute('/_admin/admin_/requests')({
  loader: () => ensureCatalog('app'),
  component: AdminRequestsPage,
})
