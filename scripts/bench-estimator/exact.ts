/**
 * Models of the roll planner's problem without its guillotine rule, solved by HiGHS (a MIP solver
 * compiled to WebAssembly, from CPLEX LP text): what any layout at all could save, against which the
 * exact guillotine optimum (guillotine.ts) and the planner are measured. Benchmark-only: HiGHS takes
 * seconds, not milliseconds, and weighs more than the whole estimator.
 *
 * Two models, on each roll width that takes every pane whole (the planner prefers such a width to any
 * that seams a pane, and the benchmark houses all have one):
 *   - the pattern bound, an LP: a lower bound on the film of every layout (see `patternTenths`);
 *   - the MIP, for houses of a few panes: every pane (with its trim) at x across the roll and y along
 *     it, turned or not when the film may turn; inside the roll; every two panes apart, one left of
 *     or below the other (big-M); the length L ≤ 1.2 t with t whole tenths of a foot, t minimised, so
 *     that the objective is the planner's own film, rounding included. The planner's plan is HiGHS's
 *     first solution, so a width is proved (nothing shorter exists), improved, or left open at the
 *     time limit. Its layouts need not be guillotine: `guillotine` says whether the best one is.
 */
import loadHighs, { type Highs } from 'highs'
import { ROLL_WIDTHS_IN } from '../../domain/catalog/films.ts'
import {
  DEFAULT_TRIM_IN,
  planForWidth,
  type Piece,
  type PlanOptions,
  type RollPlan,
} from '../../domain/estimator/roll-plan.ts'
import { isGuillotine } from '../../domain/estimator/guillotine.ts'

/** One pane as cut, with the trim: `w` across the roll unturned. */
interface Item {
  /** Items of one size share it. */
  size: number
  w: number
  h: number
  /** Whether the model chooses its way (both ways fit, and it is not square). */
  turns: boolean
  /** Turned against its piece already, because only that way fits the roll. */
  swapped: boolean
}

/** A layout on one width: per item x, y and whether it lies turned. */
interface Spot {
  x: number
  y: number
  turned: boolean
}

export interface AnyCutResult {
  /** `optimal`: proved on every width; `open`: some width not proved; `not modelled`: every width seams a pane. */
  status: 'optimal' | 'open' | 'not modelled'
  /** The least film found, ft² (the planner's when HiGHS found nothing shorter). */
  filmSqFt: number
  rollWidthIn: number
  /** No layout at all uses less film than this, ft² (equal to `filmSqFt` when optimal). */
  boundSqFt: number
  /** Whether the best layout found can be cut with straight cuts (the planner's rule). */
  guillotine: boolean
  seconds: number
}

/** ` + 3 name` or ` - 3 name`: the LP format wants no `+ -`. */
const term = (coefficient: number, name: string) =>
  coefficient < 0 ? ` - ${-coefficient} ${name}` : ` + ${coefficient} ${name}`

/** Film in ft² of `tenths` tenths of a foot of a `width`-inch roll. */
const filmOf = (width: number, tenths: number) => (width * tenths) / 120
const EPS = 1e-6

let highs: Promise<Highs> | null = null

/**
 * The least film any layout needs for `pieces`, by the MIP within `seconds` (all widths together)
 * starting from the planner's `plan`, on houses of at most `MOST_PANES` panes; the pattern bound on
 * every house (with `seconds` 0, the bound alone).
 */
