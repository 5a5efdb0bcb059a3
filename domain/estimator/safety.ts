import type { FilmLine } from '../catalog/films.ts'
import { windowAreaSqFt, type EstimateWindow } from '../estimates/estimate.ts'
import { filmLineOf } from './films.ts'

/*
 * Glass-safety warnings: film on glass in the sun heats the centre of the pane while the edge stays
 * cool in the frame, and that difference can crack annealed glass (thermal-stress breakage) or push
 * an insulated unit's seal past its limit. The rules follow the screening in the IWFA's "Avoiding
 * Glass Failure" guide and the film makers' film-to-glass compatibility charts (3M, Eastman/LLumar,
 * Solar Gard, Johnson): size of the pane, single or insulated glazing, thickness, wired or laminated
 * glass and the age of an insulated unit, read against how much solar energy the film absorbs. They
 * are warnings for the installer to check against the maker's chart, never a block: the maker has
 * the last word.
 *
 * Automotive glass is tempered or laminated safety glass built for heat, and none of these limits
 * are written for it, so cars get no flags.
 */

export const SAFETY_FLAG_CODES = [
  'largeSinglePane',
  'largeInsulatedUnit',
  'thickGlass',
  'wiredGlass',
  'laminatedGlass',
  'agedInsulatedUnit',
] as const
export type SafetyFlagCode = (typeof SAFETY_FLAG_CODES)[number]

/** `warning` when the film (or tinted glass) puts a high heat load on the pane; `caution` otherwise. */
type SafetySeverity = 'caution' | 'warning'

export interface SafetyFlag {
  code: SafetyFlagCode
  severity: SafetySeverity
}

/** English explanations by code; the web translates them. */
export const SAFETY_FLAG_TEXT: Record<SafetyFlagCode, string> = {
  largeSinglePane:
    'Single pane over 100 sq ft: large annealed glass is more prone to thermal-stress cracks. Check the film maker’s glass chart.',
  largeInsulatedUnit:
    'Insulated unit over 40 sq ft: film heats the inner pane and can crack it or strain the seal. Check the film maker’s glass chart.',
  thickGlass:
    'Clear glass thicker than 3/8 in heats unevenly and cracks more easily under film. Check the film maker’s glass chart.',
  wiredGlass:
    'Wired glass is weak at its edges and cracks easily as it heats. Use a low-absorption film only, or advise new glass.',
  laminatedGlass:
    'Laminated glass already absorbs heat in its interlayer; film adds to it. Check the film maker’s glass chart.',
  agedInsulatedUnit:
    'Insulated unit over 10 years old: an aged seal may fail as film heats the unit, and film warranties may not cover it.',
}

/** Limits the rules use: per pane of glass, in square feet, inches and years. */
const SAFETY_LIMITS = {
  singlePaneSqFt: 100,
  insulatedUnitSqFt: 40,
  clearGlassThicknessIn: 0.375,
  insulatedUnitAgeYears: 10,
  /** A film at or below this visible-light transmission is taken to absorb a lot of solar energy. */
  highAbsorptionMaxVlt: 35,
} as const

/**
 * Whether a film absorbs much of the sun's energy. Spec sheets give VLT and total solar energy
 * rejected, not absorptance, so darkness stands in for it: dark tints, dark reflective films and
 * opaque decoratives (blackout) absorb the most. The limit includes 35 % so that the 35 % reflective
 * and tinted security lines count: at a boundary the rule errs towards a warning.
 */
export function absorbsHeat(line: Pick<FilmLine, 'vlt'>): boolean {
  return line.vlt <= SAFETY_LIMITS.highAbsorptionMaxVlt
}

export function glassSafetyFlags(window: EstimateWindow): SafetyFlag[] {
  if (window.windowType === 'automotive') return []

  // Body-tinted glass already absorbs 30–75 % of the sun's energy itself, so any film adds to a hot pane.
  const heatLoadHigh = absorbsHeat(filmLineOf(window)) || window.glass === 'tinted'
  const severity: SafetySeverity = heatLoadHigh ? 'warning' : 'caution'
  // Per pane: each pane heats on its own, however many the line has.
  const sqFt = windowAreaSqFt({ ...window, quantity: 1 })
  const insulated = window.panes === 'double'

  const codes: SafetyFlagCode[] = []
  if (!insulated && sqFt > SAFETY_LIMITS.singlePaneSqFt) codes.push('largeSinglePane')
  if (insulated && sqFt > SAFETY_LIMITS.insulatedUnitSqFt) codes.push('largeInsulatedUnit')
  if (window.glass === 'clear' && window.glassThickness > SAFETY_LIMITS.clearGlassThicknessIn) {
    codes.push('thickGlass')
  }
  if (window.glass === 'wired') codes.push('wiredGlass')
  if (window.glass === 'laminated') codes.push('laminatedGlass')
  if (
    insulated &&
    window.unitAgeYears !== null &&
    window.unitAgeYears > SAFETY_LIMITS.insulatedUnitAgeYears
  ) {
    codes.push('agedInsulatedUnit')
  }
  return codes.map((code) => ({ code, severity }))
}
