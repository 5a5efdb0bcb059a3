/*
 * The shortest guillotine layout of a few sizes of piece, exactly, by dynamic programming. The roll
 * planner re-lays short stretches of its layouts with it (roll-plan.ts); the estimator's benchmark
 * uses it whole, as the optimum the planner is measured against.
 *
 * A guillotine layout's first cut runs across the roll (two layouts one after the other: their
 * lengths add) or along it (two layouts side by side: their widths add). So the layouts worth having
 * of a set of pieces are the combinations of those of its two parts, and of these only the Pareto
 * front of (width, length) counts: for every set, from the single pieces up, the front is built from
 * every split of the set in two. Sets are counted per size (pieces of one size are interchangeable),
 * so 24 pieces in 8 sizes make some 10 000 sets, not 2^24; the work grows with the pairs of a set
 * and a part of it, which `pairsOf` counts. Sizes are worked in sixteenths of an inch, exactly.
 */

/** Pieces of one size: `w` across the roll and `h` along it unturned, and how many. */
export interface Size {
  w: number
  h: number
  count: number
}

/** A piece of a layout: which size, where (inches), and whether it lies turned (`h` across). */
export interface Cut {
  size: number
  x: number
  y: number
  turned: boolean
}

export interface Shortest {
  /** Roll length the layout takes, inches. */
  length: number
  cuts: Cut[]
}

const SCALE = 16
/** How a point of a front was made: one piece, two parts one after the other, or side by side. */
const SINGLE = 0
const AFTER = 1
const BESIDE = 2
/** A point of a front: width, length, then the part (or the size), its point (or 1 when turned), the rest's point, how. */
const STRIDE = 6

/** A rectangle laid on the roll, inches: x across, y along. */
export interface Rectangle {
  x: number
  y: number
  w: number
  h: number
}

/**
 * Whether straight cuts through the whole film, again and again, separate every piece (a hair's
 * tolerance for layouts a solver computed in floating point).
 */
export function isGuillotine(pieces: readonly Rectangle[]): boolean {
  if (pieces.length <= 1) return true
  for (const [at, size] of [
    ['x', 'w'],
    ['y', 'h'],
  ] as const) {
    const sorted = pieces.toSorted((a, b) => a[at] - b[at])
    let reach = -Infinity
    for (let k = 0; k < sorted.length - 1; k++) {
      reach = Math.max(reach, sorted[k]![at] + sorted[k]![size])
      if (reach <= sorted[k + 1]![at] + 1e-6)
        return isGuillotine(sorted.slice(0, k + 1)) && isGuillotine(sorted.slice(k + 1))
    }
  }
  return false
}

/** Pairs of a set and a part of it over all sets of `sizes`: the work of `shortestLayouts` grows with it. */
export function pairsOf(sizes: readonly Size[]): number {
  return sizes.reduce((product, { count }) => (product * (count + 1) * (count + 2)) / 2, 1)
}

/** Work allowed and done: about one unit per pair of layouts combined, and per set of pieces. */
export interface Work {
  left: number
}

/**
 * The shortest guillotine layout of all the pieces no wider than each of `widths` (inches): one per
 * width that takes every piece some way, or null when the work would pass what `work` has left (it
 * is taken from it) or a size is not in sixteenths of an inch. Given `within` (inches), only layouts
 * no longer than it are looked for, which saves work: a part of the pieces laid in a w × l
 * rectangle is part of a layout within it only when w·l and the area of the other pieces fit in
 * the roll's width times `within`.
 */
