import { ROLL_LENGTH_FT, ROLL_WIDTHS_IN } from '../catalog/films.ts'
import { pairsOf, shortestLayouts, type Cut, type Size, type Work } from './guillotine.ts'

/*
 * The roll planner: lays an estimate's panes onto a roll of film so that as little film as possible
 * is cut, and says how much that is. A cut piece is the glass plus a trim allowance on each side; the
 * roll is modelled as one long strip of its width (a long plan runs on into the next roll).
 *
 * Layouts are guillotine: every cut runs straight through the film it divides (across the roll, or
 * along it), so they can be cut on a table with a straightedge. A portfolio of greedy packers gives
 * first layouts on each width; seeded local searches from the best of them then improve the order the
 * packer takes the pieces in. A second builder lays the roll out in sections of lanes, a shape the
 * searches seldom reach, and the shorter layout wins. Last, an exact solver (guillotine.ts) re-lays
 * the best layout a few bands at a time, and a small job whole. Widths that seam more panes than
 * another, or that cannot beat a layout already found, are not searched. The search is bounded by
 * work, not by time, so a plan is the same on every device. Arithmetic is on inches, exact for sizes
 * in sixteenths.
 *
 * A pane wider than the roll whichever way it may lie is seamed, as installers do: it is cut as two
 * or more drops side by side, each as long as the pane, laid overlapping by the seam allowance at
 * each seam and double-cut through both layers into a butt seam. The seams run along the pane's long
 * side when the film may turn (fewest drops), along its height otherwise (a patterned film's pattern
 * runs down every drop). The drops are packed like any other piece and their film is charged.
 */

/** Half an inch on every side, so the installer can trim to the gasket. */
export const DEFAULT_TRIM_IN = 0.5
/** Drops overlap by an inch at a seam: enough to double-cut through both layers with a straightedge. */
export const DEFAULT_SEAM_ALLOWANCE_IN = 1

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
  /** Overlap of two drops at a seam, inches (see the top of this file). */
  seamAllowanceIn?: number
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
  /** For a drop of a seamed pane: which drop, 0 … drops − 1 across the pane. */
  drop?: number
}

/** A pane wider than the roll, planned as drops side by side joined by butt seams. */
export interface SeamedPane {
  pieceId: string
  /** Drops per pane; a pane has drops − 1 seams. */
  drops: number
  /** Glass each drop covers across the seams, the overlap included, inches before trim (to a sixteenth). */
  dropWidthIn: number
  /** Glass each drop covers along the seams, inches before trim. */
  dropLengthIn: number
  /** Vertical: the seams run up the pane (its width is divided); horizontal: across it. */
  seams: 'vertical' | 'horizontal'
}

export interface RollPlan {
  rollWidthIn: number
  /** Roll length the layout takes: the largest y + height. */
  lengthIn: number
  /** What is cut off the roll: `lengthIn` in feet, rounded up to a tenth. */
  linearFeet: number
  /** Film taken off the roll: width × linear feet, two decimals. */
  filmSqFt: number
  /** The cut pieces with their trim, two decimals: no layout can use less film (the lower bound). */
  cutAreaSqFt: number
  /** The glass without trim, two decimals. */
  glassAreaSqFt: number
  /** Share of the film taken off the roll that is thrown away, one decimal. */
  wastePercent: number
  /** Rolls the layout runs over, end to end. */
  rolls: number
  /** In cutting order: along the roll, then across. */
  placements: Placement[]
  /** Panes wider than the roll whichever way they may lie, cut as drops (their placements carry `drop`). */
  seamed: SeamedPane[]
}

interface Settings {
  widths: readonly number[]
  rollLengthFt: number
  trim: number
  seam: number
  rotate: boolean
}

function settingsOf(options: PlanOptions): Settings {
  const widths = options.rollWidthsIn ?? ROLL_WIDTHS_IN
  const rollLengthFt = options.rollLengthFt ?? ROLL_LENGTH_FT
  const trim = options.trimIn ?? DEFAULT_TRIM_IN
  const seam = options.seamAllowanceIn ?? DEFAULT_SEAM_ALLOWANCE_IN
  if (widths.length === 0 || !widths.every(isPositive)) throw new RangeError('Roll widths must be positive')
  if (!isPositive(rollLengthFt)) throw new RangeError('The roll length must be positive')
  if (!(trim >= 0 && Number.isFinite(trim))) throw new RangeError('The trim must be zero or more')
  if (!(seam >= 0 && Number.isFinite(seam))) throw new RangeError('The seam allowance must be zero or more')
  // Every pane can then be seamed, however wide: a drop gains film across the roll with each seam.
  if (!(Math.min(...widths) - 2 * trim - seam > 0))
    throw new RangeError('The trim and the seam allowance leave no film across the narrowest roll')
  return { widths, rollLengthFt, trim, seam, rotate: options.allowRotation }
}

function isPositive(value: number): boolean {
  return value > 0 && Number.isFinite(value)
}

/** A piece as cut: its size with trim, and how many. */
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

function fitsAcross(kind: Pick<Kind, 'w' | 'h'>, width: number, rotate: boolean): boolean {
  return kind.w <= width || (rotate && kind.h <= width)
}

/**
 * What the packers place: a piece, or, for very long piece lists, a block of `per` copies of one
 * piece laid one after the other along the roll (turned: side by side across it). Blocks keep the
 * time to plan thousands of panes bounded; a house never needs them.
 */
interface Unit {
  kind: number
  /** Size of the unit as it lies unturned. */
  w: number
  h: number
  count: number
  per: number
  /** Whether the copies in an unturned unit lie turned against their piece. */
  turned: boolean
}

/** Above this many panes, identical panes are packed in blocks of about total / BLOCK_UNITS. */
const BLOCK_ABOVE = 4000
const BLOCK_UNITS = 3000

function unitsOf(kinds: readonly Kind[], rotate: boolean): Unit[] {
  const total = kinds.reduce((sum, kind) => sum + kind.count, 0)
  if (total <= BLOCK_ABOVE)
    return kinds.map((kind, index) => ({ ...kind, kind: index, per: 1, turned: false }))
  const size = Math.ceil(total / BLOCK_UNITS)
  return kinds.flatMap((kind, index) => {
    // Narrow side across, so that a block fits every roll its piece fits.
    const turned = rotate && kind.h < kind.w
    const across = turned ? kind.h : kind.w
    const along = turned ? kind.w : kind.h
    const per = Math.max(1, Math.min(size, kind.count))
    const blocks = Math.floor(kind.count / per)
    const rest = kind.count - blocks * per
    const units: Unit[] = [{ kind: index, w: across, h: along * per, count: blocks, per, turned }]
    if (rest > 0) units.push({ kind: index, w: across, h: along * rest, count: 1, per: rest, turned })
    return units
  })
}

