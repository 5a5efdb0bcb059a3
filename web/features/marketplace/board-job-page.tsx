import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, CircleCheck, Info, MessagesSquare, SearchX, Undo2 } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { OutboxRecordState, SyncedRecordState } from '../../app/sync/record-state-line.tsx'
import { dayOf, isExpired, type BidDocument, type BidInputBody } from '../../../domain/marketplace/bid.ts'
import { isBiddable, type JobDocument } from '../../../domain/marketplace/job.ts'
import { can } from '../../../domain/auth/policies.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useSyncStatus } from '../../app/sync/sync-provider.tsx'
import { dismissRequest, queueWithdraw, usePendingRequests, type PendingRequest } from './api/commands.ts'
import { useBoardOrigin, useInstallerSettings } from './api/installer-settings.ts'
import { useBids, useJob } from './api/queries.ts'
import { BidForm, useBidFormats, type BidDraft } from './bid-form.tsx'
import { awaitsDocument, jobDistance, ownBid } from './board-filters.ts'
import { QuoteSummary } from './bids-compare.tsx'
import { JobDetails } from './job-details.tsx'
import { BidStatusBadge } from './job-status-badge.tsx'
import { translateMarketplaceCode } from './labels.ts'
import { MessageThread } from './message-thread.tsx'

const PANEL = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'
const CHIP =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

function BackToBoard() {
  return (
    <Link
      to="/job-board"
      search={{}}
      className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-accent-200 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-accent-300 focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden />
      <Trans>Back to the job board</Trans>
    </Link>
  )
}

/** A request in the outbox: waiting for a connection, or sent and about to show. */
function Waiting({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-dashed border-brand-400 bg-brand-50 p-4 text-sm text-slate-900">
      {children}
    </div>
  )
}

function WaitingNote({ request }: { request: PendingRequest }) {
  return <OutboxRecordState row={request.row} className="text-xs" />
}

/** A request the server refused for good: why, and a way to put it aside. */
function Refused({ request, what }: { request: PendingRequest; what: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{what}</p>
      <p>{translateMarketplaceCode(i18n, request.row.refusal?.code)}</p>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => void dismissRequest(request.row.id)}
      >
        <Trans>Dismiss</Trans>
      </Button>
    </div>
  )
}

function BidSummary({ bid, expired }: { bid: BidDocument; expired: boolean }) {
  const { money, day } = useBidFormats()
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-2xl font-bold text-slate-900 tabular-nums">{money(bid.priceCents)}</span>
        {expired ? (
          <span className={`${CHIP} bg-amber-100 text-amber-900`}>
            <Trans>Expired</Trans>
          </span>
        ) : (
          <BidStatusBadge status={bid.status} />
        )}
      </div>
      <SyncedRecordState collection="bids" doc={bid} className="text-xs" />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="flex flex-col">
          <dt className="text-xs text-slate-500">
            <Trans>Start date</Trans>
          </dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={bid.startDate}>{day(bid.startDate)}</time>
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-500">
            <Trans>Valid until</Trans>
          </dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={bid.validUntil}>{day(bid.validUntil)}</time>
          </dd>
        </div>
      </dl>
      {bid.quote && <QuoteSummary quote={bid.quote} />}
      {bid.message && (
        <div className="flex flex-col gap-1">
          <p className="text-xs text-slate-500">
            <Trans>Your message</Trans>
          </p>
          <p className="text-sm whitespace-pre-line text-slate-800">{bid.message}</p>
        </div>
      )}
      {bid.masked && (
        <p className="text-xs text-slate-500 italic">
          <Trans>Contact details in your message were hidden until the homeowner hires you.</Trans>
        </p>
      )}
      {expired && (
        <p className="text-sm text-amber-900">
          <Trans>The homeowner can no longer accept this bid. Revise it to make it valid again.</Trans>
        </p>
      )}
    </div>
  )
}

function WithdrawBid({ jobId, bidId }: { jobId: string; bidId: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden />
        <Trans>Withdraw bid</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{t`Withdraw your bid?`}</DialogTitle>
          <DialogDescription>
            {t`The homeowner will no longer be able to accept it. You can bid again while the project takes bids.`}
          </DialogDescription>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Keep my bid</Trans>
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setOpen(false)
                void queueWithdraw(jobId, bidId)
              }}
            >
              <Trans>Withdraw bid</Trans>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  )
}

