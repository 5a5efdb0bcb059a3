import { ROLL_LENGTH_FT, ROLL_WIDTHS_IN } from '../catalog/films.ts'

/*
 * The roll planner: lays an estimate's panes onto a roll of film so that the installer cuts as
 * little film as possible, and says how much that is. A cut piece is the glass size plus a trim
 * allowance on each side; the roll is modelled as one long strip of its width.
 *
 * Layouts are guillotine: every cut runs straight across the piece of film it divides (first across
 * the roll into strips, then along a strip, then across again…), which is how film is cut on a table.
 * Several greedy packers run with different orderings and rules and the shortest layout wins; all
 * arithmetic is on inches, exact for sizes in sixteenths.
 */

export { ROLL_LENGTH_FT, ROLL_WIDTHS_IN }

/** Half an inch on every side, so the installer can trim to the gasket. */
export const DEFAULT_TRIM_IN = 0.5

/** A glass size in inches, before trim, and how many panes have it. */
export interface Piece {
  id: string
  widthIn: number
  heightIn: number
  quantity: number
}

export interface PlanOptions {
  /** Roll widths to choose from, inches; the stocked widths by default. */
  rollWidthsIn?: readonly number[]
  /** Length of one roll, feet. */
  rollLengthFt?: number
  /** Trim allowance added on EACH side of a pane, inches. */
  trimIn?: number
  /** False for patterned film: its pattern must run the same way on every pane. */
  allowRotation: boolean
}

/** One cut piece on the roll: x across the roll's width, y along its length, inches. */
export interface Placement {
  pieceId: string
  /** Which pane of the piece, 0 … quantity − 1. */
  copy: number
  x: number
  y: number
  /** Cut size including trim, after rotation. */
  widthIn: number
  heightIn: number
  rotated: boolean
}

export interface RollPlan {
  rollWidthIn: number
  /** Roll length the layout takes: the largest y + height. */
  lengthIn: number
  /** What is cut off the roll: `lengthIn` in feet, rounded up to a tenth. */
  linearFeet: number
  /** Film taken off the roll: width × linear feet, two decimals. */
  filmSqFt: number
  /** The cut pieces with their trim, two decimals: no layout can use less film. */
  cutAreaSqFt: number
  /** The glass without trim, two decimals. */
  glassAreaSqFt: number
  /** Share of the film taken off the roll that is thrown away, one decimal. */
  wastePercent: number
  /** Rolls the layout spans, laid end to end. */
  rolls: number
  /** In cutting order: strip by strip along the roll, then across. */
  placements: Placement[]
  /** Pieces whose cut size is wider than the roll whichever way they lie: they need a seam. */
  oversize: string[]
}

interface Settings {
  widths: readonly number[]
  rollLengthFt: number
  trim: number
  rotate: boolean
}

function settingsOf(options: PlanOptions): Settings {
  const widths = options.rollWidthsIn ?? ROLL_WIDTHS_IN
  const rollLengthFt = options.rollLengthFt ?? ROLL_LENGTH_FT
  const trim = options.trimIn ?? DEFAULT_TRIM_IN
  if (widths.length === 0 || !widths.every(isPositive)) throw new RangeError('Roll widths must be positive')
  if (!isPositive(rollLengthFt)) throw new RangeError('The roll length must be positive')
  if (!(trim >= 0 && Number.isFinite(trim))) throw new RangeError('The trim must be zero or more')
  return { widths, rollLengthFt, trim, rotate: options.allowRotation }
}

function isPositive(value: number): boolean {
  return value > 0 && Number.isFinite(value)
}

/** A piece as the packers see it: its cut size and how many copies. */
interface Kind {
  piece: number
  w: number
  h: number
  count: number
}

