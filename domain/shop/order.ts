import { z } from 'zod'
import type { OrderRefund } from './refunds.ts'
import { US_STATE_CODES } from '../estimate-requests/us-states.ts'
import type { HubId } from '../hubs/hubs.ts'
import { PageLanguageSchema } from '../i18n/page-language.ts'
import type { Cents } from '../money/money.ts'
import type { OrderErrorCode } from './errors.ts'
import { SHIPPING_METHODS, type ShippingMethod } from './shipping.ts'
import { ORDER_LIMITS } from './limits.ts'
import type { OrderStatus } from './status.ts'
import { isShippableState } from './zones.ts'

/*
 * What a customer sends to place an order, and what the API answers about orders. One schema for
 * the checkout form (on the device, offline too), the queued order and the API's input. Prices and
 * totals are never part of the input: the server computes them (domain/shop/pricing.ts) and drops
 * any the client sends.
 */

/** zod issues carry our error code as their message; the API and the forms map it to text. */
const code = (value: OrderErrorCode) => ({ message: value })

// The limits live apart from the schemas so that the device database can read them without zod.
export { ORDER_LIMITS } from './limits.ts'

/** Pay by invoice / on delivery; card through Stripe Checkout when the server is configured for it (decision 009). */
export const PAYMENT_METHODS = ['invoice', 'card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** A one-line field: line breaks, tabs and other control characters become single spaces. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim()

const requiredText = (max: number, missing: OrderErrorCode) =>
  z
    .string(code(missing))
    .transform(oneLine)
    .pipe(z.string().min(1, code(missing)).max(max, code('fieldTooLong')))

const optionalText = (max: number) =>
  z
    .string(code('fieldTooLong'))
    .transform(oneLine)
    .pipe(z.string().max(max, code('fieldTooLong')))
    .default('')

/** Digits, spaces and + ( ) . - only, with at least 7 digits. */
const PHONE = /^[+()\d\s.-]{7,40}$/
const isPhone = (value: string) => PHONE.test(value) && value.replace(/\D/g, '').length >= 7

const LineOptionsSchema = z.strictObject(
  {
    /** Feet cut from a roll; absent for a full roll or an item sold by the piece. */
    cutLengthFt: z
      .number(code('cutLengthInvalid'))
      .int(code('cutLengthInvalid'))
      .min(ORDER_LIMITS.minCutFt, code('cutLengthTooShort'))
      .max(10_000, code('cutLengthTooLong'))
      .optional(),
  },
  code('optionsInvalid'),
)

const OrderLineInputSchema = z.object(
  {
    productId: z
      .string(code('productNotFound'))
      .min(1, code('productNotFound'))
      .max(ORDER_LIMITS.productId, code('productNotFound')),
    quantity: z
      .number(code('quantityInvalid'))
      .int(code('quantityInvalid'))
      .min(1, code('quantityInvalid'))
      .max(ORDER_LIMITS.quantity, code('quantityTooLarge')),
    options: LineOptionsSchema.default({}),
  },
  code('orderInvalid'),
)
export type OrderLineInput = z.output<typeof OrderLineInputSchema>

export const ShipToSchema = z.object(
  {
    name: requiredText(ORDER_LIMITS.name, 'nameRequired'),
    company: optionalText(ORDER_LIMITS.company),
    street: requiredText(ORDER_LIMITS.street, 'streetRequired'),
    street2: optionalText(ORDER_LIMITS.street),
    city: requiredText(ORDER_LIMITS.city, 'cityRequired'),
    state: z
      .enum(US_STATE_CODES, code('stateInvalid'))
      .refine((state) => isShippableState(state), code('stateNotShipped')),
    /** Five digits, or ZIP+4. */
    zip: z
      .string(code('zipInvalid'))
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, code('zipInvalid')),
    phone: optionalText(ORDER_LIMITS.phone).refine(
      (value) => value === '' || isPhone(value),
      code('phoneInvalid'),
    ),
  },
  code('orderInvalid'),
)
export type ShipTo = z.output<typeof ShipToSchema>

