import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/locales.ts'
import { EVAL_SET, evaluate, EXPECTED_KINDS } from './eval-set.ts'

// Building the search index takes a few seconds on a busy machine.
describe('the assistant on its evaluation set', { timeout: 30_000 }, () => {
  it('has at least 45 questions in each of the five languages, every kind of answer among them', () => {
    for (const locale of LOCALES) {
      expect(EVAL_SET[locale].length, locale).toBeGreaterThanOrEqual(45)
      const kinds = new Set(EVAL_SET[locale].map(({ expected }) => expected))
      expect(
        [...EXPECTED_KINDS].filter((kind) => !kinds.has(kind)),
        locale,
      ).toEqual([])
    }
  })

  it('answers at least 90 % of them with the expected topic', () => {
    const { accuracy, perLocale } = evaluate()
    const misses = perLocale.flatMap(({ misses }) => misses)
    expect(accuracy, JSON.stringify(misses, null, 2)).toBeGreaterThanOrEqual(0.9)
  })

  it('answers at least 75 % in every language, so no language hides behind the others', () => {
    for (const { locale, accuracy } of evaluate().perLocale)
      expect(accuracy, locale).toBeGreaterThanOrEqual(0.75)
  })
})
