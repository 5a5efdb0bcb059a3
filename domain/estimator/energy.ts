import type { FilmLine } from '../catalog/films.ts'
import {
  windowAreaSqFt,
  type EstimateWindow,
  type GlassKind,
  type Orientation,
  type Panes,
} from '../estimates/estimate.ts'
import type { HubId } from '../hubs/hubs.ts'
import { filmLineOf } from './films.ts'

/*
 * Energy and comfort model: what a film does to a window's solar heat gain, and what that is worth in
 * air conditioning over a Southeast-US cooling season. Every constant below is derived or sourced in
 * docs/energy-model.md, whose worked examples are the tests in energy.test.ts. Change both together.
 */

export interface Climate {
  /** The city whose weather stands for the hub. */
  label: string
  /** The TMY3 station (WMO number) whose hourly sun statistics gave `annualSolarGainByOrientation`. */
  solarStation: string
  /** Effective cooling months in a year: each month weighted by CDD / (CDD + HDD), base 65 °F. */
  coolingSeasonMonths: number
  /**
   * Solar energy striking one square foot of vertical glass facing each way during a year's cooling
   * season (each month weighted as above), kWh per ft².
   */
  annualSolarGainByOrientation: Readonly<Record<Orientation, number>>
  /** Share of the solar heat let in during the cooling season that the air conditioner has to remove. */
  coolingLoadFraction: number
  /** Average residential price of electricity, cents per kWh, in `electricityPriceState`. */
  electricityCentsPerKWh: number
  electricityPriceState: string
  /** Seasonal efficiency of the typical installed central air conditioner, SEER2 (Btu per Wh). */
  acSeer2: number
}

/** Atlanta's sun and season (TMY3) and a typical installed air conditioner; docs/energy-model.md §2. */
const ATLANTA_SUN = {
  solarStation: '722190',
  coolingSeasonMonths: 5.6,
  annualSolarGainByOrientation: { north: 31.8, east: 51.1, south: 43.6, west: 48.8 },
} as const

/** A typical installed system: 13 SEER, about 12.4 SEER2 (docs/energy-model.md §4). */
const INSTALLED_AC_SEER2 = 12.4

/** One climate per supplier hub (domain/hubs): Atlanta (GA, AL, TN), Florida (FL, South GA), Carolinas (NC, SC). */
export const CLIMATES = {
  atlanta: {
    label: 'Atlanta GA',
    ...ATLANTA_SUN,
    coolingLoadFraction: 1,
    electricityCentsPerKWh: 13.69,
    electricityPriceState: 'GA',
    acSeer2: INSTALLED_AC_SEER2,
  },
  florida: {
    label: 'Orlando FL',
    solarStation: '722050',
    coolingSeasonMonths: 9.3,
    annualSolarGainByOrientation: { north: 43.9, east: 73.2, south: 70.7, west: 66.0 },
    coolingLoadFraction: 1,
    electricityCentsPerKWh: 15.21,
    electricityPriceState: 'FL',
    acSeer2: INSTALLED_AC_SEER2,
  },
  // No TMY3 summary for a Carolinas station was at hand: Charlotte (climate zone 3A like Atlanta) borrows
  // Atlanta's sun and season until one is (docs/energy-model.md §2.4); the price is North Carolina's.
  carolinas: {
    label: 'Charlotte NC',
    ...ATLANTA_SUN,
    coolingLoadFraction: 1,
    electricityCentsPerKWh: 12.93,
    electricityPriceState: 'NC',
    acSeer2: INSTALLED_AC_SEER2,
  },
} as const satisfies Record<HubId, Climate>

export type ClimateId = keyof typeof CLIMATES

/* ---------------------------------------------------------------------------------------------------- */
/* Glass                                                                                                 */
/* ---------------------------------------------------------------------------------------------------- */

export interface GlassOptics {
  /** Centre-of-glass solar heat gain coefficient at normal incidence. */
  shgc: number
  /** Visible transmittance, 0–1. */
  vlt: number
}

interface ByThickness {
  /** Glass thinner than 1/4″ (1/8″, 3/16″): ASHRAE's 3 mm rows. */
  thin: GlassOptics
  /** 1/4″ and thicker: ASHRAE's 6 mm rows. */
  thick: GlassOptics
}

const same = (optics: GlassOptics): ByThickness => ({ thin: optics, thick: optics })

