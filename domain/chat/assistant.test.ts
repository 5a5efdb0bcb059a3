import { describe, expect, it } from 'vitest'
import { answer, type LiveData } from './assistant.ts'
import { answerOffline, ChatReplySchema } from './index.ts'
import type { CatalogItem } from './products.ts'

describe('answerOffline', () => {
  it('answers from the knowledge base in the asked language', () => {
    const reply = answerOffline('¿Cuántos años de garantía tiene?', 'es')
    expect(ChatReplySchema.parse(reply)).toEqual(reply)
    expect(reply.message).toMatch(/garantía cubre/)
    expect(reply.locale).toBe('es')
    expect(reply.confidence).toBeGreaterThan(0.3)
  })

  it('answers in the language the question is written in, whatever the page language', () => {
    const spanish = answerOffline('¿Cuánto tarda el envío a mi casa?', 'en')
    expect(spanish.locale).toBe('es')
    expect(spanish.message).toMatch(/días hábiles/)
    expect(answerOffline('Combien de temps prend la livraison ?', 'en').locale).toBe('fr')
    expect(answerOffline('Какая гарантия на плёнку?', 'en').message).toMatch(/Гарантия/)
    expect(answerOffline('保修几年？', 'fr').message).toMatch(/保修/)
    // A product name alone says no language: the page's is kept.
    expect(answerOffline('Shield Clear 8', 'fr').locale).toBe('fr')
    // The letters of a code are no French "d'" or "s'": an English question with one stays English.
    for (const number of ['SS-S1FD-D78D', 'SS-D4SD-8S2L', 'SS-JC8N-L1DS'])
      expect(answerOffline(`status of order ${number}`, 'en').locale, number).toBe('en')
    expect(answerOffline("d'où vient la commande SS-S1FD-D78D ?", 'en').locale).toBe('fr')
  })

  it('refuses politely, with the first actions, what is not about window film or is abuse', () => {
    for (const message of ['who won the football game', 'you are a stupid bot']) {
      const reply = answerOffline(message, 'en')
      expect(reply.message, message).toMatch(/^Sorry, I can only help with window film/)
      expect(reply.suggestedActions, message).toContain('How much does window film cost?')
    }
    expect(answer('¿Quién ganó el partido de fútbol?', 'es').kind).toBe('refusal')
  })

  it('never refuses a message about the film itself, even one it cannot place', () => {
    // 膜 (film) alone is no word to the Chinese segmenter; "tint" is a synonym of film.
    expect(answer('膜到的时候是皱的怎么办', 'zh').kind).not.toBe('refusal')
    expect(answer('my tint is doing something weird', 'en').kind).not.toBe('refusal')
  })

  it('says orders need the network, naming the order', () => {
    expect(answerOffline('status of order SS-7K2M-9QXD', 'en').message).toBe(
      'Checking order SS-7K2M-9QXD needs the network. Ask me again when you are back online, or open Track order.',
    )
  })
})

describe('service areas', () => {
  it('answers yes with the hub for a city, a state or a ZIP inside, in any language', () => {
    const macon = answer('Do you install in Macon?', 'en')
    expect(macon.kind).toBe('serviceArea')
    expect(macon.reply.message).toBe(
      'Yes, Macon, GA is in our area: the Atlanta hub and its installation teams serve it.',
    )
    // Savannah is South Georgia, which the Florida hub serves (domain/shop/zones.ts).
    expect(answer('Do you install in Savannah?', 'en').reply.message).toMatch(
      /^Yes, Savannah, GA .* Florida hub/,
    )
    expect(answer('¿Trabajan en Charlotte?', 'es').reply.message).toMatch(/^Sí, .*las Carolinas/)
    expect(answer('Вы устанавливаете в Ноксвилле?', 'ru').reply.message).toMatch(
      /^Да, Ноксвилл, TN .*Атланта/,
    )
    expect(answer('你们在亚特兰大安装吗？', 'zh').reply.message).toMatch(/^是的.*亚特兰大区域中心/)
    expect(answer('30301', 'en').reply.message).toMatch(/^Yes, 30301 \(GA\).*Atlanta hub/)
  })

  it('answers a clear no outside the area, with the DIY shop and the marketplace', () => {
    const { kind, reply } = answer('Do you serve 10001?', 'en')
    expect(kind).toBe('serviceArea')
    expect(reply.message).toMatch(/^No, 10001 \(NY\) is outside our installation area/)
    expect(reply.links.map((link) => link.to)).toEqual(['/diy-film-order', '/post-job'])
    expect(answer('do you do installs in Chicago', 'en').reply.message).toMatch(/^No, Chicago, IL/)
  })

  it('lists the areas when no place is named', () => {
    const { kind, reply } = answer('What areas do you serve?', 'en')
    expect(kind).toBe('serviceArea')
    expect(reply.message).toMatch(/Georgia, Alabama and Tennessee \(Atlanta hub\)/)
  })

  it('does not take the weather in a city for a service-area question', () => {
    expect(answer("what's the weather in tampa tomorrow", 'en').kind).toBe('refusal')
  })
})

describe('returns', () => {
  it('answers with the actual terms', () => {
    const { kind, reply } = answer('Can I return a cut piece of film?', 'en')
    expect(kind).toBe('returns')
    expect(reply.message).toMatch(/cut to your measurements .* can only be returned if it is defective/)
    expect(reply.message).toMatch(/within 30 days of delivery/)
    expect(answer('¿Puedo devolver un trozo de lámina cortado?', 'es').kind).toBe('returns')
  })
})