export async function solveAnyCut(
  pieces: readonly Piece[],
  options: PlanOptions,
  plan: RollPlan,
  seconds: number,
): Promise<AnyCutResult> {
  const solver = await (highs ??= loadHighs())
  const started = performance.now()
  const trim = options.trimIn ?? DEFAULT_TRIM_IN
  const rotate = options.allowRotation
  const widths = options.rollWidthsIn ?? ROLL_WIDTHS_IN
  const whole = widths.filter((width) =>
    pieces.every(
      (piece) =>
        piece.quantity === 0 ||
        Math.min(piece.widthIn, rotate ? piece.heightIn : Infinity) + 2 * trim <= width,
    ),
  )
  const open: number[] = []
  if (whole.length === 0 || plan.seamed.length > 0)
    return {
      status: 'not modelled',
      filmSqFt: plan.filmSqFt,
      rollWidthIn: plan.rollWidthIn,
      boundSqFt: 0,
      guillotine: true,
      seconds: 0,
    }
  let best = {
    width: plan.rollWidthIn,
    tenths: Math.round(plan.linearFeet * 10),
    spots: spotsOf(plan, pieces, itemsOf(pieces, trim, rotate, plan.rollWidthIn)),
  }

  // Widths whose lower bound is lowest first: they are the likeliest to hold a better layout.
  const tries = whole
    .map((width) => ({ width, items: itemsOf(pieces, trim, rotate, width) }))
    .map((entry) => ({
      ...entry,
      least: Math.max(leastTenths(entry.items, entry.width), patternTenths(solver, entry.items, entry.width)),
    }))
    .sort((a, b) => filmOf(a.width, a.least) - filmOf(b.width, b.least) || a.width - b.width)
  for (const { width, items, least } of tries) {
    const bestFilm = filmOf(best.width, best.tenths)
    if (filmOf(width, least) >= bestFilm - EPS) continue
    const left = seconds - (performance.now() - started) / 1000
    if (left <= 0.05 || items.length > MOST_PANES) {
      // Not tried, or out of time: the width's lower bound stands.
      open.push(filmOf(width, least))
      continue
    }
    // Only layouts at least as good as the best so far are of interest.
    const cap = Math.floor((bestFilm * 120) / width + EPS)
    const start =
      width === plan.rollWidthIn ? plan : planForWidth(pieces, width, { ...options, rollWidthsIn: [width] })
    const seed = Math.round(start.linearFeet * 10) <= cap ? start : null
    const result = solveWidth(
      solver,
      items,
      width,
      least,
      cap,
      seed && seedValues(items, width, spotsOf(seed, pieces, items), seed),
      left,
    )
    if (result.spots && filmOf(width, result.tenths) < bestFilm - EPS)
      best = { width, tenths: result.tenths, spots: result.spots }
    if (!result.proved) open.push(filmOf(width, result.bound))
  }
  const filmSqFt = filmOf(best.width, best.tenths)
  const items = itemsOf(pieces, trim, rotate, best.width)
  return {
    status: open.length === 0 ? 'optimal' : 'open',
    filmSqFt,
    rollWidthIn: best.width,
    boundSqFt: Math.min(filmSqFt, ...open),
    guillotine: isGuillotine(
      best.spots.map((spot, i) => {
        const { w, h } = items[i]!
        return { x: spot.x, y: spot.y, w: spot.turned ? h : w, h: spot.turned ? w : h }
      }),
    ),
    seconds: (performance.now() - started) / 1000,
  }
}

/**
 * The panes as the model's items, those of one size together (in the order of the first piece of
 * each size): panes of one size are interchangeable, whichever piece they belong to.
 */
function itemsOf(pieces: readonly Piece[], trim: number, rotate: boolean, width: number): Item[] {
  return sizesOf(pieces).flatMap((group, size) =>
    group.flatMap((index) => {
      const piece = pieces[index]!
      let w = piece.widthIn + 2 * trim
      let h = piece.heightIn + 2 * trim
      const both = rotate && w !== h && w <= width && h <= width
      // A pane that fits only one way lies that way, and the model has no choice to make.
      const swapped = !both && w > width
      if (swapped) [w, h] = [h, w]
      return Array.from({ length: piece.quantity }, () => ({ size, w, h, turns: both, swapped }))
    }),
  )
}

/** Indices of the pieces, grouped by size. */
function sizesOf(pieces: readonly Piece[]): number[][] {
  const groups = new Map<string, number[]>()
  pieces.forEach((piece, index) => {
    const key = `${piece.widthIn}x${piece.heightIn}`
    groups.set(key, [...(groups.get(key) ?? []), index])
  })
  return [...groups.values()]
}

/** Above this many panes the MIP is not tried: its big-M bound hardly moves in seconds. */
const MOST_PANES = 16
/** Past this many patterns across the roll the pattern bound is not worth its time. */
const MOST_PATTERNS = 20_000

