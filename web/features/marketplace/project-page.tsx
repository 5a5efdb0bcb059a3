import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { can } from '../../../domain/auth/policies.ts'
import { isCancellable, isBiddable, type JobDocument } from '../../../domain/marketplace/job.ts'
import { Loader } from '../../ui/loader.tsx'
import { cn } from '../../ui/cn.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useSyncStatus } from '../../app/sync/sync-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { cancelJob, usePendingRequests } from './api/commands.ts'
import { useBids, useJob, useMessages } from './api/queries.ts'
import { BidsCompare, type BidQuoteSlot } from './bids-compare.tsx'
import { ConfirmAction } from './confirm-action.tsx'
import { JobDetails } from './job-details.tsx'
import { JobStatusBadge } from './job-status-badge.tsx'
import { MessageThread } from './message-thread.tsx'
import { ProgressForm, ProgressTimeline } from './progress.tsx'
import { ReviewForm, Stars } from './review-form.tsx'

const CARD = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section className={CARD} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The exact address and the poster's phone and email: only the poster and the hired installer have them. */
function Contact({ job }: { job: JobDocument }) {
  const { t } = useLingui()
  if (!job.contact) return null
  const { contact } = job
  return (
    <Section id="project-contact" title={t`Address and contact`}>
      <ul className="flex flex-col gap-2 text-slate-800">
        <li className="flex items-center gap-2">
          <MapPin className="size-4 text-slate-500" aria-hidden />
          {contact.street}, {job.city}, {job.state} {job.zip}
        </li>
        {contact.phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-slate-500" aria-hidden />
            <a href={`tel:${contact.phone}`} className="underline">
              {contact.phone}
            </a>
          </li>
        )}
        <li className="flex flex-wrap items-center gap-2">
          <Mail className="size-4 text-slate-500" aria-hidden />
          <a href={`mailto:${contact.email}`} className="break-all underline">
            {contact.email}
          </a>
          <span className="text-sm text-slate-500">({contact.name})</span>
        </li>
      </ul>
    </Section>
  )
}

/** Which conversation is open: one per installer who bid or wrote; the hired one first. */
function PosterThreads({ job, thread }: { job: JobDocument; thread: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const bids = useBids(job.id) ?? []
  const messages = useMessages(job.id) ?? []
  const { user } = useAuth()
  const names = new Map(bids.map((bid) => [bid.installerId, bid.installer.company || bid.installer.name]))
  const installers = [
    ...new Set([
      ...(job.hiredInstallerId ? [job.hiredInstallerId] : []),
      ...names.keys(),
      ...messages.map((m) => m.installerId),
    ]),
  ]
  if (installers.length === 0) return null
  const open = thread && installers.includes(thread) ? thread : installers[0]!
  const nameOf = (id: string) => names.get(id) ?? t`Installer`
  const unread = (id: string) =>
    messages.filter((m) => m.installerId === id && m.senderId !== user?.id && m.readAt === null).length
  return (
    <Section id="project-messages" title={t`Messages`}>
      {installers.length > 1 && (
        <div className="flex flex-wrap gap-2" role="tablist" aria-label={t`Conversations`}>
          {installers.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={id === open}
              onClick={() => void navigate({ to: '.', search: { thread: id }, replace: true })}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none',
                id === open
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {nameOf(id)}
              {unread(id) > 0 && (
                <span className="ml-2 rounded-full bg-accent-500 px-1.5 text-xs text-white">
                  {unread(id)}
                </span>
              )}
            </button>
          ))}
        </div>
      )}
      <MessageThread key={open} job={job} installerId={open} otherName={nameOf(open)} />
    </Section>
  )
}

