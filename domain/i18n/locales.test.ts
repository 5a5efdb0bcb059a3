import { describe, expect, it } from 'vitest'
import { capitalized, formatLocale, pickLocale } from './locales.ts'

describe('pickLocale', () => {
  it('prefers the stored choice over the browser language', () => {
    expect(pickLocale('ru', ['fr-FR', 'en'])).toBe('ru')
  })

  it('falls back to the first browser language we support, by its base tag', () => {
    expect(pickLocale(null, ['de-DE', 'zh-CN', 'es'])).toBe('zh')
  })

  it('ignores an unknown stored value', () => {
    expect(pickLocale('klingon', ['es-MX'])).toBe('es')
  })

  it('falls back to English when nothing matches', () => {
    expect(pickLocale(undefined, ['de', 'pt-BR'])).toBe('en')
  })
})

describe('formatLocale', () => {
  const day = new Date('2026-03-07T15:30:00Z')
  const written = (language: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(formatLocale(language), { ...options, timeZone: 'UTC' }).format(day)

  it('formats each language as it is written in the US, and keeps a tag that names a region', () => {
    expect(formatLocale('es')).toBe('es-US')
    expect(formatLocale('en')).toBe('en-US')
    expect(formatLocale('en-GB')).toBe('en-GB')
  })

  // The dates the app shows name the month, so 7 March never reads as July 3 (decision 037).
  it.each([
    ['en', 'Mar 7, 2026, 3:30 PM'],
    ['es', '7 mar 2026, 3:30 p.m.'],
    ['fr', '7 mars 2026, 15:30'],
    ['ru', '7 мар. 2026 г., 15:30'],
    ['zh', '2026年3月7日 15:30'],
  ])('writes a day and time for a US reader of %s as %s', (language, text) => {
    expect(written(language, { dateStyle: 'medium', timeStyle: 'short' }).replace(/\s/g, ' ')).toBe(text)
  })

  it('writes numbers as US Spanish does: a decimal point and comma groups', () => {
    expect(new Intl.NumberFormat(formatLocale('es')).format(1234.5)).toBe('1,234.5')
  })
})

describe('capitalized', () => {
  it('starts a heading with a capital in every language, and leaves a script without case as it is', () => {
    expect(capitalized('domingo, 6 de diciembre de 2026', 'es')).toBe('Domingo, 6 de diciembre de 2026')
    expect(capitalized('декабрь 2026 г.', 'ru')).toBe('Декабрь 2026 г.')
    expect(capitalized('Sunday, December 6', 'en')).toBe('Sunday, December 6')
    expect(capitalized('2026年12月', 'zh')).toBe('2026年12月')
  })
})
