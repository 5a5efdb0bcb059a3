import MiniSearch, { type MatchInfo } from 'minisearch'
import { LOCALES, type Locale } from '../i18n/locales.ts'
import { KNOWLEDGE, TOPIC_IDS, type TopicId } from './knowledge/index.ts'
import { analyze, fold, HAN } from './text.ts'

/*
 * Full-text search (MiniSearch, BM25+) over the knowledge base, one index per language, each read
 * with that language's stemmer (./text.ts) and synonyms: a word of a synonym group stands for the
 * group's first word, in the topics and in the question alike ("tint", "film" and "foil" are one
 * word; "devolver", "reembolso" and "cambiar" another). Misspelt words still match a stem one or two
 * letters away (fuzzy search). A question is searched in its own language's index first; when that
 * finds little (a message with too few words to tell its language) the other indexes are tried.
 */

/** A score this high reads as confidence 0.5 (confidence = score / (score + HALF_CONFIDENCE_SCORE)). */
const HALF_CONFIDENCE_SCORE = 5

interface TopicDocument {
  id: string
  topic: TopicId
  title: string
  keywords: string
  answer: string
}

/** Each synonym's stem → its group's first word's stem, per language. */
const canonical = new Map<Locale, Map<string, string>>()

function synonymsOf(locale: Locale): Map<string, string> {
  let map = canonical.get(locale)
  if (map) return map
  map = new Map()
  for (const group of KNOWLEDGE[locale].synonyms) {
    // A Chinese phrase is one token as the segmenter or the character pairs give it.
    const [head, ...rest] = group.map((phrase) =>
      HAN.test(phrase) ? fold(phrase) : analyze(phrase, locale).join(' '),
    )
    if (head === undefined) continue
    for (const synonym of rest) if (!map.has(synonym)) map.set(synonym, head)
  }
  canonical.set(locale, map)
  return map
}

const stopWords = new Map<Locale, Set<string>>()
const stopWordsOf = (locale: Locale) => {
  let set = stopWords.get(locale)
  if (!set) {
    const { stopWords: stop, tradeWords } = KNOWLEDGE[locale]
    set = new Set([...stop, ...tradeWords].flatMap((word) => analyze(word, locale)))
    stopWords.set(locale, set)
  }
  return set
}

/** The search terms of a text in `locale`: stems, stop words out, synonyms (one or two words) merged. */
function termsOf(text: string, locale: Locale): string[] {
  const synonyms = synonymsOf(locale)
  const stop = stopWordsOf(locale)
  const tokens = analyze(text, locale)
  const terms: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? ''
    const pair = synonyms.get(`${token} ${tokens[i + 1] ?? ''}`)
    if (pair !== undefined && i + 1 < tokens.length) i++
    const term = pair ?? (stop.has(token) ? undefined : (synonyms.get(token) ?? token))
    // A lone letter ("a", "y", "à", "в") is a word of grammar in one language or another.
    for (const word of term?.split(' ') ?? [])
      if (!stop.has(word) && (word.length > 1 || HAN.test(word))) terms.push(word)
  }
  return terms
}

const indexes = new Map<Locale, MiniSearch<TopicDocument>>()

function indexOf(locale: Locale): MiniSearch<TopicDocument> {
  const built = indexes.get(locale)
  if (built) return built
  const index = new MiniSearch<TopicDocument>({
    fields: ['title', 'keywords', 'answer'],
    storeFields: ['topic'],
    // The text arrives already cut and stemmed: MiniSearch only splits on the spaces termsOf leaves.
    tokenize: (text) => termsOf(text, locale),
    processTerm: (term) => term,
    searchOptions: {
      boost: { keywords: 3, title: 2 },
      fuzzy: (term) => (HAN.test(term) ? false : term.length > 7 ? 0.25 : term.length > 4 ? 1 : false),
      weights: { fuzzy: 0.6, prefix: 0.4 },
    },
  })
  index.addAll(
    TOPIC_IDS.map((topic) => ({ id: `${locale}:${topic}`, topic, ...KNOWLEDGE[locale].topics[topic] })),
  )
  indexes.set(locale, index)
  return index
}