export function shortestLayouts(
  sizes: readonly Size[],
  widths: readonly number[],
  rotate: boolean,
  work: Work,
  within = Infinity,
): Map<number, Shortest> | null {
  const scaled = (inches: number) => {
    const sixteenths = Math.round(inches * SCALE)
    return Math.abs(sixteenths - inches * SCALE) < 1e-6 ? sixteenths : NaN
  }
  const widest = Math.max(...widths.map(scaled))
  // The ways a piece of each size lies: across, along, turned.
  const lies = sizes.map(({ w, h }) => {
    const [across, along] = [scaled(w), scaled(h)]
    const ways: [number, number, number][] = []
    if (across <= widest) ways.push([across, along, 0])
    if (rotate && along !== across && along <= widest) ways.push([along, across, 1])
    return ways
  })
  if (!Number.isFinite(widest) || sizes.some(({ w, h }) => Number.isNaN(scaled(w) + scaled(h)))) return null
  const result = new Map<number, Shortest>()
  if (sizes.some((size, k) => size.count > 0 && lies[k]!.length === 0)) return result
  // No width needs a layout longer than every piece one after the other, each lying as short as the
  // roll allows: longer parts are dropped on the way.
  const longest = Math.max(
    ...widths
      .map((width) =>
        sizes.reduce((sum, { count }, k) => {
          const along = lies[k]!.filter(([across]) => across <= scaled(width)).map(([, along]) => along)
          return count === 0 ? sum : sum + count * Math.min(...along)
        }, 0),
      )
      .filter(Number.isFinite),
  )

  // A set of pieces is a number in mixed radix: digit k is how many pieces of size k it holds.
  const radix = sizes.map(({ count }) => count + 1)
  const strides = radix.map((_, k) => radix.slice(0, k).reduce((product, base) => product * base, 1))
  const states = radix.reduce((product, base) => product * base, 1)
  const fronts: Float64Array[] = new Array<Float64Array>(states)
  fronts[0] = new Float64Array(0)
  // The front's buffers are as wide as the roll: kept from one call to the next (calls never nest).
  if (!kept || kept.widest !== widest) kept = new Front(widest)
  const front = kept
  front.longest = Math.min(longest, Math.floor(within * SCALE))
  front.area = 0
  // Room for a part and the other pieces: the widest roll's area within the length, less theirs.
  const areas = sizes.map(({ w, h }) => scaled(w) * scaled(h))
  front.room = widest * front.longest - areas.reduce((sum, area, k) => sum + area * sizes[k]!.count, 0)
  const digits = new Array<number>(sizes.length).fill(0)
  const sub = new Array<number>(sizes.length).fill(0)
  for (let state = 1; state < states; state++) {
    // The digits of `state`, counted up from those of state − 1, and the area of its pieces.
    let carry = 0
    while (digits[carry] === sizes[carry]!.count) {
      front.area -= digits[carry]! * areas[carry]!
      digits[carry++] = 0
    }
    digits[carry]!++
    front.area += areas[carry]!
    front.clear()
    const single = digits.reduce((sum, value) => sum + value, 0) === 1
    if (single) {
      const k = digits.indexOf(1)
      for (const [across, along, turned] of lies[k]!) front.offer(across, along, k, turned, 0, SINGLE)
    } else {
      // Every split into two non-empty parts, each once: the part with the smaller number first.
      sub.fill(0)
      let part = 0
      for (;;) {
        let k = 0
        while (k < sizes.length && sub[k] === digits[k]) {
          part -= sub[k]! * strides[k]!
          sub[k++] = 0
        }
        if (k === sizes.length) break
        sub[k]!++
        part += strides[k]!
        const rest = state - part
        if (part > rest) continue
        work.left -= front.combine(part, fronts[part]!, fronts[rest]!) + 1
      }
    }
    const points = front.points()
    fronts[state] = points
    work.left -= points.length / STRIDE + sizes.length
    if (work.left < 0) return null
  }

  const all = fronts[states - 1]!
  for (const width of widths) {
    let point = -1
    for (let p = 0; p < all.length; p += STRIDE)
      if (all[p]! <= scaled(width) && (point < 0 || all[p + 1]! < all[point + 1]!)) point = p
    if (point < 0) continue
    const cuts: Cut[] = []
    const lay = (state: number, at: number, x: number, y: number) => {
      const points = fronts[state]!
      const part = points[at + 2]!
      const i = points[at + 3]!
      const j = points[at + 4]!
      const how = points[at + 5]!
      if (how === SINGLE) {
        cuts.push({ size: part, x: x / SCALE, y: y / SCALE, turned: i === 1 })
        return
      }
      const first = fronts[part]!
      lay(part, i, x, y)
      if (how === AFTER) lay(state - part, j, x, y + first[i + 1]!)
      else lay(state - part, j, x + first[i]!, y)
    }
    lay(states - 1, point, 0, 0)
    result.set(width, { length: all[point + 1]! / SCALE, cuts })
  }
  return result
}

