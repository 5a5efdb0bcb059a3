import { windowAreaSqFt, type EstimateWindow, type FilmType } from '../estimates/estimate.ts'
import { filmLineOf } from './films.ts'
import { toInches } from './measure.ts'
import type { FilmPlan } from './compute.ts'

/*
 * How long an installation takes: the crew hours the calendar books for an accepted quote. Rates are
 * person-hours of a trained installer, cleaning and squeegeeing included, as Southeast residential
 * crews quote them: solar films go on at about 30 sq ft an hour, ceramics a little slower, security
 * film (thicker, stiffer, edge-sealed) at half that, decorative film (pattern matched) in between.
 * Each pane adds its set-up (tape, edges, cleaning the frame), each seam its double cut, old film its
 * removal; a ladder or a lift slows everything that needs it, and a lift needs setting up once.
 */

/** Square feet of glass a person films in an hour, by film type. */
const SQ_FT_PER_HOUR: Record<FilmType, number> = {
  standard: 30,
  premium: 26,
  energySaving: 26,
  security: 15,
  decorative: 20,
}

export const LABOR_RATES = {
  /** Set-up and clean-up per pane, hours. */
  perPaneHours: 0.1,
  /** A double-cut butt seam, hours each. */
  perSeamHours: 0.3,
  /** Old film and its adhesive off the glass, square feet an hour. */
  removalSqFtPerHour: 15,
  /** Wet-glazing security film to the frame, linear feet an hour. */
  attachmentFtPerHour: 40,
  /** Work from a ladder or a lift takes this much longer. */
  accessFactor: { ground: 1, ladder: 1.2, lift: 1.4 },
  /** Unloading, drop cloths, walk-through and clean-up, once a job. */
  jobHours: 0.75,
  /** Placing and moving a lift, once a job that needs one. */
  liftSetUpHours: 0.5,
  /** A pane this large (sq ft) needs two people on it. */
  twoPersonPaneSqFt: 50,
} as const

export interface LaborEstimate {
  /** Person-hours of the whole job, to the quarter hour. */
  personHours: number
  /** People the job needs: two when a pane is too large for one or a lift is used. */
  crew: 1 | 2
  /** Hours on site for that crew, to the quarter hour: what the calendar books. */
  siteHours: number
  seams: number
}

const quarter = (hours: number) => Math.ceil(hours * 4 - 1e-9) / 4

/** The crew hours of an installation of `windows`, seams taken from the film plans. */
export function laborEstimate(windows: readonly EstimateWindow[], plans: readonly FilmPlan[]): LaborEstimate {
  const seamsByWindow = new Map<string, number>()
  for (const { plan } of plans)
    for (const pane of plan.seamed) seamsByWindow.set(pane.pieceId, pane.drops - 1)

  let hours = 0
  let seams = 0
  let twoPeople = false
  for (const window of windows) {
    const film = filmLineOf(window)
    const area = windowAreaSqFt(window)
    const paneSeams = (seamsByWindow.get(window.id) ?? 0) * window.quantity
    let work =
      area / SQ_FT_PER_HOUR[window.filmType] +
      window.quantity * LABOR_RATES.perPaneHours +
      paneSeams * LABOR_RATES.perSeamHours
    if (window.removeOldFilm) work += area / LABOR_RATES.removalSqFtPerHour
    if (film.category === 'security' && window.windowType !== 'automotive') {
      const perimeterFt =
        (2 * (toInches(window.width, window.unit) + toInches(window.height, window.unit))) / 12
      work += (perimeterFt * window.quantity) / LABOR_RATES.attachmentFtPerHour
    }
    hours += work * LABOR_RATES.accessFactor[window.access]
    seams += paneSeams
    if (
      windowAreaSqFt({ ...window, quantity: 1 }) > LABOR_RATES.twoPersonPaneSqFt ||
      window.access === 'lift'
    )
      twoPeople = true
  }
  if (windows.length === 0) return { personHours: 0, crew: 1, siteHours: 0, seams: 0 }
  hours += LABOR_RATES.jobHours
  if (windows.some((window) => window.access === 'lift')) hours += LABOR_RATES.liftSetUpHours
  const crew = twoPeople ? 2 : 1
  return { personHours: quarter(hours), crew, siteHours: quarter(hours / crew), seams }
}
