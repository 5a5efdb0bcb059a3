import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, Printer, ShoppingCart } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { computeEstimate } from '../../../domain/estimator/compute.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import { DEFAULT_TRIM_IN } from '../../../domain/estimator/roll-plan.ts'
import { Button } from '../../ui/button.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { refreshCatalog, useCatalog } from '../../app/catalog-store.ts'
import { precutOrder } from './precut.ts'
import { useEstimate } from '../estimates/api/use-estimate.ts'
import { CutLists, cutPanesOf } from '../estimates/cut-list.tsx'
import { PrecutProblemText } from './precut-problem-text.tsx'
import { useEstimates } from '../estimates/api/use-estimates.ts'
import { useFormats } from '../../app/use-formats.ts'
import { usePricingSheet } from '../../app/pricing-sheet-store.ts'
import { usePrecutToCart } from './use-precut-to-cart.ts'

/*
 * /precut-film-order/{estimateId}: the estimate's panes as a cut list (each with the installer's trim
 * on every side), the roll plan that cuts them, and the shop's price of the rolls and cuts that go
 * into the cart for it (web/features/shop/precut.ts).
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
  const { money } = useFormats()
  const [trimIn, setTrimIn] = useState(DEFAULT_TRIM_IN)
  const { adding, add } = usePrecutToCart()
  const sheet = usePricingSheet()
  const result = useMemo(() => computeEstimate(estimate, { sheet, trimIn }), [estimate, sheet, trimIn])
  const catalog = useCatalog()
  useEffect(() => void refreshCatalog(), [])
  // An empty catalog has not been downloaded yet: it prices nothing rather than "not sold".
  const order = useMemo(
    () => (catalog?.length ? precutOrder(result.plans, catalog) : null),
    [catalog, result.plans],
  )
  const inches = (value: number) => formatLength(value, 'inches', i18n.locale)
  const panes = cutPanesOf(estimate.windows, (index) => t`Window ${index + 1}`)
  const addToCart = async () => {
    if (order) await add(order)
  }
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

      <CutLists plans={result.plans} panes={panes} trimIn={trimIn} heading="h2" />

      <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-5">
        {order && (
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            {order.films.flatMap(({ film, plan, product, lines }) =>
              lines.map((line) => {
                const name = film.name
                const width = plan.rollWidthIn
                const rollFt = product?.lengthFt
                const count = line.quantity
                const cutFt = line.cutLengthFt
                return (
                  <li key={`${film.sku}-${cutFt}`} className="flex justify-between gap-3">
                    <span>
                      {cutFt === null ? (
                        <Trans>
                          {name}, {width}″ roll: {count} × full roll, {rollFt} ft
                        </Trans>
                      ) : (
                        <Trans>
                          {name}, {width}″ roll: cut to {cutFt} ft
                        </Trans>
                      )}
                    </span>
                    <span className="font-semibold text-slate-900 tabular-nums">{money(line.lineCents)}</span>
                  </li>
                )
              }),
            )}
          </ul>
        )}
        {order?.problems.map((problem) => (
          <p
            key={`${problem.code}-${problem.film.sku}`}
            className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 print:hidden"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <PrecutProblemText problem={problem} />
          </p>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-lg font-bold text-slate-900" aria-live="polite">
            {order ? (
              <Trans>Film for this cut list: {money(order.filmCents)}</Trans>
            ) : catalog ? (
              <Trans>
                The shop’s prices are not on this device yet. Connect to the internet once to load them.
              </Trans>
            ) : (
              <Trans>Loading prices…</Trans>
            )}
          </p>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden />
              <Trans>Print cut list</Trans>
            </Button>
            <Button disabled={!order?.ok || adding} onClick={() => void addToCart()}>
              <ShoppingCart aria-hidden />
              <Trans>Add to cart</Trans>
            </Button>
          </div>
        </div>
      </div>
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
        description={t`Film for every pane of an estimate, with your trim allowance: a cut list pane by pane and the film to order.`}
      />
      {estimateId ? <EstimateCutOrder id={estimateId} /> : <PickEstimate />}
    </>
  )
}