/** A layout: one entry per unit placed, in the order the packer placed them. */
interface Layout {
  length: number
  unit: Int32Array
  x: Float64Array
  y: Float64Array
  /** 1 when the unit lies turned. */
  turned: Uint8Array
}

/** A layout with room for `total` pieces and none placed yet. */
function emptyLayout(total: number): Layout {
  return {
    length: 0,
    unit: new Int32Array(total),
    x: new Float64Array(total),
    y: new Float64Array(total),
    turned: new Uint8Array(total),
  }
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
 * What the packer is given: the units in order, each with the way it lies and the way the film is
 * cut beside it when it starts new film. Packing is deterministic in it, so the search only has to
 * change it.
 */
interface Sequence {
  unit: Int32Array
  turned: Uint8Array
  /** 1: cut along the roll beside the piece (two lanes); 0: across the roll above it. */
  lengthwise: Uint8Array
}

/** Holes kept at most: a house has a few dozen at a time; this bounds the time a piece takes. */
const MAX_HOLES = 1024
/** Checkpoints of the packing state: every few pieces, and at most so many (memory on long lists). */
const CHECKPOINT_EVERY = 8
const MAX_CHECKPOINTS = 64

/**
 * A greedy guillotine packer. The film not yet cut into is a set of lanes, each open to the end of
 * the roll (at first one lane, the whole width). Pieces go, in order, into the hole (free rectangle
 * between pieces) that suits them best, either way round when rotation is allowed; a piece that fits
 * no hole goes to the bottom of the lane where it ends lowest, and the lane is then cut either across
 * above it (the film beside it becomes a hole) or along beside it (two lanes). A piece that fits no
 * lane squares the film off with a cut across the whole roll, and what the lanes left below becomes
 * holes. The rest of a hole is cut in two rectangles. Each cut runs straight through the film it
 * divides.
 */
class Packer {
  readonly x: Float64Array
  readonly y: Float64Array
  readonly turned: Uint8Array
  /** Tie-break of the last packing: film area times its top edge, summed (lower is denser). */
  spread = 0
  /** Holes and lanes looked at so far, plus pieces placed: what the packer's time goes on. */
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
  /**
   * The packing state before every `every`-th piece of the last committed sequence (`saved`), and
   * of the last packing (`pending`): a change at place p is repacked from the checkpoint before p.
   */
  private readonly every: number
  private saved: Float64Array[]
  private pending: Float64Array[]
  /** First checkpoint the last packing wrote into `pending`. */
  private firstPending = 0

  constructor(
    private readonly units: readonly Unit[],
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
    this.every = Math.max(CHECKPOINT_EVERY, Math.ceil(size / MAX_CHECKPOINTS))
    const checkpoints = Math.ceil(size / this.every)
    this.saved = Array.from({ length: checkpoints }, () => new Float64Array(64))
    this.pending = Array.from({ length: checkpoints }, () => new Float64Array(64))
  }

  /**
   * Packs the sequence and returns the roll length it takes. With `from`, the sequence must be the
   * last committed one changed only at `from` and after: the packing resumes from a checkpoint.
   */
  pack(sequence: Sequence, rules: Rules, from = 0): number {
    const { units, width, rotate, hx, hy, hw, hh, lx, ly, lw, restA, restB, every } = this
    const n = sequence.unit.length
    // Holes and lanes too small for every piece still to come are dropped: it keeps the lists short.
    // With rotation restA is the shortest side to come; without, restA/restB the narrowest/shortest.
    restA[n] = Infinity
    restB[n] = Infinity
    for (let k = n - 1; k >= 0; k--) {
      const unit = units[sequence.unit[k]!]!
      if (rotate) restA[k] = Math.min(restA[k + 1]!, unit.w, unit.h)
      else {
        restA[k] = Math.min(restA[k + 1]!, unit.w)
        restB[k] = Math.min(restB[k + 1]!, unit.h)
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
    let work = this.work + n + 16 // the set-up above, and the call
    const resume = Math.floor(from / every)
    let start = 0
    if (resume > 0) {
      const state = this.saved[resume - 1]!
      holes = state[0]!
      lanes = state[1]!
      top = state[2]!
      spread = state[3]!
      for (let j = 0, at = 4; j < holes; j++, at += 4) {
        hx[j] = state[at]!
        hy[j] = state[at + 1]!
        hw[j] = state[at + 2]!
        hh[j] = state[at + 3]!
      }
      for (let j = 0, at = 4 + 4 * holes; j < lanes; j++, at += 3) {
        lx[j] = state[at]!
        ly[j] = state[at + 1]!
        lw[j] = state[at + 2]!
      }
      start = resume * every
      work += holes + lanes
    }
    this.firstPending = resume
    for (let k = start; k < n; k++) {
      if (k > start && k % every === 0) {
        this.checkpoint(k / every - 1, holes, lanes, top, spread)
        work += holes + lanes
      }
      const unit = units[sequence.unit[k]!]!
      const w0 = unit.w
      const h0 = unit.h
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

  /** Saves the state before piece (c + 1) · every into pending checkpoint c. */
  private checkpoint(c: number, holes: number, lanes: number, top: number, spread: number) {
    const size = 4 + 4 * holes + 3 * lanes
    let state = this.pending[c]!
    if (state.length < size) state = this.pending[c] = new Float64Array(2 * size)
    state[0] = holes
    state[1] = lanes
    state[2] = top
    state[3] = spread
    const { hx, hy, hw, hh, lx, ly, lw } = this
    for (let j = 0, at = 4; j < holes; j++, at += 4) {
      state[at] = hx[j]!
      state[at + 1] = hy[j]!
      state[at + 2] = hw[j]!
      state[at + 3] = hh[j]!
    }
    for (let j = 0, at = 4 + 4 * holes; j < lanes; j++, at += 3) {
      state[at] = lx[j]!
      state[at + 1] = ly[j]!
      state[at + 2] = lw[j]!
    }
  }

  /** Makes the last packing the one later packings resume from. */
  commit() {
    for (let c = this.firstPending; c < this.saved.length; c++) {
      const state = this.saved[c]!
      this.saved[c] = this.pending[c]!
      this.pending[c] = state
    }
  }

  /** Adds a hole; when the list is full, it replaces the smallest hole if it is larger. */
  private addHole(holes: number, x: number, y: number, w: number, h: number): number {
    const { hx, hy, hw, hh } = this
    let slot = holes
    if (holes === hx.length) {
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
    const n = sequence.unit.length
    return {
      length,
      unit: sequence.unit.slice(),
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

/** Every unit that fits the roll, sorted, each lying the way `stance` says where it can. */
function sortedSequence(
  units: readonly Unit[],
  width: number,
  rotate: boolean,
  stance: Stance,
  order: Order,
  lengthwise: boolean,
): Sequence {
  const turn = units.map((unit) => {
    if (!rotate) return 0
    const long = Math.max(unit.w, unit.h)
    const wanted = stance === 'lying' && long <= width ? long : Math.min(unit.w, unit.h)
    return Number(wanted !== unit.w && unit.h <= width)
  })
  const key = SORT_KEYS[order]
  const keyOf = (index: number) => {
    const unit = units[index]!
    return turn[index] ? key(unit.h, unit.w) : key(unit.w, unit.h)
  }
  const sorted = units
    .map((_, index) => index)
    .filter((index) => units[index]!.count > 0 && fitsAcross(units[index]!, width, rotate))
    .sort((a, b) => {
      const [a1, a2] = keyOf(a)
      const [b1, b2] = keyOf(b)
      return b1 - a1 || b2 - a2 || a - b
    })
  const total = sorted.reduce((sum, index) => sum + units[index]!.count, 0)
  const sequence: Sequence = {
    unit: new Int32Array(total),
    turned: new Uint8Array(total),
    lengthwise: new Uint8Array(total).fill(Number(lengthwise)),
  }
  let k = 0
  for (const index of sorted)
    for (let copy = 0; copy < units[index]!.count; copy++) {
      sequence.unit[k] = index
      sequence.turned[k] = turn[index]!
      k++
    }
  return sequence
}

/**
 * The greedy packers tried on every width, most useful first. Of the 240 combinations of the options
 * above, these 17 found the best of all 240 on the benchmark houses and on 40 random piece sets, on
 * every roll width. Long piece lists try only the first few (`PORTFOLIO_WORK`).
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

/*
 * Work budgets (see `Packer.work`), tuned so that a 60-pane house plans in about 20 ms of CPU in Node
 * on a 2-core server, exact re-laying included (`BAND_WORK`): past that, more search gains little
 * (about 0.1 % of film on the benchmark houses for 25 % more time). The portfolio stops early on long
 * piece lists (but always packs once); the local search runs `SEARCH_WORK` on every width worth it,
 * then `MORE_WORK` on the one or two that lead.
 */
const PORTFOLIO_WORK = 1_000_000
const SEARCH_WORK = 150_000
const MORE_WORK = 800_000
/**
 * Below this many panes the budgets shrink in proportion: a few panes have few layouts worth trying,
 * and the estimator replans every film line on every edit (and the server on every push).
 */
const FULL_EFFORT_PANES = 60

function effortOf(units: readonly Unit[]): number {
  const panes = units.reduce((sum, unit) => sum + unit.count, 0)
  return Math.min(1, panes / FULL_EFFORT_PANES)
}

/** A width is searched further when its film is within this share of the best width's. */
const CONTENDER_MARGIN = 0.02
const CONTENDERS = 2

/** Moves of the local search, by share: turn a piece, flip its cut, move it, move a run, swap two. */
const TURN_MOVES = 0.2
const CUT_MOVES = 0.4
const SHIFT_MOVES = 0.55
const RUN_MOVES = 0.7
/** How much less dense (`spread`) a move may leave the layout at the start of a walk; none at its end. */
const THRESHOLD = 0.001
/** A moved run holds 2 to this many pieces. */
const LONGEST_RUN = 6

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

interface Candidate {
  sequence: Sequence
  rules: Rules
  length: number
  spread: number
}

const copyOf = (sequence: Sequence): Sequence => ({
  unit: sequence.unit.slice(),
  turned: sequence.turned.slice(),
  lengthwise: sequence.lengthwise.slice(),
})

function copyInto(to: Sequence, from: Sequence) {
  to.unit.set(from.unit)
  to.turned.set(from.turned)
  to.lengthwise.set(from.lengthwise)
}

function keep(best: Candidate, candidate: Candidate) {
  copyInto(best.sequence, candidate.sequence)
  best.length = candidate.length
  best.spread = candidate.spread
  best.rules = candidate.rules
}

const better = (length: number, spread: number, than: Candidate) =>
  length < than.length || (length === than.length && spread < than.spread)

/** One local search: where it stands, the best it has seen, and its own moves. */
interface Walker {
  current: Candidate
  best: Candidate
  next: () => number
}

/**
 * Local searches started on each width, each from another of the best greedy layouts: where one
 * search ends depends much on where it starts and on its moves, so several short ones find shorter
 * layouts than one long one. Only the best goes on when a width is searched further.
 */
const WALKERS = 4

/**
 * The search on one roll width: the portfolio of greedy packers, then local searches from the best of
 * them. A search walks on sequences whose layout is at least as dense (`spread`), which lets it cross
 * the many sequences of equal length, and keeps the shortest seen.
 */
class WidthSearch {
  best: Candidate
  /** The best layout of sections and lanes (see `Sections`). */
  private readonly sections: Layout | null
  /** The best layout with its stretches re-laid exactly (see `finish`). */
  private finished: Layout | null = null
  /** The whole job laid exactly (see `layWholeJobExactly`), when shorter than the rest. */
  private exact: Layout | null = null
  private readonly packer: Packer
  private walkers: Walker[]

  constructor(
    private readonly units: readonly Unit[],
    readonly width: number,
    private readonly rotate: boolean,
  ) {
    const n = units.reduce((sum, unit) => sum + (fitsAcross(unit, width, rotate) ? unit.count : 0), 0)
    const packer = new Packer(units, width, rotate, n)
    const starts: Candidate[] = []
    for (const [lengthwise, stance, order, fit, split] of rotate ? PORTFOLIO : PORTFOLIO_UNTURNED) {
      if (starts.length > 0 && packer.work >= PORTFOLIO_WORK) break
      const sequence = sortedSequence(units, width, rotate, stance, order, lengthwise)
      const rules = { fit, split }
      const length = packer.pack(sequence, rules)
      starts.push({ sequence, rules, length, spread: packer.spread })
    }
    starts.sort((a, b) => a.length - b.length || a.spread - b.spread)
    this.sections = n <= SECTION_PIECES ? new Sections(units, width, rotate).best() : null
    this.packer = packer
    this.best = { ...starts[0]!, sequence: copyOf(starts[0]!.sequence) }
    this.walkers = starts.slice(0, WALKERS).map((start, k) => ({
      current: start,
      best: { ...start, sequence: copyOf(start.sequence) },
      next: random(0x5eed + width + 7919 * k),
    }))
  }

  /** Searches on until the packer has done about `work` more, shared by the walkers. */
  run(work: number) {
    for (const walker of this.walkers) this.walk(walker, work / this.walkers.length)
  }

  /** Keeps only the walker that found the shortest layout. */
  keepBest() {
    const [first, ...rest] = this.walkers
    this.walkers = [
      rest.reduce(
        (best, walker) => (better(walker.best.length, walker.best.spread, best.best) ? walker : best),
        first!,
      ),
    ]
  }

  private walk(walker: Walker, work: number) {
    const { units, width, rotate, packer } = this
    const { current, next } = walker
    const sequence = current.sequence
    const rules = current.rules
    const n = sequence.unit.length
    if (n < 2) return
    const until = packer.work + work
    const begin = packer.work
    packer.pack(sequence, rules)
    packer.commit()
    while (packer.work < until) {
      packer.work++ // a skipped move counts too, so that the search always ends
      const i = Math.floor(next() * n)
      const j = Math.floor(next() * n)
      const move = next()
      let from = Math.min(i, j)
      let run = 0
      if (move < TURN_MOVES) {
        const unit = units[sequence.unit[i]!]!
        if (!(rotate && unit.w !== unit.h && (sequence.turned[i] ? unit.w : unit.h) <= width)) continue
        sequence.turned[i] = 1 - sequence.turned[i]!
        from = i
      } else if (move < CUT_MOVES) {
        sequence.lengthwise[i] = 1 - sequence.lengthwise[i]!
        from = i
      } else if (move < SHIFT_MOVES) {
        if (i === j) continue
        shift(sequence, i, j)
      } else if (move < RUN_MOVES) {
        // The run of pieces from i goes to j: pieces that fill a strip together stay together.
        run = 2 + Math.floor(next() * (LONGEST_RUN - 1))
        const to = Math.min(j, n - run)
        if (i + run > n || to === i) continue
        moveRun(sequence, i, to, run)
        from = Math.min(i, to)
      } else {
        if (
          sequence.unit[i] === sequence.unit[j] &&
          sequence.turned[i] === sequence.turned[j] &&
          sequence.lengthwise[i] === sequence.lengthwise[j]
        )
          continue
        swap(sequence, i, j)
      }
      const length = packer.pack(sequence, rules, from)
      const spread = packer.spread
      // A little less dense is accepted early on, to leave a layout whose neighbours are all worse.
      const threshold = (THRESHOLD * (until - packer.work)) / (until - begin)
      if (spread > current.spread * (1 + threshold)) {
        // Undo the move.
        if (move < TURN_MOVES) sequence.turned[i] = 1 - sequence.turned[i]!
        else if (move < CUT_MOVES) sequence.lengthwise[i] = 1 - sequence.lengthwise[i]!
        else if (move < SHIFT_MOVES) shift(sequence, j, i)
        else if (move < RUN_MOVES) moveRun(sequence, Math.min(j, n - run), i, run)
        else swap(sequence, i, j)
        continue
      }
      packer.commit()
      current.length = length
      current.spread = spread
      // Into the bests' own arrays: improvements are frequent, allocations would cost more.
      if (better(length, spread, walker.best)) keep(walker.best, current)
      if (better(length, spread, this.best)) keep(this.best, current)
    }
  }

  /**
   * Re-lays the best layout so far band by band exactly, and the pieces grouped longest first (see
   * `shortenBands`, `groupedBands`), keeping the shorter.
   */
  finish() {
    // The whole job laid exactly is as short as it gets.
    if (this.exact) return
    const { units, width, rotate } = this
    const effort = effortOf(units)
    const work: Work = { left: BAND_WORK * effort + SMALL_BAND_WORK * (1 - effort) }
    const solver = { width, rotate, work }
    const draft = this.draft()
    const found = shortenBands(bandsOfLayout(draft, units), units, solver)
    const grouped = groupedBands(units, solver)
    const regrouped = grouped && shortenBands(grouped, units, solver)
    const best = regrouped && lengthOf(regrouped) < lengthOf(found) ? regrouped : found
    if (lengthOf(best) < draft.length - 1e-9) this.finished = layoutOfBands(best)
  }

  /** Takes a layout found another way (the whole job laid exactly) when it is shorter. */
  offer(layout: Layout) {
    if (layout.length < this.length - 1e-9) this.exact = layout
  }

  /** The shortest layout found, in roll length. */
  get length(): number {
    return Math.min(
      this.best.length,
      this.sections?.length ?? Infinity,
      this.finished?.length ?? Infinity,
      this.exact?.length ?? Infinity,
    )
  }

  layout(): Layout {
    const draft = this.draft()
    const shorter = this.finished && this.finished.length <= draft.length ? this.finished : draft
    return this.exact && this.exact.length < shorter.length ? this.exact : shorter
  }

  /** The search's best layout, or the sections' when shorter. */
  private draft(): Layout {
    const sections = this.sections
    if (sections && sections.length < this.best.length) return sections
    return this.packer.layout(this.best.sequence, this.best.rules)
  }
}

/** Moves the entry at `from` to `to`, shifting those between. */
function shift(sequence: Sequence, from: number, to: number) {
  shiftIn(sequence.unit, from, to)
  shiftIn(sequence.turned, from, to)
  shiftIn(sequence.lengthwise, from, to)
}

function shiftIn(array: Int32Array | Uint8Array, from: number, to: number) {
  const value = array[from]!
  if (from < to) array.copyWithin(from, from + 1, to + 1)
  else array.copyWithin(to + 1, to, from)
  array[to] = value
}

/** Moves the `length` entries from `from` so that they start at `to`. */
function moveRun(sequence: Sequence, from: number, to: number, length: number) {
  for (let k = 0; k < length; k++)
    if (from < to) shift(sequence, from, to + length - 1)
    else shift(sequence, from + k, to + k)
}

function swap(sequence: Sequence, i: number, j: number) {
  swapIn(sequence.unit, i, j)
  swapIn(sequence.turned, i, j)
  swapIn(sequence.lengthwise, i, j)
}

function swapIn(array: Int32Array | Uint8Array, i: number, j: number) {
  const value = array[i]!
  array[i] = array[j]!
  array[j] = value
}

/** A way a unit may lie on the roll: `a` across, `l` along. */
interface Lie {
  unit: number
  a: number
  l: number
  turned: number
}

/** How a lane's piece is chosen: the share of the section's length it fills, by area, ... */
type LaneRule = 'fill' | 'area' | 'fillSquared' | 'filled'
const LANE_RULES: readonly LaneRule[] = ['fill', 'area', 'fillSquared', 'filled']
/**
 * A section's first lane holds at most this many pieces, and sections are tried on lists of at most
 * so many pieces: the time to choose a section grows with both, and long lists gain little.
 */
const LONGEST_STACK = 8
const SECTION_PIECES = 250

/**
 * Layouts of another shape than the packer's, which its search rarely reaches: the roll is cut
 * across into sections, each section along into lanes, each lane a stack of one piece as long as the
 * section allows, the rest of the lane filled greedily. The first lane of a section sets its length.
 * Sections are chosen one after the other, each the one that leaves the least share of the film so
 * far wasted; a lane's piece by one of a few rules, and the shortest layout of all rules is kept.
 */
class Sections {
  private readonly lies: Lie[] = []
  private readonly scratch: Int32Array
  private readonly trial: Int32Array
  private rule: LaneRule = 'fill'
  private out: Layout | null = null
  private placed = 0

  constructor(
    private readonly units: readonly Unit[],
    private readonly width: number,
    rotate: boolean,
  ) {
    units.forEach((unit, index) => {
      if (unit.w <= width) this.lies.push({ unit: index, a: unit.w, l: unit.h, turned: 0 })
      if (rotate && unit.h <= width && unit.h !== unit.w)
        this.lies.push({ unit: index, a: unit.h, l: unit.w, turned: 1 })
    })
    this.scratch = new Int32Array(units.length)
    this.trial = new Int32Array(units.length)
  }

  /** The shortest layout over the lane rules; null when some piece lies no way on the roll. */
  best(): Layout | null {
    const { units, lies } = this
    if (units.some((unit, index) => unit.count > 0 && !lies.some((lie) => lie.unit === index))) return null
    let best: Layout | null = null
    for (const rule of LANE_RULES) {
      const layout = this.plan(rule)
      if (!best || layout.length < best.length) best = layout
    }
    return best
  }

  /** Section after section, the one that leaves the least share of the film so far wasted. */
  private plan(rule: LaneRule): Layout {
    const { units, lies, width, scratch } = this
    this.rule = rule
    const left = Int32Array.from(units, (unit) => unit.count)
    // The sections, as lie and stack count: the layout is replayed from them.
    const sections: number[] = []
    let length = 0
    let area = 0
    while (left.some((count) => count > 0)) {
      let chosen = -1
      let chosenStack = 0
      let chosenWaste = Infinity
      let chosenLength = 0
      for (let index = 0; index < lies.length; index++) {
        const lie = lies[index]!
        for (let stack = 1; stack <= Math.min(left[lie.unit]!, LONGEST_STACK); stack++) {
          scratch.set(left)
          scratch[lie.unit]! -= stack
          const section = stack * lie.l
          const filled = area + stack * lie.a * lie.l + this.lanes(scratch, lie.a, 0, width - lie.a, section)
          const waste = ((length + section) * width - filled) / filled
          if (waste < chosenWaste || (waste === chosenWaste && length + section < chosenLength)) {
            chosen = index
            chosenStack = stack
            chosenWaste = waste
            chosenLength = length + section
          }
        }
      }
      const lie = lies[chosen]!
      left[lie.unit]! -= chosenStack
      area += chosenStack * lie.a * lie.l + this.lanes(left, lie.a, 0, width - lie.a, chosenStack * lie.l)
      length = chosenLength
      sections.push(chosen, chosenStack)
    }
    return this.replay(sections)
  }

  /** The layout of a list of sections. */
  private replay(sections: readonly number[]): Layout {
    const { units, lies, width } = this
    const out = emptyLayout(units.reduce((sum, unit) => sum + unit.count, 0))
    this.out = out
    this.placed = 0
    const left = Int32Array.from(units, (unit) => unit.count)
    for (let s = 0; s < sections.length; s += 2) {
      const lie = lies[sections[s]!]!
      const stack = sections[s + 1]!
      for (let copy = 0; copy < stack; copy++) this.place(lie, 0, out.length + copy * lie.l)
      left[lie.unit]! -= stack
      this.lanes(left, lie.a, out.length, width - lie.a, stack * lie.l)
      out.length += stack * lie.l
    }
    this.out = null
    return out
  }

  private place(lie: Lie, x: number, y: number) {
    const out = this.out
    if (!out) return
    out.unit[this.placed] = lie.unit
    out.x[this.placed] = x
    out.y[this.placed] = y
    out.turned[this.placed] = lie.turned
    this.placed++
  }

  /** Lanes side by side from x over `room` across, each `section` long; returns the area placed. */
  private lanes(left: Int32Array, x: number, y: number, room: number, section: number): number {
    const { lies, trial, rule } = this
    let area = 0
    for (;;) {
      let chosen: Lie | null = null
      let chosenStack = 0
      let score = -1
      for (const lie of lies) {
        const count = left[lie.unit]!
        if (count === 0 || lie.a > room || lie.l > section) continue
        const stack = Math.min(count, Math.floor(section / lie.l + 1e-9))
        const fill = (stack * lie.l) / section
        let value: number
        if (rule === 'fill') value = fill
        else if (rule === 'area') value = fill * lie.a + lie.a * 1e-3
        else if (rule === 'fillSquared') value = fill * fill * lie.a
        else {
          trial.set(left)
          trial[lie.unit]! -= stack
          const out = this.out
          this.out = null
          value = (stack * lie.l * lie.a + this.fill(trial, 0, 0, lie.a, section - stack * lie.l)) / section
          this.out = out
        }
        if (value > score) {
          score = value
          chosen = lie
          chosenStack = stack
        }
      }
      if (!chosen) return area
      for (let copy = 0; copy < chosenStack; copy++) this.place(chosen, x, y + copy * chosen.l)
      left[chosen.unit]! -= chosenStack
      area += chosenStack * chosen.a * chosen.l
      area += this.fill(left, x, y + chosenStack * chosen.l, chosen.a, section - chosenStack * chosen.l)
      x += chosen.a
      room -= chosen.a
    }
  }

  /** Fills a free rectangle with the largest piece that fits, then what is left beside and below it. */
  private fill(left: Int32Array, x: number, y: number, w: number, h: number): number {
    let chosen: Lie | null = null
    for (const lie of this.lies)
      if (left[lie.unit]! > 0 && lie.a <= w && lie.l <= h && (!chosen || lie.a * lie.l > chosen.a * chosen.l))
        chosen = lie
    if (!chosen) return 0
    left[chosen.unit]!--
    this.place(chosen, x, y)
    const dw = w - chosen.a
    const dh = h - chosen.l
    let area = chosen.a * chosen.l
    // The cut that leaves the larger rectangle whole goes first.
    if (dw * h >= w * dh) {
      area += this.fill(left, x + chosen.a, y, dw, h)
      area += this.fill(left, x, y + chosen.l, chosen.a, dh)
    } else {
      area += this.fill(left, x, y + chosen.l, w, dh)
      area += this.fill(left, x + chosen.a, y, dw, chosen.l)
    }
    return area
  }
}

/*
 * Bands re-laid exactly. A band is a run of pieces that no cut across the whole roll separates; the
 * bands of a layout follow one another along the roll, and since a cut across the roll parts each
 * from the next, any of them could lie anywhere along it. So the pieces of a few bands, together, can
 * go to the exact solver of guillotine.ts when they are of few enough sizes and numbers
 * (`BAND_PAIRS`, see `pairsOf`), and its layout, one or more bands again, replaces theirs when
 * shorter: the waste of one band is filled with pieces of another wherever on the roll it lies. The
 * search, a piece at a time, wastes most where no order of the pieces is right; the exact solver
 * cannot take a house whole, but it takes a few bands.
 *
 * The same solver gives a second start: the pieces longest side first, in groups as large as it
 * takes, each group laid exactly, its bands then pooled the same way. Long pieces side by side and
 * short ones together is how the shortest layouts of most houses run, and the search seldom gets
 * there from its greedy starts.
 */
const BAND_PAIRS = 30_000
/**
 * The work of both (see `Work`): `BAND_WORK` on a full-effort list, more on a short one, whose
 * search took less: up to `SMALL_BAND_WORK`. A million is some 10 ms of a laptop's time.
 */
const BAND_WORK = 1_000_000
const SMALL_BAND_WORK = 2_000_000

/** A piece as laid: y from the start of its band. */
interface Laid {
  unit: number
  x: number
  y: number
  turned: number
  along: number
}

interface Band {
  pieces: Laid[]
  length: number
}

/** The bands of pieces laid from y = 0, in order along the roll. */
function bandsOf(laid: Laid[]): Band[] {
  laid.sort((p, q) => p.y - q.y || p.x - q.x)
  const bands: Band[] = []
  let from = 0
  let reach = 0
  for (const piece of laid) {
    if (bands.length === 0 || piece.y >= reach - 1e-9) {
      bands.push({ pieces: [], length: 0 })
      from = piece.y
    }
    const band = bands[bands.length - 1]!
    band.pieces.push({ ...piece, y: piece.y - from })
    reach = Math.max(reach, piece.y + piece.along)
    band.length = reach - from
  }
  return bands
}

/** A unit laid at (x, y), turned or not, with the roll length it takes. */
function laidAt(units: readonly Unit[], unit: number, x: number, y: number, turned: number): Laid {
  return { unit, x, y, turned, along: turned ? units[unit]!.w : units[unit]!.h }
}

function bandsOfLayout(layout: Layout, units: readonly Unit[]): Band[] {
  return bandsOf(
    Array.from(layout.unit, (unit, p) => laidAt(units, unit, layout.x[p]!, layout.y[p]!, layout.turned[p]!)),
  )
}

/** The bands one after the other. */
function layoutOfBands(bands: readonly Band[]): Layout {
  const layout = emptyLayout(bands.reduce((sum, band) => sum + band.pieces.length, 0))
  let p = 0
  for (const band of bands) {
    for (const piece of band.pieces) {
      layout.unit[p] = piece.unit
      layout.x[p] = piece.x
      layout.y[p] = layout.length + piece.y
      layout.turned[p++] = piece.turned
    }
    layout.length += band.length
  }
  return layout
}

/** The exact solver on one roll width, and the work it may still do. */
interface Solver {
  width: number
  rotate: boolean
  work: Work
}

const lengthOf = (bands: readonly Band[]) => bands.reduce((sum, band) => sum + band.length, 0)

/**
 * The pieces laid exactly on `width`, as bands, in no more than `within` inches; null when there is
 * no such layout, they are too many for the solver (`pairs`) or the work runs out.
 */
function layExactly(
  pieces: readonly { unit: number }[],
  units: readonly Unit[],
  { width, rotate, work }: Solver,
  pairs: number,
  within = Infinity,
): Band[] | null {
  const { sizes, units: members } = sizesIn(pieces, units)
  if (pairsOf(sizes) > pairs) return null
  const best = shortestLayouts(sizes, [width], rotate, work, within)?.get(width)
  if (!best) return null
  return bandsOf(laidOf(best.cuts, members, units))
}

/** The exact solver's cuts as pieces: each size's cuts take the units of that size (`members`). */
function laidOf(
  cuts: readonly Cut[],
  members: readonly (readonly number[])[],
  units: readonly Unit[],
): Laid[] {
  const pools = members.map((pool) => [...pool])
  return cuts.map(({ size, x, y, turned }) => laidAt(units, pools[size]!.pop()!, x, y, Number(turned)))
}

/**
 * Pools bands while the work lasts: first each run of bands in a row the solver takes, one pass
 * along the roll; then any two bands, until no two gain. Bands the solver laid together are as short
 * as they can be together, and so are bands it could not shorten: such a pool is not tried again.
 */
function shortenBands(start: Band[], units: readonly Unit[], solver: Solver): Band[] {
  const { work } = solver
  let bands = start
  const ids = new Map<Band, number>()
  const idOf = (band: Band) => ids.get(band) ?? (ids.set(band, ids.size), ids.size - 1)
  const settled = new Set<string>()
  const keyOf = (pool: readonly Band[]) =>
    pool
      .map(idOf)
      .sort((a, b) => a - b)
      .join(' ')
  const settle = (pool: readonly Band[]) => {
    settled.add(keyOf(pool))
    for (const [i, a] of pool.entries()) for (const b of pool.slice(i + 1)) settled.add(keyOf([a, b]))
  }
  // Replaces the bands at `pool` (indices, ascending) by their exact layout when it is shorter.
  const relay = (pool: readonly number[]): boolean => {
    const old = pool.map((b) => bands[b]!)
    work.left--
    if (settled.has(keyOf(old)) || work.left <= 0) return false
    const pieces = old.flatMap((band) => band.pieces)
    work.left -= pieces.length
    // Lengths are whole sixteenths of an inch: a shorter layout is at least one shorter.
    const laid = layExactly(pieces, units, solver, BAND_PAIRS, lengthOf(old) - 1 / 16)
    if (!laid) {
      settle(old)
      return false
    }
    settle(laid)
    const rest = bands.filter((_, b) => !pool.includes(b))
    bands = [...rest.slice(0, pool[0]), ...laid, ...rest.slice(pool[0])]
    return true
  }
  for (let b = 0; b < bands.length && work.left > 0; b++) {
    // The longest run of bands from b whose pieces the solver takes.
    let last = b
    while (
      last + 1 < bands.length &&
      pairsOf(
        sizesIn(
          bands.slice(b, last + 2).flatMap((band) => band.pieces),
          units,
        ).sizes,
      ) <= BAND_PAIRS
    )
      last++
    if (last > b || bands[b]!.pieces.length > 1) relay(Array.from({ length: last - b + 1 }, (_, k) => b + k))
  }
  for (let gained = true; gained && work.left > 0;) {
    gained = false
    for (let i = 0; i < bands.length; i++)
      for (let j = i + 1; j < bands.length && work.left > 0; j++) gained = relay([i, j]) || gained
  }
  return bands
}

/** The pieces longest side first, in groups the exact solver takes, each group laid exactly. */
function groupedBands(units: readonly Unit[], solver: Solver): Band[] | null {
  const { width, rotate } = solver
  const pieces = units
    .flatMap((unit, index) =>
      fitsAcross(unit, width, rotate) ? Array.from({ length: unit.count }, () => index) : [],
    )
    .sort((a, b) => {
      const [p, q] = [units[a]!, units[b]!]
      return Math.max(q.w, q.h) - Math.max(p.w, p.h) || q.w * q.h - p.w * p.h || a - b
    })
    .map((unit) => ({ unit }))
  const bands: Band[] = []
  let first = 0
  for (let end = 1; end <= pieces.length; end++) {
    if (end < pieces.length && pairsOf(sizesIn(pieces.slice(first, end + 1), units).sizes) <= BAND_PAIRS)
      continue
    const laid = layExactly(pieces.slice(first, end), units, solver, BAND_PAIRS)
    if (!laid) return null
    bands.push(...laid)
    first = end
  }
  return bands
}

/** The sizes of the pieces, for the exact solver, and the units of each size. */
function sizesIn(
  pieces: readonly { unit: number }[],
  units: readonly Unit[],
): { sizes: Size[]; units: number[][] } {
  const sizes: Size[] = []
  const members: number[][] = []
  for (const { unit: index } of pieces) {
    const unit = units[index]!
    const k = sizes.findIndex((size) => size.w === unit.w && size.h === unit.h)
    if (k >= 0) {
      sizes[k]!.count++
      members[k]!.push(index)
    } else {
      sizes.push({ w: unit.w, h: unit.h, count: 1 })
      members.push([index])
    }
  }
  return { sizes, units: members }
}

const EMPTY: Layout = {
  length: 0,
  unit: new Int32Array(0),
  x: new Float64Array(0),
  y: new Float64Array(0),
  turned: new Uint8Array(0),
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals
  return Math.round((value + Number.EPSILON) * scale) / scale
}

/** Feet cut off the roll for a length in inches: rounded up to a tenth (the tolerance absorbs 1.2/12). */
function linearFeetOf(lengthIn: number): number {
  return Math.max(0, Math.ceil((lengthIn * 10) / 12 - 1e-9) / 10)
}

function filmOf(width: number, lengthIn: number): number {
  return width * linearFeetOf(lengthIn)
}

/** The pieces packed on one roll width: the panes, with each pane too wide for it turned into drops. */
interface Problem {
  /** The panes as given. */
  panes: readonly Piece[]
  /** What is packed: one entry per pane, a seamed pane's entry being its drop (quantity × drops). */
  pieces: readonly Piece[]
  /** Drops per pane of each entry of `pieces`: 1 when it is not seamed. */
  drops: readonly number[]
  seamed: readonly SeamedPane[]
  kinds: readonly Kind[]
  units: readonly Unit[]
  settings: Settings
}

const sixteenthsUp = (inches: number) => Math.ceil(inches * 16 - 1e-9) / 16

/** How a pane too wide for `width` is seamed: the fewest drops that each fit across the roll. */
function seamOf(pane: Piece, width: number, { trim, seam, rotate }: Settings): SeamedPane {
  const alongHeight = !rotate || pane.widthIn <= pane.heightIn
  const across = alongHeight ? pane.widthIn : pane.heightIn
  const along = alongHeight ? pane.heightIn : pane.widthIn
  // n drops cover the pane and n − 1 overlaps; settingsOf guarantees width − 2·trim − seam > 0.
  let drops = Math.max(2, Math.ceil((across - seam) / (width - 2 * trim - seam) - 1e-9))
  while (sixteenthsUp((across + (drops - 1) * seam) / drops) + 2 * trim > width) drops++
  return {
    pieceId: pane.id,
    drops,
    dropWidthIn: sixteenthsUp((across + (drops - 1) * seam) / drops),
    dropLengthIn: along,
    seams: alongHeight ? 'vertical' : 'horizontal',
  }
}

function problemOn(panes: readonly Piece[], settings: Settings, width: number): Problem {
  const seamed: SeamedPane[] = []
  const drops: number[] = []
  const pieces = kindsOf(panes, settings.trim).map((kind, index): Piece => {
    const pane = panes[index]!
    if (kind.count === 0 || fitsAcross(kind, width, settings.rotate)) {
      drops.push(1)
      return pane
    }
    const seam = seamOf(pane, width, settings)
    seamed.push(seam)
    drops.push(seam.drops)
    return {
      id: pane.id,
      widthIn: seam.dropWidthIn,
      heightIn: seam.dropLengthIn,
      quantity: pane.quantity * seam.drops,
    }
  })
  const kinds = kindsOf(pieces, settings.trim)
  return { panes, pieces, drops, seamed, kinds, units: unitsOf(kinds, settings.rotate), settings }
}

/** Seams cut on this width, counting every copy of a pane. */
const seamsOf = ({ panes, drops }: Problem) =>
  panes.reduce((sum, pane, index) => sum + pane.quantity * (drops[index]! - 1), 0)

function planOf(problem: Problem, width: number, layout: Layout): RollPlan {
  const { panes, pieces, drops, kinds, units, settings } = problem
  const cuts: (Omit<Placement, 'pieceId' | 'copy'> & { piece: number })[] = []
  layout.unit.forEach((index, p) => {
    const unit = units[index]!
    const kind = kinds[unit.kind]!
    const turned = layout.turned[p] === 1
    const rotated = unit.turned !== turned
    const widthIn = rotated ? kind.h : kind.w
    const heightIn = rotated ? kind.w : kind.h
    // A block's copies run along the roll, or across it when the block is turned.
    for (let copy = 0; copy < unit.per; copy++)
      cuts.push({
        piece: kind.piece,
        x: layout.x[p]! + (turned ? copy * widthIn : 0),
        y: layout.y[p]! + (turned ? 0 : copy * heightIn),
        widthIn,
        heightIn,
        rotated,
      })
  })
  cuts.sort((a, b) => a.y - b.y || a.x - b.x)
  // Numbered by piece index, not id: two pieces may share an id. A seamed pane's drops are
  // interchangeable, so the k-th drop cut is drop k mod n of pane k div n.
  const cutSoFar = new Array<number>(pieces.length).fill(0)
  const placements = cuts.map(({ piece, ...cut }): Placement => {
    const k = cutSoFar[piece]!++
    const n = drops[piece]!
    return n === 1
      ? { pieceId: pieces[piece]!.id, copy: k, ...cut }
      : { pieceId: pieces[piece]!.id, copy: Math.floor(k / n), ...cut, drop: k % n }
  })

  const cutArea = kinds.reduce((sum, kind) => sum + kind.w * kind.h * kind.count, 0)
  const glassArea = panes.reduce((sum, pane) => sum + pane.widthIn * pane.heightIn * pane.quantity, 0)
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
    rolls: Math.max(0, Math.ceil(linearFeet / settings.rollLengthFt - 1e-9)),
    placements,
    seamed: [...problem.seamed],
  }
}

/** The greedy layouts on one width, ready to be searched from; null when there is nothing to plan. */
function startOn({ units, settings }: Problem, width: number): WidthSearch | null {
  return units.some((unit) => unit.count > 0) ? new WidthSearch(units, width, settings.rotate) : null
}

function searchOn(problem: Problem, width: number): WidthSearch | null {
  const search = startOn(problem, width)
  search?.run(SEARCH_WORK * effortOf(problem.units))
  return search
}

/** The shortest layout the planner finds on one roll width. */
export function planForWidth(pieces: readonly Piece[], rollWidthIn: number, options: PlanOptions): RollPlan {
  const problem = problemOn(pieces, settingsOf({ ...options, rollWidthsIn: [rollWidthIn] }), rollWidthIn)
  return planOf(problem, rollWidthIn, searchOn(problem, rollWidthIn)?.layout() ?? EMPTY)
}

/**
 * Tries every roll width, then searches further on the one or two that lead, so the plan is never
 * worse than `planForWidth`'s on any width, and re-lays stretches of the best layout exactly
 * (`shortenBands`). Fewest seams come first (a seam shows on the glass): a width that makes a pane
 * seamed is only chosen when no width takes it whole. Then the least film, then the narrower roll.
 */
export function planRolls(pieces: readonly Piece[], options: PlanOptions): RollPlan {
  const settings = settingsOf(options)
  const problems = settings.widths.map((width) => ({ width, problem: problemOn(pieces, settings, width) }))
  // A width that seams more panes than another is never chosen: it is not worth a search.
  const fewest = Math.min(...problems.map(({ problem }) => seamsOf(problem)))
  const searches = problems
    .filter(({ problem }) => seamsOf(problem) === fewest)
    .map(({ width, problem }) => ({ problem, width, search: startOn(problem, width) }))
  // Nor is a width on which no layout can use less film than the best greedy layout found.
  const greedy = Math.min(
    ...searches.map(({ width, search }) => (search ? filmOf(width, search.length) : Infinity)),
  )
  for (const { problem, width, search } of searches)
    if (search && filmOf(width, leastLength(problem.units, width, settings.rotate)) < greedy)
      search.run(SEARCH_WORK * effortOf(problem.units))
  const contenders = searches
    .flatMap(({ search }) => (search ? [search] : []))
    .sort((a, b) => filmOf(a.width, a.length) - filmOf(b.width, b.length) || a.width - b.width)
  const leader = contenders[0]
  if (leader) {
    const limit = filmOf(leader.width, leader.length) * (1 + CONTENDER_MARGIN)
    const chosen = contenders
      .filter((search) => filmOf(search.width, search.length) <= limit)
      .slice(0, CONTENDERS)
    for (const search of chosen) {
      const units = searches.find((entry) => entry.search === search)!.problem.units
      search.keepBest()
      search.run((MORE_WORK * effortOf(units)) / chosen.length)
    }
    layWholeJobExactly(searches, settings.rotate)
    for (const search of chosen) search.finish()
  }
  return bestOf(
    searches.map(({ problem, width, search }) => planOf(problem, width, search?.layout() ?? EMPTY)),
  )
}

/**
 * A small job, whose panes the exact solver of guillotine.ts takes all at once (`WHOLE_PAIRS`, see
 * `pairsOf`), is laid exactly on every width in one go: its plan is then the shortest guillotine
 * layout there is, where the search came within a few percent of it (a 14-pane condo: 3.8 % more
 * film). `WHOLE_WORK` bounds it to about 20 ms in Node; a job it does not finish in that keeps the
 * search's plan. Only when no width seams a pane, so that every width lays the same pieces.
 */
const WHOLE_PAIRS = 150_000
const WHOLE_WORK = 2_500_000

function layWholeJobExactly(
  searches: readonly { problem: Problem; width: number; search: WidthSearch | null }[],
  rotate: boolean,
) {
  const first = searches[0]
  if (!first || searches.some(({ problem }) => seamsOf(problem) > 0)) return
  const units = first.problem.units
  if (units.some((unit) => unit.per !== 1)) return
  const pieces = units.flatMap((unit, index) => Array.from({ length: unit.count }, () => ({ unit: index })))
  const { sizes, units: members } = sizesIn(pieces, units)
  if (sizes.length === 0 || pairsOf(sizes) > WHOLE_PAIRS) return
  const widths = searches.flatMap(({ search }) => (search ? [search.width] : []))
  const exact = shortestLayouts(sizes, widths, rotate, { left: WHOLE_WORK })
  for (const { search } of searches) {
    const best = search && exact?.get(search.width)
    if (!best) continue
    search.offer(layoutOfBands(bandsOf(laidOf(best.cuts, members, units))))
  }
}

/**
 * No layout on `width` is shorter than this, inches: the pieces' area spread over the width, the
 * pieces too wide for two to lie side by side (however they turn) one after the other, the longest
 * piece.
 */
function leastLength(units: readonly Unit[], width: number, rotate: boolean): number {
  let area = 0
  let stacked = 0
  let longest = 0
  for (const unit of units) {
    if (unit.count === 0 || !fitsAcross(unit, width, rotate)) continue
    const turns = rotate && unit.w <= width && unit.h <= width
    const across = turns ? Math.min(unit.w, unit.h) : unit.w <= width ? unit.w : unit.h
    const along = turns ? Math.min(unit.w, unit.h) : unit.w <= width ? unit.h : unit.w
    area += unit.w * unit.h * unit.count
    if (across > width / 2) stacked += along * unit.count
    longest = Math.max(longest, along)
  }
  return Math.max(area / width, stacked, longest)
}

/** Fewest seams, then least film, then the narrower roll. */
function bestOf(plans: readonly RollPlan[]): RollPlan {
  const seams = (plan: RollPlan) => plan.placements.length - new Set(plan.placements.map(paneOf)).size
  return plans.reduce((best, plan) =>
    seams(plan) < seams(best) ||
    (seams(plan) === seams(best) &&
      (plan.filmSqFt < best.filmSqFt ||
        (plan.filmSqFt === best.filmSqFt && plan.rollWidthIn < best.rollWidthIn)))
      ? plan
      : best,
  )
}

/** A pane's copy, whichever drop of it a placement is. */
const paneOf = (placement: Placement) => `${placement.pieceId}#${placement.copy}`

/**
 * The layout without a planner, for comparison: every pane in its own strip across the roll, turned
 * (when allowed) so that the strip is as short as the roll permits; the roll width chosen as
 * `planRolls` chooses.
 */
export function naivePlan(pieces: readonly Piece[], options: PlanOptions): RollPlan {
  const settings = settingsOf(options)
  return bestOf(
    settings.widths.map((width) => {
      const problem = problemOn(pieces, settings, width)
      const units = problem.kinds.map((kind, index): Unit => ({
        ...kind,
        kind: index,
        per: 1,
        turned: false,
      }))
      const fitting = units.filter((unit) => unit.count > 0)
      const layout = emptyLayout(fitting.reduce((sum, unit) => sum + unit.count, 0))
      let p = 0
      for (const unit of fitting) {
        const turned = settings.rotate && unit.h <= width && (unit.w < unit.h || unit.w > width)
        for (let copy = 0; copy < unit.count; copy++) {
          layout.unit[p] = unit.kind
          layout.y[p] = layout.length
          layout.turned[p] = Number(turned)
          layout.length += turned ? unit.w : unit.h
          p++
        }
      }
      return planOf({ ...problem, units }, width, layout)
    }),
  )
}
