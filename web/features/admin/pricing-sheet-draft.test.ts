import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../../../domain/estimator/pricing.ts'
import { draftOf, sheetOf } from './pricing-sheet-draft.ts'

describe('the pricing sheet form', () => {
  it('gives back the sheet it was made from, quote rules included', () => {
    expect(sheetOf(draftOf(DEFAULT_PRICING_SHEET), DEFAULT_PRICING_SHEET)).toEqual({
      sheet: DEFAULT_PRICING_SHEET,
    })
  })

  it('edits the quote rules as typed: line prices in dollars, percent points, days, and the deposit rule whole', () => {
    const draft = draftOf(DEFAULT_PRICING_SHEET)
    const edited = {
      ...draft,
      depositKind: 'fixed' as const,
      fields: {
        ...draft.fields,
        'quote.customLines.1.unitCents': '0.85',
        'quote.maxDiscountPercent': '12.5',
        'quote.validityDays': '45',
        'quote.deposit.cents': '250',
      },
    }
    const read = sheetOf(edited, DEFAULT_PRICING_SHEET)
    if (!('sheet' in read)) throw new Error(`unreadable: ${read.unreadable.join(', ')}`)
    expect(read.sheet.quote).toMatchObject({
      maxDiscountPercent: 12.5,
      validityDays: 45,
      deposit: { kind: 'fixed', cents: 25_000 },
    })
    expect(read.sheet.quote.customLines[1]).toEqual({ kind: 'travel', unit: 'mile', unitCents: 85 })
    expect(
      sheetOf(
        { ...edited, fields: { ...edited.fields, 'quote.validityDays': '4.5' } },
        DEFAULT_PRICING_SHEET,
      ),
    ).toEqual({
      unreadable: ['quote.validityDays'],
    })
  })
})
