import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentMethod } from '../../../domain/shop/order.ts'
import type { ShippingMethod } from '../../../domain/shop/shipping.ts'
import type { OrderStatus } from '../../../domain/shop/status.ts'

/** What each status is called, in badges, filters and the timeline. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  placed: msg`Placed`,
  paid: msg`Paid`,
  processing: msg`Cutting and packing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
}

/** What a step of the timeline means for the customer. */
export const ORDER_STATUS_DESCRIPTIONS: Record<OrderStatus, MessageDescriptor> = {
  placed: msg`We received your order.`,
  paid: msg`Your payment is in.`,
  processing: msg`Your film is being cut and packed at our hub.`,
  shipped: msg`Your order is on its way.`,
  delivered: msg`Your order was delivered.`,
  cancelled: msg`The order was cancelled.`,
  refunded: msg`All the money paid was returned.`,
}

export const SHIPPING_METHOD_LABELS: Record<ShippingMethod, MessageDescriptor> = {
  ground: msg`Ground`,
  expedited: msg`Expedited`,
  freight: msg`Freight`,
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  invoice: msg`Invoice / on delivery`,
  card: msg`Card`,
}
