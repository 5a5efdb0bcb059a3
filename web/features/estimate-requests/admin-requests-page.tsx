import { useLingui } from '@lingui/react/macro'
import { RequestsList } from './requests-list.tsx'
import { PageHeader } from '../../ui/page-header.tsx'

/** /admin/requests: the homeowner estimate requests, as the team sees them on its dashboards. */
export function AdminRequestsPage() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        eyebrow={t`Admin Dashboard`}
        title={t`Homeowner requests`}
        description={t`Estimate requests sent from Get Estimate, with their photos and status.`}
      />
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
        <RequestsList />
      </div>
    </>
  )
}
