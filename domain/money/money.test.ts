import { describe, expect, it } from 'vitest'
import { dollarsToCents, formatMoney } from './money.ts'

describe('formatMoney', () => {
  it('formats integer cents as US dollars in the reader’s locale', () => {
    expect(formatMoney(19900, 'en')).toBe('$199.00')
    expect(formatMoney(19900, 'fr')).toMatch(/^199,00\s\$US$/)
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
