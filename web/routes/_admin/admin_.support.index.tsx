import { createFileRoute } from '@tanstack/react-router'
import { isSupportStatus, SupportRequestsPage } from '../../features/support/support-requests-page.tsx'

/** `?status=open` filters the list; the page checks the value against domain/support's statuses. */
interface SupportSearch {
  status?: string
}

// admin_: beside /admin (the dashboard), not inside it. The page is in the team catalog, which the
// admin layout loads.
export const Route = createFileRoute('/_admin/admin_/support/')({
  // The route tree loads eagerly: a small check here rather than domain/ and zod.
  validateSearch: (search: Record<string, unknown>): SupportSearch =>
    typeof search.status === 'string' && /^[a-zA-Z]{1,20}$/.test(search.status)
      ? { status: search.status }
      : {},
  component: SupportRequestsRoute,
})

function SupportRequestsRoute() {
  const { status } = Route.useSearch()
  return <SupportRequestsPage status={isSupportStatus(status) ? status : null} />
}
