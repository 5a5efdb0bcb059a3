/*
 * The assistant's knowledge base: the same topics in every language (one file per language),
 * searched with full text (../retrieval.ts). Texts are data, not Lingui messages: the assistant
 * answers in the asker's language whatever catalog the page has loaded.
 */

export const TOPIC_IDS = [
  'filmTypes',
  'security',
  'solar',
  'decorative',
  'uv',
  'heat',
  'glare',
  'privacy',
  'warranty',
  'diyVsPro',
  'care',
  'membership',
  'onboarding',
  'shipping',
  'estimates',
  'pricing',
  'marketplace',
  'orderTracking',
  'contact',
] as const
export type TopicId = (typeof TOPIC_IDS)[number]

interface Topic {
  title: string
  /** Words and phrasings people use for the topic (synonyms), searched with more weight than the answer. */
  keywords: string
  answer: string
  /** Follow-up questions offered as buttons. */
  suggestions: string[]
  /** Pages the answer points to: paths of this app. */
  links: { label: string; to: string }[]
}

/** Everything the assistant says that is not a knowledge-base answer. `{name}` marks a value put in. */
export interface Phrases {
  fallback: string
  /** The suggestions a fallback (and a greeting) offers: the assistant's first actions. */
  firstActions: string[]
  priceQuote: string
  priceQuoteNote: string
  startEstimate: string
  filmNames: Record<'standard' | 'security' | 'decorative', string>
  stockIn: string
  stockOut: string
  stockUnknown: string
  stockNeedsNetwork: string
  openProduct: string
  orderNeedsNetwork: string
  orderSignIn: string
  orderAskNumber: string
  orderNotFound: string
  orderStatus: string
  orderStatuses: Record<
    'placed' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'refunded',
    string
  >
  shop: string
  myOrders: string
  trackOrder: string
  openOrder: string
}

export interface KnowledgeBase {
  topics: Record<TopicId, Topic>
  phrases: Phrases
  /** Words too common to mean anything in a search ("the", "what"). */
  stopWords: string[]
}
