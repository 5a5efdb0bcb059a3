import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales.ts'
import { formatNumber, formatPercent } from './numbers.ts'

const VALUES = [
  0,
  -0,
  1,
  7.25,
  0.05,
  0.15,
  0.45,
  2.5,
  -2.5,
  -0.04,
  1.005,
  12.345,
  999.95,
  999.9999,
  1234.5,
  -1234.56,
  1e6 + 0.04,
  123456789.987,
  1e-9,
  1e21,
  Infinity,
  NaN,
]

describe('numbers as the reader writes them', () => {
  it('writes US English numbers and percentages exactly as Intl does', () => {
    const random = Array.from({ length: 2000 }, (_, i) => Math.round(Math.sin(i) * 10 ** (i % 9) * 1e4) / 1e4)
    for (const value of [...VALUES, ...random]) {
      for (const digits of [0, 1, 2, 3])
        expect(formatNumber(value, 'en', digits), `${value} to ${digits}`).toBe(
          new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value),
        )
      expect(formatPercent(value, 'en'), `${value}%`).toBe(
        new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
      )
    }
  })

  it("writes every other language's own way", () => {
    expect(formatNumber(1234.5, 'fr')).toBe(new Intl.NumberFormat('fr-FR').format(1234.5))
    expect(formatPercent(89, 'fr')).toBe(new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.89))
    for (const locale of LOCALES) expect(formatPercent(52, locale)).toMatch(/52\s?%/)
  })
})