function kindsOf(pieces: readonly Piece[], trim: number): Kind[] {
  return pieces.map((piece, index) => {
    if (!isPositive(piece.widthIn) || !isPositive(piece.heightIn))
      throw new RangeError(`Piece ${piece.id} needs a positive size`)
    if (!(Number.isInteger(piece.quantity) && piece.quantity >= 0))
      throw new RangeError(`Piece ${piece.id} needs a whole quantity`)
    return { piece: index, w: piece.widthIn + 2 * trim, h: piece.heightIn + 2 * trim, count: piece.quantity }
  })
}

function fitsAcross(kind: Kind, width: number, rotate: boolean): boolean {
  return kind.w <= width || (rotate && kind.h <= width)
}

/** A layout: one entry per cut piece, in the order the packer placed them. */
interface Layout {
  length: number
  kind: Int32Array
  x: Float64Array
  y: Float64Array
  /** 1 when the piece lies turned against its piece's width × height. */
  turned: Uint8Array
}

/** How a hole is chosen for a piece: best short side fit, best area fit, or lowest first. */
type Fit = 'shortSide' | 'area' | 'lowest'
/** How the film left in a hole is divided after a piece goes in. */
type Split = 'shorterLeftover' | 'longerLeftover' | 'minArea' | 'maxArea' | 'column'

interface Rules {
  fit: Fit
  split: Split
}

/**
 * What the packer is given: the pieces in order, each with the way it lies and the way the roll is
 * cut beside it when it starts new film. Packing is deterministic in it, so the search below only
 * has to change it.
 */
interface Sequence {
  kind: Int32Array
  turned: Uint8Array
  /** 1: cut along the roll beside the piece (a lane); 0: across the roll above it (a strip). */
  lengthwise: Uint8Array
}

/**
 * A greedy guillotine packer. The film not yet cut into is a set of lanes, each open to the end of
 * the roll (at first one lane, the whole width). Pieces go, in order, into the hole (free rectangle
 * between pieces) that suits them best, either way round when rotation is allowed; a piece that fits
 * no hole goes to the bottom of the lane where it ends lowest, and the lane is then cut either
 * across above it (the film beside it becomes a hole) or along beside it (two lanes). A piece that
 * fits no lane squares the film off with a cut across the whole roll. The rest of a hole is cut in
 * two rectangles. Each of these cuts runs straight through the film it divides, so every layout can
 * be cut on a table with straight cuts.
 */
/** Holes kept at most; a house has a few dozen at a time. */
const MAX_HOLES = 100000

class Packer {
  readonly x: Float64Array
  readonly y: Float64Array
  readonly turned: Uint8Array
  /** Tie-break of the last packing: film area times its top edge, summed (lower is denser). */
  spread = 0
  /** Holes and lanes looked at so far, plus pieces placed: what the packer's time is spent on. */
  work = 0
  private readonly hx: Float64Array
  private readonly hy: Float64Array
  private readonly hw: Float64Array
  private readonly hh: Float64Array
  private readonly lx: Float64Array
  private readonly ly: Float64Array
  private readonly lw: Float64Array
  private readonly restA: Float64Array
  private readonly restB: Float64Array

  constructor(
    private readonly kinds: readonly Kind[],
    private readonly width: number,
    private readonly rotate: boolean,
    size: number,
  ) {
    this.x = new Float64Array(size)
    this.y = new Float64Array(size)
    this.turned = new Uint8Array(size)
    // Each piece takes one hole or lane and leaves at most two.
    const holes = Math.min(2 * size + 2, MAX_HOLES)
    this.hx = new Float64Array(holes)
    this.hy = new Float64Array(holes)
    this.hw = new Float64Array(holes)
    this.hh = new Float64Array(holes)
    this.lx = new Float64Array(size + 2)
    this.ly = new Float64Array(size + 2)
    this.lw = new Float64Array(size + 2)
    this.restA = new Float64Array(size + 1)
    this.restB = new Float64Array(size + 1)
  }

