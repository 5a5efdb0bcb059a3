import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { AlertTriangle, CheckCircle2, CloudOff, Loader2, Pencil, RefreshCw } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { isUsStateCode, US_STATES } from '../../../domain/estimate-requests/us-states.ts'
import { useOnline } from '../../app/connectivity.ts'
import { saveDraft } from '../../app/drafts.ts'
import { type OutboxRow } from '../../app/device-db.ts'
import { removeOutboxRow, retryOutboxRow, startOutboxSender, useOutboxRow } from '../../app/outbox.ts'
import { Button } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import {
  ESTIMATE_REQUEST_KIND,
  receiptOf,
  RequestSummarySchema,
  type RequestSummary,
} from './api/queue-request.ts'
import {
  CONTACT_TIME_LABELS,
  FILM_INTEREST_LABELS,
  PROPERTY_TYPE_LABELS,
  translateRequestCode,
  WINDOW_SIZE_LABELS,
} from './labels.ts'
import { draftsOfBody, PHOTOS_DRAFT_KEY, REQUEST_DRAFT_KEY } from './request-draft.ts'
import { RequestSteps } from './request-steps.tsx'

/**
 * /simple-confirmation: what the visitor sent and what happens next, following the request on this
 * device as it is sent (at once, or when the network is back) or, rarely, refused.
 */
export function ConfirmationPage({ requestId }: { requestId?: string }) {
  const row = useOutboxRow(requestId)
  // While this page is open, a waiting request keeps being retried (and sent when the network returns).
  useEffect(() => {
    if (row?.state === 'pending') startOutboxSender()
  }, [row?.state])

  if (row === undefined) return <Header state="loading" />
  if (row === null || row.kind !== ESTIMATE_REQUEST_KIND) return <Received />
  return <Tracked row={row} />
}

type HeaderState = 'loading' | 'sent' | 'pending' | 'failed'

function Header({ state }: { state: HeaderState }) {
  const { t } = useLingui()
  const titles: Record<HeaderState, string> = {
    loading: t`Estimate Request`,
    sent: t`Estimate Request Received`,
    pending: t`Your request is saved`,
    failed: t`Your request could not be sent`,
  }
  return <PageHeader eyebrow={t`Get Estimate`} title={titles[state]} />
}

/** No request of this device to show (opened directly, or sent from elsewhere): the generic thanks. */
function Received() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        eyebrow={t`Get Estimate`}
        title={t`Estimate Request Received`}
        description={t`Thank you. A film specialist will review your windows and contact you within 1-2 business days.`}
      />
      <Body>
        <NextSteps done={1} />
        <Actions />
      </Body>
    </>
  )
}

function Tracked({ row }: { row: OutboxRow }) {
  const summary = RequestSummarySchema.safeParse(row.summary)
  return (
    <>
      <Header state={row.state === 'attention' ? 'pending' : row.state} />
      <Body>
        <Status row={row} summary={summary.success ? summary.data : null} />
        <NextSteps done={row.state === 'sent' ? 1 : 0} />
        {summary.success && <SentSummary summary={summary.data} />}
        <Actions />
      </Body>
    </>
  )
}

function Body({ children }: { children: ReactNode }) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6">{children}</div>
    </div>
  )
}

const tones = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  waiting: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
} as const

function Banner({
  tone,
  icon,
  title,
  children,
  role = 'status',
}: {
  tone: keyof typeof tones
  icon: ReactNode
  title: ReactNode
  children?: ReactNode
  role?: 'status' | 'alert'
}) {
  return (
    <div role={role} className={cn('flex gap-3 rounded-2xl border p-5', tones[tone])}>
      <span className="mt-0.5 shrink-0 [&_svg]:size-5">{icon}</span>
      <div className="flex flex-col gap-2">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  )
}

