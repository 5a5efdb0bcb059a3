import { describe, expect, it } from 'vitest'
import { dollarsToCents, formatMoney } from './money.ts'

describe('formatMoney', () => {
  it('formats integer cents as US dollars in the reader’s locale', () => {
    expect(formatMoney(19900, 'en')).toBe('$199.00')
    expect(formatMoney(19900, 'fr')).toMatch(/^199,00\s\$US$/)
  })

  // What a customer in the US reads in each language (decision 037).
  it.each([
    ['en', '$71,000.50'],
    ['es', '$71,000.50'],
    ['fr', '71\u202f000,50\u00a0$US'],
    ['ru', '71\u00a0000,50\u00a0$'],
    ['zh', 'US$71,000.50'],
  ])('writes dollars for a US reader of %s as %s', (locale, written) => {
    expect(formatMoney(7_100_050, locale)).toBe(written)
  })

  it('keeps a locale that already names its region', () => {
    expect(formatMoney(71000, 'es-US')).toBe('$710.00')
    expect(formatMoney(71000, 'es')).toBe('$710.00')
  })

  it('writes English and Spanish dollars exactly as Intl does, cents or whole, negative and large', () => {
    const amounts = [0, -0, 1, 49, 50, 99, 100, 149, 150, -50, -149, -150, 99_999, 100_000, 123_456_789]
    let seed = 7
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647
      amounts.push((seed % 2 ? -1 : 1) * (seed % 10 ** (1 + (i % 11))))
    }
    for (const locale of ['en', 'es', 'en-US']) {
      for (const whole of [false, true]) {
        const intl = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: whole ? 0 : 2,
          minimumFractionDigits: whole ? 0 : 2,
        })
        for (const cents of amounts) {
          expect(formatMoney(cents, locale, { whole }), `${cents} ${locale}`).toBe(intl.format(cents / 100))
        }
      }
    }
  })

  it('can drop the cents for whole prices', () => {
    expect(formatMoney(1234500, 'en', { whole: true })).toBe('$12,345')
  })

  it('reads dollars as integer cents', () => {
    expect(dollarsToCents('1450')).toBe(145000)
    expect(dollarsToCents(' 19.99 ')).toBe(1999)
    expect(dollarsToCents('0.1')).toBe(10)
    expect(dollarsToCents('$1,200')).toBe(120000)
    expect(dollarsToCents('')).toBeNull()
    expect(dollarsToCents('abc')).toBeNull()
    expect(dollarsToCents('1.999')).toBeNull()
  })
})