export const OrderInputSchema = z
  .object({
    /** Where the confirmation goes and what track-order asks for; a signed-in user's account email when absent. */
    email: z
      .string(code('emailInvalid'))
      .trim()
      .max(ORDER_LIMITS.email, code('emailInvalid'))
      .pipe(z.email(code('emailInvalid')))
      .optional(),
    lines: z
      .array(OrderLineInputSchema, code('linesRequired'))
      .min(1, code('linesRequired'))
      .max(ORDER_LIMITS.lines, code('tooManyLines')),
    shipTo: ShipToSchema,
    shippingMethod: z.enum(SHIPPING_METHODS, code('shippingMethodInvalid')),
    paymentMethod: z.enum(PAYMENT_METHODS, code('paymentMethodInvalid')),
    /** The page's language: a visitor's order mails are written in it. */
    language: PageLanguageSchema,
  })
  .refine((input) => input.shippingMethod !== 'freight' || !isBlank(input.shipTo?.phone), {
    ...code('phoneRequiredForFreight'),
    path: ['shipTo', 'phone'],
    // Runs even when other fields are wrong, so that every mistake shows at once; the input may
    // then not be parsed yet, hence the careful reads.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })

/** Absent, or only spaces. */
const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/** What a customer sends (before defaults). */
export type OrderBody = z.input<typeof OrderInputSchema>
/** What the server works with (defaults applied, text trimmed, unknown fields such as totals dropped). */
export type OrderInput = z.output<typeof OrderInputSchema>

/** A line as priced and stored: the product as it was sold, and its money. */
export interface OrderLineView {
  productId: string
  sku: string
  name: string
  quantity: number
  /** Feet per piece when cut from a roll; null for a full roll or a piece. */
  cutLengthFt: number | null
  unitCents: Cents
  /** unitCents × quantity. */
  lineCents: Cents
  weightLb: number
}

export interface OrderTotals {
  subtotalCents: Cents
  shippingCents: Cents
  taxCents: Cents
  totalCents: Cents
  /** The ship-to state's rate, in basis points (475 = 4.75 %). */
  taxRateBp: number
  weightLb: number
}

/** POST /api/orders answers this; a retry with the same Idempotency-Key gets the same one. */
export interface PlacedOrder {
  orderNumber: string
  status: OrderStatus
  placedAt: string
  email: string
  shippingMethod: ShippingMethod
  paymentMethod: PaymentMethod
  totals: OrderTotals
  lines: OrderLineView[]
  /**
   * Where the customer pays a card order (Stripe's Checkout page) while it waits for payment;
   * null for an invoice order and once the order is paid or cancelled.
   */
  paymentUrl: string | null
}

export interface OrderEventView {
  status: OrderStatus
  at: string
  /** Set on the 'shipped' event. */
  trackingNumber: string | null
}

/** An order as its owner and admins read it. */
export interface OrderView extends PlacedOrder {
  updatedAt: string
  shipTo: ShipTo
  hubId: HubId
  trackingNumber: string | null
  events: OrderEventView[]
  /** Money given back, oldest first (domain/shop/refunds.ts). */
  refunds: OrderRefund[]
  /** Whether the one asking may cancel it now (owner: placed or paid; admin: until shipped). */
  canCancel: boolean
}

/** An unpaid order's hold on stock as admins see it: whose, since when, until when, and what it holds. */
export interface StockHold {
  orderNumber: string
  email: string
  /** A visitor's order (no account). */
  guest: boolean
  paymentMethod: PaymentMethod
  placedAt: string
  /** When it is released unless paid (visitors' invoice orders); null for the others. */
  releasesAt: string | null
  hubId: HubId
  /** In stock units: feet of film for roll products, pieces otherwise. */
  items: { sku: string; name: string; units: number }[]
}

/** A line of the order list. */
export interface OrderSummary {
  orderNumber: string
  status: OrderStatus
  placedAt: string
  email: string
  itemCount: number
  totalCents: Cents
  shipToName: string
  shipToState: string
}

export interface OrderList {
  orders: OrderSummary[]
  /** Pass as `cursor` for the next, older page; null on the last page. */
  nextCursor: string | null
}

/** What POST /api/track-order answers: the timeline only, nothing about who ordered what. */
export interface TrackedOrder {
  orderNumber: string
  status: OrderStatus
  placedAt: string
  shippingMethod: ShippingMethod
  trackingNumber: string | null
  events: OrderEventView[]
}
