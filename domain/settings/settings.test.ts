import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../estimator/pricing.ts'
import { DEFAULT_SHIPPING_RATES } from '../shop/shipping.ts'
import { previewPrices } from './pricing-preview.ts'
import { checkSetting, isSettingsErrorCode, settingInForce, SETTINGS_ERRORS } from './settings.ts'

describe('settings', () => {
  it('accept their defaults', () => {
    expect(checkSetting('pricingSheet', DEFAULT_PRICING_SHEET)).toEqual({
      ok: true,
      value: DEFAULT_PRICING_SHEET,
    })
    expect(checkSetting('shipping', DEFAULT_SHIPPING_RATES)).toEqual({
      ok: true,
      value: DEFAULT_SHIPPING_RATES,
    })
  })

  it('point every refusal at its field with a code the web translates', () => {
    const check = checkSetting('pricingSheet', {
      ...DEFAULT_PRICING_SHEET,
      laborCentsPerPane: 'ten',
      smallPane: { maxSqFt: 0, surchargeCentsPerPane: 800 },
    })
    expect(check).toEqual({
      ok: false,
      code: 'centsInvalid',
      fieldErrors: { laborCentsPerPane: 'centsInvalid', 'smallPane.maxSqFt': 'areaInvalid' },
    })
    const shipping = checkSetting('shipping', { ...DEFAULT_SHIPPING_RATES, parcelMaxLb: -1 })
    expect(shipping).toMatchObject({ ok: false, fieldErrors: { parcelMaxLb: 'poundsInvalid' } })
    expect(checkSetting('shipping', null)).toMatchObject({ ok: false, code: 'shippingRatesInvalid' })
    expect(Object.keys(SETTINGS_ERRORS).every(isSettingsErrorCode)).toBe(true)
  })

  it('read as the defaults when nothing is stored or what is stored no longer fits', () => {
    expect(settingInForce('pricingSheet', undefined)).toBe(DEFAULT_PRICING_SHEET)
    expect(settingInForce('shipping', { rates: 'gone' })).toBe(DEFAULT_SHIPPING_RATES)
    const saved = { ...DEFAULT_PRICING_SHEET, minimumJobCents: 50_000 }
    expect(settingInForce('pricingSheet', saved)).toEqual(saved)
  })

  it('fill a film missing from a stored sheet with its default price, never leaving it free', () => {
    const { 'DEC-BO': _missing, ...rest } = DEFAULT_PRICING_SHEET.materialCentsPerSqFt
    const stored = { ...DEFAULT_PRICING_SHEET, minimumJobCents: 1, materialCentsPerSqFt: rest }
    const inForce = settingInForce('pricingSheet', stored)
    expect(inForce.minimumJobCents).toBe(1)
    expect(inForce.materialCentsPerSqFt['DEC-BO']).toBe(DEFAULT_PRICING_SHEET.materialCentsPerSqFt['DEC-BO'])
  })
})

describe('the pricing preview', () => {
  it('prices each sample, and a labor change moves only the samples of that window type', () => {
    const before = previewPrices(DEFAULT_PRICING_SHEET)
    expect(before.map((price) => price.sample)).toEqual(['house', 'storefront', 'sedan'])
    expect(before.every((price) => price.totalCents >= DEFAULT_PRICING_SHEET.minimumJobCents)).toBe(true)
    const after = previewPrices({
      ...DEFAULT_PRICING_SHEET,
      laborCentsPerSqFt: { ...DEFAULT_PRICING_SHEET.laborCentsPerSqFt, residential: 550 },
    })
    // $1 more per sq ft on the house's 180.44 sq ft of residential glass (labor rounded per window).
    expect(after[0]!.totalCents - before[0]!.totalCents).toBeGreaterThan(180_00)
    expect(after[1]!.totalCents).toBe(before[1]!.totalCents)
    expect(after[2]!.totalCents).toBe(before[2]!.totalCents)
  })
})
