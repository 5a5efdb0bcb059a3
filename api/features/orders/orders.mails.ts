import { formatMoney } from '../../../domain/money/money.ts'
import { GUEST_INVOICE_LIMITS } from '../../../domain/shop/limits.ts'
import type { OrderView } from '../../../domain/shop/order.ts'
import { refundedCentsOf, type OrderRefund } from '../../../domain/shop/refunds.ts'
import type { ShippingMethod } from '../../../domain/shop/shipping.ts'
import type { MailMessage } from '../../mail/mailer.ts'

/*
 * The order mails, in English like the account mails (the customer's language is not stored yet).
 * Plain text only: what the customer typed goes into them, and text needs no escaping to be safe.
 */

const PRODUCT = 'Southern Shield'

const money = (cents: number) => formatMoney(cents, 'en-US')

const METHOD: Record<ShippingMethod, string> = {
  ground: 'Ground (3–5 business days)',
  expedited: 'Expedited (2 business days)',
  freight: 'Freight (the carrier calls to book a delivery time)',
}

/** Where a customer follows the order without signing in: the number is filled in, the email is not. */
const trackUrl = (origin: string, number: string) => `${origin}/track-order?number=${number}`

function lineText(line: OrderView['lines'][number]): string {
  const what = line.cutLengthFt === null ? line.name : `${line.name}, cut to ${line.cutLengthFt} ft`
  return `${line.quantity} × ${what} (${line.sku}) — ${money(line.lineCents)}`
}

export function orderConfirmationMail(
  order: OrderView,
  paymentInstructions: string,
  origin: string,
): MailMessage {
  const { shipTo, totals } = order
  return {
    to: order.email,
    purpose: 'order',
    subject: `Your order ${order.orderNumber} – ${PRODUCT}`,
    text: [
      `Hello ${shipTo.name},`,
      '',
      `Thank you for your order. Its number is ${order.orderNumber}.`,
      '',
      ...order.lines.map(lineText),
      '',
      `Subtotal: ${money(totals.subtotalCents)}`,
      `Shipping: ${totals.shippingCents === 0 ? 'free' : money(totals.shippingCents)}`,
      `Sales tax (${totals.taxRateBp / 100} %): ${money(totals.taxCents)}`,
      `Total: ${money(totals.totalCents)}`,
      '',
      `Shipping: ${METHOD[order.shippingMethod]}, to:`,
      shipTo.name,
      ...(shipTo.company ? [shipTo.company] : []),
      shipTo.street,
      ...(shipTo.street2 ? [shipTo.street2] : []),
      `${shipTo.city}, ${shipTo.state} ${shipTo.zip}`,
      '',
      `Payment: ${paymentInstructions}`,
      '',
      `Follow your order with its number and this email address: ${trackUrl(origin, order.orderNumber)}`,
      '',
      'If anything is wrong, simply reply to this message.',
    ].join('\n'),
  }
}

export function orderShippedMail(order: OrderView, origin: string): MailMessage {
  return {
    to: order.email,
    purpose: 'order-shipped',
    subject: `Your order ${order.orderNumber} has shipped – ${PRODUCT}`,
    text: [
      `Hello ${order.shipTo.name},`,
      '',
      `Your order ${order.orderNumber} is on its way by ${METHOD[order.shippingMethod].toLowerCase()}.`,
      `Tracking number: ${order.trackingNumber ?? ''}`,
      '',
      `Follow it here: ${trackUrl(origin, order.orderNumber)}`,
    ].join('\n'),
  }
}

export function orderCancelledMail(order: OrderView, origin: string): MailMessage {
  return {
    to: order.email,
    purpose: 'order-cancelled',
    subject: `Your order ${order.orderNumber} is cancelled – ${PRODUCT}`,
    text: [
      `Hello ${order.shipTo.name},`,
      '',
      `Your order ${order.orderNumber} of ${money(order.totals.totalCents)} is cancelled; nothing will ship.`,
      'If you had already paid, the refund follows within 5–10 business days.',
      '',
      `Details: ${trackUrl(origin, order.orderNumber)}`,
      '',
      'If you did not ask for this, simply reply to this message.',
    ].join('\n'),
  }
}

/** Each refund, with its amount, its reason and what is left; "in full" only when all was returned. */
export function orderRefundMail(order: OrderView, refund: OrderRefund, origin: string): MailMessage {
  const refunded = refundedCentsOf(order.refunds)
  const total = order.totals.totalCents
  const full = refunded >= total
  return {
    to: order.email,
    purpose: 'order-refund',
    subject: full
      ? `Your order ${order.orderNumber} is refunded in full – ${PRODUCT}`
      : `We refunded ${money(refund.amountCents)} of your order ${order.orderNumber} – ${PRODUCT}`,
    text: [
      `Hello ${order.shipTo.name},`,
      '',
      `We refunded ${money(refund.amountCents)} of your order ${order.orderNumber}.`,
      `Reason: ${refund.reason}`,
      full
        ? `With this refund, the whole ${money(total)} you paid has been returned.`
        : `Refunded so far: ${money(refunded)} of ${money(total)}.`,
      'The money reaches your card or account within 5–10 business days.',
      '',
      `Details: ${trackUrl(origin, order.orderNumber)}`,
      '',
      'If anything is wrong, simply reply to this message.',
    ].join('\n'),
  }
}

/** A visitor's invoice order cancelled because it was not paid while it held its stock. */
export function orderExpiredMail(order: OrderView, origin: string): MailMessage {
  return {
    to: order.email,
    purpose: 'order-expired',
    subject: `Your order ${order.orderNumber} is cancelled: no payment arrived – ${PRODUCT}`,
    text: [
      `Hello ${order.shipTo.name},`,
      '',
      `We kept the film of your order ${order.orderNumber} (${money(order.totals.totalCents)}) for ` +
        `${GUEST_INVOICE_LIMITS.holdHours} hours, but no payment arrived, so the order is cancelled and nothing will ship.`,
      'You are welcome to order again at any time; with an account, invoice orders are held until you pay.',
      '',
      `Details: ${trackUrl(origin, order.orderNumber)}`,
      '',
      'If you did pay, simply reply to this message with the payment reference.',
    ].join('\n'),
  }
}