function PosterView({
  job,
  thread,
  quoteSlot,
}: {
  job: JobDocument
  thread: string | undefined
  quoteSlot?: BidQuoteSlot
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { user } = useAuth()
  const bids = useBids(job.id) ?? []
  return (
    <>
      <JobDetails job={job} />
      <Contact job={job} />
      <Section id="project-bids" title={isBiddable(job.status) ? t`Bids` : t`The installer`}>
        <BidsCompare
          job={job}
          bids={isBiddable(job.status) ? bids : bids.filter((bid) => bid.status === 'accepted')}
          quoteSlot={quoteSlot}
          onMessage={(installerId) => {
            void navigate({ to: '.', search: { thread: installerId }, replace: true })
            document.getElementById('project-messages')?.scrollIntoView({ behavior: 'smooth' })
          }}
        />
      </Section>
      {(job.updates.length > 0 || job.status === 'inProgress') && (
        <Section id="project-progress" title={t`Progress`}>
          <ProgressTimeline job={job} />
          <ProgressForm job={job} by="poster" />
        </Section>
      )}
      {/* An admin sees another's project but does not review it: the review is published in the poster's name. */}
      {job.status === 'completed' && (job.review || can(user, 'review', 'job', job)) && (
        <Section id="project-review" title={t`Review of the installer`}>
          {job.review ? (
            <div className="flex flex-col gap-2">
              <Stars rating={job.review.rating} />
              <p className="whitespace-pre-line text-slate-800">{job.review.text}</p>
            </div>
          ) : (
            <ReviewForm job={job} />
          )}
        </Section>
      )}
      <PosterThreads job={job} thread={thread} />
      {isCancellable(job.status) && (
        <ConfirmAction
          variant="outline"
          label={<Trans>Cancel project</Trans>}
          title={t`Cancel this project?`}
          description={t`Installers who bid are told, and no one can bid any more.`}
          confirmLabel={t`Cancel project`}
          success={t`The project is cancelled`}
          run={() => cancelJob(job.id)}
        />
      )}
    </>
  )
}

function InstallerView({ job }: { job: JobDocument }) {
  const { t } = useLingui()
  const { user } = useAuth()
  return (
    <>
      <JobDetails job={job} />
      <Contact job={job} />
      <Section id="project-progress" title={t`Progress`}>
        <ProgressTimeline job={job} />
        <ProgressForm job={job} by="installer" />
      </Section>
      {job.review && (
        <Section id="project-review" title={t`The homeowner’s review`}>
          <Stars rating={job.review.rating} />
          <p className="whitespace-pre-line text-slate-800">{job.review.text}</p>
        </Section>
      )}
      <Section id="project-messages" title={t`Messages`}>
        <MessageThread job={job} installerId={user?.id ?? ''} otherName={job.ownerName} />
      </Section>
    </>
  )
}

/** A job posted from this device that has not reached the server yet. */
function WaitingToPost({ id }: { id: string }) {
  const pending = usePendingRequests('job')?.find(({ row }) => row.id === id)
  if (!pending) return null
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed border-brand-400 bg-brand-50 p-4 text-slate-800">
      <Clock className="size-5 shrink-0" aria-hidden />
      <Trans>
        “{pending.summary.text}” waits on this device and is posted as soon as there is a connection.
      </Trans>
    </p>
  )
}

/** /my-projects/{id}: the poster's project (bids, hiring, messages, progress, review) or the hired installer's job. */
export function ProjectPage({
  id,
  thread,
  quoteSlot,
}: {
  id: string
  thread?: string
  /** Where the poster reads a bid's quote and accepts it (the route composes it from quotes). */
  quoteSlot?: BidQuoteSlot
}) {
  const { t } = useLingui()
  const { user } = useAuth()
  const job = useJob(id)
  const status = useSyncStatus()
  // A device that has not finished its first sync may simply not have the project yet.
  const firstSync = job === undefined && !status?.lastSyncedAt && navigator.onLine
  const isOwner = job && can(user, 'manage', 'job', job)
  const isHired = job && job.hiredInstallerId === user?.id
  return (
    <>
      <PageHeader eyebrow={t`My Projects`} title={job?.title ?? t`Project Details`}>
        {job && (
          <div>
            <JobStatusBadge status={job.status} />
          </div>
        )}
      </PageHeader>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
        <Link to="/my-projects" className="self-start text-sm font-semibold text-brand-700 underline">
          <Trans>All my projects</Trans>
        </Link>
        {job === null || firstSync ? (
          <Loader size="lg" label={t`Opening the project…`} />
        ) : job === undefined || !(isOwner || isHired) ? (
          <>
            <WaitingToPost id={id} />
            <p className="text-slate-700">
              <Trans>
                This project is not on this device. If you posted it a moment ago, it appears as soon as this
                device syncs with a connection.
              </Trans>
            </p>
          </>
        ) : isOwner ? (
          <PosterView job={job} thread={thread} quoteSlot={quoteSlot} />
        ) : (
          <InstallerView job={job} />
        )}
      </div>
    </>
  )
}
