import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Briefcase, ClipboardList, Hammer, Plus } from 'lucide-react'
import { canAccess } from '../../../domain/auth/roles.ts'
import { can } from '../../../domain/auth/policies.ts'
import { Button } from '../../ui/button.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'

/**
 * /access-projects: where the projects are for the signed-in user — posters' projects, installers'
 * board and hired jobs — and, for accounts without projects, who has them and what to use instead.
 */
export function AccessProjectsPage() {
  const { t } = useLingui()
  const { user } = useAuth()
  const card = 'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'
  return (
    <>
      <PageHeader
        title={t`Access Projects`}
        description={t`Find the projects you post as a homeowner or the jobs you work on as an installer.`}
      />
      <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-5 px-4 py-8 sm:px-6 md:grid-cols-2">
        {can(user, 'post', 'job') && (
          <section className={card}>
            <ClipboardList className="size-8 text-brand-700" aria-hidden />
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Your projects</Trans>
            </h2>
            <p className="text-slate-600">
              <Trans>Compare the bids you received, hire an installer and follow the work.</Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/my-projects">
                  <Trans>My Projects</Trans>
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/post-job">
                  <Plus className="size-4" aria-hidden />
                  <Trans>Post Project</Trans>
                </Link>
              </Button>
            </div>
          </section>
        )}
        {canAccess(user, 'installer') && (
          <section className={card}>
            <Hammer className="size-8 text-brand-700" aria-hidden />
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Jobs near you</Trans>
            </h2>
            <p className="text-slate-600">
              <Trans>
                Bid on measured projects, then keep your hired jobs, schedule and photos in one place.
              </Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/job-board">
                  <Trans>Job Board</Trans>
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/my-projects">
                  <Trans>My Projects</Trans>
                </Link>
              </Button>
            </div>
          </section>
        )}
        {user && !canAccess(user, 'projects') && (
          <section className={`${card} md:col-span-2`}>
            <Briefcase className="size-8 text-brand-700" aria-hidden />
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Projects are for homeowners, installers and team leads</Trans>
            </h2>
            <p className="text-slate-600">
              <Trans>
                Your account measures and prices windows with the estimator. To have film installed, ask us
                for an estimate; our team posts the project for you.
              </Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <Link to="/estimator">
                  <Trans>Open the estimator</Trans>
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/homeowner-estimate">
                  <Trans>Get Estimate</Trans>
                </Link>
              </Button>
            </div>
          </section>
        )}
      </div>
    </>
  )
}
