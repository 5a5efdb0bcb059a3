import type { Locale } from '../i18n/locales.ts'
import type { PricingSheet } from '../estimator/pricing.ts'
import { UNIT_SYMBOLS } from '../estimator/measure.ts'
import { prefillSearch } from '../estimates/prefill.ts'
import type { FilmCategory } from '../catalog/films.ts'
import { formatMoney } from '../money/money.ts'
import { normalizeOrderNumber } from '../shop/order-number.ts'
import type { OrderStatus } from '../shop/status.ts'
import { KNOWLEDGE, type Phrases, type TopicId } from './knowledge/index.ts'
import { detectLanguage } from './language.ts'
import { findPlace } from './places.ts'
import { parsePriceQuery, priceRange, type PriceQuery } from './price-query.ts'
import {
  findProduct,
  LIST_PRICE_ITEMS,
  productLines,
  type CatalogItem,
  type ProductLine,
} from './products.ts'
import { knowsAnyWord, searchTopics } from './retrieval.ts'
import type { ChatLink, ChatReply } from './schema.ts'
import { sentimentOf } from './sentiment.ts'
import { fold, HAN } from './text.ts'

/*
 * The assistant's answer to one message, the same in the browser (offline) and on the server: the
 * status of the asker's order, a price range for a described job, a product's roll prices and
 * stock, whether a place is in a hub's area, or the best knowledge-base topic — each only from the
 * data it is handed. What it is not handed (orders offline) it says it needs the network for. An
 * insult or a question about something else gets a short, polite no.
 */

/** Below this retrieval confidence the assistant does not answer from the knowledge base. */
const ANSWER_FROM = 0.3

/** An upset customer is offered a person rather than a knowledge-base answer below this confidence. */
const UPSET_ANSWER_FROM = 0.6

/** What the server looks up for the asker; absent in the browser. */
export interface LiveData {
  /** The asker's own order by number: null for a visitor, undefined when it is not theirs or does not exist. */
  orders: { statusOf: (orderNumber: string) => OrderStatus | undefined } | null
}

export interface AnswerContext {
  pricingSheet?: PricingSheet
  /** The catalog to answer product and stock questions from; the film lines' list prices without it. */
  catalog?: readonly CatalogItem[]
  live?: LiveData
}

export type AnswerKind =
  | TopicId
  | 'priceQuote'
  | 'product'
  | 'stock'
  | 'orderStatus'
  | 'serviceArea'
  | 'returns'
  | 'handoff'
  | 'refusal'
  | 'fallback'

