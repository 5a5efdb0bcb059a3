import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { RequestPhoto } from '../../../domain/estimate-requests/request.ts'
import {
  canReportProgress,
  JOB_LIMITS,
  PROGRESS_STATUSES,
  ProgressInputSchema,
  type JobDocument,
  type ProgressStatus,
} from '../../../domain/marketplace/job.ts'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { TextAreaField } from '../../ui/form-fields.tsx'
import { RequestPhotos } from '../../app/photos/request-photos.tsx'
import { queueProgress, usePendingRequests } from './api/commands.ts'
import { JobStatusBadge } from './job-status-badge.tsx'
import { JOB_STATUS_LABELS, translateMarketplaceCode } from './labels.ts'
import { PendingStatus } from './pending-status.tsx'
import { StoredPhotos } from '../../app/photos/stored-photos.tsx'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** What happened to the job so far, oldest first, with the installer's pictures. */
export function ProgressTimeline({ job }: { job: JobDocument }) {
  const { i18n, t } = useLingui()
  const when = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' })
  const day = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'full' })
  const pending = (usePendingRequests('progress', job.id) ?? []).filter(
    ({ row }) => !job.updates.some((update) => update.id === row.id),
  )
  if (job.updates.length === 0 && pending.length === 0) return null
  return (
    <ol className="flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
      {job.updates.map((update) => (
        <li key={update.id} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <JobStatusBadge status={update.status} />
            <time dateTime={update.at} className="text-sm text-slate-600">
              {when.format(new Date(update.at))}
            </time>
          </div>
          {update.scheduledFor && (
            <p className="text-sm font-medium text-slate-900">
              <Trans>Installation day: {day.format(new Date(`${update.scheduledFor}T12:00:00`))}</Trans>
            </p>
          )}
          {update.note && <p className="whitespace-pre-line text-sm text-slate-700">{update.note}</p>}
          <StoredPhotos ids={update.photos} label={t`Photos: ${i18n._(JOB_STATUS_LABELS[update.status])}`} />
        </li>
      ))}
      {pending.map(({ row, summary }) => (
        <li key={row.id} className="flex flex-col gap-1 text-sm">
          <span className="font-semibold text-slate-900">
            {summary.status && i18n._(JOB_STATUS_LABELS[summary.status as ProgressStatus])}
          </span>
          <PendingStatus row={row} />
        </li>
      ))}
    </ol>
  )
}

/**
 * The hired installer reports progress from the site — with no signal if need be: the report and its
 * photos wait in the outbox. The poster may only confirm the completion of work in progress.
 */
export function ProgressForm({ job, by }: { job: JobDocument; by: 'installer' | 'poster' }) {
  const { t, i18n } = useLingui()
  const choices = PROGRESS_STATUSES.filter((status) => canReportProgress(job.status, status, by))
  const [status, setStatus] = useState<ProgressStatus | ''>('')
  const [scheduledFor, setScheduledFor] = useState(job.scheduledFor ?? '')
  const [note, setNote] = useState('')
  const [photos, setPhotos] = useState<RequestPhoto[]>([])
  const [error, setError] = useState<string | undefined>()
  if (choices.length === 0) return null
  const chosen = status === '' ? choices[0]! : status

  async function submit() {
    const body = { id: crypto.randomUUID(), status: chosen, scheduledFor: scheduledFor || null, note, photos }
    const parsed = ProgressInputSchema.safeParse(body)
    if (!parsed.success) {
      setError(translateMarketplaceCode(i18n, parsed.error.issues[0]?.message))
      return
    }
    setError(undefined)
    await queueProgress(job.id, body)
    setNote('')
    setPhotos([])
    setStatus('')
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">
          <Trans>New status</Trans>
        </legend>
        {choices.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500"
          >
            <input
              type="radio"
              name="progress-status"
              value={choice}
              checked={chosen === choice}
              onChange={() => setStatus(choice)}
              className="accent-brand-700"
            />
            {i18n._(JOB_STATUS_LABELS[choice])}
          </label>
        ))}
      </fieldset>
      {chosen === 'scheduled' && (
        <FormField
          label={t`Installation day`}
          type="date"
          value={scheduledFor}
          onChange={(event) => setScheduledFor(event.currentTarget.value)}
          className="max-w-xs"
        />
      )}
      <TextAreaField
        label={t`Note`}
        hint={t`What was done, what is next. The other side sees it.`}
        value={note}
        maxLength={JOB_LIMITS.note}
        rows={3}
        onChange={setNote}
      />
      {by === 'installer' && (
        <RequestPhotos
          photos={photos}
          onChange={setPhotos}
          max={JOB_LIMITS.updatePhotos}
          hint={
            <Trans>
              Before pictures when you start, after pictures when you finish: they go into your public
              portfolio.
            </Trans>
          }
          addLabel={t`Add progress photos`}
        />
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="submit">
          <Trans>Report progress</Trans>
        </Button>
      </div>
    </form>
  )
}
