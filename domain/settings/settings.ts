import type { z } from 'zod'
import { codeGuard, errorCodes, refusalOf, type ErrorCodes } from '../codes.ts'
import {
  DEFAULT_PRICING_SHEET,
  PRICING_ERRORS,
  PricingSheetSchema,
  type PricingSheet,
} from '../estimator/pricing.ts'
import {
  DEFAULT_SHIPPING_RATES,
  SHIPPING_RATES_ERRORS,
  ShippingRatesSchema,
  type ShippingRates,
} from '../shop/shipping.ts'

/*
 * Settings admins edit as a whole (docs/decisions/016-pricing-sheet-as-data.md): each is one JSON
 * value in the `settings` table under its key, checked with its schema, and its default until an
 * admin saves one. The estimator prices with 'pricingSheet', the shop ships with 'shipping'.
 */

/** Codes a setting can be refused with: its schema's, which the admin screens translate. */
export const SETTINGS_ERRORS = { ...PRICING_ERRORS, ...SHIPPING_RATES_ERRORS } as const
export type SettingsErrorCode = keyof typeof SETTINGS_ERRORS
export const isSettingsErrorCode = codeGuard(SETTINGS_ERRORS)

export const SETTINGS = {
  pricingSheet: {
    schema: PricingSheetSchema,
    defaults: DEFAULT_PRICING_SHEET,
    codes: errorCodes(SETTINGS_ERRORS, 'pricingSheetInvalid'),
  },
  shipping: {
    schema: ShippingRatesSchema,
    defaults: DEFAULT_SHIPPING_RATES,
    codes: errorCodes(SETTINGS_ERRORS, 'shippingRatesInvalid'),
  },
} as const satisfies Record<
  string,
  { schema: z.ZodType; defaults: unknown; codes: ErrorCodes<SettingsErrorCode> }
>

export type SettingKey = keyof typeof SETTINGS
export interface SettingValues {
  pricingSheet: PricingSheet
  shipping: ShippingRates
}

/** Where a refusal points: 'laborCentsPerSqFt.residential' → its code. The first issue per field. */
type SettingFieldErrors = Record<string, SettingsErrorCode>

export type SettingCheck<K extends SettingKey> =
  | { ok: true; value: SettingValues[K] }
  | { ok: false; code: SettingsErrorCode; fieldErrors: SettingFieldErrors }

/** Checks a value an admin sends for `key`. */
export function checkSetting<K extends SettingKey>(key: K, value: unknown): SettingCheck<K> {
  const { schema, codes } = SETTINGS[key]
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data as SettingValues[K] }
  return { ok: false, ...refusalOf(codes, parsed.error.issues) }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The value in force for `key`, from what is stored (undefined: nothing saved). A stored pricing
 * sheet that predates a film added to the catalog prices that film at its default until an admin
 * sets one (the admin screen says so); anything else a schema no longer accepts reads as the defaults,
 * so the estimator and the shop never stop pricing.
 */
export function settingInForce<K extends SettingKey>(key: K, stored: unknown): SettingValues[K] {
  const defaults = SETTINGS[key].defaults as SettingValues[K]
  if (stored === undefined) return defaults
  const direct = checkSetting(key, stored)
  if (direct.ok) return direct.value
  if (key === 'pricingSheet' && isRecord(stored) && isRecord(stored.materialCentsPerSqFt)) {
    const filled = checkSetting(key, {
      ...stored,
      materialCentsPerSqFt: { ...DEFAULT_PRICING_SHEET.materialCentsPerSqFt, ...stored.materialCentsPerSqFt },
    })
    if (filled.ok) return filled.value
  }
  return defaults
}
