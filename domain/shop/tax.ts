import { errorCodes } from '../codes.ts'
import { z } from 'zod'
import type { Cents } from '../money/money.ts'
import { US_STATE_CODES, type UsStateCode } from '../estimate-requests/us-states.ts'

/*
 * Sales tax by ship-to address (docs/shop-pricing.md, "Tax"). The table is data, not code: admins
 * edit it, so it has a schema; DEFAULT_TAX_TABLE is what a new installation starts with.
 *
 * The rate is the state's base rate plus the local (county, city, transit) rate of the ship-to ZIP:
 * a local rate is kept for a whole ZIP or for a three-digit ZIP prefix (one sectional center, in
 * practice one metro area), and the whole ZIP wins over its prefix. A ZIP with neither pays the
 * state's rate. A state missing from the table collects nothing: the supplier has nexus (hubs, or
 * sales above the state's economic-nexus threshold) in the six states listed and nowhere else.
 */

/** A whole ZIP (30318) or a three-digit ZIP prefix (303). */
const ZIP_AREA_PATTERN = /^\d{3}(?:\d{2})?$/

const LocalTaxRateSchema = z.object({
  /** Added to the state's rate, basis points. */
  rateBp: z.number().int().min(0).max(1000),
  /** Where it applies, as a person reads it: "Atlanta (Fulton County)". */
  place: z.string().trim().min(1).max(80),
})
export type LocalTaxRate = z.infer<typeof LocalTaxRateSchema>

const TaxRateSchema = z.object({
  /** Basis points: hundredths of a percent (4.75 % is 475), so the rate itself is an exact integer. */
  rateBp: z.number().int().min(0).max(2000),
  /** Whether the state taxes a separately stated delivery charge on a taxable sale. */
  taxesShipping: z.boolean(),
  /** Local rates by ZIP or ZIP prefix. */
  local: z.record(z.string().regex(ZIP_AREA_PATTERN), LocalTaxRateSchema).default({}),
})
export type TaxRate = z.infer<typeof TaxRateSchema>

export const TaxTableSchema = z.partialRecord(z.enum(US_STATE_CODES), TaxRateSchema)
export type TaxTable = z.infer<typeof TaxTableSchema>

/**
 * 2025 state base rates (state revenue departments), each state's rule for delivery charges, and
 * the combined local rates of the hubs' metro areas (county and city rates as the states publish
 * them; a prefix takes its main county's rate, the cities the shop ships to most have their ZIP).
 */
export const DEFAULT_TAX_TABLE: TaxTable = {
  // O.C.G.A. § 48-8-2: delivery charges are part of the sales price.
  GA: {
    rateBp: 400,
    taxesShipping: true,
    local: {
      '30318': { rateBp: 490, place: 'Atlanta (Fulton County)' },
      '303': { rateBp: 490, place: 'Atlanta (Fulton County)' },
      '301': { rateBp: 200, place: 'Marietta (Cobb County)' },
    },
  },
  // Rule 12A-1.045 exempts separately stated delivery only when the buyer could have collected the
  // goods; the shop offers no pickup, so delivery is part of the sale.
  FL: {
    rateBp: 600,
    taxesShipping: true,
    local: {
      '33602': { rateBp: 150, place: 'Tampa (Hillsborough County)' },
      '336': { rateBp: 150, place: 'Hillsborough County' },
      '328': { rateBp: 50, place: 'Orange County' },
      '331': { rateBp: 100, place: 'Miami-Dade County' },
    },
  },
  // Ala. Admin. Code 810-6-1-.178: separately stated common-carrier charges are exempt.
  AL: {
    rateBp: 400,
    taxesShipping: false,
    local: {
      '35203': { rateBp: 600, place: 'Birmingham (Jefferson County)' },
      '352': { rateBp: 600, place: 'Birmingham (Jefferson County)' },
    },
  },
  // Tenn. Code § 67-6-102: delivery charges are part of the sales price.
  TN: {
    rateBp: 700,
    taxesShipping: true,
    local: {
      '37203': { rateBp: 225, place: 'Nashville (Davidson County)' },
      '372': { rateBp: 225, place: 'Nashville (Davidson County)' },
    },
  },
  // NC Sales and Use Tax Technical Bulletin 38: delivery on taxable goods is taxable, stated or not.
  NC: {
    rateBp: 475,
    taxesShipping: true,
    local: {
      '28202': { rateBp: 250, place: 'Charlotte (Mecklenburg County)' },
      '282': { rateBp: 250, place: 'Charlotte (Mecklenburg County)' },
      '276': { rateBp: 250, place: 'Raleigh (Wake County)' },
    },
  },
  // SC: delivery charges are part of gross proceeds on taxable goods.
  SC: {
    rateBp: 600,
    taxesShipping: true,
    local: {
      '292': { rateBp: 200, place: 'Columbia (Richland County)' },
      '294': { rateBp: 300, place: 'Charleston County' },
    },
  },
}

