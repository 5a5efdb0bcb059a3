import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CheckCircle2, Printer, Save } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { computeEstimate } from '../../../domain/estimator/compute.ts'
import { formatLength, toInches } from '../../../domain/estimator/measure.ts'
import { DEFAULT_TRIM_IN } from '../../../domain/estimator/roll-plan.ts'
import { saveDraft } from '../../app/device-db.ts'
import { Button } from '../../ui/button.tsx'
import { useAuth } from '../auth/auth-provider.tsx'
import { RollPlanDrawing } from '../estimator/roll-plan-drawing.tsx'
import { PageHeader } from '../page-frame/page-header.tsx'
import { useEstimate } from './api/use-estimate.ts'
import { useEstimates } from './api/use-estimates.ts'
import { useFormats } from './results-panel.tsx'

/*
 * /precut-film-order/{estimateId}: the estimate's panes as a cut list (each with the installer's trim
 * on every side), the roll plan that cuts them, and the film's price. Until the shop takes orders it
 * is kept as a draft order on this device.
 */

const TRIM_CHOICES = [0, 0.25, 0.5, 0.75, 1] as const

function PickEstimate() {
  const page = useEstimates(100)
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h2 className="mb-4 text-xl font-semibold text-slate-900">
        <Trans>Which estimate should be cut?</Trans>
      </h2>
      {page === null ? (
        <p className="text-slate-600">
          <Trans>Opening your estimates…</Trans>
        </p>
      ) : page.estimates.length === 0 ? (
        <p className="text-slate-600">
          <Trans>
            You have no estimates yet.{' '}
            <Link to="/estimator" className="font-semibold text-brand-700 underline">
              Measure your windows first
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {page.estimates.map((estimate) => (
            <li key={estimate.id}>
              <Link
                to="/precut-film-order/{-$estimateId}"
                params={{ estimateId: estimate.id }}
                className="flex justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 font-semibold text-brand-800 hover:border-accent-400"
              >
                {estimate.name}
                <span className="font-normal text-slate-600">{estimate.customer}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function CutOrder({ estimate }: { estimate: Estimate }) {
  const { i18n, t } = useLingui()
  const { user } = useAuth()
  const { number, money } = useFormats()
  const [trimIn, setTrimIn] = useState(DEFAULT_TRIM_IN)
  const [saved, setSaved] = useState(false)
  const result = useMemo(() => computeEstimate(estimate, { trimIn }), [estimate, trimIn])
  const inches = (value: number) => formatLength(value, 'inches', i18n.locale)
  const labels = Object.fromEntries(
    estimate.windows.map((window, index) => [window.id, window.label || t`Window ${index + 1}`]),
  )
  const filmCents = result.price.materialCents
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 print:p-0">
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div>
          <p className="text-sm text-slate-600">
            <Trans>From the estimate</Trans>{' '}
            <Link
              to="/estimator"
              search={{ estimate: estimate.id }}
              className="font-semibold text-brand-700 underline"
            >
              {estimate.name}
            </Link>
          </p>
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
          <Trans>Trim allowance per side</Trans>
          <select
            value={trimIn}
            onChange={(event) => setTrimIn(Number(event.currentTarget.value))}
            className="h-11 rounded-md border border-slate-300 bg-white px-3"
          >
            {TRIM_CHOICES.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? t`None (cut to the glass)` : inches(value)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {result.plans.map(({ film, plan }) => (
        <article key={film.sku} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{film.name}</h2>
          <p className="mb-4 text-sm text-slate-600">
            <Trans>
              {number(plan.linearFeet)} ft of the {plan.rollWidthIn}″ roll · {number(plan.filmSqFt)} sq ft of
              film for {number(plan.cutAreaSqFt)} sq ft of cut pieces
            </Trans>
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t`Cut list for ${film.name}`}</caption>
              <thead className="border-b border-slate-300 text-xs text-slate-500 uppercase">
                <tr>
                  <th className="py-2 pr-3">{t`Pane`}</th>
                  <th className="py-2 pr-3">{t`Glass`}</th>
                  <th className="py-2 pr-3">{t`Cut size`}</th>
                  <th className="py-2 text-right">{t`Pieces`}</th>
                </tr>
              </thead>
              <tbody>
                {estimate.windows
                  .filter(
                    (window) =>
                      plan.placements.some((placement) => placement.pieceId === window.id) ||
                      plan.oversize.includes(window.id),
                  )
                  .map((window) => {
                    const width = toInches(window.width, window.unit)
                    const height = toInches(window.height, window.unit)
                    return (
                      <tr key={window.id} className="border-b border-slate-100">
                        <td className="py-2 pr-3 font-medium text-slate-900">
                          {labels[window.id]}
                          {plan.oversize.includes(window.id) && (
                            <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">
                              <Trans>wider than any roll: seam needed</Trans>
                            </span>
                          )}
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap">
                          {inches(width)} × {inches(height)}
                        </td>
                        <td className="py-2 pr-3 whitespace-nowrap font-semibold">
                          {inches(width + 2 * trimIn)} × {inches(height + 2 * trimIn)}
                        </td>
                        <td className="py-2 text-right tabular-nums">{window.quantity}</td>
                      </tr>
                    )
                  })}
              </tbody>
            </table>
          </div>
          <div className="mt-5">
            <RollPlanDrawing plan={plan} labels={labels} title={t`Cut plan for ${film.name}`} />
          </div>
        </article>
      ))}

      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-5">
        <p className="text-lg font-bold text-slate-900">
          <Trans>Film, cut and labelled: {money(filmCents)}</Trans>
        </p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            <Trans>Print cut list</Trans>
          </Button>
          <Button
            onClick={async () => {
              await saveDraft(user?.id ?? null, `precut/${estimate.id}`, {
                estimateId: estimate.id,
                trimIn,
                totalCents: filmCents,
              })
              setSaved(true)
            }}
          >
            <Save aria-hidden />
            <Trans>Save draft order</Trans>
          </Button>
        </div>
      </div>
      {saved && (
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircle2 className="size-4" aria-hidden />
          <Trans>Draft order saved on this device. You can order it once the shop opens checkout.</Trans>
        </p>
      )}
    </section>
  )
}

function EstimateCutOrder({ id }: { id: string }) {
  const lookup = useEstimate(id)
  if (lookup.state === 'found') return <CutOrder estimate={lookup.estimate} />
  return (
    <p className="mx-auto max-w-5xl px-4 py-8 text-slate-600 sm:px-6">
      {lookup.state === 'loading' ? (
        <Trans>Opening the estimate…</Trans>
      ) : (
        <Trans>This estimate is not on this device.</Trans>
      )}
    </p>
  )
}

export function PrecutOrderPage({ estimateId }: { estimateId?: string }) {
  const { t } = useLingui()
  return (
    <>
      <PageHeader
        title={t`Pre-Cut Film Order`}
        description={t`Film cut to every pane of an estimate, with your trim allowance, labelled pane by pane.`}
      />
      {estimateId ? <EstimateCutOrder id={estimateId} /> : <PickEstimate />}
    </>
  )
}
