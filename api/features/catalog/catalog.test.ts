import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  CatalogSchema,
  REVIEW_LIMITS,
  type Catalog,
  type CatalogProduct,
  type CatalogReview,
  type ReviewEligibility,
} from '../../../domain/shop/catalog.ts'
import { makeOrderBody } from '../../../domain/testing/order-factory.ts'
import type { PlacedOrder } from '../../../domain/shop/order.ts'
import { REVIEW_ERRORS } from '../../../domain/shop/review-errors.ts'
import { OUT_OF_STOCK_SKUS, seed, seedDemo, seedProducts } from '../../db/seed.ts'
import { createClient, signIn, type TestClient } from '../../test/client.ts'
import { productPageData, productPagePreloads } from './catalog.service.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

/*
 * Seeded products used below: the DIY kit (pieces), the Pro kit, SOL-CR40-36 (Ceramic 40, 36″ × 100′
 * rolls, whose stock counts in feet) and the Shield Clear 8 rolls.
 */
const KIT = 'prod_KIT-DIY'
const PRO_KIT = 'prod_KIT-PRO'
const FILM = 'prod_SOL-CR40-36'
const HUB_IDS = ['atlanta', 'florida', 'carolinas']

function shopApp() {
  const t = createTestApp()
  seed(t.db, { now: t.clock.now() })
  return t
}

async function demoShopApp() {
  const t = shopApp()
  await seedDemo(t.db, { now: t.clock.now() })
  return t
}

async function getCatalog(client: TestClient): Promise<Catalog> {
  const res = await client.get('/api/catalog')
  expect(res.status).toBe(200)
  return CatalogSchema.parse(await res.json())
}

const productOf = (catalog: Catalog, id: string): CatalogProduct => {
  const product = catalog.products.find((p) => p.id === id)
  if (!product) throw new Error(`${id} is not in the catalog`)
  return product
}

function setStockEverywhere(db: TestApp['db'], productId: string, quantity: number) {
  for (const hub of HUB_IDS)
    db.prepare('UPDATE stock SET quantity = ? WHERE hub_id = ? AND product_id = ?').run(
      quantity,
      hub,
      productId,
    )
}