  /** Packs the sequence and returns the roll length it takes. */
  pack(sequence: Sequence, rules: Rules): number {
    STATS.decodes++
    const { kinds, width, rotate, hx, hy, hw, hh, lx, ly, lw, restA, restB } = this
    const n = sequence.kind.length
    // Holes and lanes too small for every piece still to come are dropped: it keeps the lists short.
    // With rotation restA is the shortest side to come; without, restA/restB the narrowest/shortest.
    restA[n] = Infinity
    restB[n] = Infinity
    for (let k = n - 1; k >= 0; k--) {
      const kind = kinds[sequence.kind[k]!]!
      if (rotate) restA[k] = Math.min(restA[k + 1]!, kind.w, kind.h)
      else {
        restA[k] = Math.min(restA[k + 1]!, kind.w)
        restB[k] = Math.min(restB[k + 1]!, kind.h)
      }
    }

    const fit = rules.fit
    const split = rules.split
    let holes = 0
    let lanes = 1
    lx[0] = 0
    ly[0] = 0
    lw[0] = width
    let top = 0
    let spread = 0
    let work = this.work
    for (let k = 0; k < n; k++) {
      const kind = kinds[sequence.kind[k]!]!
      const w0 = kind.w
      const h0 = kind.h
      const turns = rotate && w0 !== h0 ? 2 : 1
      const minA = restA[k]!
      const minB = rotate ? minA : restB[k]!

      let best = -1
      let turn = 0
      let best1 = Infinity
      let best2 = Infinity
      work += holes + lanes + 1
      for (let j = 0; j < holes; j++) {
        const w = hw[j]!
        const h = hh[j]!
        if (w < minA || h < minB) {
          holes--
          hx[j] = hx[holes]!
          hy[j] = hy[holes]!
          hw[j] = hw[holes]!
          hh[j] = hh[holes]!
          j--
          continue
        }
        for (let t = 0; t < turns; t++) {
          const pw = t ? h0 : w0
          const ph = t ? w0 : h0
          if (pw > w || ph > h) continue
          const dw = w - pw
          const dh = h - ph
          let s1: number
          let s2: number
          if (fit === 'shortSide') {
            s1 = dw < dh ? dw : dh
            s2 = dw < dh ? dh : dw
          } else if (fit === 'area') {
            s1 = w * h - pw * ph
            s2 = dw < dh ? dw : dh
          } else {
            s1 = hy[j]!
            s2 = hx[j]!
          }
          if (s1 < best1 || (s1 === best1 && s2 < best2)) {
            best = j
            turn = t
            best1 = s1
            best2 = s2
          }
        }
      }

      let x: number
      let y: number
      let pw: number
      let ph: number
      if (best >= 0) {
        pw = turn ? h0 : w0
        ph = turn ? w0 : h0
        x = hx[best]!
        y = hy[best]!
        const w = hw[best]!
        const h = hh[best]!
        holes--
        hx[best] = hx[holes]!
        hy[best] = hy[holes]!
        hw[best] = hw[holes]!
        hh[best] = hh[holes]!
        const dw = w - pw
        const dh = h - ph
        // across: the film above the piece spans the whole hole; else it is a column over the piece.
        let across: boolean
        if (split === 'shorterLeftover') across = dw <= dh
        else if (split === 'longerLeftover') across = dw > dh
        else if (split === 'minArea') across = pw * dh > dw * ph
        else if (split === 'maxArea') across = pw * dh <= dw * ph
        else across = false
        if (dw > 0) {
          holes = this.addHole(holes, x + pw, y, dw, across ? ph : h)
        }
        if (dh > 0) {
          holes = this.addHole(holes, x, y + ph, across ? w : pw, dh)
        }
      } else {
        // The lane where the piece, lying the way the sequence says if it can, ends lowest.
        let lane = -1
        for (let attempt = 0; attempt < turns && lane < 0; attempt++) {
          turn = attempt ? 1 - sequence.turned[k]! : sequence.turned[k]!
          pw = turn ? h0 : w0
          ph = turn ? w0 : h0
          let lowest = Infinity
          let narrowest = Infinity
          for (let j = 0; j < lanes; j++) {
            const w = lw[j]!
            if (w < minA) {
              lanes--
              lx[j] = lx[lanes]!
              ly[j] = ly[lanes]!
              lw[j] = lw[lanes]!
              j--
              continue
            }
            if (pw > w) continue
            const end = ly[j]! + ph
            if (end < lowest || (end === lowest && w < narrowest)) {
              lane = j
              lowest = end
              narrowest = w
            }
          }
        }
        turn = lane >= 0 || turns === 1 ? turn : sequence.turned[k]!
        pw = turn ? h0 : w0
        ph = turn ? w0 : h0
        if (lane < 0) {
          // Square the film off across the roll: what the lanes leave below becomes holes.
          for (let j = 0; j < lanes; j++)
            if (ly[j]! < top) {
              holes = this.addHole(holes, lx[j]!, ly[j]!, lw[j]!, top - ly[j]!)
            }
          lanes = 1
          lane = 0
          lx[0] = 0
          ly[0] = top
          lw[0] = width
        }
        x = lx[lane]!
        y = ly[lane]!
        const dw = lw[lane]! - pw
        if (sequence.lengthwise[k]) {
          if (dw > 0) {
            lx[lanes] = x + pw
            ly[lanes] = y
            lw[lanes] = dw
            lanes++
          }
          lw[lane] = pw
        } else if (dw > 0) {
          holes = this.addHole(holes, x + pw, y, dw, ph)
        }
        ly[lane] = y + ph
      }
      if (y + ph > top) top = y + ph
      this.x[k] = x
      this.y[k] = y
      this.turned[k] = turn
      spread += pw * ph * (y + ph)
    }
    this.spread = spread
    this.work = work
    return top
  }

