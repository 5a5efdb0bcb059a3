import { createFileRoute } from '@tanstack/react-router'
import { isSupportStatus, SupportRequestsPage } from '../../features/support/support-requests-page.tsx'
import { validateSupportSearch } from '../../features/support/support-search.ts'

/** The support requests among the team tools: team leads and members answer customers too. */
export const Route = createFileRoute('/_team/support/')({
  validateSearch: validateSupportSearch,
  component: function TeamSupportRequests() {
    const { status } = Route.useSearch()
    return <SupportRequestsPage status={isSupportStatus(status) ? status : null} base="/support" />
  },
})