let keys = 0
async function placeOrder(
  client: TestClient,
  lines: { productId: string; quantity: number; options?: object }[],
) {
  const res = await client.post('/api/orders', makeOrderBody({ lines }), {
    'Idempotency-Key': `catalog-test-${++keys}`,
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as PlacedOrder).orderNumber
}

/** Moves an order to delivered as the admin would. */
async function deliver(t: TestApp, orderNumber: string) {
  const admin = await signIn(t.app, 'admin')
  for (const change of [
    { status: 'paid' },
    { status: 'processing' },
    { status: 'shipped', trackingNumber: '1Z999AA10123456784' },
    { status: 'delivered' },
  ]) {
    const res = await admin.patch(`/api/orders/${orderNumber}/status`, change)
    expect(res.status, await res.clone().text()).toBe(200)
  }
}

const reviewCount = (db: TestApp['db']) =>
  db.prepare('SELECT count(*) FROM product_reviews').pluck().get() as number

describe('GET /api/catalog', () => {
  it('answers every active product to anyone, in the Catalog shape', async () => {
    const t = shopApp()
    const res = await createClient(t.app).get('/api/catalog')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    const catalog = CatalogSchema.parse(await res.json())
    expect(res.headers.get('ETag')).toBe(`W/"${catalog.version}"`)
    expect(catalog.products.map((p) => p.sku).sort()).toEqual(
      seedProducts()
        .map((p) => p.sku)
        .sort(),
    )

    const film = productOf(catalog, FILM)
    expect(film).toMatchObject({
      sku: 'SOL-CR40-36',
      filmSku: 'SOL-CR40',
      category: 'solar',
      widthIn: 36,
      lengthFt: 100,
      priceCents: 42600,
      specs: {
        vlt: 40,
        solarEnergyRejected: 52,
        uvRejected: 99,
        thicknessMil: 2,
        warrantyYears: { residential: 20, commercial: 15 },
      },
      stockStatus: 'inStock',
      rating: { average: 0, count: 0 },
      reviews: [],
      imageUrl: '/api/catalog/images/SOL-CR40-36.svg',
    })
    // Its other widths first, then what installing it needs.
    expect(film.relatedIds.slice(0, 3)).toEqual(['prod_SOL-CR40-48', 'prod_SOL-CR40-60', 'prod_SOL-CR40-72'])
    expect(film.relatedIds).toContain(KIT)
    expect(film.relatedIds).toContain('prod_TOOL-BLADES')
    expect(productOf(catalog, KIT)).toMatchObject({
      specs: null,
      widthIn: null,
      lengthFt: null,
      filmSku: null,
    })
    expect(productOf(catalog, KIT).relatedIds.some((id) => id.startsWith('prod_SOL-'))).toBe(true)
    // Every related id is a product of the catalog, never the product itself.
    const ids = new Set(catalog.products.map((p) => p.id))
    for (const product of catalog.products) {
      expect(product.relatedIds.length).toBeGreaterThan(0)
      expect(product.relatedIds.every((id) => ids.has(id) && id !== product.id)).toBe(true)
    }
    // The default sort: best sellers first.
    const popularity = catalog.products.map((p) => p.popularity)
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a))
  })

  it('answers 304 to a matching If-None-Match, weak or strong, and the new catalog once something changed', async () => {
    const t = shopApp()
    const client = createClient(t.app)
    const first = await client.get('/api/catalog')
    const etag = first.headers.get('ETag')!
    const strong = etag.replace(/^W\//, '')
    for (const header of [etag, strong, `"other", ${strong}`, '*']) {
      const res = await client.get('/api/catalog', { 'If-None-Match': header })
      expect(res.status).toBe(304)
      expect(res.headers.get('ETag')).toBe(etag)
      expect(await res.text()).toBe('')
    }
    expect((await client.get('/api/catalog', { 'If-None-Match': '"stale"' })).status).toBe(200)

    t.db.prepare('UPDATE products SET price_cents = price_cents + 100 WHERE id = ?').run(KIT)
    const changed = await client.get('/api/catalog', { 'If-None-Match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('ETag')).not.toBe(etag)
  })

  it('sends the catalog gzipped to a browser that takes gzip, the same JSON, and again after a change', async () => {
    const t = shopApp()
    const client = createClient(t.app)
    const plain = await client.get('/api/catalog')
    const zipped = await t.app.request('/api/catalog', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding')
    expect(zipped.headers.get('ETag')).toBe(plain.headers.get('ETag'))
    const unzipped = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()
    expect(JSON.parse(unzipped)).toEqual(await plain.json())

    t.db.prepare('UPDATE products SET price_cents = price_cents + 100 WHERE id = ?').run(KIT)
    const after = await t.app.request('/api/catalog', { headers: { 'Accept-Encoding': 'gzip' } })
    const products = (JSON.parse(gunzipSync(Buffer.from(await after.arrayBuffer())).toString()) as Catalog)
      .products
    const before = (JSON.parse(unzipped) as Catalog).products
    expect(products.find((p) => p.id === KIT)!.priceCents).toBe(
      before.find((p) => p.id === KIT)!.priceCents + 100,
    )
  })

  it('leaves out products taken out of the shop', async () => {
    const t = shopApp()
    t.db.prepare('UPDATE products SET active = 0 WHERE id = ?').run(PRO_KIT)
    const catalog = await getCatalog(createClient(t.app))
    expect(catalog.products.some((p) => p.id === PRO_KIT)).toBe(false)
    expect(catalog.products.some((p) => p.relatedIds.includes(PRO_KIT))).toBe(false)
  })

  it('shows the seeded sold-out products out of stock and the rest in stock', async () => {
    const catalog = await getCatalog(createClient(shopApp().app))
    const out = catalog.products.filter((p) => p.stockStatus === 'outOfStock').map((p) => p.sku)
    expect(out.sort()).toEqual([...OUT_OF_STOCK_SKUS].sort())
  })

  it('goes out of stock when held orders take the last piece, and back when the order is cancelled', async () => {
    const t = shopApp()
    const visitor = createClient(t.app)
    setStockEverywhere(t.db, PRO_KIT, 0)
    t.db.prepare("UPDATE stock SET quantity = 1 WHERE hub_id = 'atlanta' AND product_id = ?").run(PRO_KIT)
    expect(productOf(await getCatalog(visitor), PRO_KIT).stockStatus).toBe('inStock')

    const number = await placeOrder(visitor, [{ productId: PRO_KIT, quantity: 1 }])
    expect(productOf(await getCatalog(visitor), PRO_KIT).stockStatus).toBe('outOfStock')

    const admin = await signIn(t.app, 'admin')
    expect((await admin.post(`/api/orders/${number}/cancel`)).status).toBe(200)
    expect(productOf(await getCatalog(visitor), PRO_KIT).stockStatus).toBe('inStock')
  })

  it('counts a roll in stock only while some hub still has a full roll', async () => {
    const t = shopApp()
    const visitor = createClient(t.app)
    setStockEverywhere(t.db, FILM, 0)
    t.db.prepare("UPDATE stock SET quantity = 1 WHERE hub_id = 'atlanta' AND product_id = ?").run(FILM)
    // A 10 ft cut leaves 90 ft: cuts can still be sold, but not a roll.
    const number = await placeOrder(visitor, [{ productId: FILM, quantity: 1, options: { cutLengthFt: 10 } }])
    expect(productOf(await getCatalog(visitor), FILM).stockStatus).toBe('outOfStock')
    // Shipped film keeps counting until the warehouse counts again.
    t.db.prepare("UPDATE stock_reservations SET state = 'shipped'").run()
    expect(productOf(await getCatalog(visitor), FILM).stockStatus).toBe('outOfStock')
    t.db.prepare("UPDATE stock_reservations SET state = 'counted'").run()
    expect(productOf(await getCatalog(visitor), FILM).stockStatus).toBe('inStock')
    expect(number).toBeTruthy()
  })

  it('carries the demo buyers’ verified reviews, newest first, with the rating', async () => {
    const t = await demoShopApp()
    const catalog = await getCatalog(createClient(t.app))
    const reviewed = catalog.products.filter((p) => p.rating.count > 0)
    expect(reviewed.length).toBeGreaterThanOrEqual(2)
    const ratings = new Set(reviewed.map((p) => p.rating.average))
    expect(ratings.size).toBeGreaterThan(1)
    for (const product of reviewed) {
      expect(product.reviews).toHaveLength(product.rating.count)
      for (const review of product.reviews) {
        expect(review.text.length).toBeGreaterThanOrEqual(REVIEW_LIMITS.minText)
        expect(['homeowner', 'installer']).toContain(review.authorName)
      }
    }
    // The demo orders are delivered, priced like any order, and held stock that has shipped.
    const orders = t.db
      .prepare(
        `SELECT o.status, o.total_cents AS total, o.subtotal_cents + o.shipping_cents + o.tax_cents AS parts,
           (SELECT sum(line_cents) FROM order_lines l WHERE l.order_id = o.id) AS lines, o.subtotal_cents AS subtotal
         FROM orders o`,
      )
      .all() as { status: string; total: number; parts: number; lines: number; subtotal: number }[]
    expect(orders.length).toBeGreaterThanOrEqual(3)
    for (const order of orders) {
      expect(order.status).toBe('delivered')
      expect(order.total).toBe(order.parts)
      expect(order.lines).toBe(order.subtotal)
    }
    // Seeding again adds nothing.
    const before = { orders: orders.length, reviews: reviewCount(t.db) }
    seed(t.db)
    await seedDemo(t.db)
    expect({
      orders: t.db.prepare('SELECT count(*) FROM orders').pluck().get(),
      reviews: reviewCount(t.db),
    }).toEqual(before)
  })

  it('shows at most the newest 20 reviews of a product, and rates it on all of them', async () => {
    const t = shopApp()
    const insert = t.db.prepare(
      `INSERT INTO product_reviews (id, product_id, user_id, order_id, rating, text, author_name, created_at)
       VALUES (?, ?, ?, NULL, ?, 'Plenty of words here.', 'Someone', ?)`,
    )
    const users = t.db.prepare('SELECT id FROM users').pluck().all() as string[]
    const userIds = Array.from({ length: 25 }, (_, i) => users[i] ?? `user-${i}`)
    for (const [i, userId] of userIds.entries()) {
      if (!users.includes(userId))
        t.db
          .prepare(
            `INSERT INTO users (id, username, username_normalized, email, email_normalized, password_hash, user_type, created_at)
             VALUES (?, ?, ?, ?, ?, 'x', 'homeowner', '2025-01-01T00:00:00.000Z')`,
          )
          .run(userId, userId, userId, `${userId}@x`, `${userId}@x`)
      insert.run(
        `r${i}`,
        KIT,
        userId,
        i < 20 ? 5 : 1,
        `2025-07-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
      )
    }
    const kit = productOf(await getCatalog(createClient(t.app)), KIT)
    expect(kit.rating).toEqual({ average: 4.2, count: 25 })
    expect(kit.reviews).toHaveLength(REVIEW_LIMITS.perProduct)
    expect(kit.reviews[0]?.id).toBe('r24')
    expect(kit.updatedAt).toBe('2025-07-25T00:00:00.000Z')
  })
})

describe('a product page asked for with what it shows first', () => {
  it('names the catalog and the picture of the width the page opens on: the 60″ roll, another in stock when it is not', () => {
    const t = shopApp()
    expect(productPagePreloads(t, 'SOL-CR40')).toEqual([
      '</api/catalog>; rel=preload; as=fetch; crossorigin',
      '</api/catalog/images/SOL-CR40-60.svg>; rel=preload; as=image',
    ])
    setStockEverywhere(t.db, 'prod_SOL-CR40-60', 0)
    expect(productPagePreloads(t, 'SOL-CR40')[1]).toBe(
      '</api/catalog/images/SOL-CR40-36.svg>; rel=preload; as=image',
    )
    expect(productPagePreloads(t, 'KIT-PRO')[1]).toBe(
      '</api/catalog/images/KIT-PRO.svg>; rel=preload; as=image',
    )
    // A key the catalog does not have: the page will say so, with no picture to fetch.
    expect(productPagePreloads(t, 'NO-SUCH')).toEqual(['</api/catalog>; rel=preload; as=fetch; crossorigin'])
  })
})

describe('a product page rendered by the server', () => {
  it('is rendered with the catalog GET /api/catalog sends, under its version, which a stock change renews', async () => {
    const t = shopApp()
    const answer = await t.app.request('/api/catalog')
    const rendered = productPageData(t, 'SOL-CR40')!
    expect(rendered.catalog).toBe(await answer.text())
    expect(rendered.version).toBe(answer.headers.get('ETag'))
    setStockEverywhere(t.db, 'prod_SOL-CR40-60', 0)
    const after = productPageData(t, 'SOL-CR40')!
    expect(after.version).not.toBe(rendered.version)
    expect(JSON.parse(after.catalog)).toMatchObject({ version: after.version.slice(3, -1) })
    // A key no product has is not rendered: the app says it is not in the catalog.
    expect(productPageData(t, 'NO-SUCH')).toBeUndefined()
  })
})

describe('GET /api/catalog/images/:sku.svg', () => {
  it('draws every seeded product as a small SVG with its name as title, cached for a day', async () => {
    const t = shopApp()
    const client = createClient(t.app)
    for (const product of seedProducts()) {
      const res = await client.get(`/api/catalog/images/${product.sku}.svg`)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml')
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400')
      expect(res.headers.get('ETag')).toMatch(/^W\/"[\w-]+"$/)
      const svg = await res.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(svg).toContain('<title>')
      expect(svg.length).toBeLessThan(4000)
    }
  })

  it('answers 304 to a matching If-None-Match and 404 to an unknown SKU', async () => {
    const client = createClient(shopApp().app)
    const res = await client.get('/api/catalog/images/KIT-DIY.svg')
    const etag = res.headers.get('ETag')!
    expect((await client.get('/api/catalog/images/KIT-DIY.svg', { 'If-None-Match': etag })).status).toBe(304)
    expect((await client.get('/api/catalog/images/NOPE-1.svg')).status).toBe(404)
    expect((await client.get('/api/catalog/images/KIT-DIY.png')).status).toBe(404)
    expect((await client.get('/api/catalog/images/KIT-DIY')).status).toBe(404)
  })
})

describe('reviews', () => {
  const GOOD = { rating: 4, text: 'Went on easily with plenty of slip solution.' }

  async function homeownerApp() {
    const t = shopApp()
    const homeowner = await signIn(t.app, 'homeowner')
    const post = async (productId: string, body: unknown) => {
      const res = await homeowner.post(`/api/products/${productId}/reviews`, body)
      return { status: res.status, body: (await res.json()) as CatalogReview & Record<string, unknown> }
    }
    const eligibility = async (productId: string) => {
      const res = await homeowner.get(`/api/products/${productId}/review-eligibility`)
      expect(res.status).toBe(200)
      return (await res.json()) as ReviewEligibility
    }
    return { ...t, homeowner, post, eligibility }
  }

  it('needs a session to write or ask', async () => {
    const t = shopApp()
    const visitor = createClient(t.app)
    const res = await visitor.post(`/api/products/${KIT}/reviews`, GOOD)
    expect(res.status).toBe(401)
    expect((await visitor.get(`/api/products/${KIT}/review-eligibility`)).status).toBe(401)
    expect(reviewCount(t.db)).toBe(0)
  })

  it('refuses a customer who never bought the product, with reviewNotVerified', async () => {
    const { post, eligibility, db } = await homeownerApp()
    expect(await post(KIT, GOOD)).toMatchObject({
      status: 403,
      body: { code: 'reviewNotVerified', message: REVIEW_ERRORS.reviewNotVerified },
    })
    expect(await eligibility(KIT)).toEqual({ canReview: false, myReview: null })
    expect(reviewCount(db)).toBe(0)
  })

  it('answers 404 for a product that is not in the catalog', async () => {
    const { post, homeowner } = await homeownerApp()
    expect(await post('prod_NOPE', GOOD)).toMatchObject({ status: 404, body: { code: 'productNotFound' } })
    expect((await homeowner.get('/api/products/prod_NOPE/review-eligibility')).status).toBe(404)
  })

  it('waits for the order to be delivered, then publishes the review in the catalog', async () => {
    const t = await homeownerApp()
    const number = await placeOrder(t.homeowner, [{ productId: KIT, quantity: 1 }])
    expect(await t.post(KIT, GOOD)).toMatchObject({ status: 403, body: { code: 'reviewNotVerified' } })
    expect((await t.eligibility(KIT)).canReview).toBe(false)
    // Another customer's delivered order does not make this one a buyer.
    const installer = await signIn(t.app, 'installer')
    await deliver(t, await placeOrder(installer, [{ productId: KIT, quantity: 1 }]))
    expect((await t.eligibility(KIT)).canReview).toBe(false)

    await deliver(t, number)
    expect(await t.eligibility(KIT)).toEqual({ canReview: true, myReview: null })
    t.clock.advance(60_000)
    const posted = await t.post(KIT, { rating: 4, text: `  ${GOOD.text}  ` })
    expect(posted.status).toBe(201)
    expect(posted.body).toEqual({
      id: expect.any(String),
      rating: 4,
      text: GOOD.text,
      authorName: 'homeowner',
      createdAt: t.clock.now().toISOString(),
    })
    expect(await t.eligibility(KIT)).toEqual({ canReview: true, myReview: posted.body })

    const kit = productOf(await getCatalog(createClient(t.app)), KIT)
    expect(kit.rating).toEqual({ average: 4, count: 1 })
    expect(kit.reviews).toEqual([posted.body])
    expect(kit.updatedAt).toBe(posted.body.createdAt)
    // Only the buyer's own product: the DIY kit's order does not verify a review of a film.
    expect((await t.post(FILM, GOOD)).status).toBe(403)
  })

  it('refuses bad input with 400 and field errors, writing nothing', async () => {
    const t = await homeownerApp()
    await deliver(t, await placeOrder(t.homeowner, [{ productId: KIT, quantity: 1 }]))
    const cases: [unknown, string, Record<string, string>][] = [
      [{}, 'ratingRequired', { rating: 'ratingRequired', text: 'reviewTextRequired' }],
      [{ rating: 0, text: GOOD.text }, 'ratingRequired', { rating: 'ratingRequired' }],
      [{ rating: 6, text: GOOD.text }, 'ratingRequired', { rating: 'ratingRequired' }],
      [{ rating: 4.5, text: GOOD.text }, 'ratingRequired', { rating: 'ratingRequired' }],
      [{ rating: '5', text: GOOD.text }, 'ratingRequired', { rating: 'ratingRequired' }],
      [{ rating: 5, text: '    ' }, 'reviewTextRequired', { text: 'reviewTextRequired' }],
      [{ rating: 5, text: 'Great!' }, 'reviewTextTooShort', { text: 'reviewTextTooShort' }],
      [{ rating: 5, text: 'x'.repeat(REVIEW_LIMITS.text + 1) }, 'fieldTooLong', { text: 'fieldTooLong' }],
      [{ rating: 5, text: 42 }, 'reviewTextRequired', { text: 'reviewTextRequired' }],
    ]
    for (const [body, code, fieldErrors] of cases) {
      const res = await t.post(KIT, body)
      expect({
        input: body,
        status: res.status,
        code: res.body.code,
        fieldErrors: res.body.fieldErrors,
      }).toEqual({
        input: body,
        status: 400,
        code,
        fieldErrors,
      })
      expect(res.body.message).toBe(REVIEW_ERRORS[code as keyof typeof REVIEW_ERRORS])
    }
    for (const body of [[GOOD], 'not json', null]) {
      expect(await t.post(KIT, body)).toMatchObject({ status: 400, body: { code: 'reviewInvalid' } })
    }
    expect(reviewCount(t.db)).toBe(0)
  })

  it("replaces the customer's earlier review of the product", async () => {
    const t = await homeownerApp()
    await deliver(t, await placeOrder(t.homeowner, [{ productId: KIT, quantity: 1 }]))
    const first = await t.post(KIT, { rating: 2, text: 'The squeegee felt flimsy at first.' })
    expect(first.status).toBe(201)
    t.clock.advance(86_400_000)
    const second = await t.post(KIT, { rating: 5, text: 'Six windows later: it did the whole job well.' })
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({
      id: first.body.id,
      rating: 5,
      createdAt: t.clock.now().toISOString(),
    })
    expect(reviewCount(t.db)).toBe(1)
    const kit = productOf(await getCatalog(createClient(t.app)), KIT)
    expect(kit.rating).toEqual({ average: 5, count: 1 })
    expect(kit.reviews.map((r) => r.text)).toEqual(['Six windows later: it did the whole job well.'])
  })
})
