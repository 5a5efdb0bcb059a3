/**
 * Roll plan quality and speed, on the 20 seeded houses of domain/estimator/houses.ts:
 *   1. film used against the area lower bound (the cut pieces’ own area)   goal: ≤ 6 % above, on average
 *   2. film used against a naive layout (every pane its own strip)       goal: ≥ 10 % less, on average
 *   3. film used against the exact optimum of the planner's own problem (guillotine cuts, whole panes,
 *      the stocked widths), on the houses the exact solver finishes       goal: ≤ 2 % above, on each
 *   4. time to plan the 60-pane house in Node, median of many warm runs  goal: < 50 ms
 *   npm run bench:estimator
 * Also prints, for every house, HiGHS's lower bound on the film of any layout (guillotine or not), and
 * on the smallest houses HiGHS's best layout without the guillotine rule; and times a 2 332-pane list
 * (the 20 houses four times over). A measurement: exits 0 when a goal is missed, non-zero only when
 * the benchmark itself broke. The exact solvers run for a minute or two.
 */
import { ROLL_WIDTHS_IN } from '../domain/catalog/films.ts'
import { BENCH_HOUSES } from '../domain/estimator/houses.ts'
import {
  DEFAULT_TRIM_IN,
  naivePlan,
  planRolls,
  type Piece,
  type PlanOptions,
} from '../domain/estimator/roll-plan.ts'
import { solveAnyCut } from './bench-estimator/exact.ts'
import { solveGuillotine } from './bench-estimator/guillotine.ts'

const ABOVE_BOUND_GOAL = 6
const LESS_THAN_NAIVE_GOAL = 10
const ABOVE_OPTIMUM_GOAL = 2
const TIME_GOAL_MS = 50
const WARM_UP_RUNS = 10
const TIMED_RUNS = 51
/** The exact guillotine solver is tried on houses of at most this many pairs of sets (see guillotine.ts). */
const MOST_PAIRS = 25_000_000
const ANY_CUT_SECONDS = 10

const panesOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.quantity, 0)
const median = (values: readonly number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
const pad = (value: string | number, width: number) => String(value).padStart(width)
const mark = (met: boolean) => (met ? 'met' : 'MISSED')
const percent = (value: number) => `${value.toFixed(1)} %`
const above = (film: number, than: number) => (film / than - 1) * 100

/** Wall and CPU time of one plan, median of warm runs (CPU time is steadier on a busy machine). */
function time(pieces: readonly Piece[], options: PlanOptions, runs = TIMED_RUNS) {
  for (let run = 0; run < WARM_UP_RUNS; run++) planRolls(pieces, options)
  const wall: number[] = []
  const cpu: number[] = []
  for (let run = 0; run < runs; run++) {
    const cpuStart = process.cpuUsage()
    const start = performance.now()
    planRolls(pieces, options)
    wall.push(performance.now() - start)
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
  }
  return { wall: median(wall), cpu: median(cpu) }
}

console.log('house  panes  roll  film ft²  bound ft²  above  naive ft² (roll)   less  waste  ms')
const plans = BENCH_HOUSES.map((house) => {
  const options: PlanOptions = { allowRotation: house.allowRotation }
  const plan = planRolls(house.pieces, options)
  const naive = naivePlan(house.pieces, options)
  if (plan.seamed.length > 0 || plan.cutAreaSqFt <= 0) throw new Error(`${house.id} did not plan`)
  const aboveArea = above(plan.filmSqFt, plan.cutAreaSqFt)
  const less = (1 - plan.filmSqFt / naive.filmSqFt) * 100
  const { wall } = time(house.pieces, options, 5)
  console.log(
    [
      pad(house.id, 5),
      pad(panesOf(house.pieces), 6),
      pad(plan.rollWidthIn, 5),
      pad(plan.filmSqFt.toFixed(1), 9),
      pad(plan.cutAreaSqFt.toFixed(1), 10),
      pad(percent(aboveArea), 6),
      pad(naive.filmSqFt.toFixed(1), 10),
      pad(`(${naive.rollWidthIn})`, 6),
      pad(percent(less), 7),
      pad(percent(plan.wastePercent), 6),
      pad(wall.toFixed(0), 3),
    ].join(' ') + `  ${house.name}`,
  )
  return { house, options, plan, aboveArea, less }
})

// Timed before the exact solvers run, on a machine in the state the houses left it.
const sixty = BENCH_HOUSES.find((house) => panesOf(house.pieces) === 60)
if (!sixty) throw new Error('no 60-pane house')
const sixtyTime = time(sixty.pieces, { allowRotation: sixty.allowRotation })
const development = BENCH_HOUSES.flatMap((house) =>
  house.pieces.map((piece) => ({ ...piece, id: `${house.id}-${piece.id}`, quantity: piece.quantity * 4 })),
)
const developmentTime = time(development, { allowRotation: true }, 5)

console.log(`
Against exact solvers. optimum: the shortest guillotine layout (the planner's own rules), by dynamic
programming over the sets of panes, on the houses with few enough. any cut: HiGHS's MIP without the
guillotine rule, on houses of at most 16 panes, ${ANY_CUT_SECONDS} s each (* proved optimal, else its best
found); bound: HiGHS's pattern LP, below the film of every layout, guillotine or not.
house  film ft²  optimum ft² (roll)  above   any cut ft²  bound ft²  above     s`)
const exact = []
for (const { house, options, plan } of plans) {
  const optimum = solveGuillotine(
    house.pieces,
    options.rollWidthsIn ?? ROLL_WIDTHS_IN,
    options.trimIn ?? DEFAULT_TRIM_IN,
    options.allowRotation,
    MOST_PAIRS,
  )
  const anyCut = await solveAnyCut(house.pieces, options, plan, ANY_CUT_SECONDS)
  if (anyCut.status === 'not modelled')
    throw new Error(`${house.id} has no width that takes every pane whole`)
  if (optimum && optimum.filmSqFt > plan.filmSqFt + 1e-9)
    throw new Error(`${house.id}: the exact optimum is worse than the planner's plan`)
  const aboveOptimum = optimum ? above(plan.filmSqFt, optimum.filmSqFt) : null
  const aboveBound = above(plan.filmSqFt, anyCut.boundSqFt)
  const found = anyCut.filmSqFt < plan.filmSqFt || anyCut.status === 'optimal'
  console.log(
    [
      pad(house.id, 5),
      pad(plan.filmSqFt.toFixed(1), 9),
      optimum
        ? `${pad(optimum.filmSqFt.toFixed(1), 12)} ${pad(`(${optimum.rollWidthIn})`, 6)}`
        : pad('too many to solve', 19),
      pad(aboveOptimum === null ? '' : percent(aboveOptimum), 6),
      pad(found ? `${anyCut.filmSqFt.toFixed(1)}${anyCut.status === 'optimal' ? '*' : ' '}` : '', 13),
      pad(anyCut.boundSqFt.toFixed(1), 10),
      pad(percent(aboveBound), 6),
      pad(((optimum?.seconds ?? 0) + anyCut.seconds).toFixed(0), 5),
    ].join(' ') + (found && !anyCut.guillotine ? '  (any cut: not guillotine)' : ''),
  )
  exact.push({
    house,
    aboveOptimum,
    aboveBound,
    // No guillotine layout uses less film: the optimum where solved, else the bound on any layout.
    floorAboveArea: above(optimum?.filmSqFt ?? anyCut.boundSqFt, plan.cutAreaSqFt),
  })
}

const aboveArea = mean(plans.map((row) => row.aboveArea))
const less = mean(plans.map((row) => row.less))
const solved = exact.flatMap(({ house, aboveOptimum }) =>
  aboveOptimum === null ? [] : [{ id: house.id, above: aboveOptimum }],
)
const worst = solved.reduce((most, row) => (row.above > most.above ? row : most), solved[0]!)
const missed = solved.filter((row) => row.above > ABOVE_OPTIMUM_GOAL).map((row) => row.id)

console.log(`
Film above the area lower bound, average:  ${aboveArea.toFixed(2)} %   (goal ≤ ${ABOVE_BOUND_GOAL} %: ${mark(aboveArea <= ABOVE_BOUND_GOAL)})
  no guillotine layout does better than ${mean(exact.map((row) => row.floorAboveArea)).toFixed(2)} % (the exact optimum where solved, HiGHS's bound elsewhere); the plans are ${mean(exact.map((row) => row.aboveBound)).toFixed(2)} % above HiGHS's bound on average
Film less than the naive layout, average:  ${less.toFixed(2)} %   (goal ≥ ${LESS_THAN_NAIVE_GOAL} %: ${mark(less >= LESS_THAN_NAIVE_GOAL)})
Film above the exact optimum, on the ${solved.length} houses it solves:  average ${mean(solved.map((row) => row.above)).toFixed(2)} %, worst ${worst.above.toFixed(2)} % (${worst.id})   (goal ≤ ${ABOVE_OPTIMUM_GOAL} % on each: ${mark(missed.length === 0)}${missed.length > 0 ? `, above it: ${missed.join(' ')}` : ''})
Plan of the 60-pane house (${sixty.id}), median of ${TIMED_RUNS} warm runs:  ${sixtyTime.wall.toFixed(1)} ms wall, ${sixtyTime.cpu.toFixed(1)} ms CPU   (goal < ${TIME_GOAL_MS} ms: ${mark(sixtyTime.wall < TIME_GOAL_MS)})
Plan of ${panesOf(development)} panes (the 20 houses ×4), median of 5:  ${developmentTime.wall.toFixed(0)} ms wall, ${developmentTime.cpu.toFixed(0)} ms CPU`)