  /**
   * Adds a hole to the list, or, when the list is full (very long piece lists), puts it in place of
   * the smallest hole if it is larger: this bounds the time each piece takes.
   */
  private addHole(holes: number, x: number, y: number, w: number, h: number): number {
    const { hx, hy, hw, hh } = this
    let slot = holes
    if (holes === MAX_HOLES) {
      slot = 0
      for (let j = 1; j < holes; j++) if (hw[j]! * hh[j]! < hw[slot]! * hh[slot]!) slot = j
      if (hw[slot]! * hh[slot]! >= w * h) return holes
    }
    hx[slot] = x
    hy[slot] = y
    hw[slot] = w
    hh[slot] = h
    return slot === holes ? holes + 1 : holes
  }

  layout(sequence: Sequence, rules: Rules): Layout {
    const length = this.pack(sequence, rules)
    const n = sequence.kind.length
    return {
      length,
      kind: sequence.kind.slice(),
      x: this.x.slice(0, n),
      y: this.y.slice(0, n),
      turned: this.turned.slice(0, n),
    }
  }
}

/** Which way a piece lies when it starts new film: lying (the long side across the roll) or standing. */
type Stance = 'lying' | 'standing'
type Order = 'height' | 'area' | 'width' | 'longSide'

const SORT_KEYS: Record<Order, (w: number, h: number) => [number, number]> = {
  height: (w, h) => [h, w],
  area: (w, h) => [w * h, h],
  width: (w, h) => [w, h],
  longSide: (w, h) => [Math.max(w, h), Math.min(w, h)],
}

