import type { Estimate, FilmType } from '../../../domain/estimates/estimate.ts'
import type { Locale } from '../../../domain/i18n/locales.ts'
import type { PricingSheet } from '../../../domain/estimator/pricing.ts'
import { dollarsToCents, parseDecimal } from '../../../domain/money/money.ts'
import {
  OPTION_IDS,
  type OptionId,
  type QuoteInput,
  type QuoteSnapshot,
} from '../../../domain/quotes/quote.ts'
import type { CustomLineKind, CustomLineUnit } from '../../../domain/quotes/rules.ts'

/*
 * The quote builder's form as typed — numbers as text, so a half-typed "1." stays on screen — and the
 * quote input it describes. A new quote starts from the pricing sheet's rules; a revision starts
 * from the version before it, so v2 is v1 with what the installer changes.
 */

export interface OptionDraft {
  id: OptionId
  label: string
  filmType: FilmType | null
}

export interface LineDraft {
  /** A key for the list while it is edited. */
  key: string
  kind: CustomLineKind
  unit: CustomLineUnit
  label: string
  quantity: string
  /** Dollars. */
  unitPrice: string
}

export interface BuilderForm {
  name: string
  email: string
  language: Locale
  options: OptionDraft[]
  lines: LineDraft[]
  discountPercent: string
  depositKind: 'percent' | 'fixed'
  /** Percent, or dollars for a fixed deposit. */
  depositValue: string
  validityDays: string
  followUp: boolean
}

const dollars = (cents: number) => (cents / 100).toFixed(2)
const DAY_MS = 86_400_000

let keys = 0
const lineKey = () => `line-${++keys}`

/** A custom line from one of the sheet's presets, or an empty "other". */
export function lineOf(sheet: PricingSheet, kind: CustomLineKind): LineDraft {
  const preset = sheet.quote.customLines.find((line) => line.kind === kind)
  return {
    key: lineKey(),
    kind,
    unit: preset?.unit ?? 'job',
    label: '',
    quantity: '1',
    unitPrice: preset ? dollars(preset.unitCents) : '',
  }
}

/** The form a new version starts from: the version before it, or the sheet's rules and the estimate. */
export function formOf({
  estimate,
  sheet,
  language,
  previous,
}: {
  estimate: Pick<Estimate, 'customer'>
  sheet: PricingSheet
  language: Locale
  previous?: { snapshot: QuoteSnapshot; email: string; followUp: boolean }
}): BuilderForm {
  if (previous) {
    const { snapshot } = previous
    const { deposit } = snapshot
    return {
      name: snapshot.customer.name,
      email: previous.email,
      language: snapshot.customer.language,
      options: snapshot.options.map(({ id, label, filmType }) => ({ id, label, filmType })),
      lines: snapshot.customLines.map((line) => ({
        key: lineKey(),
        kind: line.kind,
        unit: line.unit,
        label: line.label,
        quantity: String(line.quantity),
        unitPrice: dollars(line.unitCents),
      })),
      discountPercent: String(snapshot.discountPercent),
      depositKind: deposit.kind,
      depositValue: deposit.kind === 'percent' ? String(deposit.percent) : dollars(deposit.cents),
      validityDays: String(
        Math.round(
          (Date.parse(`${snapshot.validUntil}T00:00:00Z`) - Date.parse(snapshot.createdAt.slice(0, 10))) /
            DAY_MS,
        ),
      ),
      followUp: previous.followUp,
    }
  }
  const { deposit } = sheet.quote
  return {
    name: estimate.customer,
    email: '',
    language,
    options: [{ id: 'good', label: '', filmType: null }],
    lines: [],
    discountPercent: '0',
    depositKind: deposit.kind,
    depositValue: deposit.kind === 'percent' ? String(deposit.percent) : dollars(deposit.cents),
    validityDays: String(sheet.quote.validityDays),
    followUp: false,
  }
}

/** Good, better and best: the three film packages most quotes offer, in rising price. */
export const GOOD_BETTER_BEST: Record<OptionId, FilmType> = {
  good: 'standard',
  better: 'premium',
  best: 'security',
}

/** The options renumbered in order (good, better, best) after one is added or removed. */
export const renumbered = (options: readonly Omit<OptionDraft, 'id'>[]): OptionDraft[] =>
  options.slice(0, OPTION_IDS.length).map((option, index) => ({ ...option, id: OPTION_IDS[index]! }))

/** What identifies a version and when it was made: drawn when the installer makes it. */
export interface VersionIdentity {
  id: string
  code: string
  version: number
  token: string
  createdAt: string
}

/**
 * The quote input the form describes (for QuoteInputSchema to check), or the paths of the numbers
 * that cannot be read as typed.
 */
export function inputOf(
  form: BuilderForm,
  estimate: Pick<Estimate, 'id' | 'address' | 'windows'>,
  identity: VersionIdentity,
): { input: QuoteInput } | { unreadable: string[] } {
  const unreadable: string[] = []
  const read = <T>(path: string, value: T | null): T => {
    if (value === null) unreadable.push(path)
    return value ?? (0 as T)
  }
  const discountPercent = read('discountPercent', parseDecimal(form.discountPercent || '0', 2))
  const depositValue =
    form.depositKind === 'percent'
      ? read('deposit', parseDecimal(form.depositValue, 2))
      : read('deposit', dollarsToCents(form.depositValue))
  const input: QuoteInput = {
    ...identity,
    estimateId: estimate.id,
    customer: { name: form.name.trim(), email: form.email.trim(), language: form.language },
    address: estimate.address,
    windows: estimate.windows,
    options: form.options,
    customLines: form.lines.map((line, index) => ({
      kind: line.kind,
      unit: line.unit,
      label: line.label.trim(),
      quantity: read(`customLines.${index}.quantity`, parseDecimal(line.quantity, 0)),
      unitCents: read(`customLines.${index}.unitCents`, dollarsToCents(line.unitPrice)),
    })),
    discountPercent,
    deposit:
      form.depositKind === 'percent'
        ? { kind: 'percent', percent: depositValue }
        : { kind: 'fixed', cents: depositValue },
    validityDays: read('validityDays', parseDecimal(form.validityDays, 0)),
    followUp: form.followUp,
  }
  return unreadable.length > 0 ? { unreadable } : { input }
}