export interface TopicMatch {
  topic: TopicId
  /** 0..1, from the retrieval score. */
  confidence: number
}

/** Whether the query term met the topic's title or keywords (directly, or as a near spelling). */
function namedBy(match: MatchInfo, queryTerm: string): boolean {
  return Object.entries(match).some(
    ([term, fields]) =>
      (term === queryTerm || term.startsWith(queryTerm.slice(0, 4))) &&
      (fields.includes('title') || fields.includes('keywords')),
  )
}

function searchIn(question: string, locale: Locale): TopicMatch[] {
  const asked = new Set(termsOf(question, locale)).size
  const best = new Map<TopicId, number>()
  for (const result of indexOf(locale).search(question, { combineWith: 'OR' })) {
    const topic = result.topic as TopicId
    // A topic that meets few of the question's words is a weak match, however well it meets them;
    // a word met only in the answer's text counts a quarter.
    const met = result.queryTerms.reduce((sum, term) => sum + (namedBy(result.match, term) ? 1 : 0.25), 0)
    const score = (result.score * met) / Math.max(asked, 1)
    best.set(topic, Math.max(best.get(topic) ?? 0, score / (score + HALF_CONFIDENCE_SCORE)))
  }
  return [...best.entries()].sort((a, b) => b[1] - a[1]).map(([topic, confidence]) => ({ topic, confidence }))
}

/** Below this confidence in the page's language, the other languages' indexes are tried. */
const TRY_OTHERS_BELOW = 0.45

/**
 * The knowledge-base topic a question is about, best first (at most `limit`). `sure` says the
 * question showed its language: then only that language's index is searched.
 */
export function searchTopics(question: string, locale: Locale, sure: boolean, limit = 3): TopicMatch[] {
  let matches = searchIn(question, locale)
  if (!sure && (matches[0]?.confidence ?? 0) < TRY_OTHERS_BELOW) {
    for (const other of LOCALES) {
      if (other === locale) continue
      const found = searchIn(question, other)
      if ((found[0]?.confidence ?? 0) > (matches[0]?.confidence ?? 0)) matches = found
    }
  }
  return matches.slice(0, limit)
}

/**
 * Whether a word of the text is one the topics of `locale` are known by (their titles and
 * keywords): a question with none is about something else altogether.
 */
export function knowsAnyWord(text: string, locale: Locale): boolean {
  const index = indexOf(locale)
  return (
    mentionsTrade(text, locale) ||
    termsOf(text, locale).some(
      (term) => index.search(term, { fields: ['title', 'keywords'], fuzzy: false, prefix: false }).length > 0,
    )
  )
}

const tradeTerms = new Map<Locale, Set<string>>()

/** A word of the trade (film, window) or one of its synonyms ("tint", 膜) is in the text. */
function mentionsTrade(text: string, locale: Locale): boolean {
  let trade = tradeTerms.get(locale)
  if (!trade) {
    // As the synonym groups read their words: a Chinese word whole, others by their stems.
    const words = KNOWLEDGE[locale].tradeWords
    trade = new Set(words.flatMap((word) => (HAN.test(word) ? [fold(word)] : analyze(word, locale))))
    tradeTerms.set(locale, trade)
  }
  const synonyms = synonymsOf(locale)
  const folded = fold(text)
  // Chinese is looked for as written: to the segmenter a lone 膜 is no word.
  const hanTrade = (word: string) => HAN.test(word) && folded.includes(word)
  if ([...trade].some(hanTrade) || [...synonyms].some(([word, head]) => trade.has(head) && hanTrade(word)))
    return true
  return analyze(text, locale).some((token) => trade.has(synonyms.get(token) ?? token))
}