export interface Answer {
  kind: AnswerKind
  reply: ChatReply
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

/** "SS-7K2M-9QXD", "ss 7k2m 9qxd", "ss7k2m9qxd". */
const ORDER_NUMBER = /\bss[\s-]?[0-9a-z]{4}[\s-]?[0-9a-z]{4}\b/i

const ORDER_QUESTION =
  /\b(where is my order|status of my order|my order status|order status|my orders?\b.*\b(status|arriv|ship))|d[oó]nde est[aá] mi pedido|estado de(l| mi) pedido|o[uù] (en )?est ma commande|(statut|[eé]tat) de (ma )?commande|где (мой )?заказ|статус\p{L}* заказ|我的订单|订单状态/iu

const STOCK_QUESTION =
  /\b(in stock|stock|available|availability|disponible|disponibilit|existencias|rupture)\b|наличи|库存|有货|缺货|有没有货/iu

/** A message that asks whether a place is served, in each language (folded text). */
const AREA_QUESTION =
  /\b(serve|serves|service|servicing|cover|covers|area|areas|install in|installs in|installing in|work in|come|coming|go to|drive to|near|travel|located|do you do|you guys do|y'?all do|you do work|atienden|dan servicio|servicio en|zona|area|cobertura|instalan en|trabajan en|vienen a|desplazan|cerca de|llegan|pueden ir|hacen trabajos|trabajan|intervenez|desservez|zone|secteur|dans le coin|vous faites|allez a|installez a|posez a|venez a|travaillez|pres de)\b|обслужива|зон[аеуы]|район|регион|устанавливаете в|работаете в|приезжаете|выезжаете|рядом|服务范围|服务区域|覆盖|上门|在.{1,6}(安装|服务)|能.{0,2}去/u

/** Insults and abuse, in each language (folded text): answered with the refusal, nothing more. */
const ABUSE =
  /\b(idiot\w*|stupid|moron|dumb|shut up|fuck\w*|bitch|asshole|bastard|idiota|estupid[oa]|imbecil|cabron|pendejo|mierda|gilipollas|connard|conne|abruti|debile|ta gueule|salope|enfoire|putain)\b|идиот|тупой|тупая|дура[кц]?|заткнись|сволоч|урод|придур|бля|хуй|сука|傻逼|白痴|蠢货|滚|他妈的|废物/u

export function answer(message: string, locale: Locale, context: AnswerContext = {}): Answer {
  const phrases = KNOWLEDGE[locale].phrases
  const sentiment = sentimentOf(message, locale)
  const text = fold(message)
  const reply = (
    kind: AnswerKind,
    body: string,
    confidence: number,
    links: ChatLink[],
    suggestedActions: string[],
  ): Answer => ({
    kind,
    reply: {
      // An upset customer hears an apology first, calmly, and is offered a person (`handoff`).
      message: sentiment === 'negative' && kind !== 'refusal' ? `${phrases.sorry} ${body}` : body,
      suggestedActions,
      sentiment,
      confidence,
      links,
      locale,
      // A person is offered when asked for, and to a customer who is upset whatever they asked.
      handoff: kind === 'handoff' || sentiment === 'negative',
    },
  })

  if (ABUSE.test(text)) return reply('refusal', phrases.refusal, 1, [], phrases.firstActions)

  const orderNumber = ORDER_NUMBER.exec(message)?.[0]
  if (orderNumber !== undefined || ORDER_QUESTION.test(message)) {
    const { text: body, links } = orderAnswer(phrases, orderNumber, context.live)
    return reply('orderStatus', body, 1, links, [])
  }

  const lines = productLines(context.catalog ?? LIST_PRICE_ITEMS)
  const product = findProduct(message, lines)

  if (STOCK_QUESTION.test(message)) {
    const { text: body, links, confidence } = stockAnswer(phrases, product, locale)
    return reply('stock', body, confidence, links, [])
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

  const [best] = searchTopics(message, locale, detectLanguage(message) !== undefined, 1)
  const topic = best && best.confidence >= ANSWER_FROM ? best.topic : undefined

  // "Do you install in Savannah?", "30301?": a named place, asked about or on its own.
  const place = findPlace(message)
  if (place && asksAboutPlace(text, topic, place.zip !== undefined, message)) {
    const served = place.hub !== undefined
    const body = served
      ? fill(phrases.serviceYes, { place: place.label, hub: phrases.hubNames[place.hub?.id ?? 'atlanta'] })
      : fill(phrases.serviceNo, { place: place.label })
    const links: ChatLink[] = served
      ? [{ label: phrases.startEstimate, to: '/enhanced-estimator' }]
      : [
          { label: phrases.diyShop, to: '/diy-film-order' },
          { label: phrases.postProject, to: '/post-job' },
        ]
    return reply('serviceArea', body, 0.95, links, KNOWLEDGE[locale].topics.serviceArea.suggestions)
  }

  if (product) {
    return reply(
      'product',
      productAnswer(phrases, product, locale),
      0.9,
      [{ label: fill(phrases.openProduct, { product: product.name }), to: `/shop/${product.sku}` }],
      [],
    )
  }

  // Upset and asking nothing the assistant can answer well: a person can.
  if (sentiment === 'negative' && (topic === undefined || (best?.confidence ?? 0) < UPSET_ANSWER_FROM)) {
    const handoff = KNOWLEDGE[locale].topics.handoff
    return reply('handoff', handoff.answer, 1, handoff.links, handoff.suggestions)
  }

  if (topic === undefined) {
    // Nothing of the trade in it: another subject altogether, politely declined.
    const offTopic = !knowsAnyWord(message, locale)
    return reply(
      offTopic ? 'refusal' : 'fallback',
      offTopic ? phrases.refusal : phrases.fallback,
      best?.confidence ?? 0,
      [],
      phrases.firstActions,
    )
  }
  const found = KNOWLEDGE[locale].topics[topic]
  return reply(topic, found.answer, best?.confidence ?? 0, found.links, found.suggestions)
}

/** Installing, in each language (folded text): "do you install in…", "la pose à…", "монтаж в…". */
const INSTALL_WORDS =
  /\b(install\w*|instal\w*|colocan|poser|pose|posez|poseur\w*)\b|монтаж|установ|安装|贴膜|施工|上门/u

/**
 * Whether a message that names a place asks whether we work there: it says so ("do you serve",
 * "¿llegan hasta…?"), asks for installation there, or is the place alone; a ZIP code is asked about
 * unless the question is about shipping ("how long to ship to 30301?" is a shipping question).
 */
function asksAboutPlace(text: string, topic: TopicId | undefined, hasZip: boolean, message: string): boolean {
  if (AREA_QUESTION.test(text) || topic === 'serviceArea' || isOnlyPlace(message)) return true
  if (topic === 'shipping') return false
  return INSTALL_WORDS.test(text) || (hasZip && topic !== 'orderTracking')
}

/** A message that is a place and little else: "Savannah?", "30301", "Macon, GA". */
const isOnlyPlace = (message: string) =>
  HAN.test(message)
    ? message.replace(/[^\p{L}\p{N}]+/gu, '').length <= 5
    : message
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
        .split(' ').length <= 3

function productAnswer(phrases: Phrases, line: ProductLine, locale: Locale): string {
  const text = productFigures(phrases, line, locale)
  if (line.inStock === undefined) return text
  return `${text} ${fill(line.inStock ? phrases.stockIn : phrases.stockOut, { product: line.name })}`
}

/** A film line's use, figures and roll prices (per width, and per square foot); a piece's price. */
function productFigures(phrases: Phrases, line: ProductLine, locale: Locale): string {
  const money = (cents: number) => formatMoney(cents, locale, { whole: cents % 100 === 0 })
  const use = line.category in phrases.filmUses ? phrases.filmUses[line.category as FilmCategory] : undefined
  if (use === undefined || line.rolls.length === 0) {
    return line.priceCents === 0
      ? fill(phrases.productFree, { name: line.name })
      : fill(phrases.productPiece, { name: line.name, price: money(line.priceCents) })
  }
  const rolls = line.rolls.map((roll) =>
    fill(phrases.productRoll, { width: roll.widthIn, price: money(roll.priceCents) }),
  )
  const perSqFt = Math.min(
    ...line.rolls.map((roll) => roll.priceCents / ((roll.widthIn / 12) * roll.lengthFt)),
  )
  return fill(phrases.productFilm, {
    name: line.name,
    use,
    thickness: line.specs?.thicknessMil ?? '',
    vlt: line.specs?.vlt ?? '',
    solar: line.specs?.solarEnergyRejected ?? '',
    length: line.rolls[0]?.lengthFt ?? '',
    rolls: rolls.join(', '),
    sqft: formatMoney(Math.round(perSqFt), locale),
  })
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
  const number = typed === undefined ? null : normalizeOrderNumber(typed)
  if (!live) {
    const text =
      number === null ? phrases.orderNeedsNetwork : fill(phrases.orderNumberNeedsNetwork, { number })
    return { text, links: [track] }
  }
  if (!live.orders) return { text: phrases.orderSignIn, links: [track] }
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
  product: ProductLine | undefined,
  locale: Locale,
): { text: string; links: ChatLink[]; confidence: number } {
  if (!product)
    return { text: phrases.stockUnknown, links: [{ label: phrases.shop, to: '/shop' }], confidence: 0.5 }
  const links = [{ label: fill(phrases.openProduct, { product: product.name }), to: `/shop/${product.sku}` }]
  // No catalog on this device yet: the product's list prices, and stock when the network is back.
  if (product.inStock === undefined)
    return {
      text: `${productAnswer(phrases, product, locale)} ${phrases.stockNeedsNetwork}`,
      links,
      confidence: 0.9,
    }
  return {
    text: fill(product.inStock ? phrases.stockIn : phrases.stockOut, { product: product.name }),
    links,
    confidence: 0.9,
  }
}
