import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle, Printer, ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import type { FilmPlan } from '../../../domain/estimator/compute.ts'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/choice-fields.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { CutLists } from '../estimates/cut-list.tsx'
import { PrecutProblemText } from './precut-problem-text.tsx'
import type { PrecutOrder } from './precut.ts'
import type { Pane } from './diy-order-draft.ts'
import { FilmLines } from './diy-order-film-fields.tsx'

export function OrderSummary({
  order,
  catalogEmpty,
  kit,
  kitChosen,
  onKitChange,
  sizesIncomplete,
  seamed,
  security,
  onAdd,
}: {
  order: PrecutOrder | null
  catalogEmpty: boolean
  kit: CatalogProduct | null
  kitChosen: boolean
  onKitChange: (chosen: boolean) => void
  sizesIncomplete: boolean
  /** Windows wider than every roll, cut as drops joined by a seam. */
  seamed: number
  security: boolean
  onAdd: () => Promise<void>
}) {
  const { t } = useLingui()
  const { money } = useFormats()
  const [adding, setAdding] = useState(false)
  const kitIn = kitChosen && kit !== null
  const kitOut = kitIn && kit.stockStatus !== 'inStock'
  const total = (order?.filmCents ?? 0) + (kitIn ? kit.priceCents : 0)
  const films = order?.films.filter((film) => film.lines.length > 0) ?? []
  const canAdd = !!order?.ok && !sizesIncomplete && !kitOut && !adding
  return (
    <section className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <h2 id="diy-order-summary" className="text-lg font-semibold text-slate-900">
        <Trans>What goes in your cart</Trans>
      </h2>
      {order === null ? (
        <Loader size="sm" className="py-8" />
      ) : catalogEmpty ? (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            The shop’s prices are not on this device yet. Connect to the internet once to load them.
          </Trans>
        </p>
      ) : (
        <div aria-live="polite" className="flex flex-col">
          {films.length === 0 && order.problems.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              <Trans>Enter the size of at least one window to see the film you need.</Trans>
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {films.map((film) => (
                <FilmLines key={film.film.sku} film={film} />
              ))}
            </ul>
          )}
          {order.problems.map((problem) => (
            <p
              key={`${problem.code}-${problem.film.sku}`}
              className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <PrecutProblemText problem={problem} />
              </span>
            </p>
          ))}
          {seamed > 0 && (
            <p className="mt-2 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <Plural
                  value={seamed}
                  one="# window is wider than the roll: it is cut as drops joined by a seam, all included (see the cut list)."
                  other="# windows are wider than the roll: they are cut as drops joined by seams, all included (see the cut list)."
                />
              </span>
            </p>
          )}
          <div className="mt-3 border-t border-slate-200 pt-3">
            {kit ? (
              <div className="flex items-center justify-between gap-3">
                <CheckboxField label={t`Add a DIY install kit`} checked={kitChosen} onChange={onKitChange} />
                <span className="text-sm font-semibold text-slate-900 tabular-nums">
                  {money(kit.priceCents)}
                </span>
              </div>
            ) : null}
            {kit && (
              <p className="text-xs text-slate-600">
                <Trans>Squeegees, knife, spray bottle and slip solution.</Trans>
              </p>
            )}
            {kitOut && (
              <p className="mt-1 text-sm font-semibold text-amber-800">
                <Trans>The install kit is out of stock right now: untick it to order the film alone.</Trans>
              </p>
            )}
          </div>
          <div className="mt-4 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-3">
            <span className="font-semibold text-slate-900">
              <Trans>Total</Trans>
            </span>
            <span className="text-2xl font-bold text-brand-900 tabular-nums">{money(total)}</span>
          </div>
          <p className="text-xs text-slate-600">
            <Trans>Shipping and tax are added at checkout.</Trans>
          </p>
          {security && (
            <p className="mt-3 text-sm text-slate-700">
              <Trans>
                Security film fitted with an attachment system to the frame should be installed by a
                professional.
              </Trans>
            </p>
          )}
          {sizesIncomplete && (
            <p className="mt-3 text-sm text-slate-700">
              <Trans>Enter a width, a height and the number of panes for every window to order.</Trans>
            </p>
          )}
          <Button
            size="lg"
            className="mt-4 w-full"
            disabled={!canAdd}
            onClick={async () => {
              setAdding(true)
              try {
                await onAdd()
              } finally {
                setAdding(false)
              }
            }}
          >
            <ShoppingCart aria-hidden />
            <Trans>Add to cart</Trans>
          </Button>
          <Button variant="outline" className="mt-2 w-full" onClick={() => window.print()}>
            <Printer aria-hidden />
            <Trans>Print cut list and instructions</Trans>
          </Button>
        </div>
      )}
    </section>
  )
}

/** The cut list of every film that has something to cut. */
export function CutListSection({
  plans,
  panes,
  trimIn,
}: {
  plans: FilmPlan[]
  panes: Pane[]
  trimIn: number
}) {
  const drawn = plans.filter(({ plan }) => plan.placements.length > 0)
  if (drawn.length === 0) return null
  return (
    <section aria-labelledby="diy-cut-list" className="flex flex-col gap-4 lg:col-start-1">
      <h2 id="diy-cut-list" className="text-xl font-semibold text-slate-900">
        <Trans>Cut list</Trans>
      </h2>
      <CutLists
        plans={drawn}
        panes={panes}
        trimIn={trimIn}
        className="print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
      />
    </section>
  )
}
