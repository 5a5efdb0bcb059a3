import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react'
import { useEffect } from 'react'
import { removeFromCart, setCartQuantity } from '../../app/cart.ts'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { useFormats } from '../../app/use-formats.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useShopCart, type CartItem } from './cart.ts'
import { refreshCatalog } from '../../app/catalog-store.ts'
import { productName } from './labels.ts'
import { OrderSummary } from './order-summary.tsx'
import { useShipEstimate } from './ship-estimate.tsx'

/** /cart: what is in this device's cart, priced for where it ships. */
export function CartPage() {
  const { t } = useLingui()
  const cart = useShopCart()
  const estimate = useShipEstimate(cart)
  useEffect(() => void refreshCatalog(), [])

  return (
    <>
      <PageHeader eyebrow={t`Shop`} title={t`Your cart`} />
      <div className="bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
          {cart.items === undefined ? (
            <Loader size="sm" className="py-16" />
          ) : cart.items.length === 0 ? (
            <EmptyCart />
          ) : (
            <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
              <section aria-labelledby="cart-lines">
                <h2 id="cart-lines" className="sr-only">
                  <Trans>Items</Trans>
                </h2>
                <ul className="flex flex-col divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                  {cart.items.map((item) => (
                    <CartRow key={item.line.id} item={item} />
                  ))}
                </ul>
                <Link
                  to="/shop"
                  search={{}}
                  className="mt-4 inline-block font-semibold text-brand-700 underline"
                >
                  <Trans>Continue shopping</Trans>
                </Link>
              </section>
              <OrderSummary cart={cart} estimate={estimate}>
                <Button asChild size="lg" className="w-full">
                  <Link to="/checkout">
                    <Trans>Proceed to checkout</Trans>
                  </Link>
                </Button>
              </OrderSummary>
            </div>
          )}
        </div>
      </div>
    </>
  )
}

function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-10 text-center">
      <ShoppingCart className="size-10 text-slate-400" aria-hidden />
      <p className="text-lg font-semibold text-slate-900">
        <Trans>Your cart is empty</Trans>
      </p>
      <p className="text-slate-600">
        <Trans>Find film by the roll or cut to length, install kits, tools and free sample packs.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/shop" search={{}}>
            <Trans>Browse the shop</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/diy-film-order">
            <Trans>Order pre-cut film</Trans>
          </Link>
        </Button>
      </div>
    </div>
  )
}

function CartRow({ item }: { item: CartItem }) {
  const { t, i18n } = useLingui()
  const { money } = useFormats()
  const { line, product } = item
  const name = product ? productName(i18n, product) : t`Item no longer sold`
  const change = (quantity: number) =>
    void setCartQuantity(line.id, quantity, item.max).catch((error: unknown) =>
      console.error('The cart could not be updated', error),
    )
  const size = product?.widthIn
    ? line.options.cutLengthFt
      ? t`${product.widthIn}″ wide, cut to ${line.options.cutLengthFt} ft`
      : t`${product.widthIn}″ × ${product.lengthFt} ft roll`
    : null
  return (
    <li className="flex gap-4 p-4">
      {product ? (
        <img
          src={product.imageUrl}
          alt=""
          width={96}
          height={64}
          className="h-16 w-24 shrink-0 rounded-md bg-slate-100 object-cover"
        />
      ) : (
        <div className="h-16 w-24 shrink-0 rounded-md bg-slate-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">
              {product?.filmSku ? (
                <Link to="/shop/$key" params={{ key: product.filmSku }} className="hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </p>
            {size && <p className="text-sm text-slate-600">{size}</p>}
            {product && item.unitCents > 0 && (
              <p className="text-sm text-slate-600">{t`${money(item.unitCents)} each`}</p>
            )}
            {product?.stockStatus === 'outOfStock' && (
              <p className="text-sm font-semibold text-amber-800">
                <Trans>Out of stock at every hub right now</Trans>
              </p>
            )}
          </div>
          <p className="font-semibold text-slate-900">
            {!product ? '' : item.lineCents === 0 ? t`Free` : money(item.lineCents)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {product && (
            <div className="flex items-center rounded-md border border-slate-300">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`One fewer ${name}`}
                onClick={() => change(line.quantity - 1)}
                disabled={line.quantity <= 1}
              >
                <Minus aria-hidden />
              </Button>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={item.max}
                aria-label={t`Quantity of ${name}`}
                className="h-10 w-16 border-0 text-center shadow-none"
                value={line.quantity}
                onChange={(event) => {
                  const value = Number.parseInt(event.currentTarget.value, 10)
                  if (Number.isFinite(value) && value >= 1) change(value)
                }}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`One more ${name}`}
                onClick={() => change(line.quantity + 1)}
                disabled={line.quantity >= item.max}
              >
                <Plus aria-hidden />
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void removeFromCart(line.id)}
            aria-label={t`Remove ${name}`}
            className="text-red-700"
          >
            <Trash2 aria-hidden />
            <Trans>Remove</Trans>
          </Button>
        </div>
      </div>
    </li>
  )
}
