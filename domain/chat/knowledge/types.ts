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
  'returns',
  'serviceArea',
  'handoff',
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
  /** An off-topic or abusive message: a short, polite no, followed by the first actions. */
  refusal: string
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
  /** Offline, about an order whose `{number}` the customer gave. */
  orderNumberNeedsNetwork: string
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
  /** Said first to an upset customer, whatever the answer. */
  sorry: string
  /** `{place}` ("Savannah, GA") is served by the `{hub}` hub. */
  serviceYes: string
  /** `{place}` is outside every hub's area: says so, and what can still be done from there. */
  serviceNo: string
  hubNames: Record<'atlanta' | 'florida' | 'carolinas', string>
  diyShop: string
  postProject: string
  /** A film line: `{name}`, `{use}`, `{thickness}`, `{vlt}`, `{solar}`, `{length}`, `{rolls}`, `{sqft}`. */
  productFilm: string
  /** One width of the roll list: `{width}`, `{price}`. */
  productRoll: string
  /** A piece product (a kit, a tool, the onboarding package): `{name}`, `{price}`. */
  productPiece: string
  /** A free sample pack: `{name}`. */
  productFree: string
  filmUses: Record<'security' | 'solar' | 'decorative', string>
}

export interface KnowledgeBase {
  topics: Record<TopicId, Topic>
  phrases: Phrases
  /** Words too common to mean anything in a search ("the", "what"). */
  stopWords: string[]
  /**
   * The trade's own words (window, film): in nearly every question, so no help in telling topics
   * apart and searched like stop words, but a message with one is about the trade, never off-topic.
   */
  tradeWords: string[]
  /**
   * Words and short phrases that mean the same to a customer, each group's first standing for the
   * rest in the search (misspellings customers make often belong here too).
   */
  synonyms: string[][]
}
