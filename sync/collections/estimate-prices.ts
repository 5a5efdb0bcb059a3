import type { Estimate } from '../../domain/estimates/estimate.ts'
import { withTotals } from '../../domain/estimates/estimate.ts'
import { withDerived } from '../../domain/estimator/compute.ts'
import type { PricingSheet } from '../../domain/estimator/pricing.ts'

type Priced = Pick<Estimate, 'windows' | 'address' | 'totalWindows' | 'totalAreaSqFt' | 'totalPriceCents'>

/**
 * `withDerived`, remembering the prices it worked out. Planning the film rolls is nearly all of the
 * server's work on a push (milliseconds an estimate), and most pushes change something else than the
 * windows: a name, notes, a status, an estimate sent again after a conflict. A price depends on the
 * windows and the pricing sheet alone, so the same windows (as JSON) under the same sheet are not
 * planned again; another sheet starts afresh. At most `maxChars` of windows are remembered, the
 * least recently used forgotten first.
 */
export function rememberingPrices(maxChars: number) {
  const sheets = new WeakMap<PricingSheet, string>()
  let sheetJson: string | null = null
  let prices = new Map<string, number>()
  let chars = 0

  return <T extends Priced>(estimate: T, sheet: PricingSheet): T => {
    let json = sheets.get(sheet)
    if (json === undefined) {
      json = JSON.stringify(sheet)
      sheets.set(sheet, json)
    }
    if (json !== sheetJson) {
      sheetJson = json
      prices = new Map()
      chars = 0
    }
    const windows = JSON.stringify(estimate.windows)
    const known = prices.get(windows)
    if (known !== undefined) {
      // Most recently used last, so that the oldest go first.
      prices.delete(windows)
      prices.set(windows, known)
      return { ...withTotals(estimate), totalPriceCents: known }
    }
    const derived = withDerived(estimate, sheet)
    if (windows.length <= maxChars) {
      prices.set(windows, derived.totalPriceCents)
      chars += windows.length
      for (const [oldest] of prices) {
        if (chars <= maxChars) break
        prices.delete(oldest)
        chars -= oldest.length
      }
    }
    return derived
  }
}
