import { Trans, useLingui } from '@lingui/react/macro'
import type { FilmPlan } from '../../../domain/estimator/compute.ts'
import { formatLength } from '../../../domain/estimator/measure.ts'
import { cn } from '../../ui/cn.ts'
import { RollPlanDrawing } from '../estimator/roll-plan-drawing.tsx'
import type { PrecutProblem } from '../shop/precut.ts'
import { useFormats } from './results-panel.tsx'

/*
 * The cut list of a pre-cut film order, shared by /precut-film-order (from an estimate) and
 * /diy-film-order (from sizes typed in, or an estimate): per film, each pane's glass and cut size
 * and the plan of the roll, and why a film cannot be ordered.
 */

/** A pane of glass to cover: its label, glass size in inches and how many. */
export interface CutPane {
  id: string
  label: string
  widthIn: number
  heightIn: number
  quantity: number
}

/** One film's cut list: glass and cut size (the trim allowance on every side) per pane, then the roll plan. */
export function CutListCard({
  film,
  plan,
  panes,
  trimIn,
  heading: Heading = 'h3',
  className,
}: FilmPlan & { panes: readonly CutPane[]; trimIn: number; heading?: 'h2' | 'h3'; className?: string }) {
  const { t, i18n } = useLingui()
  const { number } = useFormats()
  const inches = (value: number) => formatLength(value, 'inches', i18n.locale)
  const labels = Object.fromEntries(panes.map((pane) => [pane.id, pane.label]))
  const listed = panes.filter(
    (pane) =>
      plan.placements.some((placement) => placement.pieceId === pane.id) || plan.oversize.includes(pane.id),
  )
  return (
    <article className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      <Heading className="text-lg font-semibold text-slate-900">{film.name}</Heading>
      <p className="mb-4 text-sm text-slate-600">
        <Trans>
          {number(plan.linearFeet)} ft of the {plan.rollWidthIn}″ roll · {number(plan.filmSqFt)} sq ft of film
          for {number(plan.cutAreaSqFt)} sq ft of cut pieces
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
            {listed.map((pane) => (
              <tr key={pane.id} className="border-b border-slate-100">
                <td className="py-2 pr-3 font-medium text-slate-900">
                  {pane.label}
                  {plan.oversize.includes(pane.id) && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">
                      <Trans>wider than any roll: not included, contact us</Trans>
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {inches(pane.widthIn)} × {inches(pane.heightIn)}
                </td>
                <td className="py-2 pr-3 font-semibold whitespace-nowrap">
                  {inches(pane.widthIn + 2 * trimIn)} × {inches(pane.heightIn + 2 * trimIn)}
                </td>
                <td className="py-2 text-right tabular-nums">{pane.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plan.placements.length > 0 && (
        <div className="mt-5">
          <RollPlanDrawing plan={plan} labels={labels} title={t`Cut plan for ${film.name}`} />
        </div>
      )}
    </article>
  )
}

/** Why a film of a pre-cut order cannot go into the cart. */
export function PrecutProblemText({ problem }: { problem: PrecutProblem }) {
  const name = problem.film.name
  const width = problem.widthIn
  switch (problem.code) {
    case 'productMissing':
      return (
        <Trans>
          {name} is not sold in {width}″ rolls right now. Contact us to order it.
        </Trans>
      )
    case 'outOfStock':
      return (
        <Trans>
          {name}, {width}″ roll, is out of stock at every hub right now. Choose another film or contact us for
          a restock date.
        </Trans>
      )
    case 'tooManyRolls': {
      const max = problem.max
      return (
        <Trans>
          That is more than {max} rolls of {name}: contact us for a bulk order.
        </Trans>
      )
    }
  }
}
