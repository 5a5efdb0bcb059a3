import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Calendar, MapPin, Ruler, Wallet } from 'lucide-react'
import type { JobDocument } from '../../../domain/marketplace/job.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import { JobStatusBadge } from './job-status-badge.tsx'
import { JOB_BUDGET_LABELS, JOB_FILM_LABELS, JOB_TIMELINE_LABELS } from './labels.ts'
import { StoredPhotos } from '../../app/photos/stored-photos.tsx'
import { formatLocale } from '../../../domain/i18n/locales.ts'

/** Where and when, as a row of facts: the same for the poster, the board and the hired installer. */
function JobFacts({ job, distanceMi }: { job: JobDocument; distanceMi?: number | null }) {
  const { i18n } = useLingui()
  const posted = new Intl.DateTimeFormat(formatLocale(i18n.locale), { dateStyle: 'medium' }).format(
    new Date(job.postedAt),
  )
  const distance = distanceMi == null ? null : Math.round(distanceMi)
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-2">
      <div className="flex items-center gap-2">
        <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden />
        <dt className="sr-only">
          <Trans>Location</Trans>
        </dt>
        <dd>
          {job.city}, {job.state} {job.zip}
          {distance !== null && (
            <>
              {' · '}
              <Trans>{distance} mi away</Trans>
            </>
          )}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <Wallet className="size-4 shrink-0 text-slate-500" aria-hidden />
        <dt className="sr-only">
          <Trans>Budget</Trans>
        </dt>
        <dd>{i18n._(JOB_BUDGET_LABELS[job.budget])}</dd>
      </div>
      <div className="flex items-center gap-2">
        <Calendar className="size-4 shrink-0 text-slate-500" aria-hidden />
        <dt className="sr-only">
          <Trans>Timeline</Trans>
        </dt>
        <dd>
          {i18n._(JOB_TIMELINE_LABELS[job.timeline])} · <Trans>posted {posted}</Trans>
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <Ruler className="size-4 shrink-0 text-slate-500" aria-hidden />
        <dt className="sr-only">
          <Trans>Film wanted</Trans>
        </dt>
        <dd>{i18n._(JOB_FILM_LABELS[job.filmType])}</dd>
      </div>
    </dl>
  )
}

/** The attached estimate's windows: what the installer prices from, measured on site. */
function EstimateWindows({ estimate }: { estimate: NonNullable<JobDocument['estimate']> }) {
  const { i18n, t } = useLingui()
  const area = new Intl.NumberFormat(formatLocale(i18n.locale), { maximumFractionDigits: 1 })
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        <Plural value={estimate.totalWindows} one="# window" other="# windows" />
        {' · '}
        <Trans>{area.format(estimate.totalAreaSqFt)} ft² of glass</Trans>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t`Measured windows`}</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                <Trans>Window</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                <Trans>Size</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                <Trans>Qty</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                <Trans>Area</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {estimate.windows.map((window) => (
              <tr key={window.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  {window.label || t`Window`}
                  {window.photos.length > 0 && (
                    <div className="mt-2">
                      <StoredPhotos ids={window.photos} label={window.label || t`Window`} />
                    </div>
                  )}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                  {formatLength(window.width, window.unit, i18n.locale)} ×{' '}
                  {formatLength(window.height, window.unit, i18n.locale)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{window.quantity}</td>
                <td className="py-2 text-right tabular-nums">{area.format(window.areaSqFt)} ft²</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** The project as posted: description, facts, photos, the attached measurements. */
export function JobDetails({ job, distanceMi }: { job: JobDocument; distanceMi?: number | null }) {
  const { t } = useLingui()
  return (
    <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">{job.title}</h2>
        <JobStatusBadge status={job.status} />
      </div>
      <JobFacts job={job} distanceMi={distanceMi} />
      <p className="whitespace-pre-line text-slate-800">{job.description}</p>
      {job.photos.length > 0 && (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">
            <Trans>Photos</Trans>
          </h3>
          <StoredPhotos ids={job.photos} label={t`Project photos`} />
        </section>
      )}
      {job.estimate && (
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">
            <Trans>Measurements: {job.estimate.name}</Trans>
          </h3>
          <EstimateWindows estimate={job.estimate} />
        </section>
      )}
    </section>
  )
}
