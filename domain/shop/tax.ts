import { z } from 'zod'
import type { Cents } from '../money/money.ts'
import { US_STATE_CODES, type UsStateCode } from '../estimate-requests/us-states.ts'

/*
 * Sales tax by ship-to state (docs/shop-pricing.md, "Tax"). The table is data, not code: admins
 * will edit it, so it has a schema; DEFAULT_TAX_TABLE is what a new installation starts with.
 *
 * Only the state's base rate is collected, never local (county, city) rates, and a state missing
 * from the table collects nothing: the supplier has nexus (hubs, or sales above the state's
 * economic-nexus threshold) in the six states listed and nowhere else.
 */

export const TaxRateSchema = z.object({
  /** Basis points: hundredths of a percent (4.75 % is 475), so the rate itself is an exact integer. */
  rateBp: z.number().int().min(0).max(2000),
  /** Whether the state taxes a separately stated delivery charge on a taxable sale. */
  taxesShipping: z.boolean(),
})
export type TaxRate = z.infer<typeof TaxRateSchema>

export const TaxTableSchema = z.partialRecord(z.enum(US_STATE_CODES), TaxRateSchema)
export type TaxTable = z.infer<typeof TaxTableSchema>

/** 2025 state base rates (state revenue departments), and each state's rule for delivery charges. */
export const DEFAULT_TAX_TABLE: TaxTable = {
  // O.C.G.A. § 48-8-2: delivery charges are part of the sales price.
  GA: { rateBp: 400, taxesShipping: true },
  // Rule 12A-1.045 exempts separately stated delivery only when the buyer could have collected the
  // goods; the shop offers no pickup, so delivery is part of the sale.
  FL: { rateBp: 600, taxesShipping: true },
  // Ala. Admin. Code 810-6-1-.178: separately stated common-carrier charges are exempt.
  AL: { rateBp: 400, taxesShipping: false },
  // Tenn. Code § 67-6-102: delivery charges are part of the sales price.
  TN: { rateBp: 700, taxesShipping: true },
  // NC Sales and Use Tax Technical Bulletin 38: delivery on taxable goods is taxable, stated or not.
  NC: { rateBp: 475, taxesShipping: true },
  // SC: delivery charges are part of gross proceeds on taxable goods.
  SC: { rateBp: 600, taxesShipping: true },
}

const NO_TAX: TaxRate = { rateBp: 0, taxesShipping: false }

export function taxRateFor(state: UsStateCode, table: TaxTable = DEFAULT_TAX_TABLE): TaxRate {
  return table[state] ?? NO_TAX
}

/**
 * Tax on an order: the rate times the goods (every item the shop sells is taxable tangible
 * property) plus the shipping where the state taxes it, rounded once, half up, on the order.
 */
export function taxCents(goodsCents: Cents, shippingCents: Cents, rate: TaxRate): Cents {
  const taxable = goodsCents + (rate.taxesShipping ? shippingCents : 0)
  // Integers throughout: taxable × rate is exact, and adding half the divisor rounds half up.
  return Math.floor((taxable * rate.rateBp + 5000) / 10000)
}

/** Error codes of the admin's tax-rate editor (PUT/DELETE /api/admin/tax-rates/:state). */
export const TAX_ERRORS = {
  taxRateInvalid: 'Enter a rate from 0 to 20 %, to two decimals',
  taxStateInvalid: 'Choose a US state',
  taxInputInvalid: 'Please check the highlighted fields',
} as const
export type TaxErrorCode = keyof typeof TAX_ERRORS

/** What an admin sends for a state: its rate and whether shipping is taxed. */
export const TaxRateInputSchema = z.object({
  rateBp: z
    .number({ message: 'taxRateInvalid' })
    .int({ message: 'taxRateInvalid' })
    .min(0, { message: 'taxRateInvalid' })
    .max(2000, { message: 'taxRateInvalid' }),
  taxesShipping: z.boolean({ message: 'taxInputInvalid' }),
})
export type TaxRateInput = z.infer<typeof TaxRateInputSchema>

export const TaxStateSchema = z.enum(US_STATE_CODES, { message: 'taxStateInvalid' })

/**
 * A percentage as typed ("4.75", "4,75", "6 %") in basis points (475); null when it is not a
 * number from 0 to 20 with at most two decimals.
 */
export function percentToBasisPoints(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text)
  if (!match) return null
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return bp <= 2000 ? bp : null
}