let kept: Front | null = null

/** The shortest layout of one set of pieces for every width, in sixteenths, with how it was made. */
class Front {
  longest = Infinity
  /** See `shortestLayouts`: a part's rectangle may waste at most this much film ... */
  room = Infinity
  /** ... beyond the area of its pieces. */
  area = 0
  private readonly length: Float64Array
  private readonly made: Float64Array
  private readonly touched: number[] = []

  constructor(readonly widest: number) {
    this.length = new Float64Array(widest + 1).fill(Infinity)
    this.made = new Float64Array(4 * (widest + 1))
  }

  clear() {
    for (const width of this.touched) this.length[width] = Infinity
    this.touched.length = 0
  }

  offer(width: number, length: number, part: number, i: number, j: number, how: number) {
    if (width > this.widest || length > this.longest || length >= this.length[width]!) return
    if (width * length - this.area > this.room) return
    if (this.length[width] === Infinity) this.touched.push(width)
    this.length[width] = length
    const at = 4 * width
    this.made[at] = part
    this.made[at + 1] = i
    this.made[at + 2] = j
    this.made[at + 3] = how
  }

  /**
   * Offers the layouts of two parts one after the other and side by side; returns the pairs of their
   * points, the work it stands for. A front runs from narrow and long to wide and short, so of b's
   * points no wider than a's, one after the other, only the widest can be shortest; and side by side,
   * once b's point is no longer than a's, the wider ones that follow are only wider.
   */
  combine(part: number, a: Float64Array, b: Float64Array): number {
    for (let i = 0; i < a.length; i += STRIDE) {
      const width = a[i]!
      const length = a[i + 1]!
      let j = 0
      while (j + STRIDE < b.length && b[j + STRIDE]! <= width) j += STRIDE
      for (; j < b.length; j += STRIDE)
        this.offer(Math.max(width, b[j]!), length + b[j + 1]!, part, i, j, AFTER)
      for (j = 0; j < b.length && width + b[j]! <= this.widest; j += STRIDE) {
        this.offer(width + b[j]!, Math.max(length, b[j + 1]!), part, i, j, BESIDE)
        if (b[j + 1]! <= length) break
      }
    }
    return (a.length / STRIDE) * (b.length / STRIDE)
  }

  /** The points no other beats on both width and length, widths ascending. */
  points(): Float64Array {
    const { touched, length, made } = this
    // Insertion sort: a front holds a few dozen widths at most.
    for (let i = 1; i < touched.length; i++) {
      const width = touched[i]!
      let j = i - 1
      for (; j >= 0 && touched[j]! > width; j--) touched[j + 1] = touched[j]!
      touched[j + 1] = width
    }
    let count = 0
    let shortest = Infinity
    for (const width of touched)
      if (length[width]! < shortest) {
        shortest = length[width]!
        count++
      }
    const points = new Float64Array(count * STRIDE)
    shortest = Infinity
    let at = 0
    for (const width of touched) {
      if (length[width]! >= shortest) continue
      shortest = length[width]!
      points[at] = width
      points[at + 1] = shortest
      for (let k = 0; k < 4; k++) points[at + 2 + k] = made[4 * width + k]!
      at += STRIDE
    }
    return points
  }
}
