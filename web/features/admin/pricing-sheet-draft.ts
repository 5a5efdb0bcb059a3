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
import type { DepositRule } from '../../../domain/quotes/rules.ts'
import {
  DEPOSIT_FIXED,
  DEPOSIT_PERCENT,
  FILM_PATH,
  GROUPS,
  presetPath,
  QUOTE_RULES,
  SEAM,
  WASTE,
} from './pricing-sheet-groups.ts'

export interface Tier {
  minSqFt: string
  rate: string
}

/** The form as typed: every number of the sheet as text, the discount tiers, and how quotes ask a deposit. */
export interface Draft {
  fields: Record<string, string>
  tiers: Tier[]
  depositKind: DepositRule['kind']
}

/**
 * Every number of the sheet but the discount tiers and the deposit, and how it is typed: the quote's
 * line presets are the sheet's own (their prices are edited, not their list).
 */
const fieldsOf = (sheet: PricingSheet): Pick<FieldSpec, 'path' | 'kind'>[] => [
  ...GROUPS.flatMap((group) => group.fields),
  WASTE,
  SEAM,
  ...FILM_LINES.map((line) => ({ path: FILM_PATH(line.sku), kind: 'dollars' as const })),
  ...QUOTE_RULES,
  ...sheet.quote.customLines.map((_, index) => ({ path: presetPath(index), kind: 'dollars' as const })),
]

const depositField = (kind: DepositRule['kind']) => (kind === 'percent' ? DEPOSIT_PERCENT : DEPOSIT_FIXED)

export function draftOf(sheet: PricingSheet): Draft {
  const { deposit } = sheet.quote
  return {
    fields: {
      ...textsOf(sheet, fieldsOf(sheet)),
      ...textsOf(sheet, [depositField(deposit.kind)]),
    },
    tiers: sheet.volumeDiscounts.map((tier) => ({
      minSqFt: String(tier.minSqFt),
      rate: fractionToPercent(tier.rate),
    })),
    depositKind: deposit.kind,
  }
}

/** The sheet the draft describes, or the paths of the numbers that cannot be read. */
export function sheetOf(
  draft: Draft,
  base: PricingSheet,
): { sheet: PricingSheet } | { unreadable: string[] } {
  const { value: sheet, unreadable } = withTexts(base, fieldsOf(base), draft.fields)
  // The deposit's rule is replaced whole: switching from a percentage to an amount drops the percentage.
  const deposit = depositField(draft.depositKind)
  const { value: asked, unreadable: depositUnreadable } = withTexts(
    { quote: { deposit: { percent: 0, cents: 0 } } },
    [deposit],
    draft.fields,
  )
  unreadable.push(...depositUnreadable)
  sheet.quote.deposit =
    draft.depositKind === 'percent'
      ? { kind: 'percent', percent: asked.quote.deposit.percent }
      : { kind: 'fixed', cents: asked.quote.deposit.cents }
  sheet.volumeDiscounts = draft.tiers.map((tier, index) => {
    const minSqFt = parseDecimal(tier.minSqFt, 2)
    const rate = percentToFraction(tier.rate)
    if (minSqFt === null) unreadable.push(`volumeDiscounts.${index}.minSqFt`)
    if (rate === null) unreadable.push(`volumeDiscounts.${index}.rate`)
    return { minSqFt: minSqFt ?? 0, rate: rate ?? 0 }
  })
  return unreadable.length ? { unreadable } : { sheet }
}