function Status({ row, summary }: { row: OutboxRow; summary: RequestSummary | null }) {
  const { i18n } = useLingui()
  const { user } = useAuth()
  const navigate = useNavigate()
  const online = useOnline()

  if (row.state === 'sent') {
    const receipt = receiptOf(row)
    const at = i18n.date(new Date(receipt?.receivedAt ?? row.sentAt ?? Date.now()), {
      dateStyle: 'medium',
      timeStyle: 'short',
    })
    const email = summary?.email
    return (
      <Banner
        tone="success"
        icon={<CheckCircle2 aria-hidden />}
        title={<Trans>We received your request on {at}.</Trans>}
      >
        <p>
          <Trans>A film specialist will contact you within 1-2 business days.</Trans>{' '}
          {email && <Trans>A confirmation is on its way to {email}.</Trans>}
        </p>
      </Banner>
    )
  }

  if (row.state === 'failed') {
    const refusal = row.refusal
    const reason = refusal?.code ? translateRequestCode(i18n, refusal.code) : (refusal?.message ?? '')
    async function editAgain() {
      const drafts = draftsOfBody(row.body)
      if (drafts) {
        const userId = user?.id ?? null
        await saveDraft(userId, REQUEST_DRAFT_KEY, drafts.draft)
        if (drafts.photos.photos.length) await saveDraft(userId, PHOTOS_DRAFT_KEY, drafts.photos)
      }
      await removeOutboxRow(row.id)
      await navigate({ to: '/homeowner-estimate' })
    }
    return (
      <Banner
        tone="error"
        role="alert"
        icon={<AlertTriangle aria-hidden />}
        title={<Trans>Our server refused this request, so it was not sent.</Trans>}
      >
        <p>
          <Trans>Reason: {reason}</Trans>
        </p>
        <div>
          <Button type="button" variant="outline" onClick={() => void editAgain()}>
            <Pencil aria-hidden />
            <Trans>Edit and send again</Trans>
          </Button>
        </div>
      </Banner>
    )
  }

  const retry = (
    <div>
      <Button type="button" variant="outline" onClick={() => void retryOutboxRow(row.id)}>
        <RefreshCw aria-hidden />
        <Trans>Try again now</Trans>
      </Button>
    </div>
  )
  if (row.state === 'attention') {
    return (
      <Banner
        tone="waiting"
        icon={<AlertTriangle aria-hidden />}
        title={<Trans>Our server could not take it after several tries.</Trans>}
      >
        <p>
          <Trans>
            Your request is saved on this device. It is not retried by itself any more: try again.
          </Trans>
        </p>
        {retry}
      </Banner>
    )
  }
  if (row.lastError === 'offline' || !online) {
    return (
      <Banner tone="waiting" icon={<CloudOff aria-hidden />} title={<Trans>You are offline.</Trans>}>
        <p>
          <Trans>
            Your request is saved on this device and will be sent automatically when you are back online. You
            can close this page; it is sent the next time you open the app with a connection.
          </Trans>
        </p>
        {retry}
      </Banner>
    )
  }
  if (row.lastError) {
    return (
      <Banner
        tone="waiting"
        icon={<CloudOff aria-hidden />}
        title={<Trans>Our server could not take it just now.</Trans>}
      >
        <p>
          <Trans>Your request is saved on this device and will be sent automatically in a moment.</Trans>
        </p>
        {retry}
      </Banner>
    )
  }
  return (
    <Banner
      tone="waiting"
      icon={<Loader2 className="animate-spin" aria-hidden />}
      title={<Trans>Sending your request…</Trans>}
    />
  )
}

function NextSteps({ done }: { done: number }) {
  return (
    <section aria-labelledby="next-steps" className="flex flex-col gap-4">
      <h2 id="next-steps" className="text-xl font-bold text-brand-900">
        <Trans>What happens next</Trans>
      </h2>
      <RequestSteps done={done} />
    </section>
  )
}

function SentSummary({ summary }: { summary: RequestSummary }) {
  const { i18n, t } = useLingui()
  const label = <K extends string>(labels: Record<K, { id: string }>, key: string) =>
    Object.hasOwn(labels, key) ? i18n._(labels[key as K]) : key
  const stateName = isUsStateCode(summary.state) ? US_STATES[summary.state] : summary.state
  const rows: [string, ReactNode][] = [
    [t`Name`, summary.name],
    ...(summary.email ? [[t`Email`, summary.email] as [string, ReactNode]] : []),
    ...(summary.phone ? [[t`Phone`, summary.phone] as [string, ReactNode]] : []),
    [t`Best time to call`, label(CONTACT_TIME_LABELS, summary.contactTime)],
    [t`Address`, `${summary.street}, ${summary.city}, ${stateName} ${summary.zip}`],
    [t`Property type`, label(PROPERTY_TYPE_LABELS, summary.propertyType)],
    [
      t`Interested in`,
      Object.hasOwn(FILM_INTEREST_LABELS, summary.filmInterest)
        ? i18n._(FILM_INTEREST_LABELS[summary.filmInterest as keyof typeof FILM_INTEREST_LABELS].title)
        : summary.filmInterest,
    ],
    [t`Windows`, i18n.number(summary.windowCount)],
    [
      t`Largest window`,
      Object.hasOwn(WINDOW_SIZE_LABELS, summary.largestWindow)
        ? i18n._(WINDOW_SIZE_LABELS[summary.largestWindow as keyof typeof WINDOW_SIZE_LABELS].title)
        : summary.largestWindow,
    ],
    [t`Photos`, i18n.number(summary.photoCount)],
    ...(summary.message ? [[t`Message`, summary.message] as [string, ReactNode]] : []),
  ]
  return (
    <section
      aria-labelledby="what-you-sent"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="what-you-sent" className="text-lg font-semibold text-brand-900">
        <Trans>What you sent</Trans>
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Actions() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild>
        <Link to="/">
          <Trans>Back to Home</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/security-safety-film">
          <Trans>Security Films</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/faq">
          <Trans>FAQ</Trans>
        </Link>
      </Button>
    </div>
  )
}
