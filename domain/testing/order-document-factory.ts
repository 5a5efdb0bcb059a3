import type { OrderDocument } from '../shop/order-document.ts'

/** A customer's order document as the server writes it, for tests: pass only what the test is about. */
export function makeOrderDocument(overrides: Partial<OrderDocument> = {}): OrderDocument {
  const number = overrides.number ?? overrides.id ?? 'SS-7K2M-Q9XD'
  return {
    id: number,
    ownerId: 'ann',
    number,
    status: 'placed',
    email: 'pat@example.com',
    placedAt: '2025-06-02T09:00:00.000Z',
    updatedAt: '2025-06-02T09:00:00.000Z',
    shippingMethod: 'ground',
    paymentMethod: 'invoice',
    hubId: 'atlanta',
    shipTo: {
      name: 'Pat Smith',
      company: '',
      street: '12 Peachtree St',
      street2: '',
      city: 'Atlanta',
      state: 'GA',
      zip: '30303',
      phone: '(404) 555-0100',
    },
    lines: [
      {
        productId: 'prod_SOL-CR40-36',
        sku: 'SOL-CR40-36',
        name: 'Ceramic 40 — 36″ × 100′',
        quantity: 2,
        cutLengthFt: 10,
        unitCents: 5325,
        lineCents: 10650,
        weightLb: 4.53,
      },
      {
        productId: 'prod_KIT-DIY',
        sku: 'KIT-DIY',
        name: 'DIY Install Kit',
        quantity: 1,
        cutLengthFt: null,
        unitCents: 3499,
        lineCents: 3499,
        weightLb: 2,
      },
    ],
    totals: {
      subtotalCents: 14149,
      shippingCents: 1140,
      taxCents: 1361,
      totalCents: 16650,
      taxRateBp: 890,
      weightLb: 6.53,
    },
    itemCount: 3,
    trackingNumber: null,
    events: [{ status: 'placed', at: '2025-06-02T09:00:00.000Z', trackingNumber: null }],
    refunds: [],
    _deleted: false,
    ...overrides,
  }
}
