import { useState } from 'react'
import { z } from 'zod'
import { OTHER_STATE_CODES, type UsStateCode } from '../../../domain/estimate-requests/us-states.ts'
import type { PricedOrder, PriceResult } from '../../../domain/shop/pricing.ts'
import { SHIPPING_METHODS, type ShippingMethod } from '../../../domain/shop/shipping.ts'
import { isShippableState } from '../../../domain/shop/zones.ts'
import { useDraft } from '../../app/drafts.ts'
import { cn } from '../../ui/cn.ts'
import { inputClass } from '../../ui/input.tsx'
import { StateOptions } from '../../ui/state-options.tsx'
import { useKnownUserId } from '../../app/session/auth-provider.tsx'
import { priceCart, type ShopCart } from './cart.ts'

/*
 * Where the cart ships, for its shipping and tax: chosen on the cart page (kept on the device, so
 * the checkout starts from it) or typed in the checkout's address.
 */

export const SHIP_TO_DRAFT = 'shop/ship-to'
export const ShipToDraftSchema = z.object({ state: z.string(), zip: z.string() })
type ShipToDraft = z.infer<typeof ShipToDraftSchema>

export interface CartQuote {
  /** Each method's price for this destination, or null before a state is chosen. */
  quotes: Record<ShippingMethod, PriceResult> | null
  /** The methods this cart can ship by. */
  methods: ShippingMethod[]
  /** The chosen method if it can ship the cart, else the first one that can. */
  method: ShippingMethod
  chosen: PricedOrder | null
}

/** Prices the cart by every method for `state` (and `zip`, which tells South Georgia apart). */
export function quoteCart(cart: ShopCart, state: string, zip: string, wanted: ShippingMethod): CartQuote {
  if (!isShippableState(state) || cart.orderLines.length === 0) {
    return { quotes: null, methods: [], method: wanted, chosen: null }
  }
  const destination = { state: state as UsStateCode, zip: /^\d{5}/.test(zip) ? zip.slice(0, 5) : '' }
  const quotes = Object.fromEntries(
    SHIPPING_METHODS.map((method) => [method, priceCart(cart, destination, method)!]),
  ) as Record<ShippingMethod, PriceResult>
  const methods = SHIPPING_METHODS.filter((method) => quotes[method].ok)
  const method = methods.includes(wanted) ? wanted : (methods[0] ?? wanted)
  const result = quotes[method]
  return { quotes, methods, method, chosen: result.ok ? result.order : null }
}

export interface ShipEstimate extends CartQuote {
  state: string
  zip: string
  setDestination: (next: Partial<ShipToDraft>) => void
  setMethod: (method: ShippingMethod) => void
}

/** The cart page's destination: kept per owner on the device, so the checkout starts from it. */
export function useShipEstimate(cart: ShopCart): ShipEstimate {
  const knownUserId = useKnownUserId()
  const draft = useDraft(SHIP_TO_DRAFT, knownUserId, ShipToDraftSchema)
  const [method, setMethod] = useState<ShippingMethod>('ground')
  // The last choice, ahead of the stored draft reading it back: a ZIP typed right after picking the
  // state must not save the state read before the pick.
  const [chosen, setChosen] = useState<ShipToDraft | null>(null)
  const { state, zip } = chosen ?? draft.draft?.value ?? { state: '', zip: '' }
  return {
    ...quoteCart(cart, state, zip, method),
    state,
    zip,
    setMethod,
    setDestination: (next) => {
      const destination = { state, zip, ...next }
      setChosen(destination)
      void draft.save(destination)
    },
  }
}

/** States outside the Southeast the shop ships to. */
const SHIPPABLE_OTHER_STATES = OTHER_STATE_CODES.filter(isShippableState)

/** The state picker shared by the cart's estimate and the checkout's address. */
export function StateSelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  className,
}: {
  id: string
  value: string
  onChange: (state: string) => void
  invalid?: boolean
  describedBy?: string
  className?: string
}) {
  return (
    <select
      id={id}
      value={value}
      autoComplete="address-level1"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn(inputClass, className)}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <StateOptions otherStates={SHIPPABLE_OTHER_STATES} />
    </select>
  )
}