/**
 * The fewest tenths of a foot any layout takes by the pattern bound (Gilmore and Gomory's LP for
 * strip packing): cut any layout across at every height and the panes the cut meets, side by side,
 * are a pattern no wider than the roll. Each pane is met over its whole length, so the patterns'
 * lengths, chosen freely, cover every pane's length: the least total length so is a lower bound, and
 * a far better one than the area when panes leave gaps across the roll that no other pane fills.
 * 0 when there are too many patterns.
 */
function patternTenths(solver: Highs, items: readonly Item[], width: number): number {
  // The ways a size may lie: across, along; one size's panes all count against its number.
  const sizes = new Map<number, { count: number; lies: [number, number][] }>()
  for (const item of items) {
    const size = sizes.get(item.size) ?? {
      count: 0,
      lies: item.turns
        ? [
            [item.w, item.h],
            [item.h, item.w],
          ]
        : [[item.w, item.h]],
    }
    size.count++
    sizes.set(item.size, size)
  }
  const groups = [...sizes.values()]
  const lies = groups.flatMap((group, g) => group.lies.map(([across, along]) => ({ g, across, along })))
  lies.sort((a, b) => b.across - a.across)
  // Maximal patterns only: a pattern that has room for one more pane is covered by the one with it.
  const patterns: number[][] = []
  const counts = new Array<number>(lies.length).fill(0)
  const used = new Array<number>(groups.length).fill(0)
  const extend = (index: number, room: number): boolean => {
    if (patterns.length > MOST_PATTERNS) return false
    if (index === lies.length) {
      if (!lies.some((lie) => lie.across <= room + EPS && used[lie.g]! < groups[lie.g]!.count))
        patterns.push(counts.slice())
      return true
    }
    const lie = lies[index]!
    const most = Math.min(Math.floor(room / lie.across + EPS), groups[lie.g]!.count - used[lie.g]!)
    for (let count = most; count >= 0; count--) {
      counts[index] = count
      used[lie.g]! += count
      const going = extend(index + 1, room - count * lie.across)
      used[lie.g]! -= count
      counts[index] = 0
      if (!going) return false
    }
    return true
  }
  if (!extend(0, width) || patterns.length === 0) return 0
  const rows = groups.map((group, g) => {
    const terms = patterns.flatMap((pattern, p) => {
      const share = pattern.reduce(
        (sum, count, index) => (lies[index]!.g === g ? sum + count / lies[index]!.along : sum),
        0,
      )
      return share > 0 ? [`${term(share, `z${p}`)}`] : []
    })
    return ` size${g}:${terms.join('')} >= ${group.count}`
  })
  const text = [
    'Minimize',
    ` length:${patterns.map((_, p) => term(1, `z${p}`)).join('')}`,
    'Subject To',
    ...rows,
    'End',
  ].join('\n')
  const result = solver.solve(text, { output_flag: false })
  if (result.Status !== 'Optimal') return 0
  // The LP's optimum less a hair, so that rounding in the solver cannot raise the bound.
  return Math.ceil((result.ObjectiveValue - 1e-6) / 1.2 - EPS)
}

/** The fewest tenths of a foot any layout takes: the area, and the panes that cannot lie side by side. */
function leastTenths(items: readonly Item[], width: number): number {
  const area = items.reduce((sum, item) => sum + item.w * item.h, 0)
  const stack = stacked(items, width).reduce((sum, i) => sum + shortest(items[i]!), 0)
  const tallest = Math.max(0, ...items.map(shortest))
  return Math.ceil(Math.max(area / width, stack, tallest) / 1.2 - EPS)
}

/** The length a pane takes at least: its height, or its shorter side when it may turn. */
const shortest = (item: Item) => (item.turns ? Math.min(item.w, item.h) : item.h)
/** Its greatest width across the roll. */
const widest = (item: Item) => (item.turns ? Math.max(item.w, item.h) : item.w)
/** Its least width across the roll. */
const narrowest = (item: Item) => (item.turns ? Math.min(item.w, item.h) : item.w)

/** Panes more than half the roll wide however they lie: no two fit side by side, so they stack. */
const stacked = (items: readonly Item[], width: number) =>
  items.flatMap((item, i) => (narrowest(item) > width / 2 ? [i] : []))

