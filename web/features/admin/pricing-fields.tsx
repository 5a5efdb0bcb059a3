import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { RotateCcw, Save } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import {
  isSettingsErrorCode,
  type SettingKey,
  type SettingsErrorCode,
  type SettingValues,
} from '../../../domain/settings/settings.ts'
import { ApiError } from '../../app/api-client.ts'
import { describeError } from '../../app/error-messages.ts'
import { dollarsToCents, parseDecimal } from '../../../domain/money/money.ts'
import { Button } from '../../ui/button.tsx'
import { toast } from '../../ui/toast-store.ts'
import { useSettingChange, type AdminSetting } from './api/settings.ts'
import { FormField } from '../../ui/form-field.tsx'

/*
 * What the pricing sheet and shipping editors share (and the catalog editor's money field): numbers
 * typed as an admin reads them (dollars, percent) turned into what is stored (integer cents,
 * fractions), the settings' API calls and their translated refusals.
 */

export const centsToDollars = (cents: number) => (cents / 100).toFixed(2)

/** A fraction (0.15) as the percent an admin types ("15"), without float noise. */
export const fractionToPercent = (fraction: number) => String(Math.round(fraction * 1e6) / 1e4)

export function percentToFraction(text: string): number | null {
  const percent = parseDecimal(text.replace(/%\s*$/, ''), 2)
  return percent === null ? null : Math.round(percent * 100) / 1e4
}

/**
 * How a number is typed: dollars (stored as cents), percent (a fraction), percent points (stored as
 * typed: 15 for 15 %), a multiplier, square feet, pounds, inches, days.
 */
type Kind = 'dollars' | 'percent' | 'points' | 'multiplier' | 'sqft' | 'pounds' | 'inches' | 'days'

/** One number of a setting as its editor shows it. */
export interface FieldSpec {
  /** Where the value sits in the setting: 'laborCentsPerSqFt.residential'. */
  path: string
  kind: Kind
  label: MessageDescriptor
  hint?: MessageDescriptor
}

const TO_TEXT: Record<Kind, (value: number) => string> = {
  dollars: centsToDollars,
  percent: fractionToPercent,
  points: String,
  multiplier: String,
  sqft: String,
  pounds: String,
  inches: String,
  days: String,
}
const FROM_TEXT: Record<Kind, (text: string) => number | null> = {
  dollars: dollarsToCents,
  percent: percentToFraction,
  points: (text) => parseDecimal(text.replace(/%\s*$/, ''), 2),
  multiplier: (text) => parseDecimal(text, 3),
  sqft: (text) => parseDecimal(text, 2),
  pounds: (text) => parseDecimal(text, 3),
  inches: (text) => parseDecimal(text, 0),
  days: (text) => parseDecimal(text, 0),
}

function valueAt(value: object, path: string): number {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value) as number
}

/** The fields' values as typed text, by path. */
export function textsOf(
  value: object,
  fields: readonly Pick<FieldSpec, 'path' | 'kind'>[],
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => [field.path, TO_TEXT[field.kind](valueAt(value, field.path))]),
  )
}

/** A copy of `base` with the typed texts in place, and the paths of the texts that are not numbers. */
export function withTexts<T extends object>(
  base: T,
  fields: readonly Pick<FieldSpec, 'path' | 'kind'>[],
  texts: Record<string, string>,
): { value: T; unreadable: string[] } {
  const value = structuredClone(base)
  const unreadable: string[] = []
  for (const field of fields) {
    const number = FROM_TEXT[field.kind](texts[field.path] ?? '')
    if (number === null) {
      unreadable.push(field.path)
      continue
    }
    const keys = field.path.split('.')
    const last = keys.pop()!
    let node = value as Record<string, unknown>
    for (const key of keys) node = node[key] as Record<string, unknown>
    node[last] = number
  }
  return { value, unreadable }
}

/** The refusals of a setting, in the admin's language (codes of domain/settings/settings.ts). */
export const SETTINGS_MESSAGES: Record<SettingsErrorCode, MessageDescriptor> = {
  pricingSheetInvalid: msg`This pricing sheet is not valid`,
  seamAllowanceInvalid: msg`Enter an overlap in inches from 0 to 4`,
  centsInvalid: msg`Enter an amount in dollars and cents, 0 or more`,
  multiplierInvalid: msg`Enter a multiplier from 1 to 5`,
  rateInvalid: msg`Enter a percentage from 0 to 50`,
  areaInvalid: msg`Enter an area in square feet, more than 0`,
  filmPriceMissing: msg`Every stocked film needs a price per square foot`,
  tiersUnordered: msg`Each discount tier must start at a larger area than the one before`,
  shippingRatesInvalid: msg`These shipping rates are not valid`,
  poundsInvalid: msg`Enter a weight in pounds, 0 or more`,
  inchesInvalid: msg`Enter a whole number of inches, more than 0`,
}