/** The body of a refused bid request, to open the form with what was typed. */
function draftOf(request: PendingRequest | undefined): BidDraft | undefined {
  const body = request?.row.body as Partial<BidInputBody> | null | undefined
  if (!body) return undefined
  return {
    priceCents: body.priceCents,
    startDate: body.startDate,
    validDays: body.validDays,
    message: body.message,
    quoteId: body.quoteId,
  }
}

/**
 * The installer's side of the job: their bid and what can be done with it. Bids and withdrawals go
 * through the outbox, so they show as waiting until the replicated bid says they happened.
 */
function BidPanel({ job, user }: { job: JobDocument; user: SessionUser }) {
  const { money } = useBidFormats()
  const bids = useBids(job.id)
  const bidRequests = usePendingRequests('bid', job.id)
  const withdrawRequests = usePendingRequests('withdraw', job.id)
  const [revising, setRevising] = useState(false)
  const headingId = useId()

  const heading = (
    <h2 id={headingId} className="text-lg font-semibold text-slate-900">
      <Trans>Your bid</Trans>
    </h2>
  )
  if (!can(user, 'bidOn', 'job'))
    return (
      <section aria-labelledby={headingId} className={PANEL}>
        {heading}
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <Trans>Only installers bid on projects. You see this job as an administrator.</Trans>
        </p>
      </section>
    )
  if (bids === null || bidRequests === undefined || withdrawRequests === undefined)
    return (
      <section aria-labelledby={headingId} className={PANEL}>
        {heading}
        <Loader size="sm" className="py-6" />
      </section>
    )

  const bid = ownBid(bids, user.id)
  const today = dayOf(new Date())
  const expired = bid ? isExpired(bid, today) : false
  const waitingBids = bidRequests.filter((request) => awaitsDocument(request.row, bids))
  const queuedBid = waitingBids.findLast((request) => request.row.state !== 'failed')
  const refusedBids = waitingBids.filter((request) => request.row.state === 'failed')
  const waitingWithdraws = withdrawRequests.filter((request) => awaitsDocument(request.row, bids))
  const queuedWithdraw = waitingWithdraws.findLast((request) => request.row.state !== 'failed')
  const refusedWithdraws = waitingWithdraws.filter((request) => request.row.state === 'failed')
  const hired = bid?.status === 'accepted' || job.hiredInstallerId === user.id
  const biddable = isBiddable(job.status)
  const canBid = biddable && !hired && bid?.status !== 'declined' && !queuedBid

  let body: ReactNode
  if (hired) {
    body = (
      <>
        <div className="flex flex-col items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <p className="flex items-center gap-2 text-base font-semibold">
            <CircleCheck className="size-5" aria-hidden />
            <Trans>You were hired</Trans>
          </p>
          <p className="text-sm">
            <Trans>
              The homeowner's address and phone number are on the project page, where you report progress.
            </Trans>
          </p>
          <Button asChild>
            <Link to="/my-projects/$id" params={{ id: job.id }}>
              <Trans>Open the project</Trans>
            </Link>
          </Button>
        </div>
        {bid && <BidSummary bid={bid} expired={false} />}
      </>
    )
  } else if (bid?.status === 'declined') {
    body = (
      <>
        <p className="rounded-xl bg-slate-100 p-4 text-sm font-medium text-slate-800">
          <Trans>The homeowner chose another installer</Trans>
        </p>
        <BidSummary bid={bid} expired={false} />
      </>
    )
  } else if (queuedBid) {
    const price = queuedBid.summary.priceCents
    body = (
      <>
        <Waiting>
          <p className="font-semibold">
            {price === undefined ? (
              <Trans>Your bid</Trans>
            ) : bid?.status === 'active' ? (
              <Trans>Revised bid: {money(price)}</Trans>
            ) : (
              <Trans>Your bid: {money(price)}</Trans>
            )}
          </p>
          <WaitingNote request={queuedBid} />
        </Waiting>
        {bid?.status === 'active' && <BidSummary bid={bid} expired={expired} />}
      </>
    )
  } else if (bid?.status === 'active' && !revising) {
    body = (
      <>
        <BidSummary bid={bid} expired={expired} />
        {queuedWithdraw ? (
          <Waiting>
            <p className="font-semibold">
              <Trans>Withdrawal</Trans>
            </p>
            <WaitingNote request={queuedWithdraw} />
          </Waiting>
        ) : (
          biddable && (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setRevising(true)}>
                <Trans>Revise bid</Trans>
              </Button>
              <WithdrawBid jobId={job.id} bidId={bid.id} />
            </div>
          )
        )}
      </>
    )
  } else if (canBid) {
    const draft: BidDraft | undefined =
      draftOf(refusedBids.at(-1)) ??
      (bid
        ? {
            priceCents: bid.priceCents,
            startDate: bid.startDate,
            message: bid.message,
            quoteId: bid.quote?.id ?? null,
          }
        : undefined)
    body = (
      <>
        {bid?.status === 'withdrawn' && (
          <p className="text-sm text-slate-700">
            <Trans>You withdrew your bid. You can bid again while the project takes bids.</Trans>
          </p>
        )}
        {!bid && refusedBids.length === 0 && (
          <p className="text-sm text-slate-700">
            <Trans>
              Name your price for the whole job. The homeowner compares bids and hires one installer.
            </Trans>
          </p>
        )}
        <BidForm
          key={refusedBids.at(-1)?.row.id ?? 'new'}
          jobId={job.id}
          draft={draft}
          revising={bid?.status === 'active'}
          onQueued={() => setRevising(false)}
          onCancel={revising ? () => setRevising(false) : undefined}
        />
      </>
    )
  } else if (bid) {
    body = <BidSummary bid={bid} expired={expired} />
  }

  return (
    <section aria-labelledby={headingId} className={PANEL}>
      {heading}
      {!biddable && !hired && bid?.status !== 'declined' && (
        <p className="flex items-start gap-2 rounded-xl bg-slate-100 p-4 text-sm font-medium text-slate-800">
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <Trans>This project no longer takes bids</Trans>
        </p>
      )}
      {refusedBids.map((request) => (
        <Refused
          key={request.row.id}
          request={request}
          what={<Trans>Your bid was not accepted by the server</Trans>}
        />
      ))}
      {refusedWithdraws.map((request) => (
        <Refused
          key={request.row.id}
          request={request}
          what={<Trans>Your bid could not be withdrawn</Trans>}
        />
      ))}
      {body}
    </section>
  )
}

