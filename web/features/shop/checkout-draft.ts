import type { ChangeEvent } from 'react'
import { z } from 'zod'
import { SHIPPING_METHODS } from '../../../domain/shop/shipping.ts'

/** What the checkout form holds; kept on the device as it is typed (a reload or lost signal loses nothing). */
export const CheckoutDraftSchema = z.object({
  email: z.string(),
  name: z.string(),
  company: z.string(),
  street: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
  paymentMethod: z.string(),
})
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>
export type ContactField = Exclude<keyof CheckoutDraft, 'shippingMethod' | 'paymentMethod'>
export const CHECKOUT_DRAFT = 'shop/checkout'

export const EMPTY: CheckoutDraft = {
  email: '',
  name: '',
  company: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  shippingMethod: 'ground',
  paymentMethod: 'invoice',
}

/** The fields of the form by the path the server names them with ("shipTo.city"): the error summary links to them. */
export const CHECKOUT_FIELDS = new Set([
  'email',
  ...['name', 'company', 'street', 'street2', 'city', 'state', 'zip', 'phone'].map(
    (field) => `shipTo.${field}`,
  ),
])
export const checkoutFieldId = (path: string) => `checkout-${path.replace('.', '-')}`

/** What binds a text field to the form: its id (which the error summary links to), value, error and change. */
export type TextBinding = (
  field: keyof CheckoutDraft,
  path?: string,
) => {
  id: string
  value: string
  error: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/** Sets one field of the form (and keeps the draft). */
export type ChangeField = (field: keyof CheckoutDraft, value: string) => void