/** Every copy of the pieces that fit the roll, sorted, each lying the way `stance` says when it can. */
function sortedSequence(
  kinds: readonly Kind[],
  width: number,
  rotate: boolean,
  stance: Stance,
  order: Order,
  lengthwise: boolean,
): Sequence {
  const turn = kinds.map((kind) => {
    if (!rotate) return 0
    const long = Math.max(kind.w, kind.h)
    const wantW = stance === 'lying' && long <= width ? long : Math.min(kind.w, kind.h)
    return Number(wantW !== kind.w && kind.h <= width)
  })
  const key = SORT_KEYS[order]
  const keyOf = (index: number) => {
    const kind = kinds[index]!
    return turn[index] ? key(kind.h, kind.w) : key(kind.w, kind.h)
  }
  const sorted = kinds
    .map((_, index) => index)
    .filter((index) => kinds[index]!.count > 0 && fitsAcross(kinds[index]!, width, rotate))
    .sort((a, b) => {
      const [a1, a2] = keyOf(a)
      const [b1, b2] = keyOf(b)
      return b1 - a1 || b2 - a2 || a - b
    })
  const total = sorted.reduce((sum, index) => sum + kinds[index]!.count, 0)
  const sequence: Sequence = {
    kind: new Int32Array(total),
    turned: new Uint8Array(total),
    lengthwise: new Uint8Array(total).fill(Number(lengthwise)),
  }
  let k = 0
  for (const index of sorted)
    for (let copy = 0; copy < kinds[index]!.count; copy++) {
      sequence.kind[k] = index
      sequence.turned[k] = turn[index]!
      k++
    }
  return sequence
}

/**
 * The greedy packers tried on every width, most useful first: on the benchmark houses and on random
 * piece sets these 17 of the 240 combinations of the options above find the best of all 240.
 * Long piece lists try only the first few (`PORTFOLIO_PLACEMENTS`).
 */
const PORTFOLIO: readonly (readonly [lengthwise: boolean, Stance, Order, Fit, Split])[] = [
  [false, 'standing', 'height', 'shortSide', 'shorterLeftover'],
  [false, 'lying', 'height', 'area', 'shorterLeftover'],
  [true, 'standing', 'area', 'lowest', 'shorterLeftover'],
  [false, 'standing', 'area', 'area', 'shorterLeftover'],
  [true, 'lying', 'height', 'area', 'minArea'],
  [true, 'lying', 'width', 'shortSide', 'shorterLeftover'],
  [false, 'lying', 'area', 'shortSide', 'shorterLeftover'],
  [true, 'lying', 'area', 'shortSide', 'shorterLeftover'],
  [false, 'standing', 'width', 'area', 'minArea'],
  [true, 'standing', 'width', 'shortSide', 'shorterLeftover'],
  [true, 'standing', 'longSide', 'shortSide', 'shorterLeftover'],
  [false, 'standing', 'height', 'lowest', 'shorterLeftover'],
  [false, 'lying', 'longSide', 'shortSide', 'longerLeftover'],
  [false, 'standing', 'height', 'shortSide', 'longerLeftover'],
  [false, 'standing', 'area', 'lowest', 'shorterLeftover'],
  [true, 'lying', 'longSide', 'shortSide', 'shorterLeftover'],
  [true, 'standing', 'area', 'shortSide', 'shorterLeftover'],
]
/** Without rotation the stance changes nothing. */
const PORTFOLIO_UNTURNED = PORTFOLIO.filter(
  (entry, index) =>
    PORTFOLIO.findIndex((other) => other.every((value, k) => k === 1 || value === entry[k])) === index,
)
const PORTFOLIO_WORK = 1_000_000

/** A small fast generator (mulberry32): the search is seeded, so a plan never changes between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const STATS = { current: [] as [string, number][], all: [] as [string, number][][], portfolioWork: 0, decodes: 0 }
export const SEARCH = {
  seed: 0,
  first: 40_000,
  more: 240_000,
  margin: 0.02,
  moves: [0.2, 0.4],
  spreadOnly: true,
  insert: 0.2,
  widths: 1,
}

interface Candidate {
  sequence: Sequence
  rules: Rules
  length: number
  spread: number
}

const copyOf = (sequence: Sequence): Sequence => ({
  kind: sequence.kind.slice(),
  turned: sequence.turned.slice(),
  lengthwise: sequence.lengthwise.slice(),
})

/**
 * The search on one roll width: every greedy packer in the portfolio, then a local search from the
 * best of them (random swaps, moves and flips in the sequence), which can be continued.
 */
