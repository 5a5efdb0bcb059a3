/**
 * The exact optimum of the roll planner's own problem on a house: the shortest guillotine layout of
 * its panes (with their trim, turned when the film may turn) on each stocked width that takes every
 * pane whole, by the planner's own exact solver (domain/estimator/guillotine.ts) run on the whole
 * house instead of a short stretch. Its work grows with the pairs of sets of panes (`pairsOf`), so
 * only houses with few enough are tried. The layout found is checked before it is believed.
 */
import { pairsOf, shortestLayouts, type Cut, type Size } from '../../domain/estimator/guillotine.ts'
import type { Piece } from '../../domain/estimator/roll-plan.ts'

export interface Optimum {
  filmSqFt: number
  rollWidthIn: number
  seconds: number
}

/** About a minute of work on this machine: far more than any house tried needs. */
const BUDGET = 5e9

/** The least film any guillotine layout takes, or null when the house has more than `mostPairs`. */
export function solveGuillotine(
  pieces: readonly Piece[],
  widths: readonly number[],
  trim: number,
  rotate: boolean,
  mostPairs: number,
): Optimum | null {
  const bySize = new Map<string, Size>()
  for (const piece of pieces) {
    const size = { w: piece.widthIn + 2 * trim, h: piece.heightIn + 2 * trim, count: 0 }
    const key = `${size.w}x${size.h}`
    bySize.set(key, bySize.get(key) ?? size)
    bySize.get(key)!.count += piece.quantity
  }
  const sizes = [...bySize.values()]
  if (pairsOf(sizes) > mostPairs) return null
  const started = performance.now()
  const layouts = shortestLayouts(sizes, widths, rotate, { left: BUDGET })
  if (!layouts) throw new Error('The exact solver ran out of work')
  let best: Optimum | null = null
  for (const [width, { length, cuts }] of layouts) {
    check(cuts, sizes, width, length)
    const film = (width * Math.ceil(length / 1.2 - 1e-9)) / 120
    if (!best || film < best.filmSqFt) best = { filmSqFt: film, rollWidthIn: width, seconds: 0 }
  }
  return best && { ...best, seconds: (performance.now() - started) / 1000 }
}

/** Throws unless the layout places every piece once, inside the roll, without overlap. */
function check(cuts: readonly Cut[], sizes: readonly Size[], width: number, length: number) {
  const rectangles = cuts.map(({ size, x, y, turned }) => {
    const { w, h } = sizes[size]!
    return { x, y, across: turned ? h : w, along: turned ? w : h }
  })
  const counts = sizes.map((_, k) => cuts.filter((cut) => cut.size === k).length)
  const inside = rectangles.every(
    (r) => r.x >= 0 && r.y >= 0 && r.x + r.across <= width + 1e-9 && r.y + r.along <= length + 1e-9,
  )
  const apart = rectangles.every((a, i) =>
    rectangles.every(
      (b, j) =>
        i === j ||
        a.x + a.across <= b.x + 1e-9 ||
        b.x + b.across <= a.x + 1e-9 ||
        a.y + a.along <= b.y + 1e-9 ||
        b.y + b.along <= a.y + 1e-9,
    ),
  )
  if (!inside || !apart || counts.some((count, k) => count !== sizes[k]!.count))
    throw new Error('The exact layout does not hold together')
}
