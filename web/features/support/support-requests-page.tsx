import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronRight } from 'lucide-react'
import {
  SUPPORT_STATUSES,
  type SupportRequestSummary,
  type SupportStatus,
} from '../../../domain/support/request.ts'
import { ShowOlderButton } from '../../ui/show-older-button.tsx'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { StatusFilter } from '../../ui/status-filter.tsx'
import { useSupportRequests } from './api/list-support-requests.ts'
import { describeSupportError, SUPPORT_STATUS_LABELS, type SupportBase } from './labels.ts'
import { SupportStatusBadge } from './support-status-badge.tsx'

const LOAD_FAILED = msg`The support requests could not be loaded`

export const isSupportStatus = (value: unknown): value is SupportStatus =>
  typeof value === 'string' && (SUPPORT_STATUSES as readonly string[]).includes(value)

function SupportRow({ request, base }: { request: SupportRequestSummary; base: SupportBase }) {
  const { i18n, t } = useLingui()
  const received = i18n.date(new Date(request.createdAt), { dateStyle: 'medium', timeStyle: 'short' })
  const messages = request.messageCount
  const { reference, name } = request
  return (
    <li>
      <Link
        to={base === '/support' ? '/support/$id' : '/admin/support/$id'}
        params={{ id: request.id }}
        aria-label={t`Request ${reference} from ${name}`}
        className="group grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-accent-400 hover:shadow-md focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none md:grid-cols-[11rem_8rem_minmax(0,1fr)_10rem_auto]"
      >
        <span className="font-mono text-sm font-semibold text-brand-800">{request.reference}</span>
        <SupportStatusBadge status={request.status} className="justify-self-end md:justify-self-start" />
        <span className="min-w-0 truncate text-sm text-slate-800">
          {request.name}
          <span className="block truncate text-xs text-slate-600">
            {[request.email, request.phone].filter(Boolean).join(' · ')}
          </span>
        </span>
        <span className="text-sm text-slate-600">
          <time dateTime={request.createdAt}>{received}</time>
          <span className="block text-xs">
            <Plural value={messages} one="# message" other="# messages" />
          </span>
        </span>
        <ChevronRight className="hidden size-5 text-slate-400 md:block" aria-hidden />
      </Link>
    </li>
  )
}

/**
 * /admin/support: the "Talk to a person" requests sent from the chat assistant, newest first,
 * filtered by status; each opens its page with the conversation and the contact.
 */
export function SupportRequestsPage({ status, base }: { status: SupportStatus | null; base: SupportBase }) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  const list = useSupportRequests(status)
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? []
  return (
    <>
      <PageHeader
        eyebrow={base === '/support' ? t`Team tools` : t`Admin Dashboard`}
        title={t`Support requests`}
        description={t`Customers who asked the chat assistant for a person. Answer each within 1–2 business days.`}
      />
      <section className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <StatusFilter
            label={t`Status`}
            allLabel={t`All statuses`}
            value={status}
            statuses={SUPPORT_STATUSES}
            labelOf={(value) => i18n._(SUPPORT_STATUS_LABELS[value])}
            onChange={(next) => void navigate({ to: base, search: next ? { status: next } : {} })}
          />
          <RefreshButton query={list} />
        </div>
        {list.isPending ? (
          <Loader label={t`Loading requests…`} className="py-10" />
        ) : list.isError && requests.length === 0 ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeSupportError(i18n, list.error, LOAD_FAILED)}
          </p>
        ) : requests.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {status ? <Trans>No requests with this status.</Trans> : <Trans>No support requests yet.</Trans>}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t`Support requests, newest first`}>
            {requests.map((request) => (
              <SupportRow key={request.id} request={request} base={base} />
            ))}
          </ul>
        )}
        <ShowOlderButton list={list} className="flex justify-center">
          <Trans>Show older requests</Trans>
        </ShowOlderButton>
      </section>
    </>
  )
}
