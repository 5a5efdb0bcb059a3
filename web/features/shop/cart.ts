import { useMemo } from 'react'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import type { OrderLineInput } from '../../../domain/shop/order.ts'
import { maxLineQuantity, priceOrder, unitCents, type PriceResult } from '../../../domain/shop/pricing.ts'
import { isService, type ShopProduct } from '../../../domain/shop/products.ts'
import type { ShippingMethod, ShippingRates } from '../../../domain/shop/shipping.ts'
import type { TaxTable } from '../../../domain/shop/tax.ts'
import type { Destination } from '../../../domain/shop/zones.ts'
import { ownerOf, type CartLine } from '../../app/device-db.ts'
import { useCart } from '../../app/cart.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { useCatalog, useShippingRates, useTaxTable } from '../../app/catalog-store.ts'

/*
 * The cart as the shop shows it: the device's cart lines joined with the device's catalog, priced
 * by the same code the server runs (domain/shop/pricing.ts). These figures are for display; the
 * server prices the order again and only its total counts.
 */

/** The shop's pricing view of a catalog product. */
export function shopProductOf(product: CatalogProduct): ShopProduct {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    category: product.category,
    widthIn: product.widthIn,
    lengthFt: product.lengthFt,
    priceCents: product.priceCents,
    active: true,
    thicknessMil: product.specs?.thicknessMil ?? null,
  }
}

export interface CartItem {
  line: CartLine
  /** Undefined when the product left the catalog since it was added. */
  product: CatalogProduct | undefined
  unitCents: number
  lineCents: number
  max: number
}

export interface ShopCart {
  /** Undefined while the device reads the cart or the catalog. */
  items: CartItem[] | undefined
  owner: string
  /** Pieces in the cart, for the header's badge. */
  count: number
  subtotalCents: number
  /** The lines as an order sends them; lines whose product is gone are left out. */
  orderLines: OrderLineInput[]
  products: ShopProduct[]
  /** Sales tax by state, as the catalog carried it. */
  taxTable: TaxTable
  /** Shipping rates, as the catalog carried them. */
  shippingRates: ShippingRates
  /** Whether anything in it is shipped: the onboarding package alone is not. */
  shipsGoods: boolean
}

export function useShopCart(): ShopCart {
  const { user } = useAuth()
  const owner = ownerOf(user?.id)
  const lines = useCart(owner)
  const catalog = useCatalog()
  const taxTable = useTaxTable()
  const shippingRates = useShippingRates()
  return useMemo(() => {
    if (!lines || !catalog) {
      return {
        items: undefined,
        owner,
        count: 0,
        subtotalCents: 0,
        orderLines: [],
        products: [],
        taxTable,
        shippingRates,
        shipsGoods: false,
      }
    }
    const byId = new Map(catalog.map((product) => [product.id, product]))
    const items = lines.map((line): CartItem => {
      const product = byId.get(line.productId)
      const cutLengthFt =
        product?.lengthFt === line.options.cutLengthFt ? null : (line.options.cutLengthFt ?? null)
      const unit = product
        ? unitCents({ product: shopProductOf(product), quantity: line.quantity, cutLengthFt })
        : 0
      return {
        line,
        product,
        unitCents: unit,
        lineCents: unit * line.quantity,
        max: product ? maxLineQuantity(product) : line.quantity,
      }
    })
    const available = items.filter((item) => item.product)
    const products = available.map((item) => shopProductOf(item.product!))
    return {
      items,
      owner,
      count: items.reduce((sum, item) => sum + item.line.quantity, 0),
      subtotalCents: available.reduce((sum, item) => sum + item.lineCents, 0),
      orderLines: available.map(({ line }) => ({
        productId: line.productId,
        quantity: line.quantity,
        options: line.options.cutLengthFt === undefined ? {} : { cutLengthFt: line.options.cutLengthFt },
      })),
      products,
      taxTable,
      shippingRates,
      shipsGoods: products.some((product) => !isService(product)),
    }
  }, [lines, catalog, owner, taxTable, shippingRates])
}

/** The cart priced for a destination and method, as the server will price it (stock permitting). */
export function priceCart(
  cart: ShopCart,
  destination: Destination,
  method: ShippingMethod,
): PriceResult | null {
  if (cart.orderLines.length === 0) return null
  return priceOrder(cart.orderLines, cart.products, destination, method, {
    taxTable: cart.taxTable,
    shippingRates: cart.shippingRates,
  })
}
