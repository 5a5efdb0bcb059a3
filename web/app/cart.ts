import { useLiveQuery } from 'dexie-react-hooks'
import { ORDER_LIMITS } from '../../domain/shop/limits.ts'
import {
  cartLineId,
  deviceDb,
  failedRead,
  GUEST,
  type CartLine,
  type CartOptions,
  type DeviceDatabase,
} from './device-db.ts'
import { cartFilled } from './device-flags.ts'

/*
 * The shop cart on this device, per owner (web/app/device-db.ts says why it stays through sign-outs).
 * The shop fills it, the header counts it and a placed order empties it.
 */

/** A line holds 1 to the shop's per-line limit of one product in one size. */
export const CART_MAX_QUANTITY = ORDER_LIMITS.quantity

/** A whole number of items from 0 to CART_MAX_QUANTITY; anything that is not a number is refused. */
function clampCartQuantity(quantity: number, max: number = CART_MAX_QUANTITY): number {
  if (!Number.isFinite(quantity)) throw new RangeError(`Not a quantity: ${quantity}`)
  return Math.min(max, CART_MAX_QUANTITY, Math.max(0, Math.floor(quantity)))
}

export interface AddToCartInput {
  productId: string
  /** Default 1. */
  quantity?: number
  options?: CartOptions
  /** The most this line may hold (the shop's per-line limit for the product); CART_MAX_QUANTITY by default. */
  max?: number
}

/** Adds to `owner`'s line of this product and size (creating it), up to the line's maximum. */
export async function addToCart(
  owner: string,
  { productId, quantity = 1, options = {}, max }: AddToCartInput,
  db: DeviceDatabase = deviceDb(),
  now: number = Date.now(),
): Promise<CartLine> {
  const adding = clampCartQuantity(quantity, max)
  if (adding < 1) throw new RangeError(`Add at least one item, not ${quantity}`)
  const id = cartLineId(owner, productId, options)
  const added = await db.transaction('rw', db.cart, async () => {
    const existing = await db.cart.get(id)
    const line: CartLine = existing
      ? { ...existing, quantity: clampCartQuantity(existing.quantity + adding, max) }
      : { id, owner, productId, quantity: adding, options: { ...options }, addedAt: now }
    await db.cart.put(line)
    return line
  })
  // The header's count appears from now on (web/features/layout/cart-button.tsx).
  cartFilled.set(true)
  return added
}

/** Sets a line's quantity, clamped to `max`; below 1 removes the line. */
export async function setCartQuantity(
  lineId: string,
  quantity: number,
  max?: number,
  db: DeviceDatabase = deviceDb(),
): Promise<void> {
  const next = clampCartQuantity(quantity, max)
  if (next < 1) await db.cart.delete(lineId)
  else await db.cart.update(lineId, { quantity: next })
}

export async function removeFromCart(lineId: string, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.cart.delete(lineId)
}

export async function clearCart(owner: string, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.cart.where('owner').equals(owner).delete()
}

export async function listCart(owner: string, db: DeviceDatabase = deviceDb()): Promise<CartLine[]> {
  const lines = await db.cart.where('owner').equals(owner).toArray()
  return lines.sort((a, b) => a.addedAt - b.addedAt)
}

/**
 * On sign-in, what the visitor put in the cart joins the account's cart on this device: quantities
 * of the same product and size add up (to CART_MAX_QUANTITY; the checkout applies the shop's limits)
 * and the guest cart empties, so that signing out later does not show it again.
 */
export async function mergeGuestCart(userId: string, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.transaction('rw', db.cart, async () => {
    const guestLines = await db.cart.where('owner').equals(GUEST).toArray()
    for (const line of guestLines) {
      const id = cartLineId(userId, line.productId, line.options)
      const existing = await db.cart.get(id)
      await db.cart.put(
        existing
          ? { ...existing, quantity: clampCartQuantity(existing.quantity + line.quantity) }
          : { ...line, id, owner: userId },
      )
    }
    await db.cart.bulkDelete(guestLines.map((line) => line.id))
  })
}

/** `owner`'s cart lines in the order they were added; undefined while reading, empty if the device cannot store it. */
export function useCart(owner: string, db: DeviceDatabase = deviceDb()): CartLine[] | undefined {
  return useLiveQuery(() => listCart(owner, db).catch(failedRead<CartLine[]>('The cart', [])), [db, owner])
}
