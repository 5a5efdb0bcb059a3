import type { PricingSheet } from '../estimator/pricing.ts'
import type { Locale } from '../i18n/locales.ts'
import { answer } from './assistant.ts'
import { replyLocale } from './language.ts'
import type { CatalogItem } from './products.ts'
import type { ChatReply } from './schema.ts'

export * from './errors.ts'
export * from './schema.ts'
export { catalogItemsOf } from './products.ts'

/**
 * The assistant without the server, as the browser runs it with the network cut: the knowledge
 * base, price ranges, service areas and the catalog on the device answer; order questions say they
 * need the network. The answer is in the language the message is written in, whatever `locale`
 * (the page's) is.
 */
export function answerOffline(
  message: string,
  locale: Locale,
  data?: { pricingSheet?: PricingSheet; catalog?: readonly CatalogItem[] },
): ChatReply {
  return answer(message, replyLocale(message, locale), data).reply
}
