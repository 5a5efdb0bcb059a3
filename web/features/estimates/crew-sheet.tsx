import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Estimate, EstimateWindow } from '../../../domain/estimates/estimate.ts'
import { computeEstimate, type EstimateResult } from '../../../domain/estimator/compute.ts'
import { StoredPhotos } from '../../app/photos/stored-photos.tsx'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { filmLineOf } from '../../../domain/estimator/films.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import { DEFAULT_TRIM_IN } from '../../../domain/estimator/roll-plan.ts'
import { CutLists, cutPanesOf } from './cut-list.tsx'
import { SAFETY_FLAG_MESSAGES } from './estimator-messages.ts'
import { ACCESS_LABELS } from './labels.ts'
import { DocumentHeader } from './quote-view.tsx'

/**
 * What the crew takes to the job, which the customer's quote leaves out: every window with how it
 * is reached and what it needs, its glass warnings, and per film the cut sizes and the roll plan.
 */
export function CrewSheet({ estimate, result }: { estimate: Estimate; result: EstimateResult }) {
  const { t } = useLingui()
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <div>
        <DocumentHeader estimate={estimate} title={t`Crew sheet`} />
        {estimate.notes && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm whitespace-pre-line text-amber-950">
            {estimate.notes}
          </p>
        )}
      </div>

      <CrewSheetBody windows={estimate.windows} result={result} />
    </article>
  )
}

/**
 * The crew sheet's windows and cut lists, without the document around them: the estimate's sheet
 * prints it, and an accepted quote's install day shows it for the windows the quote sold, with the
 * photos taken when they were measured (from the device: they show on site without signal).
 */
function CrewSheetBody({
  windows,
  result,
  photos = false,
}: {
  windows: readonly EstimateWindow[]
  result: EstimateResult
  photos?: boolean
}) {
  const { i18n, t } = useLingui()
  const labelOf = (index: number) => t`Window ${index + 1}`
  const panes = cutPanesOf(windows, labelOf)
  const length = (value: number, unit: EstimateWindow['unit']) => formatLength(value, unit, i18n.locale)
  return (
    <>
      <section aria-labelledby="crew-windows">
        <h3 id="crew-windows" className="mb-2 text-base font-semibold text-slate-900">
          <Trans>Windows</Trans>
        </h3>
        <ol className="flex flex-col divide-y divide-slate-100 border-y border-slate-200 text-sm">
          {windows.map((window, index) => {
            const warnings = result.safety[window.id] ?? []
            return (
              <li key={window.id} className="flex flex-col gap-1 py-3 break-inside-avoid">
                <p className="flex flex-wrap justify-between gap-x-4">
                  <span className="font-semibold break-words text-slate-900">{panes[index]?.label}</span>
                  <span className="tabular-nums">
                    {length(window.width, window.unit)} × {length(window.height, window.unit)} ·{' '}
                    <Trans>Qty {window.quantity}</Trans>
                  </span>
                </p>
                <p className="text-slate-700">
                  {filmLineOf(window).name} · {i18n._(ACCESS_LABELS[window.access])}
                  {window.removeOldFilm && (
                    <>
                      {' '}
                      · <Trans>remove the old film first</Trans>
                    </>
                  )}
                </p>
                {warnings.map((flag) => (
                  <p key={flag.code} className="w-fit rounded bg-amber-100 px-1.5 text-amber-950">
                    {i18n._(SAFETY_FLAG_MESSAGES[flag.code])}
                  </p>
                ))}
                {photos && <StoredPhotos ids={window.photos} label={panes[index]?.label ?? labelOf(index)} />}
              </li>
            )
          })}
        </ol>
      </section>

      <CutLists
        plans={result.plans}
        panes={panes}
        trimIn={DEFAULT_TRIM_IN}
        className="break-before-page rounded-none border-0 border-t p-0 pt-6 shadow-none sm:p-0 sm:pt-6"
      />
    </>
  )
}

/** The crew sheet of the windows an accepted quote sold, priced and planned with this device's pricing sheet. */
export function InstallationCrewSheet({ windows }: { windows: readonly EstimateWindow[] }) {
  const sheet = usePricingSheet()
  const result = useMemo(
    () => computeEstimate({ windows: [...windows], address: '' }, { sheet }),
    [windows, sheet],
  )
  return <CrewSheetBody windows={windows} result={result} photos />
}
