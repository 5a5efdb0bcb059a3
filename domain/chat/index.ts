import type { PricingSheet } from '../estimator/pricing.ts'
import type { Locale } from '../i18n/locales.ts'
import { answer, replyLocale } from './assistant.ts'
import type { ChatReply } from './schema.ts'

export * from './errors.ts'
export * from './schema.ts'

/**
 * The assistant without the server, as the browser runs it with the network cut: the knowledge
 * base and price ranges answer; stock and order questions say they need the network. A message in
 * another script than `locale`'s (Cyrillic, Chinese) is answered in its own language.
 */
export function answerOffline(
  message: string,
  locale: Locale,
  data?: { pricingSheet?: PricingSheet },
): ChatReply {
  return answer(message, replyLocale(message, locale), { pricingSheet: data?.pricingSheet }).reply
}
