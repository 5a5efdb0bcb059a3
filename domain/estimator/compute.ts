import type { FilmLine } from '../catalog/films.ts'
import { withTotals, type Estimate, type EstimateWindow } from '../estimates/estimate.ts'
import { energyReport, type ClimateId, type EnergyReport } from './energy.ts'
import { filmLineOf } from './films.ts'
import { toInches } from './measure.ts'
import { DEFAULT_PRICING_SHEET, priceEstimate, type PriceBreakdown, type PricingSheet } from './pricing.ts'
import { DEFAULT_TRIM_IN, planRolls, type Piece, type PlanOptions, type RollPlan } from './roll-plan.ts'
import { glassSafetyFlags, type SafetyFlag } from './safety.ts'

/*
 * Everything the estimator shows for an estimate, from its windows: one pure function that the
 * browser runs offline as the user types and the server reruns on every push (sync/collections).
 */

export interface FilmPlan {
  film: FilmLine
  plan: RollPlan
}

export interface EstimateResult {
  /** One roll plan per film line, panes of different films never share a roll. */
  plans: FilmPlan[]
  price: PriceBreakdown
  energy: EnergyReport
  /** Glass-safety warnings by window id (windows without any are absent). */
  safety: Record<string, SafetyFlag[]>
}

export interface ComputeOptions {
  sheet?: PricingSheet
  trimIn?: number
}

/** The hub whose climate applies, from the state in the address ("…, FL 33101"); Atlanta when none is found. */
function climateOfAddress(address: string): ClimateId {
  const state = /\b(FL|NC|SC)\b(?:\s+\d{5})?\s*$/i.exec(address.trim())?.[1]?.toUpperCase()
  if (state === 'FL') return 'florida'
  if (state === 'NC' || state === 'SC') return 'carolinas'
  return 'atlanta'
}

function plansOf(windows: readonly EstimateWindow[], trimIn: number, seamAllowanceIn: number): FilmPlan[] {
  const groups = new Map<string, { film: FilmLine; pieces: Piece[] }>()
  for (const window of windows) {
    const film = filmLineOf(window)
    const group = groups.get(film.sku) ?? { film, pieces: [] }
    group.pieces.push({
      id: window.id,
      widthIn: toInches(window.width, window.unit),
      heightIn: toInches(window.height, window.unit),
      quantity: window.quantity,
    })
    groups.set(film.sku, group)
  }
  return [...groups.values()].map(({ film, pieces }) => ({
    film,
    // Patterned films must keep their pattern's direction: their panes are never turned.
    plan: keptPlan(pieces, { trimIn, seamAllowanceIn, allowRotation: !film.patterned }),
  }))
}

/**
 * The last plans made, by what they were made from: the estimator computes on every edit, and a plan
 * of a mid-size house takes tens of milliseconds, so an edit replans only the film whose panes it
 * changed, and an edit to anything else (the address, a price) none.
 */
const KEPT_PLANS = 16
const kept = new Map<string, RollPlan>()

function keptPlan(pieces: readonly Piece[], options: PlanOptions): RollPlan {
  const key = JSON.stringify([pieces, options])
  const plan = kept.get(key) ?? planRolls(pieces, options)
  // Most recently used last; the least recently used goes first.
  kept.delete(key)
  kept.set(key, plan)
  if (kept.size > KEPT_PLANS) kept.delete(kept.keys().next().value!)
  return plan
}

export function computeEstimate(
  estimate: Pick<Estimate, 'windows' | 'address'>,
  { sheet = DEFAULT_PRICING_SHEET, trimIn = DEFAULT_TRIM_IN }: ComputeOptions = {},
): EstimateResult {
  const plans = plansOf(estimate.windows, trimIn, sheet.seamAllowanceIn)
  const price = priceEstimate(
    estimate.windows,
    { filmSqFtBySku: Object.fromEntries(plans.map(({ film, plan }) => [film.sku, plan.filmSqFt])) },
    sheet,
  )
  const safety: Record<string, SafetyFlag[]> = {}
  for (const window of estimate.windows) {
    const flags = glassSafetyFlags(window)
    if (flags.length > 0) safety[window.id] = flags
  }
  return {
    plans,
    price,
    energy: energyReport(estimate.windows, climateOfAddress(estimate.address), price.totalCents),
    safety,
  }
}

type Derived = Pick<Estimate, 'windows' | 'address' | 'totalWindows' | 'totalAreaSqFt' | 'totalPriceCents'>

/**
 * The estimate with every server-owned value recomputed: totals from the windows and the price from
 * the estimator with `sheet` (nothing for an estimate without windows, rather than the minimum job
 * charge). The server passes the sheet in force (api/features/settings), a device the last one it
 * downloaded; the defaults are for tests and samples.
 */
export function withDerived<T extends Derived>(estimate: T, sheet: PricingSheet = DEFAULT_PRICING_SHEET): T {
  const totals = withTotals(estimate)
  return {
    ...totals,
    totalPriceCents: totals.windows.length === 0 ? 0 : computeEstimate(totals, { sheet }).price.totalCents,
  }
}