/** Typical existing glass; sources per row in docs/energy-model.md §3.1. */
const GLASS: Readonly<Record<Panes, Readonly<Record<GlassKind, ByThickness>>>> = {
  single: {
    clear: { thin: { shgc: 0.86, vlt: 0.9 }, thick: { shgc: 0.81, vlt: 0.88 } },
    tinted: { thin: { shgc: 0.73, vlt: 0.68 }, thick: { shgc: 0.62, vlt: 0.54 } },
    lowE: same({ shgc: 0.71, vlt: 0.82 }),
    laminated: same({ shgc: 0.81, vlt: 0.88 }),
    wired: same({ shgc: 0.81, vlt: 0.88 }),
  },
  double: {
    clear: { thin: { shgc: 0.76, vlt: 0.81 }, thick: { shgc: 0.7, vlt: 0.78 } },
    tinted: { thin: { shgc: 0.62, vlt: 0.62 }, thick: { shgc: 0.49, vlt: 0.47 } },
    lowE: same({ shgc: 0.41, vlt: 0.72 }),
    laminated: same({ shgc: 0.7, vlt: 0.78 }),
    wired: same({ shgc: 0.7, vlt: 0.78 }),
  },
}

/** Solar transmittance of one clear lite (ASHRAE 3 mm / 6 mm): the sun that reaches a film on surface #4. */
const CLEAR_LITE_SOLAR_TRANSMITTANCE = { thin: 0.83, thick: 0.77 } as const

const thicknessClass = (thicknessIn: number): keyof ByThickness => (thicknessIn < 0.25 ? 'thin' : 'thick')

/** SHGC and visible transmittance of the existing glass. Thickness in inches (1/8″ when unknown). */
export function glassOptics(panes: Panes, glass: GlassKind, thicknessIn = 0.125): GlassOptics {
  return GLASS[panes][glass][thicknessClass(thicknessIn)]
}

export function glassShgc(panes: Panes, glass: GlassKind, thicknessIn = 0.125): number {
  return glassOptics(panes, glass, thicknessIn).shgc
}

/* ---------------------------------------------------------------------------------------------------- */
/* Film on glass                                                                                         */
/* ---------------------------------------------------------------------------------------------------- */

/** Film spec sheets are measured on 1/8″ (3 mm) clear glass, whose own SHGC and VLT these are. */
const REFERENCE_GLASS = GLASS.single.clear.thin

/*
 * Share of the heat absorbed in a layer that flows indoors (ASHRAE's inward-flowing fraction N), from
 * the surface resistances: 0.27 for a single lite, 0.67 for the inner lite of an insulated unit, whose
 * air gap keeps the heat in. A film on surface #4 therefore keeps only (1 − 0.67) / (1 − 0.27) of the
 * benefit of the heat it absorbs. Derivation: docs/energy-model.md §3.3.
 */
const INWARD_FRACTION_SINGLE = 0.27
const INWARD_FRACTION_INNER_LITE = 0.67
const ABSORBED_BENEFIT_KEPT = (1 - INWARD_FRACTION_INNER_LITE) / (1 - INWARD_FRACTION_SINGLE)

/**
 * Share of a film's heat rejection that comes from reflecting the sun rather than absorbing it. Only
 * the metallised dual-reflective lines are known to reflect; every other line is treated as absorbing,
 * which understates, never overstates, its effect on double glazing.
 */
const REFLECTION_SHARE_REFLECTIVE = 0.5
const REFLECTIVE_FILM_SKUS: ReadonlySet<string> = new Set(['SOL-DR15', 'SOL-DR35'])

/** How much of a film's single-pane SHGC reduction survives on the inner lite of a double-pane unit. */
export function doublePaneEffectiveness(line: Pick<FilmLine, 'sku'>): number {
  const reflected = REFLECTIVE_FILM_SKUS.has(line.sku) ? REFLECTION_SHARE_REFLECTIVE : 0
  return reflected + (1 - reflected) * ABSORBED_BENEFIT_KEPT
}

/**
 * SHGC of the glass with the film on its room side (surface #2 of a single lite, #4 of an insulated
 * unit). On 1/8″ clear single glass this is the spec sheet's 1 − TSER exactly; elsewhere it is the
 * approximation of docs/energy-model.md §3.2–3.3.
 */
