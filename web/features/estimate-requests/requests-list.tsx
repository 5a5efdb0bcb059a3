import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Image, MapPin } from 'lucide-react'
import { useId, useState } from 'react'
import { isEstimateRequestErrorCode } from '../../../domain/estimate-requests/errors.ts'
import {
  nextStatuses,
  REQUEST_STATUSES,
  type EstimateRequestView,
  type RequestStatus,
} from '../../../domain/estimate-requests/request.ts'
import { US_STATES } from '../../../domain/estimate-requests/us-states.ts'
import { ApiError } from '../../app/api-client.ts'
import { describeError } from '../../app/error-messages.ts'
import { Button } from '../../ui/button.tsx'
import { ShowOlderButton } from '../../ui/show-older-button.tsx'
import { EmailItem, PhoneItem } from '../../ui/contact-items.tsx'
import { cn } from '../../ui/cn.ts'
import { RefreshButton } from '../../ui/refresh-button.tsx'
import { inputClass } from '../../ui/input.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useChangeRequestStatus } from './api/change-status.ts'
import { useEstimateRequests } from './api/list-requests.ts'
import {
  CONTACT_TIME_LABELS,
  FILM_INTEREST_LABELS,
  PROPERTY_TYPE_LABELS,
  STATUS_LABELS,
  translateRequestCode,
  WINDOW_SIZE_LABELS,
} from './labels.ts'

const LOAD_FAILED = msg`The estimate requests could not be loaded`
const CHANGE_FAILED = msg`The status could not be changed`

const STATUS_TONES: Record<RequestStatus, string> = {
  new: 'bg-accent-100 text-brand-900',
  contacted: 'bg-sky-100 text-sky-900',
  quoted: 'bg-violet-100 text-violet-900',
  closed: 'bg-slate-200 text-slate-700',
}

/** This feature's codes in the reader's language, then the shared catalogue's, then the server's text. */
function describeRequestError(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  if (error instanceof ApiError && isEstimateRequestErrorCode(error.code))
    return translateRequestCode(i18n, error.code)
  return describeError(i18n, error, fallback)
}

/**
 * The homeowner estimate requests, for team leads, team members and admins: newest first, filtered
 * by status, each moved along new → contacted → quoted → closed. Shown on the team dashboards and
 * at /admin/requests.
 */
export function RequestsList() {
  const { i18n, t } = useLingui()
  const headingId = useId()
  const [status, setStatus] = useState<RequestStatus | null>(null)
  const list = useEstimateRequests(status)
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? []
  const filters: { value: RequestStatus | null; label: string }[] = [
    { value: null, label: t`All` },
    ...REQUEST_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) })),
  ]

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900">
            <Trans>Estimate requests</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>Sent from Get Estimate. Contact each customer within 1-2 business days.</Trans>
          </p>
        </div>
        <RefreshButton query={list} />
      </div>

      <div role="group" aria-label={t`Show requests by status`} className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <Button
            key={filter.value ?? 'all'}
            type="button"
            size="sm"
            variant={status === filter.value ? 'default' : 'outline'}
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
          >
            {filter.label}
          </Button>
        ))}
      </div>

      {list.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Loading requests…</Trans>
        </p>
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          {describeRequestError(i18n, list.error, LOAD_FAILED)}
          <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : requests.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          {status ? <Trans>No requests with this status.</Trans> : <Trans>No estimate requests yet.</Trans>}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}

      <ShowOlderButton list={list}>
        <Trans>Show older requests</Trans>
      </ShowOlderButton>
    </section>
  )
}

function RequestCard({ request }: { request: EstimateRequestView }) {
  const { i18n, t } = useLingui()
  const headingId = useId()
  const selectId = useId()
  const change = useChangeRequestStatus()
  const received = i18n.date(new Date(request.createdAt), { dateStyle: 'medium', timeStyle: 'short' })
  const changedAt = request.statusChangedAt
    ? i18n.date(new Date(request.statusChangedAt), { dateStyle: 'medium', timeStyle: 'short' })
    : null
  const changedBy = request.statusChangedBy ?? t`someone`
  const details = [
    i18n._(PROPERTY_TYPE_LABELS[request.propertyType]),
    i18n._(FILM_INTEREST_LABELS[request.filmInterest].title),
    plural(request.windowCount, { one: '# window', other: '# windows' }),
    t`largest: ${i18n._(WINDOW_SIZE_LABELS[request.largestWindow].title)}`,
  ]

  function setStatus(status: RequestStatus) {
    change.mutate(
      { id: request.id, status },
      {
        onError: (error) =>
          toast({
            title: i18n._(CHANGE_FAILED),
            description: describeRequestError(i18n, error, CHANGE_FAILED),
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-lg font-semibold text-brand-900">
            {request.name}
          </h3>
          <p className="text-xs text-slate-500">
            <Trans>Received {received}</Trans>
          </p>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', STATUS_TONES[request.status])}>
          {i18n._(STATUS_LABELS[request.status])}
        </span>
      </header>

      <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
        {request.phone && (
          <PhoneItem
            phone={request.phone}
            after={
              <span className="text-slate-500">· {i18n._(CONTACT_TIME_LABELS[request.contactTime])}</span>
            }
          />
        )}
        {request.email && <EmailItem email={request.email} />}
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <span>
            {request.street}, {request.city}, {US_STATES[request.state]} {request.zip}
          </span>
        </li>
      </ul>

      <p className="text-sm text-slate-600">{details.join(' · ')}</p>
      {request.message && (
        <blockquote className="border-l-2 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-700">
          {request.message}
        </blockquote>
      )}

      {request.photoUrls.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Photos from ${request.name}`}>
          {request.photoUrls.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-md focus-visible:ring-2 focus-visible:ring-accent-500"
              >
                <img
                  src={url}
                  alt={t`Photo ${index + 1} from ${request.name}`}
                  loading="lazy"
                  className="size-20 rounded-md border border-slate-200 bg-slate-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {request.photoUrls.length === 0 && (
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <Image className="size-4" aria-hidden />
          <Trans>No photos</Trans>
        </p>
      )}

      <footer className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-xs font-semibold text-slate-700">
            <Trans>Status</Trans>
          </label>
          <select
            id={selectId}
            aria-describedby={headingId}
            value={request.status}
            disabled={change.isPending}
            className={cn(inputClass, 'h-9 w-44')}
            onChange={(event) => setStatus(event.currentTarget.value as RequestStatus)}
          >
            {nextStatuses(request.status).map((status) => (
              <option key={status} value={status}>
                {i18n._(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
        {changedAt && (
          <p className="text-xs text-slate-500">
            <Trans>
              Changed {changedAt} by {changedBy}
            </Trans>
          </p>
        )}
      </footer>
    </article>
  )
}
