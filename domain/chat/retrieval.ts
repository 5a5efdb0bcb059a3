import MiniSearch from 'minisearch'
import { LOCALES, type Locale } from '../i18n/locales.ts'
import { KNOWLEDGE, TOPIC_IDS, type TopicId } from './knowledge/index.ts'

/*
 * Full-text search over the knowledge base of every language at once (MiniSearch, BM25+): a
 * question finds its topic whatever language it is written in, and is answered in the reply's
 * language. Words are lower-cased, stripped of accents and cut to their first STEM_LENGTH letters
 * (a crude stemmer that serves English, Spanish, French and Russian alike); Chinese, written
 * without spaces, is read as overlapping character pairs (bigrams).
 */

const STEM_LENGTH = 6
/** A score this high reads as confidence 0.5 (confidence = score / (score + HALF_CONFIDENCE_SCORE)). */
const HALF_CONFIDENCE_SCORE = 12

const HAN = /\p{Script=Han}/u

const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')

/** Words, and Han runs as bigrams (a lone character as itself). */
function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const word of fold(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
    for (const run of word.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? []) {
      if (!HAN.test(run)) tokens.push(run)
      else if (run.length === 1) tokens.push(run)
      else for (let i = 0; i < run.length - 1; i++) tokens.push(run.slice(i, i + 2))
    }
  }
  return tokens
}

const STOP_WORDS = new Set(LOCALES.flatMap((locale) => KNOWLEDGE[locale].stopWords.flatMap(tokenize)))

function processTerm(term: string): string | null {
  if (STOP_WORDS.has(term)) return null
  if (HAN.test(term)) return term
  const singular = term.length > 3 && term.endsWith('s') ? term.slice(0, -1) : term
  return singular.slice(0, STEM_LENGTH)
}

interface TopicDocument {
  id: string
  topic: TopicId
  title: string
  keywords: string
  answer: string
}

function buildIndex(): MiniSearch<TopicDocument> {
  const index = new MiniSearch<TopicDocument>({
    fields: ['title', 'keywords', 'answer'],
    storeFields: ['topic'],
    tokenize,
    processTerm,
    searchOptions: { boost: { keywords: 3, title: 2 }, fuzzy: (term) => (term.length > 5 ? 0.2 : false) },
  })
  index.addAll(
    LOCALES.flatMap((locale) =>
      TOPIC_IDS.map((topic) => ({ id: `${locale}:${topic}`, topic, ...KNOWLEDGE[locale].topics[topic] })),
    ),
  )
  return index
}

let index: MiniSearch<TopicDocument> | undefined

export interface TopicMatch {
  topic: TopicId
  /** 0..1, from the retrieval score. */
  confidence: number
}

/** The knowledge-base topic a question is about, best first (at most `limit`). */
export function searchTopics(question: string, limit = 3): TopicMatch[] {
  index ??= buildIndex()
  const best = new Map<TopicId, number>()
  for (const result of index.search(question)) {
    const topic = result.topic as TopicId
    best.set(topic, Math.max(best.get(topic) ?? 0, result.score))
  }
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([topic, score]) => ({ topic, confidence: score / (score + HALF_CONFIDENCE_SCORE) }))
}

/** The language a message is written in, when its script or its words say so clearly. */
export function detectLanguage(message: string): Locale | undefined {
  if (HAN.test(message)) return 'zh'
  if (/\p{Script=Cyrillic}/u.test(message)) return 'ru'
  const words = new Set(fold(message).match(/\p{L}+/gu) ?? [])
  const hits = (locale: Locale) => KNOWLEDGE[locale].stopWords.filter((word) => words.has(fold(word))).length
  const scored = (['en', 'es', 'fr'] as const).map((locale) => [locale, hits(locale)] as const)
  scored.sort((a, b) => b[1] - a[1])
  const [first, second] = scored
  return first && first[1] > 0 && first[1] > (second?.[1] ?? 0) ? first[0] : undefined
}
