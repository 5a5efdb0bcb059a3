import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/locales.ts'
import { EVAL_SET, EXPECTED_KINDS } from './eval-set.ts'
import { evaluate } from './evaluate.ts'

describe('the assistant on its evaluation set', () => {
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

  it('answers at least 90 % right in every language, on an English page and on its own', () => {
    const { perLocale } = evaluate(EVAL_SET)
    for (const { locale, accuracy, misses } of perLocale)
      expect(accuracy, `${locale}: ${JSON.stringify(misses, null, 2)}`).toBeGreaterThanOrEqual(0.9)
  })
})
