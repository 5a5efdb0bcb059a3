import type { Locale } from '../i18n/locales.ts'
import type { PricingSheet } from '../estimator/pricing.ts'
import type { ChatReply } from './schema.ts'

export * from './schema.ts'
export * from './errors.ts'

/**
 * The assistant without the server: knowledge base and price ranges, in the browser when the
 * network is cut. Order status and stock answer that they need the network.
 * (Stub of the contract; the real answers land in the next commits.)
 */
export function answerOffline(message: string, locale: Locale, data?: { pricingSheet?: PricingSheet }): ChatReply {
  void data
  void locale
  return {
    message: message.trim() ? 'I can answer questions about window film, prices and orders.' : '',
    suggestedActions: ['Tell me about window film types', 'How much does window film cost?'],
    sentiment: 'neutral',
    confidence: 0,
    links: [],
  }
}