/** The rate an address pays: the state's and the local one added, with where the local one applies. */
export interface AppliedTaxRate {
  rateBp: number
  taxesShipping: boolean
  /** The local part, basis points (0 when the ZIP has none). */
  localRateBp: number
  place: string | null
}

const NO_TAX: AppliedTaxRate = { rateBp: 0, taxesShipping: false, localRateBp: 0, place: null }

export function taxRateFor(
  { state, zip }: { state: UsStateCode; zip: string },
  table: TaxTable = DEFAULT_TAX_TABLE,
): AppliedTaxRate {
  const rate = table[state]
  if (!rate) return NO_TAX
  const five = zip.trim().slice(0, 5)
  const local = rate.local[five] ?? rate.local[five.slice(0, 3)]
  return {
    rateBp: rate.rateBp + (local?.rateBp ?? 0),
    taxesShipping: rate.taxesShipping,
    localRateBp: local?.rateBp ?? 0,
    place: local?.place ?? null,
  }
}

/**
 * Tax on an order: the rate times the goods (every item the shop sells is taxable tangible
 * property) plus the shipping where the state taxes it, rounded once, half up, on the order.
 */
export function taxCents(
  goodsCents: Cents,
  shippingCents: Cents,
  rate: Pick<TaxRate, 'rateBp' | 'taxesShipping'>,
): Cents {
  const taxable = goodsCents + (rate.taxesShipping ? shippingCents : 0)
  // Integers throughout: taxable × rate is exact, and adding half the divisor rounds half up.
  return Math.floor((taxable * rate.rateBp + 5000) / 10000)
}

/** Error codes of the admin's tax-rate editor (PUT/DELETE /api/admin/tax-rates/:state). */
export const TAX_ERRORS = {
  taxRateInvalid: 'Enter a rate from 0 to 20 %, to two decimals',
  localRateInvalid: 'Enter a local rate from 0 to 10 %, to two decimals',
  zipAreaInvalid: 'Enter a 5-digit ZIP or its first 3 digits, in this state',
  placeRequired: 'Name the place the rate applies to',
  taxStateMissing: 'Set the state’s rate before its local rates',
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

/** What an admin sends for a ZIP or ZIP prefix of a state: its local rate and where it applies. */
export const LocalTaxRateInputSchema = z.object({
  rateBp: z
    .number({ message: 'localRateInvalid' })
    .int({ message: 'localRateInvalid' })
    .min(0, { message: 'localRateInvalid' })
    .max(1000, { message: 'localRateInvalid' }),
  place: z
    .string({ message: 'placeRequired' })
    .trim()
    .min(1, { message: 'placeRequired' })
    .max(80, { message: 'placeRequired' }),
})

export type LocalTaxRateInput = z.infer<typeof LocalTaxRateInputSchema>

export const ZipAreaSchema = z.string().regex(ZIP_AREA_PATTERN, { message: 'zipAreaInvalid' })

/** What validation against this table reports when no schema message names the problem. */
export const TAX_CODES = errorCodes(TAX_ERRORS, 'taxInputInvalid')
