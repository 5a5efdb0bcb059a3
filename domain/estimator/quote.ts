import { isUsStateCode, type UsStateCode } from '../estimate-requests/us-states.ts'
import type { Cents } from '../money/money.ts'
import { taxCents, taxRateFor, type AppliedTaxRate, type TaxTable } from '../shop/tax.ts'
import { roundCents } from '../money/money.ts'
import type { PriceBreakdown } from './pricing.ts'

/*
 * The customer's copy of an estimate: a price per window and the sales tax of the job's place,
 * from the same breakdown the estimator shows, so the quote and the estimate never disagree.
 */

/** Where the job is, read from the end of its address as Americans write it ("…, Atlanta, GA 30318"). */
export function placeOfAddress(address: string): { state: UsStateCode; zip: string } | null {
  const match = /\b([A-Za-z]{2})\.?,?\s+(\d{5})(?:-\d{4})?\s*$/.exec(address.trim())
  const state = match?.[1]?.toUpperCase()
  if (!match || !state || !isUsStateCode(state)) return null
  return { state, zip: match[2]! }
}

/**
 * Each window's price: its labor, attachment and removal, and its share of the film its line of
 * film uses (the roll plan's film, shared by glass area). Shares are rounded so that each film's
 * cents add up exactly (largest remainder), and so the windows add up to the breakdown's subtotal.
 * The volume discount and the minimum charge are the job's, shown once below the windows.
 */
export function windowPrices(price: PriceBreakdown): Map<string, Cents> {
  const prices = new Map(
    price.lines.map((line) => [line.windowId, line.laborCents + line.attachmentCents + line.removalCents]),
  )
  for (const material of price.materials) {
    const lines = price.lines.filter((line) => line.sku === material.sku)
    const area = lines.reduce((total, line) => total + line.areaSqFt, 0)
    if (lines.length === 0 || area === 0) continue
    const exact = lines.map((line) => (material.cents * line.areaSqFt) / area)
    const shares = exact.map(Math.floor)
    let left = material.cents - shares.reduce((total, share) => total + share, 0)
    const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }))
    byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index)
    for (const { index } of byRemainder) {
      if (left <= 0) break
      shares[index]! += 1
      left -= 1
    }
    lines.forEach((line, index) => prices.set(line.windowId, prices.get(line.windowId)! + shares[index]!))
  }
  return prices
}

export interface QuoteTax {
  rate: AppliedTaxRate
  /** The film, after its part of the volume discount: what the job's sales tax is on. */
  taxableCents: Cents
  taxCents: Cents
}

/**
 * The sales tax of an installed job at its place: on the film, the goods the job sells (the
 * installation is labor), after its part of the volume discount; nothing when the place is not known.
 */
export function quoteTax(price: PriceBreakdown, address: string, table: TaxTable): QuoteTax | null {
  const place = placeOfAddress(address)
  if (!place) return null
  const rate = taxRateFor(place, table)
  const taxableCents = roundCents(price.materialCents * (1 - price.discountRate))
  return { rate, taxableCents, taxCents: taxCents(taxableCents, 0, rate) }
}