class WidthSearch {
  readonly size: number
  best: Candidate
  private readonly packer: Packer
  private readonly current: Candidate
  private readonly next: () => number

  constructor(
    private readonly kinds: readonly Kind[],
    readonly width: number,
    private readonly rotate: boolean,
  ) {
    const entries = rotate ? PORTFOLIO : PORTFOLIO_UNTURNED
    const n = kinds.reduce((sum, kind) => sum + (fitsAcross(kind, width, rotate) ? kind.count : 0), 0)
    let best: Candidate | null = null
    const packer = new Packer(kinds, width, rotate, n)
    for (const [lengthwise, stance, order, fit, split] of entries) {
      if (best && packer.work >= PORTFOLIO_WORK) break
      const sequence = sortedSequence(kinds, width, rotate, stance, order, lengthwise)
      const rules = { fit, split }
      const length = packer.pack(sequence, rules)
      if (!best || length < best.length || (length === best.length && packer.spread < best.spread))
        best = { sequence, rules, length, spread: packer.spread }
    }
    this.packer = packer
    STATS.portfolioWork = packer.work
    this.best = best!
    this.size = best!.sequence.kind.length
    this.current = { ...best!, sequence: copyOf(best!.sequence) }
    this.next = random(0x5eed + width + SEARCH.seed)
  }

  /** Searches on until the packer has done about `work` more (see `Packer.work`). */
  run(work: number) {
    const { kinds, width, rotate, packer, current, next, size: n } = this
    if (n < 2) return
    const sequence = current.sequence
    const until = packer.work + work
    while (packer.work < until) {
      packer.work++ // a move that is skipped still counts, so the search always ends
      const i = Math.floor(next() * n)
      const j = Math.floor(next() * n)
      const move = next()
      let undo: () => void
      if (move < SEARCH.moves[0]!) {
        const kind = kinds[sequence.kind[i]!]!
        if (!(rotate && kind.w !== kind.h && (sequence.turned[i] ? kind.w : kind.h) <= width)) continue
        sequence.turned[i] = 1 - sequence.turned[i]!
        undo = () => (sequence.turned[i] = 1 - sequence.turned[i]!)
      } else if (move < SEARCH.moves[1]!) {
        sequence.lengthwise[i] = 1 - sequence.lengthwise[i]!
        undo = () => (sequence.lengthwise[i] = 1 - sequence.lengthwise[i]!)
      } else if (move < SEARCH.moves[1]! + SEARCH.insert) {
        if (i === j) continue
        move_(sequence, i, j)
        undo = () => move_(sequence, j, i)
      } else {
        if (
          sequence.kind[i] === sequence.kind[j] &&
          sequence.turned[i] === sequence.turned[j] &&
          sequence.lengthwise[i] === sequence.lengthwise[j]
        )
          continue
        swap(sequence, i, j)
        undo = () => swap(sequence, i, j)
      }
      const length = packer.pack(sequence, current.rules)
      const spread = packer.spread
      const accept = SEARCH.spreadOnly
        ? spread <= current.spread
        : length < current.length || (length === current.length && spread <= current.spread)
      if (!accept) {
        undo()
        continue
      }
      current.length = length
      current.spread = spread
      const best = this.best
      if (length < best.length || (length === best.length && spread < best.spread))
        this.best = { sequence: copyOf(sequence), rules: current.rules, length, spread }
    }
  }

  layout(): Layout {
    return this.packer.layout(this.best.sequence, this.best.rules)
  }
}

