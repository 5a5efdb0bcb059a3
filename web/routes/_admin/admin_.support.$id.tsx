import { createFileRoute } from '@tanstack/react-router'
import { SupportRequestPage } from '../../features/support/support-request-page.tsx'

// admin_: beside /admin (the dashboard), not inside it.
export const Route = createFileRoute('/_admin/admin_/support/$id')({
  component: SupportRequestRoute,
})

function SupportRequestRoute() {
  const { id } = Route.useParams()
  return <SupportRequestPage id={id} base="/admin/support" />
}