/**
 * The planner's placements as spots, in the order `itemsOf` lists the items, each turned against its
 * item (not its piece). Copies of a piece go in order along the roll, as the model's symmetry rule wants.
 */
function spotsOf(plan: RollPlan, pieces: readonly Piece[], items: readonly Item[]): Spot[] {
  if (new Set(pieces.map((piece) => piece.id)).size !== pieces.length)
    throw new Error('The exact model needs one id per piece')
  const spots = sizesOf(pieces).flatMap((group) => {
    const ids = new Set(group.map((index) => pieces[index]!.id))
    return plan.placements
      .filter((placement) => ids.has(placement.pieceId))
      .map((placement) => ({ x: placement.x, y: placement.y, turned: placement.rotated }))
      .toSorted((a, b) => a.y - b.y || a.x - b.x)
  })
  if (spots.length !== items.length) throw new Error('The plan does not place every pane once')
  return spots.map((spot, i) => ({ ...spot, turned: spot.turned !== items[i]!.swapped }))
}

interface WidthResult {
  proved: boolean
  tenths: number
  bound: number
  spots: Spot[] | null
}

/**
 * Solves one width for at most `seconds`: the fewest tenths, between `least` and `cap`. `seed` is a
 * layout to start from. Proved means no layout with fewer tenths exists (or none within `cap`).
 */
function solveWidth(
  solver: Highs,
  items: readonly Item[],
  width: number,
  least: number,
  cap: number,
  seed: Map<string, number> | null,
  seconds: number,
): WidthResult {
  const n = items.length
  const maxLength = 1.2 * cap
  const lines: string[] = ['Minimize', ' obj: t', 'Subject To']
  const binaries: string[] = []
  const bounds: string[] = [` ${least} <= t <= ${cap}`, ` 0 <= L <= ${maxLength}`]
  // Width and height of item i as LP terms: constant + coefficient × r_i (r_i = 1 when turned).
  const across = (i: number, sign = 1): [number, string] => {
    const { w, h, turns } = items[i]!
    return [w, turns ? term(sign * (h - w), `r${i}`) : '']
  }
  const along = (i: number, sign = 1): [number, string] => {
    const { w, h, turns } = items[i]!
    return [h, turns ? term(sign * (w - h), `r${i}`) : '']
  }
  const area = items.reduce((sum, item) => sum + item.w * item.h, 0)
  lines.push(` length: L - 1.2 t <= 0`, ` area: ${width} L >= ${area}`)
  for (let i = 0; i < n; i++) {
    const [w, wr] = across(i)
    const [h, hr] = along(i)
    lines.push(` in_x${i}: x${i}${wr} <= ${width - w}`, ` in_y${i}: y${i}${hr} - L <= ${-h}`)
    bounds.push(` 0 <= x${i} <= ${width}`, ` 0 <= y${i} <= ${maxLength}`)
    if (items[i]!.turns) binaries.push(`r${i}`)
  }
  // Panes that cannot lie side by side stack: L is at least their heights together.
  const stack = stacked(items, width)
  if (stack.length > 1) {
    const heights = stack.reduce((sum, i) => sum + along(i)[0], 0)
    lines.push(` stack: L${stack.map((i) => along(i, -1)[1]).join('')} >= ${heights}`)
  }
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const copies = items[i]!.size === items[j]!.size
      const sideBySide = narrowest(items[i]!) + narrowest(items[j]!) <= width
      const choices: string[] = []
      if (sideBySide) {
        for (const [a, b] of [
          [i, j],
          [j, i],
        ] as const) {
          const [w, wr] = across(a)
          lines.push(` l${a}_${b}: x${a}${wr} - x${b} + ${width} l${a}_${b} <= ${width - w}`)
          choices.push(`l${a}_${b}`)
        }
        // Side by side, their widths as they lie fit the roll (the LP sees it only through x otherwise).
        const over = widest(items[i]!) + widest(items[j]!) - width
        if (over > 0)
          lines.push(
            ` fit${i}_${j}:${across(i)[1]}${across(j)[1]} + ${over} l${i}_${j} + ${over} l${j}_${i} <= ${width + over - across(i)[0] - across(j)[0]}`,
          )
      }
      // Copies of one piece are interchangeable: number them along the roll, so j is never below i.
      for (const [a, b] of copies
        ? ([[i, j]] as const)
        : ([
            [i, j],
            [j, i],
          ] as const)) {
        const [h, hr] = along(a)
        lines.push(` b${a}_${b}: y${a}${hr} - y${b} + ${maxLength} b${a}_${b} <= ${maxLength - h}`)
        choices.push(`b${a}_${b}`)
      }
      if (copies && j === i + 1) lines.push(` order${i}_${j}: y${i} - y${j} <= 0`)
      lines.push(` apart${i}_${j}: ${choices.join(' + ')} >= 1`)
      binaries.push(...choices)
    }
  const text = [
    ...lines,
    'Bounds',
    ...bounds,
    'General',
    ' t',
    'Binary',
    ...binaries.map((name) => ` ${name}`),
    'End',
  ].join('\n')

  const model = solver.createModel({ format: 'lp', data: text })
  try {
    model.options.set({ output_flag: false, time_limit: seconds, mip_rel_gap: 0, mip_abs_gap: 0.5 })
    if (seed) {
      const indices: number[] = []
      const numbers: number[] = []
      for (const [name, value] of seed) {
        indices.push(model.getColByName(name))
        numbers.push(value)
      }
      model.setSolution({ indices, values: numbers })
    }
    const { modelStatus } = model.run()
    const status = solver.constants.modelStatus
    const solved = model.info.get('primal_solution_status') === 2
    const dual = Number(model.info.get('mip_dual_bound'))
    if (modelStatus === status.infeasible)
      return { proved: true, tenths: cap + 1, bound: cap + 1, spots: null }
    const values = solved ? model.getSolution().colValue : null
    const column = (name: string) => values![model.getColByName(name)]!
    const spots = values
      ? items.map((_, i) => ({
          x: column(`x${i}`),
          y: column(`y${i}`),
          turned: items[i]!.turns && column(`r${i}`) > 0.5,
        }))
      : null
    const tenths = values ? Math.round(column('t')) : cap + 1
    return {
      proved: modelStatus === status.optimal,
      tenths,
      bound: modelStatus === status.optimal ? tenths : Math.max(least, Math.ceil(dual - EPS)),
      spots: spots && snapped(spots),
    }
  } finally {
    model.dispose()
  }
}

