import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as russian } from '@orama/stemmers/russian'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import type { Locale } from '../i18n/locales.ts'

/*
 * How the assistant reads text in each language: lower-cased and stripped of accents, cut into words,
 * each word reduced to its stem by the language's Snowball stemmer ("instalan", "instalación" →
 * "instal"; "плёнку", "плёнки" → "пленк"). Chinese has no spaces: the browser's and Node's word
 * segmenter (Intl.Segmenter, ICU's dictionary) cuts it into words, and overlapping character pairs
 * are added so that a word the dictionary splits differently still meets its match.
 */

export const HAN = /\p{Script=Han}/u

/** Lower case, no accents ("Garantía" → "garantia"), ё read as е, й kept. */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    // Every mark but the breve: й is a letter of its own in Russian, not an и with an accent.
    .replace(/(?!\u0306)\p{M}/gu, '')
    .normalize('NFC')
    .replace(/ё/g, 'е')

const STEMMERS: Record<Exclude<Locale, 'zh'>, (word: string) => string> = {
  en: english,
  es: spanish,
  fr: french,
  ru: russian,
}

let segmenter: Intl.Segmenter | undefined

/** Chinese words as the segmenter cuts them, plus the overlapping character pairs of each run. */
function hanTokens(run: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  // Single characters ("能", "的") say little on their own: the words and pairs carry the meaning.
  const words = [...segmenter.segment(run)]
    .filter((part) => part.isWordLike && part.segment.length > 1)
    .map((part) => part.segment)
  const pairs: string[] = []
  for (let i = 0; i < run.length - 1; i++) pairs.push(run.slice(i, i + 2))
  return [...new Set([...words, ...pairs])]
}

/** The folded words of a text (letters and digits), Han runs apart from the rest. */
function words(text: string): string[] {
  return (fold(text).match(/\p{Script=Han}+|[\p{L}\p{N}]+/gu) ?? []).flatMap(
    (word) => word.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? [],
  )
}

/** A word's stem in `locale`; a Chinese run's words and character pairs. */
function stems(word: string, locale: Locale): string[] {
  if (HAN.test(word)) return word.length === 1 ? [word] : hanTokens(word)
  // Chinese questions carry Latin words too ("Shield Clear 8 多少钱"): English reads them.
  const stem = STEMMERS[locale === 'zh' ? 'en' : locale]
  return [/^\d/.test(word) ? word : stem(word)]
}

/** Every stem of a text, in order. */
export function analyze(text: string, locale: Locale): string[] {
  return words(text).flatMap((word) => stems(word, locale))
}
