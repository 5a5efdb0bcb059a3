import { Trans, useLingui } from '@lingui/react/macro'
import type { FilmPlan } from '../../../domain/estimator/compute.ts'
import type { SeamedPane } from '../../../domain/estimator/roll-plan.ts'
import type { EstimateWindow } from '../../../domain/estimates/estimate.ts'
import { formatLength, toInches } from '../../../domain/estimator/measure.ts'
import { cn } from '../../ui/cn.ts'
import { RollPlanDrawing } from './roll-plan-drawing.tsx'
import { useFormats } from '../../app/use-formats.ts'

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

/** An estimate's windows as panes to cut, each named by its label or its place in the list. */
export function cutPanesOf(
  windows: readonly EstimateWindow[],
  labelOf: (index: number) => string,
): CutPane[] {
  return windows.map((window, index) => ({
    id: window.id,
    label: window.label || labelOf(index),
    widthIn: toInches(window.width, window.unit),
    heightIn: toInches(window.height, window.unit),
    quantity: window.quantity,
  }))
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
  const listed = panes.filter((pane) => plan.placements.some((placement) => placement.pieceId === pane.id))
  const seams = new Map(plan.seamed.map((seamed) => [seamed.pieceId, seamed]))
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
            {listed.map((pane) => {
              const seamed = seams.get(pane.id)
              // A drop's size as it lies on the pane: across the seams, then along them.
              const [cutWidth, cutHeight] = !seamed
                ? [pane.widthIn, pane.heightIn]
                : seamed.seams === 'vertical'
                  ? [seamed.dropWidthIn, seamed.dropLengthIn]
                  : [seamed.dropLengthIn, seamed.dropWidthIn]
              return (
                <tr key={pane.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3 font-medium text-slate-900">
                    {pane.label}
                    {seamed && (
                      <span className="mt-1 block w-fit rounded bg-amber-100 px-1.5 text-xs font-normal text-amber-900">
                        <SeamNote seamed={seamed} />
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-3">
                    <Size width={inches(pane.widthIn)} height={inches(pane.heightIn)} />
                  </td>
                  <td className="py-2 pr-3 font-semibold">
                    <Size width={inches(cutWidth + 2 * trimIn)} height={inches(cutHeight + 2 * trimIn)} />
                  </td>
                  <td className="py-2 text-right tabular-nums">{pane.quantity * (seamed?.drops ?? 1)}</td>
                </tr>
              )
            })}
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

/** One cut list per film of the plans, in the plans' order. */
export function CutLists({
  plans,
  ...shared
}: { plans: readonly FilmPlan[] } & Omit<Parameters<typeof CutListCard>[0], keyof FilmPlan>) {
  return plans.map(({ film, plan }) => <CutListCard key={film.sku} film={film} plan={plan} {...shared} />)
}

/** "35 7/8″ × 47 15/16″", which a narrow column breaks after the ×, never inside a length. */
function Size({ width, height }: { width: string; height: string }) {
  return (
    <>
      <span className="whitespace-nowrap">{width} ×</span> <span className="whitespace-nowrap">{height}</span>
    </>
  )
}

/** What a seamed pane is: how many drops, and which way the seams run. */
export function SeamNote({ seamed }: { seamed: SeamedPane }) {
  const drops = seamed.drops
  return seamed.seams === 'vertical' ? (
    <Trans>Seamed pane: {drops} drops, vertical seams</Trans>
  ) : (
    <Trans>Seamed pane: {drops} drops, horizontal seams</Trans>
  )
}
