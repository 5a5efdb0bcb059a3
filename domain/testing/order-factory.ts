import type { OrderBody } from '../shop/order.ts'
import type { ShopProduct } from '../shop/products.ts'

/*
 * Valid orders and products for tests (unit, integration and end to end): pass only what the test
 * is about, everything else gets a plausible value. Product ids are the seeded ones (api/db/seed.ts).
 */

export function makeOrderBody(overrides: Partial<OrderBody> = {}): OrderBody {
  return {
    email: 'pat@example.com',
    lines: [{ productId: 'prod_SOL-CR40-36', quantity: 1 }],
    shipTo: {
      name: 'Pat Smith',
      street: '12 Peachtree St',
      city: 'Atlanta',
      state: 'GA',
      zip: '30303',
      phone: '(404) 555-0100',
    },
    shippingMethod: 'ground',
    paymentMethod: 'invoice',
    ...overrides,
  }
}

/** A 60 in × 100 ft, 2 mil solar film at $710 unless told otherwise. */
export function makeRollProduct(overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id: 'roll',
    sku: 'SOL-CR40-60',
    name: 'Ceramic 40 — 60″ × 100′',
    category: 'solar',
    widthIn: 60,
    lengthFt: 100,
    priceCents: 71000,
    active: true,
    thicknessMil: 2,
    ...overrides,
  }
}

export function makePieceProduct(overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id: 'kit',
    sku: 'KIT-DIY',
    name: 'DIY Install Kit',
    category: 'kit',
    widthIn: null,
    lengthFt: null,
    priceCents: 3499,
    active: true,
    thicknessMil: null,
    ...overrides,
  }
}
