import type { I18n } from '@lingui/core'
import { formatLocale, type Locale } from '../../../domain/i18n/locales.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { GUEST_INVOICE_LIMITS, INVOICE_TERMS_DAYS } from '../../../domain/shop/limits.ts'
import type { OrderView } from '../../../domain/shop/order.ts'
import { refundedCentsOf, type OrderRefund } from '../../../domain/shop/refunds.ts'
import type { ShippingMethod } from '../../../domain/shop/shipping.ts'
import { documentI18n, PRODUCT } from '../../documents/i18n.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import type { PaymentNote } from './payments.ts'

/*
 * The order mails, in the customer's language: their account's, or for a visitor the language of
 * the page the order was placed from (orders.language). Amounts in US dollars written the way that
 * language writes them. Plain text only: what the customer typed goes into them, and text needs no
 * escaping to be safe.
 */

const subject = (text: string) => `${text} – ${PRODUCT}`

/** What every order mail writes with: the customer's language and its amounts. */
function inLanguage(locale: Locale) {
  const i18n = documentI18n(locale)
  return { i18n, money: (cents: number) => formatMoney(cents, locale) }
}

function methodName(i18n: I18n, method: ShippingMethod): string {
  switch (method) {
    case 'ground':
      return i18n._('Ground (3–5 business days)')
    case 'expedited':
      return i18n._('Expedited (2 business days)')
    case 'freight':
      return i18n._('Freight (the carrier calls to book a delivery time)')
  }
}

function paymentText(i18n: I18n, note: PaymentNote): string {
  switch (note) {
    case 'invoice':
      return i18n._(
        'We email your invoice when the order ships. Pay it within {days} days, or to the driver on delivery.',
        { days: INVOICE_TERMS_DAYS },
      )
    case 'cardPaid':
      return i18n._('Paid by card. Thank you.')
    case 'contactUs':
      return i18n._('We will contact you about payment.')
  }
}

/** Where a customer follows the order without signing in: the number is filled in, the email is not. */
const trackUrl = (origin: string, number: string) => `${origin}/track-order?number=${number}`

/** How the customer learns of paying: the provider's note, and for a visitor's invoice order how long it is held. */
export interface OrderPayment {
  note: PaymentNote
  /** A visitor's invoice order: its stock is held GUEST_INVOICE_LIMITS.holdHours only. */
  heldForGuest: boolean
}

export function orderConfirmationMail(
  order: OrderView,
  locale: Locale,
  payment: OrderPayment,
  origin: string,
): MailMessage {
  const { i18n, money } = inLanguage(locale)
  const { shipTo, totals } = order
  const number = order.orderNumber
  const lineText = (line: OrderView['lines'][number]) => {
    const values = { quantity: line.quantity, name: line.name, sku: line.sku, amount: money(line.lineCents) }
    return line.cutLengthFt === null
      ? i18n._('{quantity} × {name} ({sku}) — {amount}', values)
      : i18n._('{quantity} × {name}, cut to {length} ft ({sku}) — {amount}', {
          ...values,
          length: new Intl.NumberFormat(formatLocale(locale)).format(line.cutLengthFt),
        })
  }
  const paying = [
    paymentText(i18n, payment.note),
    ...(payment.heldForGuest
      ? [
          i18n._(
            'An order placed without an account is held {hours} hours: unpaid by then, it is cancelled and its stock goes back.',
            { hours: GUEST_INVOICE_LIMITS.holdHours },
          ),
        ]
      : []),
  ].join(' ')
  return {
    to: order.email,
    purpose: 'order',
    subject: subject(i18n._('Your order {number}', { number })),
    text: [
      i18n._('Hello {name},', { name: shipTo.name }),
      '',
      i18n._('Thank you for your order. Its number is {number}.', { number }),
      '',
      ...order.lines.map(lineText),
      '',
      i18n._('Subtotal: {amount}', { amount: money(totals.subtotalCents) }),
      totals.shippingCents === 0
        ? i18n._('Shipping: free')
        : i18n._('Shipping: {amount}', { amount: money(totals.shippingCents) }),
      i18n._('Sales tax ({rate} %): {amount}', {
        rate: new Intl.NumberFormat(formatLocale(locale), { maximumFractionDigits: 3 }).format(
          totals.taxRateBp / 100,
        ),
        amount: money(totals.taxCents),
      }),
      i18n._('Total: {amount}', { amount: money(totals.totalCents) }),
      '',
      i18n._('Shipping: {method}, to:', { method: methodName(i18n, order.shippingMethod) }),
      shipTo.name,
      ...(shipTo.company ? [shipTo.company] : []),
      shipTo.street,
      ...(shipTo.street2 ? [shipTo.street2] : []),
      `${shipTo.city}, ${shipTo.state} ${shipTo.zip}`,
      '',
      i18n._('Payment: {instructions}', { instructions: paying }),
      '',
      i18n._('Follow your order with its number and this email address: {link}', {
        link: trackUrl(origin, number),
      }),
      '',
      i18n._('If anything is wrong, simply reply to this message.'),
    ].join('\n'),
  }
}

