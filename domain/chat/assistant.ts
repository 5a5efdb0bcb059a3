import { FALLBACK_LOCALE, type Locale } from '../i18n/locales.ts'
import type { PricingSheet } from '../estimator/pricing.ts'
import { UNIT_SYMBOLS } from '../estimator/measure.ts'
import { prefillSearch } from '../estimates/prefill.ts'
import { formatMoney } from '../money/money.ts'
import { normalizeOrderNumber } from '../shop/order-number.ts'
import type { OrderStatus } from '../shop/status.ts'
import { KNOWLEDGE, type Phrases, type TopicId } from './knowledge/index.ts'
import { parsePriceQuery, priceRange, type PriceQuery } from './price-query.ts'
import { detectLanguage, searchTopics } from './retrieval.ts'
import type { ChatLink, ChatReply } from './schema.ts'
import { sentimentOf } from './sentiment.ts'

/*
 * The assistant's answer to one message, the same in the browser (offline) and on the server: a
 * price range for a described job, stock of a product, the status of the asker's order, or the
 * best knowledge-base topic — each only from the data it is handed. What it is not handed (stock
 * and orders offline) it says it needs the network for.
 */

/** Below this retrieval confidence the assistant says it did not understand and offers suggestions. */
const FALLBACK_BELOW = 0.4

/** A product as stock answers name it: a film line's widths count as one product. */
export interface StockItem {
  /** The shop key (/shop/<sku>) of one of its products. */
  sku: string
  name: string
  inStock: boolean
}

/** What the server looks up for the asker; absent in the browser. */
export interface LiveData {
  products: StockItem[]
  /** The asker's own order by number: null for a visitor, undefined when it is not theirs or does not exist. */
  orders: { statusOf: (orderNumber: string) => OrderStatus | undefined } | null
}

export interface AnswerContext {
  pricingSheet?: PricingSheet
  live?: LiveData
}

/** @public For the evaluation set's expected kinds to be checked against. */
export type AnswerKind = TopicId | 'priceQuote' | 'stock' | 'orderStatus' | 'fallback'

