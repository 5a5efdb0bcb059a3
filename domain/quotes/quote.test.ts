import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICING_SHEET } from '../estimator/pricing.ts'
import { DEFAULT_TAX_TABLE } from '../shop/tax.ts'
import { makeWindow } from '../testing/estimate-factory.ts'
import { makeQuoteInput } from '../testing/quote-factory.ts'
import {
  QuoteInputSchema,
  buildQuote,
  canonicalJson,
  newQuoteCode,
  newQuoteToken,
  optionWindows,
  QUOTE_CODE_PATTERN,
  QUOTE_TOKEN_PATTERN,
  snapshotHash,
  tokenDigest,
} from './quote.ts'
import { isExpired, quoteStage } from './state.ts'

const context = { sheet: DEFAULT_PRICING_SHEET, taxTable: DEFAULT_TAX_TABLE }

describe('a quote version', () => {
  it('prices each option from the same measurements, dearer films costing more', () => {
    const quote = buildQuote(makeQuoteInput(), context)
    const [good, better, best] = quote.options
    expect(quote.options.map((option) => option.id)).toEqual(['good', 'better', 'best'])
    expect(good!.totalCents).toBeLessThan(better!.totalCents)
    expect(better!.totalCents).toBeLessThan(best!.totalCents)
    for (const option of quote.options) {
      expect(option.windows.map((line) => line.label)).toEqual(['Living room', 'Kitchen'])
      // The windows add up to the job's windows figure, the parts to the total.
      expect(option.windows.reduce((total, line) => total + line.priceCents, 0)).toBe(option.windowsCents)
      expect(
        option.windowsCents -
          option.volumeDiscountCents +
          option.minimumChargeCents +
          option.customLinesCents -
          option.discountCents +
          option.taxCents,
      ).toBe(option.totalCents)
    }
  })

  it('films every window with the option’s film type, or each with its own when the option names none', () => {
    const input = makeQuoteInput({
      windows: [
        makeWindow({ id: 'w1', filmType: 'standard', filmGrade: 'x' }),
        makeWindow({ id: 'w2', filmType: 'security' }),
      ],
      options: [
        { id: 'good', label: 'Good', filmType: null },
        { id: 'best', label: 'Best', filmType: 'security' },
      ],
    })
    expect(optionWindows(input, 'good')).toEqual(input.windows)
    const best = optionWindows(input, 'best')
    expect(best.map((window) => [window.filmType, window.filmGrade])).toEqual([
      ['security', ''],
      ['security', input.windows[1]!.filmGrade],
    ])
    // The quote prices the same windows: its lines name their films.
    const lines = buildQuote(input, context).options[1]!.windows
    expect(lines.every((line) => line.sku.startsWith('SEC-'))).toBe(true)
    expect(() => optionWindows(input, 'better')).toThrow(RangeError)
  })

  it('adds custom lines, takes the discount off the job and the tax, and asks the deposit of the total', () => {
    const plain = buildQuote(
      makeQuoteInput({ options: [{ id: 'good', label: 'Good', filmType: null }] }),
      context,
    )
    const quote = buildQuote(
      makeQuoteInput({
        options: [{ id: 'good', label: 'Good', filmType: null }],
        customLines: [{ kind: 'travel', unit: 'mile', label: '', quantity: 40, unitCents: 70 }],
        discountPercent: 10,
        deposit: { kind: 'percent', percent: 50 },
      }),
      context,
    )
    const [before] = plain.options
    const [option] = quote.options
    expect(option!.customLinesCents).toBe(2800)
    expect(option!.discountCents).toBe(Math.round(((before!.subtotalCents + 2800) * 10) / 100))
    expect(option!.taxRateBp).toBe(before!.taxRateBp)
    expect(option!.taxCents).toBeLessThan(before!.taxCents)
    expect(option!.depositCents).toBe(Math.round(option!.totalCents / 2))
  })

  it('lists exactly the windows whose film draws a glass-safety warning', () => {
    const quote = buildQuote(
      makeQuoteInput({
        windows: [
          makeWindow({ id: 'big', label: 'Picture window', width: 130, height: 130, panes: 'single' }),
          makeWindow({ id: 'small', label: 'Bath', width: 20, height: 30 }),
        ],
      }),
      context,
    )
    for (const option of quote.options) expect(option.glassSafetyWindows).toEqual(['Picture window'])
  })

  it('hashes the same snapshot the same on every machine, and any change to a new hash', () => {
    const input = makeQuoteInput()
    const snapshot = buildQuote(input, context)
    expect(snapshotHash(buildQuote(structuredClone(input), context))).toBe(snapshotHash(snapshot))
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}')
    const tampered = structuredClone(snapshot)
    tampered.options[1]!.totalCents -= 1
    expect(snapshotHash(tampered)).not.toBe(snapshotHash(snapshot))
    expect(snapshotHash(buildQuote({ ...input, version: 2 }, context))).not.toBe(snapshotHash(snapshot))
  })

  it('holds until the end of its last valid day, then expires', () => {
    const quote = buildQuote(
      makeQuoteInput({ createdAt: '2026-11-28T15:00:00.000Z', validityDays: 30 }),
      context,
    )
    expect(quote.validUntil).toBe('2026-12-28')
    expect(isExpired(quote, new Date('2026-12-29T03:59:00Z'))).toBe(false)
    expect(isExpired(quote, new Date('2026-12-29T05:00:00Z'))).toBe(true)
    const version = {
      snapshot: quote,
      sentAt: '2026-11-28T15:00:00Z',
      viewedAt: null,
      revokedAt: null,
      changeRequest: null,
      acceptance: null,
    }
    expect(quoteStage(version, { now: new Date('2026-12-01'), superseded: false })).toBe('sent')
    expect(quoteStage(version, { now: new Date('2027-01-01'), superseded: false })).toBe('expired')
    expect(quoteStage(version, { now: new Date('2026-12-01'), superseded: true })).toBe('superseded')
  })

  it('refuses inputs a device should never send', () => {
    const check = (input: unknown) => QuoteInputSchema.safeParse(input).error?.issues[0]?.message
    expect(check(makeQuoteInput())).toBeUndefined()
    expect(check(makeQuoteInput({ windows: [] }))).toBe('windowsRequired')
    expect(check(makeQuoteInput({ options: [] }))).toBe('optionsInvalid')
    expect(check(makeQuoteInput({ token: 'short' }))).toBe('tokenInvalid')
    expect(
      check(
        makeQuoteInput({
          customLines: [{ kind: 'other', unit: 'job', label: '', quantity: 1, unitCents: 100 }],
        }),
      ),
    ).toBe('customLineInvalid')
  })

  it('draws numbers and 128-bit tokens, and keeps only a digest of a token', () => {
    expect(newQuoteCode()).toMatch(QUOTE_CODE_PATTERN)
    const token = newQuoteToken()
    expect(token).toMatch(QUOTE_TOKEN_PATTERN)
    expect(newQuoteToken()).not.toBe(token)
    expect(tokenDigest(token)).toMatch(/^[0-9a-f]{64}$/)
  })
})