export function shgcWithFilm(
  line: Pick<FilmLine, 'sku' | 'solarEnergyRejected'>,
  panes: Panes,
  glass: GlassKind,
  thicknessIn = 0.125,
): number {
  const before = glassShgc(panes, glass, thicknessIn)
  const onReference = 1 - line.solarEnergyRejected / 100
  // A film rejecting less than bare glass does is not a film we model as adding heat.
  const reduction = Math.max(0, REFERENCE_GLASS.shgc - onReference)
  let after: number
  if (panes === 'single') {
    after = before * (1 - reduction / REFERENCE_GLASS.shgc)
  } else {
    const thickness = thicknessClass(thicknessIn)
    // The film sees the sun the outer lite lets through, less again where the unit is tinted or low-E.
    const reachingFilm = CLEAR_LITE_SOLAR_TRANSMITTANCE[thickness] / GLASS.double.clear[thickness].shgc
    after = before * (1 - reachingFilm * reduction * doublePaneEffectiveness(line))
  }
  return Math.min(before, Math.max(0, after))
}

/** Visible transmittance of the glass with the film: the film's spec VLT relative to its reference glass. */
export function vltWithFilm(
  line: Pick<FilmLine, 'vlt'>,
  panes: Panes,
  glass: GlassKind,
  thicknessIn = 0.125,
): number {
  return glassOptics(panes, glass, thicknessIn).vlt * Math.min(1, line.vlt / 100 / REFERENCE_GLASS.vlt)
}

/* ---------------------------------------------------------------------------------------------------- */
/* Savings                                                                                               */
/* ---------------------------------------------------------------------------------------------------- */

/** Btu per watt-hour: SEER2 / 3.412 is the seasonal COP. */
const BTU_PER_WH = 3.412

export type EnergyWindow = Pick<
  EstimateWindow,
  | 'id'
  | 'width'
  | 'height'
  | 'unit'
  | 'quantity'
  | 'windowType'
  | 'filmType'
  | 'filmGrade'
  | 'orientation'
  | 'panes'
  | 'glass'
  | 'glassThickness'
>

export interface EnergyOptions {
  /** The customer's own rate, cents per kWh, instead of the state average. */
  electricityCentsPerKWh?: number
  /** The customer's own air conditioner, SEER2, instead of the typical installed one. */
  acSeer2?: number
}

export interface WindowEnergy {
  windowId: string
  filmSku: string
  /** Glass area of the line (all its panes), ft², two decimals. */
  areaSqFt: number
  shgcBefore: number
  shgcAfter: number
  vltBefore: number
  vltAfter: number
  /** Electricity the air conditioner no longer uses in a year, kWh, one decimal. */
  coolingKWhSaved: number
  savingsCents: number
  /** Percentages, one decimal. */
  uvBlockedPercent: number
  glareReductionPercent: number
  heatReductionPercent: number
}

/** Facts the UI turns into notes beside the figures. */
type EnergyRemark =
  /** Some windows are vehicle glass: no building cooling load, left out of the report. */
  | 'automotiveExcluded'
  /** Some windows get a security or decorative film: little solar control, so little saving. */
  | 'nonSolarFilm'

export interface EnergyReport {
  windows: WindowEnergy[]
  annualKWhSaved: number
  annualSavingsCents: number
  /** The price over the yearly saving, years, one decimal; null when nothing is saved. */
  paybackYears: number | null
  /** Area-weighted over the windows, percent, one decimal. */
  uvBlockedPercent: number
  glareReductionPercent: number
  heatReductionPercent: number
  climate: ClimateId
  /** What the figures were computed with. */
  electricityCentsPerKWh: number
  acSeer2: number
  remarks: EnergyRemark[]
}

const round = (value: number, digits: number) => {
  const scale = 10 ** digits
  return Math.round((value + Number.EPSILON) * scale) / scale
}

