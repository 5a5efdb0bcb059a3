import { z } from 'zod'
import type { Cents } from '../money/money.ts'

/*
 * What the pricing sheet says about quotes: the custom lines an installer adds in one tap, the
 * largest discount a quote may give, the deposit asked on acceptance, how long a quote holds and
 * when an unanswered one is followed up. Each quote starts from these and may change the deposit.
 */

const code = (value: 'pricingSheetInvalid' | 'centsInvalid' | 'rateInvalid') => ({ message: value })

export const CUSTOM_LINE_KINDS = ['removal', 'travel', 'afterHours', 'disposal', 'other'] as const
export type CustomLineKind = (typeof CUSTOM_LINE_KINDS)[number]

/** What one of a custom line's quantity counts: the job, a square foot of glass, a mile driven. */
export const CUSTOM_LINE_UNITS = ['job', 'sqFt', 'mile'] as const
export type CustomLineUnit = (typeof CUSTOM_LINE_UNITS)[number]

const cents = z.number(code('centsInvalid')).int(code('centsInvalid')).min(0, code('centsInvalid'))

export const DepositRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('percent'), percent: z.number().min(0).max(100) }),
    z.object({ kind: z.literal('fixed'), cents }),
  ],
  code('pricingSheetInvalid'),
)
export type DepositRule = z.infer<typeof DepositRuleSchema>

export const QuoteRulesSchema = z.object(
  {
    customLines: z
      .array(
        z.object({
          kind: z.enum(CUSTOM_LINE_KINDS, code('pricingSheetInvalid')),
          unit: z.enum(CUSTOM_LINE_UNITS, code('pricingSheetInvalid')),
          unitCents: cents,
        }),
        code('pricingSheetInvalid'),
      )
      .max(10, code('pricingSheetInvalid')),
    /** The largest discount an installer may give on a quote, percent of the job before tax. */
    maxDiscountPercent: z
      .number(code('rateInvalid'))
      .min(0, code('rateInvalid'))
      .max(50, code('rateInvalid')),
    deposit: DepositRuleSchema,
    validityDays: z.number().int().min(1).max(365),
    /** Days after sending that an unanswered quote gets one reminder, when the quote asks for it. */
    followUpDays: z.number().int().min(1).max(60),
  },
  code('pricingSheetInvalid'),
)
export type QuoteRules = z.infer<typeof QuoteRulesSchema>

/**
 * Southeast-US practice: a third down on acceptance is what residential installers ask (enough to
 * order the film), prices held 30 days, a reminder after three. Removal and travel at the going
 * rates; after-hours work is a flat surcharge, disposal a flat fee.
 */
export const DEFAULT_QUOTE_RULES: QuoteRules = {
  customLines: [
    { kind: 'removal', unit: 'sqFt', unitCents: 200 },
    { kind: 'travel', unit: 'mile', unitCents: 70 },
    { kind: 'afterHours', unit: 'job', unitCents: 15_000 },
    { kind: 'disposal', unit: 'job', unitCents: 3_500 },
  ],
  maxDiscountPercent: 15,
  deposit: { kind: 'percent', percent: 30 },
  validityDays: 30,
  followUpDays: 3,
}

/** The deposit a rule asks of a total: a percentage rounded half up, or the fixed amount, never more than the total. */
export function depositOf(rule: DepositRule, totalCents: Cents): Cents {
  const asked = rule.kind === 'percent' ? Math.round((totalCents * rule.percent) / 100) : rule.cents
  return Math.min(asked, totalCents)
}