function NotOnDevice() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader eyebrow={t`Job Board`} title={t`Job not found`} />
      <div className="mx-auto flex w-full max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:px-6">
        <SearchX className="size-10 text-brand-700" aria-hidden />
        <h2 className="text-xl font-bold text-slate-900">
          <Trans>This job is not on this device yet</Trans>
        </h2>
        <p className="max-w-2xl text-slate-700">
          <Trans>
            It may arrive with the next sync once you are online, or it was removed. Jobs on the board open
            without a connection once synced.
          </Trans>
        </p>
        <Button asChild>
          <Link to="/job-board" search={{}}>
            <ArrowLeft aria-hidden />
            <Trans>Back to the job board</Trans>
          </Link>
        </Button>
      </div>
    </>
  )
}

/** /job-board/{id}: a job as an installer sees it, their bid, and their conversation with the homeowner. */
export function BoardJobPage({ id }: { id: string }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const job = useJob(id)
  const origin = useBoardOrigin(user?.id ?? '')
  // Opened directly (a link in a mail), the page refreshes the origin the distance is measured from.
  useInstallerSettings(user?.id ?? '', can(user, 'bidOn', 'job'))
  const bids = useBids(id)
  const status = useSyncStatus()
  const messagesId = useId()
  // A device that has not finished its first sync may simply not have the job yet.
  const firstSync = job === undefined && !status?.lastSyncedAt && navigator.onLine

  if (job === null || firstSync || !user)
    return (
      <>
        <PageHeader eyebrow={t`Job Board`} title={t`Job details`} />
        <Loader label={t`Opening the job…`} className="py-24" />
      </>
    )
  if (job === undefined || job._deleted) return <NotOnDevice />

  const engaged = job.hiredInstallerId === user.id || ownBid(bids, user.id) !== undefined
  const canWrite = can(user, 'bidOn', 'job') && (isBiddable(job.status) || engaged)
  return (
    <>
      {/* The job's own card names it (h2): the band says what the page is. */}
      <PageHeader eyebrow={t`Job Board`} title={t`Job details`}>
        <BackToBoard />
      </PageHeader>
      <div className="bg-slate-50">
        <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <JobDetails job={job} distanceMi={jobDistance(job, origin)} />
          </div>
          <div className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <BidPanel job={job} user={user} />
          </div>
          {canWrite && (
            <section
              aria-labelledby={messagesId}
              className={`${PANEL} min-w-0 lg:col-start-1 lg:row-start-2`}
            >
              <h2 id={messagesId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <MessagesSquare className="size-5 text-accent-600" aria-hidden />
                <Trans>Messages with {job.ownerName}</Trans>
              </h2>
              <MessageThread job={job} installerId={user.id} otherName={job.ownerName} />
            </section>
          )}
        </div>
      </div>
    </>
  )
}
