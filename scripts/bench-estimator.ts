/**
 * Roll plan quality and speed, on the 20 seeded houses of domain/estimator/houses.ts:
 *   1. film used against the area lower bound (the cut pieces’ own area)   goal: ≤ 6 % above, on average
 *   2. film used against a naive layout (every pane its own strip)       goal: ≥ 10 % less, on average
 *   3. time to plan the 60-pane house in Node, median of many warm runs  goal: < 50 ms
 *   npm run bench:estimator
 * Also times a 2 332-pane list (the 20 houses four times over). A measurement: exits 0 when a goal is
 * missed, non-zero only when the benchmark itself broke.
 */
import { BENCH_HOUSES } from '../domain/estimator/houses.ts'
import { naivePlan, planRolls, type Piece, type PlanOptions } from '../domain/estimator/roll-plan.ts'

const ABOVE_BOUND_GOAL = 6
const LESS_THAN_NAIVE_GOAL = 10
const TIME_GOAL_MS = 50
const WARM_UP_RUNS = 10
const TIMED_RUNS = 51

const panesOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.quantity, 0)
const median = (values: readonly number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
const pad = (value: string | number, width: number) => String(value).padStart(width)
const mark = (met: boolean) => (met ? 'met' : 'MISSED')

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
const rows = BENCH_HOUSES.map((house) => {
  const options: PlanOptions = { allowRotation: house.allowRotation }
  const plan = planRolls(house.pieces, options)
  const naive = naivePlan(house.pieces, options)
  if (plan.seamed.length > 0 || plan.cutAreaSqFt <= 0) throw new Error(`${house.id} did not plan`)
  const above = (plan.filmSqFt / plan.cutAreaSqFt - 1) * 100
  const less = (1 - plan.filmSqFt / naive.filmSqFt) * 100
  const { wall } = time(house.pieces, options, 5)
  console.log(
    [
      pad(house.id, 5),
      pad(panesOf(house.pieces), 6),
      pad(plan.rollWidthIn, 5),
      pad(plan.filmSqFt.toFixed(1), 9),
      pad(plan.cutAreaSqFt.toFixed(1), 10),
      pad(`${above.toFixed(1)} %`, 6),
      pad(naive.filmSqFt.toFixed(1), 10),
      pad(`(${naive.rollWidthIn})`, 6),
      pad(`${less.toFixed(1)} %`, 7),
      pad(`${plan.wastePercent.toFixed(1)} %`, 6),
      pad(wall.toFixed(0), 3),
    ].join(' ') + `  ${house.name}`,
  )
  return { above, less }
})

const above = mean(rows.map((row) => row.above))
const less = mean(rows.map((row) => row.less))
const sixty = BENCH_HOUSES.find((house) => panesOf(house.pieces) === 60)
if (!sixty) throw new Error('no 60-pane house')
const sixtyTime = time(sixty.pieces, { allowRotation: sixty.allowRotation })
const development = BENCH_HOUSES.flatMap((house) =>
  house.pieces.map((piece) => ({ ...piece, id: `${house.id}-${piece.id}`, quantity: piece.quantity * 4 })),
)
const developmentTime = time(development, { allowRotation: true }, 5)

console.log(`
Film above the area lower bound, average:  ${above.toFixed(2)} %   (goal ≤ ${ABOVE_BOUND_GOAL} %: ${mark(above <= ABOVE_BOUND_GOAL)})
Film less than the naive layout, average:  ${less.toFixed(2)} %   (goal ≥ ${LESS_THAN_NAIVE_GOAL} %: ${mark(less >= LESS_THAN_NAIVE_GOAL)})
Plan of the 60-pane house (${sixty.id}), median of ${TIMED_RUNS} warm runs:  ${sixtyTime.wall.toFixed(1)} ms wall, ${sixtyTime.cpu.toFixed(1)} ms CPU   (goal < ${TIME_GOAL_MS} ms: ${mark(sixtyTime.wall < TIME_GOAL_MS)})
Plan of ${panesOf(development)} panes (the 20 houses ×4), median of 5:  ${developmentTime.wall.toFixed(0)} ms wall, ${developmentTime.cpu.toFixed(0)} ms CPU`)
