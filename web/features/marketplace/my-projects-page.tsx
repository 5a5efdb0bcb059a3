import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CalendarDays, ChevronRight, MessageSquare, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import { can } from '../../../domain/auth/policies.ts'
import { Button } from '../../ui/button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { usePendingRequests } from './api/commands.ts'
import { useJobs, useMessages } from './api/queries.ts'
import { JobStatusBadge } from './job-status-badge.tsx'
import { PendingStatus } from './pending-status.tsx'
import { formatLocale } from '../../../domain/i18n/locales.ts'

const CARD =
  'group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-accent-400 hover:shadow-md focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none sm:p-5'

function ProjectCard({ job, unread }: { job: JobDocument; unread: number }) {
  const { i18n } = useLingui()
  const date = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'medium' })
  return (
    <li>
      <Link to="/my-projects/$id" params={{ id: job.id }} className={CARD}>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-brand-800">{job.title}</span>
            <JobStatusBadge status={job.status} />
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              {job.city}, {job.state}
            </span>
            <time dateTime={job.postedAt}>{date.format(new Date(job.postedAt))}</time>
            {job.bidCount > 0 && <Plural value={job.bidCount} one="# bid" other="# bids" />}
            {job.scheduledFor && (
              <span className="flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden />
                {date.format(new Date(`${job.scheduledFor}T12:00:00`))}
              </span>
            )}
            {unread > 0 && (
              <span className="flex items-center gap-1 font-semibold text-accent-700">
                <MessageSquare className="size-4" aria-hidden />
                <Plural value={unread} one="# unread message" other="# unread messages" />
              </span>
            )}
          </div>
        </div>
        <ChevronRight
          className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5"
          aria-hidden
        />
      </Link>
    </li>
  )
}

/** Jobs posted on this device that have not reached the server yet (or were refused). */
function WaitingPosts({ arrived }: { arrived: ReadonlySet<string> }) {
  const pending = (usePendingRequests('job') ?? []).filter(({ row }) => !arrived.has(row.id))
  if (pending.length === 0) return null
  return (
    <ul className="flex flex-col gap-3">
      {pending.map(({ row, summary }) => (
        <li
          key={row.id}
          className="flex flex-col gap-1 rounded-xl border border-dashed border-brand-400 bg-brand-50 p-4"
        >
          <span className="font-semibold text-brand-800">{summary.text}</span>
          <PendingStatus row={row} className="text-sm" />
        </li>
      ))}
    </ul>
  )
}

/**
 * /my-projects: a poster's projects (their bids and messages), or an installer's hired jobs with their
 * schedule — from the replicated collections, so the list opens offline. An installer's own jobs, the
 * quotes their customers accepted, come first: the route hands them in (`installerJobs`), as they are
 * the quotes' and the shop's, not the marketplace's.
 */
export function MyProjectsPage({ installerJobs }: { installerJobs?: ReactNode }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const jobs = useJobs()
  const messages = useMessages()
  const installer = can(user, 'bidOn', 'job')
  const mine = (jobs ?? []).filter((job) =>
    installer ? job.hiredInstallerId === user?.id : can(user, 'manage', 'job', job),
  )
  const unreadOf = (jobId: string) =>
    (messages ?? []).filter((m) => m.jobId === jobId && m.senderId !== user?.id && m.readAt === null).length
  const active = mine.filter((job) => job.status !== 'completed' && job.status !== 'cancelled')
  const past = mine.filter((job) => job.status === 'completed' || job.status === 'cancelled')

  return (
    <>
      <PageHeader
        eyebrow={t`Marketplace`}
        title={t`My Projects`}
        description={
          installer
            ? t`Your jobs: the quotes your customers accepted, with their film to order, and the marketplace jobs you were hired for.`
            : t`Your projects, the bids they received and your conversations with installers.`
        }
      >
        <div className="mt-2 flex flex-wrap gap-3">
          {installer ? (
            <Button asChild variant="secondary">
              <Link to="/job-board">
                <Trans>Find jobs on the job board</Trans>
              </Link>
            </Button>
          ) : (
            <Button asChild variant="secondary">
              <Link to="/post-job">
                <Plus className="size-4" aria-hidden />
                <Trans>Post Project</Trans>
              </Link>
            </Button>
          )}
        </div>
      </PageHeader>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6">
        {installer && installerJobs}
        {jobs === null ? (
          <Loader size="lg" label={t`Opening your projects…`} />
        ) : (
          <>
            {!installer && <WaitingPosts arrived={new Set(mine.map((job) => job.id))} />}
            <section className="flex flex-col gap-3" aria-labelledby="projects-active">
              <h2 id="projects-active" className="text-lg font-semibold text-slate-900">
                {installer ? <Trans>Hired marketplace jobs</Trans> : <Trans>Active projects</Trans>}
              </h2>
              {active.length === 0 ? (
                <p className="text-slate-600">
                  {installer ? (
                    <Trans>No hired jobs yet. Bid on projects near you from the job board.</Trans>
                  ) : (
                    <Trans>No active projects. Post one and certified installers will bid on it.</Trans>
                  )}
                </p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {active.map((job) => (
                    <ProjectCard key={job.id} job={job} unread={unreadOf(job.id)} />
                  ))}
                </ul>
              )}
            </section>
            {past.length > 0 && (
              <section className="flex flex-col gap-3" aria-labelledby="projects-past">
                <h2 id="projects-past" className="text-lg font-semibold text-slate-900">
                  <Trans>Completed and cancelled</Trans>
                </h2>
                <ul className="flex flex-col gap-3">
                  {past.map((job) => (
                    <ProjectCard key={job.id} job={job} unread={unreadOf(job.id)} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </>
  )
}
