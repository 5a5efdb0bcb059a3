import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../estimator/pricing.ts'
import { answerOffline } from './index.ts'
import { parsePriceQuery, priceRange } from './price-query.ts'

describe('parsePriceQuery', () => {
  it.each([
    [
      '3 windows 36 by 48 security film',
      { quantity: 3, width: 36, height: 48, unit: 'inches', filmType: 'security' },
    ],
    ['two 3x5 ft windows solar', { quantity: 2, width: 3, height: 5, unit: 'feet', filmType: 'standard' }],
    [
      '1.2m x 1.5m privacy film',
      { quantity: 1, width: 1.2, height: 1.5, unit: 'meters', filmType: 'decorative' },
    ],
    [
      '2 ventanas de 90 x 120 cm decorativa',
      { quantity: 2, width: 90, height: 120, unit: 'centimeters', filmType: 'decorative' },
    ],
    [
      'deux fenêtres 100 par 150 cm film de sécurité',
      { quantity: 2, width: 100, height: 150, unit: 'centimeters', filmType: 'security' },
    ],
    [
      '4 окна 1,2 на 1,5 м защитная плёнка',
      { quantity: 4, width: 1.2, height: 1.5, unit: 'meters', filmType: 'security' },
    ],
    [
      // Sun-protective is solar film, though "protective" is inside the word.
      'сколько будет стоить 4 окна 36 на 60 дюймов солнцезащитная пленка',
      { quantity: 4, width: 36, height: 60, unit: 'inches', filmType: 'standard' },
    ],
    [
      '3 扇 36 乘 48 的窗户 安全膜',
      { quantity: 3, width: 36, height: 48, unit: 'inches', filmType: 'security' },
    ],
    [
      '36 by 48 inches, 5 windows, heat control',
      { quantity: 5, width: 36, height: 48, unit: 'inches', filmType: 'standard' },
    ],
  ])('reads %j', (text, expected) => {
    expect(parsePriceQuery(text)).toEqual(expected)
  })

  it('takes an apostrophe for an apostrophe and "in" for a preposition, away from the numbers', () => {
    expect(parsePriceQuery("what's the price of 2 windows 36x48 in my kitchen")?.unit).toBe('inches')
    expect(parsePriceQuery("what's the price of 2 windows 36x48 in my kitchen")?.quantity).toBe(2)
  })

  it('finds no job without a width and a height, or with an impossible one', () => {
    expect(parsePriceQuery('How much does window film cost?')).toBeNull()
    expect(parsePriceQuery('3 windows security film')).toBeNull()
    expect(parsePriceQuery('1 window 0 x 48')).toBeNull()
    expect(parsePriceQuery('1 window 36 x 99999')).toBeNull()
  })
})

describe('priceRange', () => {
  it('spans the cheapest and the dearest security grade, above the minimum job charge', () => {
    const range = priceRange({ quantity: 3, width: 36, height: 48, unit: 'inches', filmType: 'security' })
    expect(range.areaSqFt).toBe(36)
    expect(range.lowCents).toBeGreaterThan(DEFAULT_PRICING_SHEET.minimumJobCents)
    expect(range.highCents).toBeGreaterThan(range.lowCents)
  })

  it('follows the pricing sheet it is given', () => {
    const query = { quantity: 3, width: 36, height: 48, unit: 'inches', filmType: 'security' } as const
    const dearer = {
      ...DEFAULT_PRICING_SHEET,
      laborCentsPerPane: DEFAULT_PRICING_SHEET.laborCentsPerPane + 10_000,
    }
    expect(priceRange(query, dearer).lowCents).toBe(priceRange(query).lowCents + 30_000)
  })

  it('is what the offline assistant quotes, with a link to the estimator holding those windows', () => {
    const reply = answerOffline('3 windows 36 by 48 security film', 'en')
    expect(reply.message).toContain('$546–$974')
    expect(reply.links).toContainEqual({
      label: 'Start an estimate',
      to: '/enhanced-estimator?quantity=3&width=36&height=48&unit=inches&film=security',
    })
  })
})