/** The planner's layout as the model's columns: the first relation that holds for each pair. */
function seedValues(
  items: readonly Item[],
  width: number,
  spots: readonly Spot[],
  seed: RollPlan,
): Map<string, number> {
  const values = new Map<string, number>([
    ['t', Math.round(seed.linearFeet * 10)],
    ['L', seed.lengthIn],
  ])
  const size = (i: number) => {
    const { w, h } = items[i]!
    return spots[i]!.turned ? [h, w] : [w, h]
  }
  items.forEach((item, i) => {
    values.set(`x${i}`, spots[i]!.x)
    values.set(`y${i}`, spots[i]!.y)
    if (item.turns) values.set(`r${i}`, Number(spots[i]!.turned))
  })
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const copies = items[i]!.size === items[j]!.size
      const sideBySide = narrowest(items[i]!) + narrowest(items[j]!) <= width
      const names = [
        ...(sideBySide ? [`l${i}_${j}`, `l${j}_${i}`] : []),
        `b${i}_${j}`,
        ...(copies ? [] : [`b${j}_${i}`]),
      ]
      const holds = (name: string) => {
        const [a, b] = name.slice(1).split('_').map(Number) as [number, number]
        return name[0] === 'l'
          ? spots[a]!.x + size(a)[0]! <= spots[b]!.x + EPS
          : spots[a]!.y + size(a)[1]! <= spots[b]!.y + EPS
      }
      const chosen = names.find(holds)
      for (const name of names) values.set(name, Number(name === chosen))
    }
  return values
}

/** HiGHS's values to the sixteenth of an inch, so that touching panes touch. */
function snapped(spots: Spot[]): Spot[] {
  return spots.map((spot) => ({ ...spot, x: Math.round(spot.x * 16) / 16, y: Math.round(spot.y * 16) / 16 }))
}
