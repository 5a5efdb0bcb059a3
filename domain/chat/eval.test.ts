import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/locales.ts'
import { answer } from './assistant.ts'
import { EVAL_SET } from './eval-set.ts'

/** Share of the fixed questions answered with their expected topic, overall and per language. */
export function evaluate() {
  const perLocale = LOCALES.map((locale) => {
    const misses = EVAL_SET[locale]
      .map(([question, expected]) => ({ question, expected, got: answer(question, locale).kind }))
      .filter(({ expected, got }) => expected !== got)
    return { locale, total: EVAL_SET[locale].length, misses }
  })
  const total = perLocale.reduce((sum, { total }) => sum + total, 0)
  const correct = perLocale.reduce((sum, { total, misses }) => sum + total - misses.length, 0)
  return { perLocale, accuracy: correct / total }
}

describe('the assistant on its evaluation set', () => {
  it('has 12 questions in each of the five languages', () => {
    for (const locale of LOCALES) expect(EVAL_SET[locale]).toHaveLength(12)
  })

  it('answers at least 90 % of them with the expected topic', () => {
    const { accuracy, perLocale } = evaluate()
    const misses = perLocale.flatMap(({ misses }) => misses)
    expect(accuracy, JSON.stringify(misses, null, 2)).toBeGreaterThanOrEqual(0.9)
  })
})
