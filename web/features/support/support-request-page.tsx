import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Globe, MapPin, UserRound } from 'lucide-react'
import { useId } from 'react'
import { LOCALE_NAMES } from '../../../domain/i18n/locales.ts'
import {
  SUPPORT_STATUSES,
  type SupportRequestView,
  type SupportStatus,
} from '../../../domain/support/request.ts'
import { cn } from '../../ui/cn.ts'
import { EmailItem, PhoneItem } from '../../ui/contact-items.tsx'
import { inputClass } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useChangeSupportStatus } from './api/change-support-status.ts'
import { useSupportRequest } from './api/read-support-request.ts'
import { describeSupportError, SUPPORT_STATUS_LABELS, type SupportBase } from './labels.ts'
import { SupportStatusBadge } from './support-status-badge.tsx'

const LOAD_FAILED = msg`This support request could not be loaded`
const CHANGE_FAILED = msg`The status could not be changed`

function BackToList({ base }: { base: SupportBase }) {
  return (
    <Link
      to={base}
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      <Trans>All support requests</Trans>
    </Link>
  )
}

/** /admin/support/$id: one request, with the customer's contact, their note and the conversation. */
export function SupportRequestPage({ id, base }: { id: string; base: SupportBase }) {
  const { i18n, t } = useLingui()
  const request = useSupportRequest(id)
  const view = request.data
  const reference = view?.reference
  return (
    <>
      <PageHeader
        eyebrow={t`Support requests`}
        title={reference ? t`Request ${reference}` : t`Support request`}
      />
      <section className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-8 sm:px-6">
        <BackToList base={base} />
        {request.isPending ? (
          <Loader label={t`Loading the request…`} className="py-10" />
        ) : !view ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeSupportError(i18n, request.error, LOAD_FAILED)}
          </p>
        ) : (
          <>
            <Contact request={view} />
            <ChangeStatus request={view} />
            <Transcript request={view} />
          </>
        )}
      </section>
    </>
  )
}

function Contact({ request }: { request: SupportRequestView }) {
  const { i18n } = useLingui()
  const headingId = useId()
  const received = i18n.date(new Date(request.createdAt), { dateStyle: 'medium', timeStyle: 'short' })
  const language = LOCALE_NAMES[request.language]
  const { username, page } = request
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-brand-900">
            {request.name}
          </h2>
          <p className="text-xs text-slate-600">
            <Trans>Received {received}</Trans>
          </p>
        </div>
        <SupportStatusBadge status={request.status} />
      </header>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
        {request.email && <EmailItem email={request.email} />}
        {request.phone && <PhoneItem phone={request.phone} />}
        <li className="flex items-center gap-2">
          <Globe className="size-4 shrink-0 text-slate-500" aria-hidden />
          <Trans>Answer in {language}</Trans>
        </li>
        {username && (
          <li className="flex items-center gap-2">
            <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden />
            <Trans>Signed in as {username}</Trans>
          </li>
        )}
        {page && (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden />
            <Trans>
              Asked on <span className="font-mono text-xs">{page}</span>
            </Trans>
          </li>
        )}
      </ul>
      {request.note && (
        <blockquote className="border-l-2 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-700">
          {request.note}
        </blockquote>
      )}
    </section>
  )
}

function ChangeStatus({ request }: { request: SupportRequestView }) {
  const { i18n, t } = useLingui()
  const selectId = useId()
  const change = useChangeSupportStatus(request.id)
  const changedAt = request.statusChangedAt
    ? i18n.date(new Date(request.statusChangedAt), { dateStyle: 'medium', timeStyle: 'short' })
    : null
  const changedBy = request.statusChangedBy ?? t`someone`

  function setStatus(status: SupportStatus) {
    change.mutate(status, {
      onError: (error) =>
        toast({
          title: i18n._(CHANGE_FAILED),
          description: describeSupportError(i18n, error, CHANGE_FAILED),
          variant: 'destructive',
        }),
    })
  }

  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-slate-800">
          <Trans>Status</Trans>
        </label>
        <select
          id={selectId}
          value={request.status}
          disabled={change.isPending}
          className={cn(inputClass, 'w-56')}
          onChange={(event) => setStatus(event.currentTarget.value as SupportStatus)}
        >
          {SUPPORT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(SUPPORT_STATUS_LABELS[status])}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="text-xs text-slate-600">
        {changedAt && (
          <Trans>
            Changed {changedAt} by {changedBy}
          </Trans>
        )}
      </p>
    </div>
  )
}

function Transcript({ request }: { request: SupportRequestView }) {
  const { i18n, t } = useLingui()
  const headingId = useId()
  const time = (at: number) => i18n.date(new Date(at), { dateStyle: 'short', timeStyle: 'short' })
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        <Trans>Conversation with the assistant</Trans>
      </h2>
      {request.transcript.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>The customer asked before writing to the assistant.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Conversation`} className="flex flex-col gap-2">
          {request.transcript.map((message, index) => (
            <li
              key={index}
              className={cn(
                'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
                message.role === 'user'
                  ? 'self-end rounded-br-sm bg-brand-800 text-white'
                  : 'self-start rounded-bl-sm border border-slate-200 bg-white text-slate-900',
              )}
            >
              <span className="block text-xs font-semibold opacity-80">
                {message.role === 'user' ? t`Customer` : t`Assistant`} ·{' '}
                <time dateTime={new Date(message.at).toISOString()}>{time(message.at)}</time>
              </span>
              {message.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