function move_(sequence: Sequence, from: number, to: number) {
  const kind = sequence.kind[from]!
  const turned = sequence.turned[from]!
  const lengthwise = sequence.lengthwise[from]!
  if (from < to) {
    sequence.kind.copyWithin(from, from + 1, to + 1)
    sequence.turned.copyWithin(from, from + 1, to + 1)
    sequence.lengthwise.copyWithin(from, from + 1, to + 1)
  } else {
    sequence.kind.copyWithin(to + 1, to, from)
    sequence.turned.copyWithin(to + 1, to, from)
    sequence.lengthwise.copyWithin(to + 1, to, from)
  }
  sequence.kind[to] = kind
  sequence.turned[to] = turned
  sequence.lengthwise[to] = lengthwise
}

function swap(sequence: Sequence, i: number, j: number) {
  const kind = sequence.kind[i]!
  const turned = sequence.turned[i]!
  const lengthwise = sequence.lengthwise[i]!
  sequence.kind[i] = sequence.kind[j]!
  sequence.turned[i] = sequence.turned[j]!
  sequence.lengthwise[i] = sequence.lengthwise[j]!
  sequence.kind[j] = kind
  sequence.turned[j] = turned
  sequence.lengthwise[j] = lengthwise
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals
  return Math.round((value + Number.EPSILON) * scale) / scale
}

function planOf(
  pieces: readonly Piece[],
  kinds: readonly Kind[],
  width: number,
  settings: Settings,
  layout: Layout,
): RollPlan {
  const copies = new Array<number>(pieces.length).fill(0)
  const order = Array.from(layout.kind.keys()).sort(
    (a, b) => layout.y[a]! - layout.y[b]! || layout.x[a]! - layout.x[b]!,
  )
  const placements = order.map((p): Placement => {
    const kind = kinds[layout.kind[p]!]!
    const rotated = layout.turned[p] === 1
    return {
      pieceId: pieces[kind.piece]!.id,
      copy: copies[kind.piece]!++,
      x: layout.x[p]!,
      y: layout.y[p]!,
      widthIn: rotated ? kind.h : kind.w,
      heightIn: rotated ? kind.w : kind.h,
      rotated,
    }
  })
  const oversize = kinds
    .filter((kind) => kind.count > 0 && !fitsAcross(kind, width, settings.rotate))
    .map((kind) => pieces[kind.piece]!.id)

  let cutArea = 0
  let glassArea = 0
  for (const kind of kinds) {
    if (kind.count === 0 || !fitsAcross(kind, width, settings.rotate)) continue
    cutArea += kind.w * kind.h * kind.count
    const piece = pieces[kind.piece]!
    glassArea += piece.widthIn * piece.heightIn * kind.count
  }
  const linearFeet = linearFeetOf(layout.length)
  const film = (width * linearFeet) / 12
  const cut = cutArea / 144
  return {
    rollWidthIn: width,
    lengthIn: layout.length,
    linearFeet,
    filmSqFt: round(film, 2),
    cutAreaSqFt: round(cut, 2),
    glassAreaSqFt: round(glassArea / 144, 2),
    wastePercent: film > 0 ? round(((film - cut) / film) * 100, 1) : 0,
    rolls: Math.ceil(linearFeet / settings.rollLengthFt - 1e-9),
    placements,
    oversize: [...new Set(oversize)],
  }
}

function filmOf(width: number, length: number): number {
  return width * linearFeetOf(length)
}

function linearFeetOf(length: number): number {
  return Math.ceil((length * 10) / 12 - 1e-9) / 10
}

function searchOn(kinds: readonly Kind[], width: number, rotate: boolean): WidthSearch | null {
  if (!kinds.some((kind) => kind.count > 0 && fitsAcross(kind, width, rotate))) return null
  const search = new WidthSearch(kinds, width, rotate)
  search.run(SEARCH.first)
  return search
}

const EMPTY: Layout = {
  length: 0,
  kind: new Int32Array(0),
  x: new Float64Array(0),
  y: new Float64Array(0),
  turned: new Uint8Array(0),
}