const positive = (value: number | undefined, name: string, fallback: number) => {
  if (value === undefined) return fallback
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number`)
  return value
}

interface ExactWindowEnergy {
  result: WindowEnergy
  area: number
  kWh: number
  cents: number
  uv: number
  glare: number
  heat: number
}

function exactWindowEnergy(
  window: EnergyWindow,
  climate: Climate,
  centsPerKWh: number,
  seer2: number,
): ExactWindowEnergy {
  const line = filmLineOf(window)
  const area = windowAreaSqFt(window)
  const before = glassOptics(window.panes, window.glass, window.glassThickness)
  const shgcAfter = shgcWithFilm(line, window.panes, window.glass, window.glassThickness)
  const vltAfter = vltWithFilm(line, window.panes, window.glass, window.glassThickness)
  const heatKWh =
    (before.shgc - shgcAfter) *
    area *
    climate.annualSolarGainByOrientation[window.orientation] *
    climate.coolingLoadFraction
  const kWh = heatKWh / (seer2 / BTU_PER_WH)
  const cents = kWh * centsPerKWh
  // The spec figure is measured on clear glass and already counts the glass's own UV absorption;
  // every other glass here absorbs at least as much UV, so it is a floor (docs §3.4).
  const uv = line.uvRejected
  const glare = 100 * (1 - vltAfter / before.vlt)
  const heat = 100 * (1 - shgcAfter / before.shgc)
  return {
    area,
    kWh,
    cents,
    uv,
    glare,
    heat,
    result: {
      windowId: window.id,
      filmSku: line.sku,
      areaSqFt: round(area, 2),
      shgcBefore: before.shgc,
      shgcAfter: round(shgcAfter, 3),
      vltBefore: before.vlt,
      vltAfter: round(vltAfter, 3),
      coolingKWhSaved: round(kWh, 1),
      savingsCents: Math.round(cents),
      uvBlockedPercent: round(uv, 1),
      glareReductionPercent: round(glare, 1),
      heatReductionPercent: round(heat, 1),
    },
  }
}

/** One window's figures on its own (rounded as in the report). */
export function windowEnergy(
  window: EnergyWindow,
  climate: ClimateId,
  options: EnergyOptions = {},
): WindowEnergy {
  const defaults = CLIMATES[climate]
  const centsPerKWh = positive(
    options.electricityCentsPerKWh,
    'electricityCentsPerKWh',
    defaults.electricityCentsPerKWh,
  )
  const seer2 = positive(options.acSeer2, 'acSeer2', defaults.acSeer2)
  return exactWindowEnergy(window, defaults, centsPerKWh, seer2).result
}

/**
 * The estimate's energy and comfort figures: yearly air-conditioning savings, payback on
 * `totalPriceCents`, and area-weighted UV, glare and heat reductions. Vehicle glass is left out.
 */
export function energyReport(
  windows: readonly EnergyWindow[],
  climate: ClimateId,
  totalPriceCents: number,
  options: EnergyOptions = {},
): EnergyReport {
  if (!Number.isFinite(totalPriceCents) || totalPriceCents < 0) {
    throw new RangeError('totalPriceCents must be a non-negative number')
  }
  const defaults = CLIMATES[climate]
  const centsPerKWh = positive(
    options.electricityCentsPerKWh,
    'electricityCentsPerKWh',
    defaults.electricityCentsPerKWh,
  )
  const seer2 = positive(options.acSeer2, 'acSeer2', defaults.acSeer2)

  const remarks: EnergyRemark[] = []
  if (windows.some((window) => window.windowType === 'automotive')) remarks.push('automotiveExcluded')
  const modelled = windows.filter((window) => window.windowType !== 'automotive')
  if (modelled.some((window) => filmLineOf(window).category !== 'solar')) remarks.push('nonSolarFilm')

  const exact = modelled.map((window) => exactWindowEnergy(window, defaults, centsPerKWh, seer2))
  const sum = (pick: (entry: ExactWindowEnergy) => number) =>
    exact.reduce((total, entry) => total + pick(entry), 0)
  const area = sum((entry) => entry.area)
  const weighted = (pick: (entry: ExactWindowEnergy) => number) =>
    area > 0 ? round(sum((entry) => entry.area * pick(entry)) / area, 1) : 0

  // Rounded once, at the end, like the estimate's totals.
  const annualSavingsCents = Math.round(sum((entry) => entry.cents))
  return {
    windows: exact.map((entry) => entry.result),
    annualKWhSaved: round(
      sum((entry) => entry.kWh),
      1,
    ),
    annualSavingsCents,
    paybackYears: annualSavingsCents > 0 ? round(totalPriceCents / annualSavingsCents, 1) : null,
    uvBlockedPercent: weighted((entry) => entry.uv),
    glareReductionPercent: weighted((entry) => entry.glare),
    heatReductionPercent: weighted((entry) => entry.heat),
    climate,
    electricityCentsPerKWh: centsPerKWh,
    acSeer2: seer2,
    remarks,
  }
}
