import { describe, expect, it } from 'vitest'
import type { OrderView } from '../../../domain/shop/order.ts'
import { makeOrderDocument } from '../../../domain/testing/order-document-factory.ts'
import {
  orderCancelledMail,
  orderConfirmationMail,
  orderExpiredMail,
  orderRefundMail,
  orderShippedMail,
} from './orders.mails.ts'

/* Each order mail is written in the language it is given: the customer's (orders.language). */

const ORIGIN = 'https://shield.example'

const order: OrderView = {
  orderNumber: 'SS-AAAA-BBBB',
  status: 'placed',
  placedAt: '2025-06-02T09:00:00.000Z',
  updatedAt: '2025-06-02T09:00:00.000Z',
  email: 'pat@example.com',
  shippingMethod: 'ground',
  paymentMethod: 'invoice',
  totals: {
    subtotalCents: 123_456,
    shippingCents: 0,
    taxCents: 4_938,
    totalCents: 128_394,
    taxRateBp: 400,
    weightLb: 12,
  },
  lines: [
    {
      productId: 'film',
      sku: 'SS-SEC-8',
      name: 'Security film 8 mil',
      quantity: 2,
      cutLengthFt: 12.5,
      unitCents: 61_728,
      lineCents: 123_456,
      weightLb: 12,
    },
  ],
  paymentUrl: null,
  shipTo: makeOrderDocument().shipTo,
  hubId: 'atlanta',
  trackingNumber: '1Z999',
  events: [],
  refunds: [],
  canCancel: false,
}

describe('the order mails, in the customer’s language', () => {
  it('confirms the order in Spanish, amounts written as US Spanish writes them (decision 037)', () => {
    const mail = orderConfirmationMail(order, 'es', { note: 'invoice', heldForGuest: true }, ORIGIN)
    expect(mail.subject).toBe('Su pedido SS-AAAA-BBBB – Southern Shield')
    expect(mail.text).toContain('Hola, Pat Smith:')
    expect(mail.text).toContain('2 × Security film 8 mil, cortada a 12.5 pies (SS-SEC-8) — $1,234.56')
    expect(mail.text).toContain('Total: $1,283.94')
    expect(mail.text).toContain('Páguela en un plazo de 30 días')
    expect(mail.text).toContain('Un pedido hecho sin cuenta se reserva 48 horas')
  })

  it('says it shipped, in French', () => {
    const mail = orderShippedMail(order, 'fr', ORIGIN)
    expect(mail.subject).toBe('Votre commande SS-AAAA-BBBB est expédiée – Southern Shield')
    expect(mail.text).toContain('Numéro de suivi\u00a0: 1Z999')
  })

  it('says it is cancelled, in Russian', () => {
    const mail = orderCancelledMail(order, 'ru', ORIGIN)
    expect(mail.subject).toBe('Ваш заказ SS-AAAA-BBBB отменён – Southern Shield')
    expect(mail.text).toContain('Здравствуйте, Pat Smith!')
  })

  it('tells of a refund, in Chinese', () => {
    const refund = { amountCents: 128_394, reason: '尺寸不对', returned: [], at: '2025-06-03T09:00:00.000Z' }
    const mail = orderRefundMail({ ...order, refunds: [refund] }, 'zh', refund, ORIGIN)
    expect(mail.subject).toBe('您的订单 SS-AAAA-BBBB 已全额退款 – Southern Shield')
    expect(mail.text).toContain('原因：尺寸不对')
    expect(mail.text).toContain('US$1,283.94')
  })

  it('says an unpaid visitor’s order expired, in Spanish', () => {
    const mail = orderExpiredMail(order, 'es', ORIGIN)
    expect(mail.subject).toBe(
      'Su pedido SS-AAAA-BBBB ha sido cancelado: no recibimos el pago – Southern Shield',
    )
    expect(mail.text).toContain('durante 48 horas')
  })

  it('stays in English for an English customer', () => {
    const mail = orderConfirmationMail(order, 'en', { note: 'cardPaid', heldForGuest: false }, ORIGIN)
    expect(mail.subject).toBe('Your order SS-AAAA-BBBB – Southern Shield')
    expect(mail.text).toContain('Payment: Paid by card. Thank you.')
    expect(mail.text).toContain('Total: $1,283.94')
  })
})