/** The shortest layout this planner finds on one roll width. */
export function planForWidth(pieces: readonly Piece[], rollWidthIn: number, options: PlanOptions): RollPlan {
  const settings = settingsOf({ ...options, rollWidthsIn: [rollWidthIn] })
  const kinds = kindsOf(pieces, settings.trim)
  const search = searchOn(kinds, rollWidthIn, settings.rotate)
  return planOf(pieces, kinds, rollWidthIn, settings, search ? search.layout() : EMPTY)
}

/**
 * Tries every roll width, then searches further on the most promising ones: the plan is never worse
 * than `planForWidth`'s on any width. Placing every pane comes first: a width that leaves panes out
 * for seaming is only chosen when no width takes them. Then the least film, then the narrower roll.
 */
export function planRolls(pieces: readonly Piece[], options: PlanOptions): RollPlan {
  const settings = settingsOf(options)
  const kinds = kindsOf(pieces, settings.trim)
  const searches = settings.widths.map((width) => ({
    width,
    search: searchOn(kinds, width, settings.rotate),
  }))
  const oversize = (width: number) =>
    kinds.filter((kind) => kind.count > 0 && !fitsAcross(kind, width, settings.rotate)).length
  const fewest = Math.min(...settings.widths.map(oversize))
  const contenders = searches
    .filter(({ width, search }) => search && oversize(width) === fewest)
    .map(({ search }) => search!)
    .sort((a, b) => filmOf(a.width, a.best.length) - filmOf(b.width, b.best.length) || a.width - b.width)
  const leader = contenders[0]
  if (leader) {
    const limit = filmOf(leader.width, leader.best.length) * (1 + SEARCH.margin)
    const chosen = contenders
      .filter((search) => filmOf(search.width, search.best.length) <= limit)
      .slice(0, SEARCH.widths)
    for (const search of chosen) search.run(SEARCH.more / chosen.length)
  }
  return pickBest(
    searches.map(({ width, search }) =>
      planOf(pieces, kinds, width, settings, search ? search.layout() : EMPTY),
    ),
  )
}

function pickBest(plans: readonly RollPlan[]): RollPlan {
  return plans.reduce((best, plan) =>
    plan.oversize.length < best.oversize.length ||
    (plan.oversize.length === best.oversize.length &&
      (plan.filmSqFt < best.filmSqFt ||
        (plan.filmSqFt === best.filmSqFt && plan.rollWidthIn < best.rollWidthIn)))
      ? plan
      : best,
  )
}

/**
 * The layout without a planner, for comparison: every pane in its own strip across the roll, turned
 * (when allowed) so that the strip is as short as the roll width permits. Best roll width, chosen as
 * `planRolls` chooses.
 */
export function naivePlan(pieces: readonly Piece[], options: PlanOptions): RollPlan {
  const settings = settingsOf(options)
  const kinds = kindsOf(pieces, settings.trim)
  const plans = settings.widths.map((width) => {
    const fitting = kinds.filter((kind) => fitsAcross(kind, width, settings.rotate))
    const total = fitting.reduce((sum, kind) => sum + kind.count, 0)
    const layout: Layout = {
      length: 0,
      kind: new Int32Array(total),
      x: new Float64Array(total),
      y: new Float64Array(total),
      turned: new Uint8Array(total),
    }
    let p = 0
    for (const kind of fitting) {
      const turned = settings.rotate && kind.h <= width && (kind.w < kind.h || kind.w > width)
      for (let copy = 0; copy < kind.count; copy++) {
        layout.kind[p] = kinds.indexOf(kind)
        layout.y[p] = layout.length
        layout.turned[p] = Number(turned)
        layout.length += turned ? kind.w : kind.h
        p++
      }
    }
    return planOf(pieces, kinds, width, settings, layout)
  })
  return pickBest(plans)
}