describe('products', () => {
  it("answers a product's roll prices, per width and per square foot, from the list prices offline", () => {
    const { kind, reply } = answer('How much is Shield Clear 8 per roll?', 'en')
    expect(kind).toBe('product')
    expect(reply.message).toMatch(/^Shield Clear 8 is a security film/)
    expect(reply.message).toContain('60″ wide $890')
    expect(reply.message).toContain('about $1.78 per square foot')
    expect(reply.links).toEqual([{ label: 'Open Shield Clear 8', to: '/shop/SEC-8C-36' }])
  })

  const catalog: CatalogItem[] = [
    {
      sku: 'SEC-8C-60',
      name: 'Shield Clear 8 — 60″ × 100′',
      category: 'security',
      widthIn: 60,
      lengthFt: 100,
      priceCents: 91_000,
      inStock: false,
      specs: { vlt: 88, solarEnergyRejected: 16, thicknessMil: 8 },
    },
    {
      sku: 'SEC-14C-60',
      name: 'Shield Clear 14 — 60″ × 100′',
      category: 'security',
      widthIn: 60,
      lengthFt: 100,
      priceCents: 138_000,
      inStock: true,
      specs: { vlt: 87, solarEnergyRejected: 15, thicknessMil: 14 },
    },
    {
      sku: 'KIT-DIY',
      name: 'DIY Install Kit (squeegees, knife)',
      category: 'kit',
      widthIn: null,
      lengthFt: null,
      priceCents: 3499,
      inStock: true,
    },
  ]

  it('answers from the catalog it is handed, in the reply language, with typos forgiven', () => {
    expect(answer('precio del rollo de shield clear 8', 'es', { catalog }).reply.message).toMatch(
      // Dollars as US Spanish writes them (decision 037).
      /^Shield Clear 8 es una película de seguridad.*60″ de ancho: \$910\b.*Shield Clear 8 está agotado/,
    )
    expect(answer('how much is the DIY install kit', 'en', { catalog }).reply.message).toBe(
      'DIY Install Kit: $34.99. DIY Install Kit is in stock.',
    )
    expect(answer('sheild clear 14 price?', 'en', { catalog }).reply.message).toMatch(/^Shield Clear 14 is/)
    // A name is asked by its words up to its number.
    expect(answer('le Ceramic 70 coûte combien ?', 'fr').reply.message).toMatch(
      /^Ceramic 70 Clear View est un/,
    )
  })

  it('tells stock from the catalog, naming the longest matching product', () => {
    const { reply } = answer('Do you have Shield Clear 14 in stock?', 'en', { catalog })
    expect(reply.message).toBe('Shield Clear 14 is in stock.')
    expect(reply.links).toEqual([{ label: 'Open Shield Clear 14', to: '/shop/SEC-14C-60' }])
    expect(answer('Is Shield Clear 8 available?', 'en', { catalog }).reply.message).toMatch(/out of stock/)
  })

  it('keeps the estimator link for an installed price with sizes', () => {
    const { kind, reply } = answer('3 windows 36 by 48 with Shield Clear 8 security film', 'en')
    expect(kind).toBe('priceQuote')
    expect(reply.links[0]?.to).toMatch(/^\/enhanced-estimator\?/)
  })
})

describe("the customer's mood", () => {
  it('reads an honest answer about a hard topic as no mood: not a certified hurricane product is not negative', () => {
    const reply = answerOffline(
      'Is security film hurricane proof? Will it hold broken glass in a storm?',
      'en',
    )
    expect(reply.message).toMatch(/not a certified hurricane product/)
    expect(reply.sentiment).toBe('neutral')
    expect(reply.handoff).toBe(false)
  })

  it('offers a person to a frustrated customer, with an apology, and reads them as negative', () => {
    const reply = answerOffline("This is ridiculous, I've been waiting for weeks and no one answers!", 'en')
    expect(reply.sentiment).toBe('negative')
    expect(reply.handoff).toBe(true)
    expect(reply.message).toMatch(/^I am sorry about the trouble\. Use "Talk to a person"/)
  })

  it('offers a person when asked for one', () => {
    const { kind, reply } = answer('Can I talk to a human please', 'en')
    expect(kind).toBe('handoff')
    expect(reply.handoff).toBe(true)
    expect(reply.sentiment).toBe('neutral')
  })
})

describe('answer with live data', () => {
  const live: LiveData = {
    orders: { statusOf: (number) => (number === 'SS-7K2M-9QXD' ? 'shipped' : undefined) },
  }

  it("tells the status of the asker's own order, however the number is typed", () => {
    expect(answer('where is my order ss 7k2m 9qxd?', 'en', { live }).reply.message).toBe(
      'Order SS-7K2M-9QXD is shipped.',
    )
    expect(answer('status of SS-AAAA-BBBB', 'en', { live }).reply.message).toMatch(
      /found no order SS-AAAA-BBBB/,
    )
  })

  it('sends a visitor to track-order', () => {
    const reply = answer('status of order SS-7K2M-9QXD', 'en', { live: { orders: null } }).reply
    expect(reply.message).toMatch(/Sign in/)
    expect(reply.links).toContainEqual({ label: 'Track an order', to: '/track-order' })
  })
})
