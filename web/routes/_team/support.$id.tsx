import { createFileRoute } from '@tanstack/react-router'
import { SupportRequestPage } from '../../features/support/support-request-page.tsx'

export const Route = createFileRoute('/_team/support/$id')({
  component: function TeamSupportRequest() {
    return <SupportRequestPage id={Route.useParams().id} base="/support" />
  },
})