/** Shown when a typed number cannot be read at all (before any schema sees it). */
export const NOT_A_NUMBER = msg`Enter a number`
const SAVE_FAILED = msg`The settings could not be saved`

/** Field path → translated text, from a refusal of the server. */
function settingFieldErrors(i18n: I18n, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([path, code]) => [
      path,
      isSettingsErrorCode(code) ? i18n._(SETTINGS_MESSAGES[code]) : code,
    ]),
  )
}

export function describeSettingError(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && isSettingsErrorCode(error.code))
    return i18n._(SETTINGS_MESSAGES[error.code])
  return describeError(i18n, error, SAVE_FAILED)
}

/**
 * Saving and resetting a setting editor: what the server refuses goes beside its fields
 * (`onFieldErrors`) and into a toast, a success into a toast with the editor's own words.
 */
export function useSettingSave<K extends SettingKey>(
  key: K,
  {
    onSaved,
    onFieldErrors,
    savedTitle,
    resetTitle,
  }: {
    onSaved: () => void
    onFieldErrors: (errors: Record<string, string>) => void
    savedTitle: string
    resetTitle: string
  },
) {
  const { i18n } = useLingui()
  const change = useSettingChange(key, onSaved)
  return {
    pending: change.isPending,
    save: (value: SettingValues[K]) =>
      change.mutate(value, {
        onSuccess: () => toast({ variant: 'success', title: savedTitle }),
        onError: (failure) => {
          onFieldErrors(settingFieldErrors(i18n, failure))
          toast({ variant: 'destructive', title: describeSettingError(i18n, failure) })
        },
      }),
    reset: () =>
      change.mutate(null, {
        onSuccess: () => toast({ variant: 'success', title: resetTitle }),
        onError: (failure) => toast({ variant: 'destructive', title: describeSettingError(i18n, failure) }),
      }),
  }
}

/** "Changed 3 Jun 2025 by admin" or "Default values". */
export function ChangedBy({ setting }: { setting: AdminSetting<SettingKey> }) {
  const { i18n } = useLingui()
  const { updatedAt, updatedBy } = setting
  if (!updatedAt) return <Trans>Default values: nobody has changed them yet.</Trans>
  const changedAt = i18n.date(new Date(updatedAt), { dateStyle: 'medium', timeStyle: 'short' })
  const by = updatedBy ?? '—'
  return (
    <Trans>
      Last changed {changedAt} by {by}.
    </Trans>
  )
}

/** A number field (dollars, percent, square feet…): the unit is in its label, the explanation in its hint. */
export function NumberField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: ReactNode
  hint?: ReactNode
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}

/** The bar under a settings form: save, the reason it cannot be saved, and reset to the defaults (asked twice). */
export function SettingActions({
  saveLabel,
  resetQuestion,
  canSave,
  hasErrors,
  pending,
  canReset,
  onReset,
}: {
  saveLabel: ReactNode
  resetQuestion: ReactNode
  canSave: boolean
  hasErrors: boolean
  pending: boolean
  /** False while the defaults apply already. */
  canReset: boolean
  onReset: () => void
}) {
  const { t } = useLingui()
  const [confirming, setConfirming] = useState(false)
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:gap-3 sm:rounded-xl sm:border">
      {hasErrors && (
        <p className="basis-full text-sm font-medium text-red-700 sm:order-last sm:basis-auto">
          <Trans>Correct the highlighted fields to save.</Trans>
        </p>
      )}
      <Button type="submit" disabled={!canSave || pending}>
        <Save aria-hidden />
        {saveLabel}
      </Button>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {confirming ? (
          <>
            <span className="text-sm text-slate-700">{resetQuestion}</span>
            <Button type="button" variant="destructive" disabled={pending} onClick={onReset}>
              <Trans>Reset</Trans>
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </>
        ) : (
          <Button
            type="button"
            variant="outline"
            disabled={!canReset}
            aria-label={t`Reset to defaults…`}
            onClick={() => setConfirming(true)}
          >
            <RotateCcw aria-hidden />
            <span className="sm:hidden">
              <Trans>Defaults…</Trans>
            </span>
            <span className="hidden sm:inline">
              <Trans>Reset to defaults…</Trans>
            </span>
          </Button>
        )}
      </div>
    </div>
  )
}
