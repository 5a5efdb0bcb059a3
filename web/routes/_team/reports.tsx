import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '../../app/i18n.ts'
import { canAccess } from '../../../domain/auth/roles.ts'
import { useAuth } from '../../features/auth/auth-provider.tsx'
import { RequestsList } from '../../features/estimate-requests/requests-list.tsx'
import { TeamTasks } from '../../features/orders/team-tasks.tsx'
import { PageFrame } from '../../features/page-frame/page-frame.tsx'

export const Route = createFileRoute('/_team/reports')({
  loader: () => Promise.all([ensureCatalog('app'), ensureCatalog('shop')]),
  component: ReportsPage,
})

/**
 * Still a frame until the team portal (docs/page-frames.md); the onboarding tasks from the shop and
 * the homeowner estimate requests are mounted here meanwhile, for the team and admins only (the API
 * refuses everyone else too).
 */
function ReportsPage() {
  const { user } = useAuth()
  return (
    <>
      <PageFrame id="reports" />
      {canAccess(user, 'team') && (
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 pb-14 sm:px-6">
          <TeamTasks />
          <RequestsList />
        </div>
      )}
    </>
  )
}
