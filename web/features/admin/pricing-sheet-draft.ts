import { FILM_LINES } from '../../../domain/catalog/films.ts'
import type { PricingSheet } from '../../../domain/estimator/pricing.ts'
import { parseDecimal } from '../../../domain/money/money.ts'
import {
  fractionToPercent,
  percentToFraction,
  textsOf,
  withTexts,
  type FieldSpec,
} from './pricing-fields.tsx'
import { FILM_PATH, GROUPS, SEAM, WASTE } from './pricing-sheet-groups.ts'

export interface Tier {
  minSqFt: string
  rate: string
}

/** The form as typed: every number of the sheet as text, and the discount tiers. */
export interface Draft {
  fields: Record<string, string>
  tiers: Tier[]
}

/** Every number of the sheet but the discount tiers, and how it is typed. */
const ALL_FIELDS: Pick<FieldSpec, 'path' | 'kind'>[] = [
  ...GROUPS.flatMap((group) => group.fields),
  WASTE,
  SEAM,
  ...FILM_LINES.map((line) => ({ path: FILM_PATH(line.sku), kind: 'dollars' as const })),
]

export function draftOf(sheet: PricingSheet): Draft {
  return {
    fields: textsOf(sheet, ALL_FIELDS),
    tiers: sheet.volumeDiscounts.map((tier) => ({
      minSqFt: String(tier.minSqFt),
      rate: fractionToPercent(tier.rate),
    })),
  }
}

/** The sheet the draft describes, or the paths of the numbers that cannot be read. */
export function sheetOf(
  draft: Draft,
  base: PricingSheet,
): { sheet: PricingSheet } | { unreadable: string[] } {
  const { value: sheet, unreadable } = withTexts(base, ALL_FIELDS, draft.fields)
  sheet.volumeDiscounts = draft.tiers.map((tier, index) => {
    const minSqFt = parseDecimal(tier.minSqFt, 2)
    const rate = percentToFraction(tier.rate)
    if (minSqFt === null) unreadable.push(`volumeDiscounts.${index}.minSqFt`)
    if (rate === null) unreadable.push(`volumeDiscounts.${index}.rate`)
    return { minSqFt: minSqFt ?? 0, rate: rate ?? 0 }
  })
  return unreadable.length ? { unreadable } : { sheet }
}
