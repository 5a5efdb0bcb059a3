import { LOCALES, type Locale } from '../i18n/locales.ts'
import { answer, type AnswerKind } from './assistant.ts'
import type { EvalCase } from './eval-set.ts'
import { detectLanguage, replyLocale } from './language.ts'

/*
 * How well the assistant answers a set of realistic questions: each one asked twice, on a page in
 * English and on a page in the question's own language. An answer passes when it is of the expected
 * kind, written in the question's language, and names what it must (a product, a hub).
 */

interface EvalMiss {
  question: string
  page: Locale
  expected: AnswerKind
  got: AnswerKind
  /** What else was wrong: the answer's language, or the missing mention. */
  why: string
}

interface LocaleResult {
  locale: Locale
  /** Answers checked: two per question (the page in English, and in the question's language). */
  total: number
  accuracy: number
  misses: EvalMiss[]
}

function check(question: EvalCase, locale: Locale, page: Locale): EvalMiss | undefined {
  const asked = replyLocale(question.question, page)
  const { kind, reply } = answer(question.question, asked)
  // A question too short to show its language (a product name, a ZIP code) is answered in the page's.
  const expectedLocale = detectLanguage(question.question) === undefined ? page : locale
  const problems = [
    kind !== question.expected ? '' : undefined,
    reply.locale !== expectedLocale ? `answered in ${reply.locale}` : undefined,
    question.mention !== undefined && !reply.message.toLowerCase().includes(question.mention.toLowerCase())
      ? `does not mention ${question.mention}`
      : undefined,
  ].filter((problem) => problem !== undefined)
  if (problems.length === 0) return undefined
  return {
    question: question.question,
    page,
    expected: question.expected,
    got: kind,
    why: problems.join('; '),
  }
}

/** Share of the set answered right, per language and overall, with the misses. */
export function evaluate(set: Record<Locale, readonly EvalCase[]>) {
  const perLocale: LocaleResult[] = LOCALES.map((locale) => {
    const pages = locale === 'en' ? (['en'] as const) : (['en', locale] as const)
    const misses = set[locale].flatMap((question) =>
      pages.flatMap((page) => check(question, locale, page) ?? []),
    )
    const total = set[locale].length * pages.length
    return { locale, total, accuracy: total === 0 ? 0 : (total - misses.length) / total, misses }
  })
  const total = perLocale.reduce((sum, { total }) => sum + total, 0)
  const correct = perLocale.reduce((sum, { total, misses }) => sum + total - misses.length, 0)
  return { perLocale, accuracy: correct / total }
}