export interface Answer {
  kind: AnswerKind
  reply: ChatReply
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')

/** "SS-7K2M-9QXD", "ss 7k2m 9qxd", "ss7k2m9qxd". */
const ORDER_NUMBER = /\bss[\s-]?[0-9a-z]{4}[\s-]?[0-9a-z]{4}\b/i

const ORDER_QUESTION =
  /\b(where is my order|status of my order|my order status|order status|my orders?\b.*\b(status|arriv|ship))|d[oó]nde est[aá] mi pedido|estado de(l| mi) pedido|o[uù] (en )?est ma commande|(statut|[eé]tat) de (ma )?commande|где (мой )?заказ|статус\p{L}* заказ|我的订单|订单状态/iu

const STOCK_QUESTION =
  /\b(in stock|stock|available|availability|disponible|disponibilit|existencias|rupture)\b|наличи|库存|有货|缺货|有没有货/iu

/** Which language to answer in: the request's, unless the message is plainly in another script. */
export function replyLocale(message: string, requested: Locale | undefined): Locale {
  const detected = detectLanguage(message)
  if (!requested) return detected ?? FALLBACK_LOCALE
  const otherScript = (detected === 'zh' || detected === 'ru') && detected !== requested
  return otherScript ? detected : requested
}

export function answer(message: string, locale: Locale, context: AnswerContext = {}): Answer {
  const phrases = KNOWLEDGE[locale].phrases
  const sentiment = sentimentOf(message, locale)
  const reply = (
    kind: AnswerKind,
    text: string,
    confidence: number,
    links: ChatLink[],
    suggestedActions: string[],
  ) => ({
    kind,
    reply: { message: text, suggestedActions, sentiment, confidence, links },
  })

  const orderNumber = ORDER_NUMBER.exec(message)?.[0]
  if (orderNumber !== undefined || ORDER_QUESTION.test(message)) {
    const { text, links } = orderAnswer(phrases, orderNumber, context.live)
    return reply('orderStatus', text, 1, links, [])
  }

  if (STOCK_QUESTION.test(message)) {
    const { text, links, confidence } = stockAnswer(phrases, message, context.live)
    return reply('stock', text, confidence, links, [])
  }

  const job = parsePriceQuery(message)
  if (job) {
    return reply(
      'priceQuote',
      priceAnswer(phrases, job, locale, context.pricingSheet),
      0.95,
      // The estimator opens with the described windows measured.
      [{ label: phrases.startEstimate, to: `/enhanced-estimator${prefillSearch(job)}` }],
      [phrases.firstActions[3] ?? phrases.startEstimate],
    )
  }

  const [best] = searchTopics(message, 1)
  if (!best || best.confidence < FALLBACK_BELOW) {
    return reply('fallback', phrases.fallback, best?.confidence ?? 0, [], phrases.firstActions)
  }
  const topic = KNOWLEDGE[locale].topics[best.topic]
  return reply(best.topic, topic.answer, best.confidence, topic.links, topic.suggestions)
}

function priceAnswer(phrases: Phrases, job: PriceQuery, locale: Locale, sheet?: PricingSheet): string {
  const range = priceRange(job, sheet)
  const money = (cents: number) => formatMoney(cents, locale, { whole: true })
  const price =
    range.lowCents === range.highCents
      ? money(range.lowCents)
      : `${money(range.lowCents)}–${money(range.highCents)}`
  const symbol = UNIT_SYMBOLS[job.unit]
  const size = `${job.width} × ${job.height}${symbol === '″' ? symbol : ` ${symbol}`}`
  const text = fill(phrases.priceQuote, {
    count: job.quantity,
    size,
    film: phrases.filmNames[job.filmType],
    price,
    area: Math.round(range.areaSqFt),
  })
  return `${text} ${phrases.priceQuoteNote}`
}

function orderAnswer(
  phrases: Phrases,
  typed: string | undefined,
  live: LiveData | undefined,
): { text: string; links: ChatLink[] } {
  const track: ChatLink = { label: phrases.trackOrder, to: '/track-order' }
  if (!live) return { text: phrases.orderNeedsNetwork, links: [track] }
  if (!live.orders) return { text: phrases.orderSignIn, links: [track] }
  const number = typed === undefined ? null : normalizeOrderNumber(typed)
  if (number === null)
    return { text: phrases.orderAskNumber, links: [{ label: phrases.myOrders, to: '/orders' }] }
  const status = live.orders.statusOf(number)
  if (status === undefined) return { text: fill(phrases.orderNotFound, { number }), links: [track] }
  return {
    text: fill(phrases.orderStatus, { number, status: phrases.orderStatuses[status] }),
    links: [{ label: fill(phrases.openOrder, { number }), to: `/orders/${number}` }],
  }
}

function stockAnswer(
  phrases: Phrases,
  message: string,
  live: LiveData | undefined,
): { text: string; links: ChatLink[]; confidence: number } {
  if (!live) return { text: phrases.stockNeedsNetwork, links: [], confidence: 1 }
  const asked = fold(message)
  // The longest name the message contains: "Shield Clear 14" rather than "Shield Clear 4"'s prefix.
  const product = live.products
    .filter((item) => asked.includes(fold(item.name)) || asked.includes(fold(item.sku)))
    .sort((a, b) => b.name.length - a.name.length)[0]
  if (!product)
    return { text: phrases.stockUnknown, links: [{ label: phrases.shop, to: '/shop' }], confidence: 0.5 }
  return {
    text: fill(product.inStock ? phrases.stockIn : phrases.stockOut, { product: product.name }),
    links: [{ label: fill(phrases.openProduct, { product: product.name }), to: `/shop/${product.sku}` }],
    confidence: 0.9,
  }
}