export function orderShippedMail(order: OrderView, locale: Locale, origin: string): MailMessage {
  const { i18n } = inLanguage(locale)
  const number = order.orderNumber
  return {
    to: order.email,
    purpose: 'order-shipped',
    subject: subject(i18n._('Your order {number} has shipped', { number })),
    text: [
      i18n._('Hello {name},', { name: order.shipTo.name }),
      '',
      i18n._('Your order {number} is on its way: {method}.', {
        number,
        method: methodName(i18n, order.shippingMethod),
      }),
      i18n._('Tracking number: {tracking}', { tracking: order.trackingNumber ?? '' }),
      '',
      i18n._('Follow it here: {link}', { link: trackUrl(origin, number) }),
    ].join('\n'),
  }
}

export function orderCancelledMail(order: OrderView, locale: Locale, origin: string): MailMessage {
  const { i18n, money } = inLanguage(locale)
  const number = order.orderNumber
  return {
    to: order.email,
    purpose: 'order-cancelled',
    subject: subject(i18n._('Your order {number} is cancelled', { number })),
    text: [
      i18n._('Hello {name},', { name: order.shipTo.name }),
      '',
      i18n._('Your order {number} of {amount} is cancelled; nothing will ship.', {
        number,
        amount: money(order.totals.totalCents),
      }),
      i18n._('If you had already paid, the refund follows within 5–10 business days.'),
      '',
      i18n._('Details: {link}', { link: trackUrl(origin, number) }),
      '',
      i18n._('If you did not ask for this, simply reply to this message.'),
    ].join('\n'),
  }
}

/** Each refund, with its amount, its reason and what is left; "in full" only when all was returned. */
export function orderRefundMail(
  order: OrderView,
  locale: Locale,
  refund: OrderRefund,
  origin: string,
): MailMessage {
  const { i18n, money } = inLanguage(locale)
  const number = order.orderNumber
  const refunded = refundedCentsOf(order.refunds)
  const total = order.totals.totalCents
  const full = refunded >= total
  const amount = money(refund.amountCents)
  return {
    to: order.email,
    purpose: 'order-refund',
    subject: subject(
      full
        ? i18n._('Your order {number} is refunded in full', { number })
        : i18n._('We refunded {amount} of your order {number}', { amount, number }),
    ),
    text: [
      i18n._('Hello {name},', { name: order.shipTo.name }),
      '',
      i18n._('We refunded {amount} of your order {number}.', { amount, number }),
      i18n._('Reason: {reason}', { reason: refund.reason }),
      full
        ? i18n._('With this refund, the whole {amount} you paid has been returned.', { amount: money(total) })
        : i18n._('Refunded so far: {refunded} of {total}.', {
            refunded: money(refunded),
            total: money(total),
          }),
      i18n._('The money reaches your card or account within 5–10 business days.'),
      '',
      i18n._('Details: {link}', { link: trackUrl(origin, number) }),
      '',
      i18n._('If anything is wrong, simply reply to this message.'),
    ].join('\n'),
  }
}

/** A visitor's invoice order cancelled because it was not paid while it held its stock. */
export function orderExpiredMail(order: OrderView, locale: Locale, origin: string): MailMessage {
  const { i18n, money } = inLanguage(locale)
  const number = order.orderNumber
  return {
    to: order.email,
    purpose: 'order-expired',
    subject: subject(i18n._('Your order {number} is cancelled: no payment arrived', { number })),
    text: [
      i18n._('Hello {name},', { name: order.shipTo.name }),
      '',
      i18n._(
        'We kept the film of your order {number} ({amount}) for {hours} hours, but no payment arrived, so the order is cancelled and nothing will ship.',
        { number, amount: money(order.totals.totalCents), hours: GUEST_INVOICE_LIMITS.holdHours },
      ),
      i18n._(
        'You are welcome to order again at any time; with an account, invoice orders are held until you pay.',
      ),
      '',
      i18n._('Details: {link}', { link: trackUrl(origin, number) }),
      '',
      i18n._('If you did pay, simply reply to this message with the payment reference.'),
    ].join('\n'),
  }
}
