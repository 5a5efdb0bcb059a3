import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { maxLineQuantity } from '../../../domain/shop/pricing.ts'
import { addToCart } from '../../app/cart.ts'
import { ownerOf, type CartOptions } from '../../app/device-db.ts'
import { toast } from '../../ui/toast-store.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { productName } from './labels.ts'

/** Puts a product in this device's cart (offline too) and says so, with a way to the cart. */
export function useAddToCart() {
  const { t, i18n } = useLingui()
  const { user } = useAuth()
  const navigate = useNavigate()
  const owner = ownerOf(user?.id)
  return useCallback(
    async (product: CatalogProduct, quantity = 1, options: CartOptions = {}) => {
      try {
        const line = await addToCart(owner, {
          productId: product.id,
          quantity,
          options,
          max: maxLineQuantity(product),
        })
        toast({
          variant: 'success',
          title: t`Added to cart`,
          description: t`${productName(i18n, product)} × ${line.quantity}`,
          action: { label: t`View cart`, onClick: () => void navigate({ to: '/cart' }) },
        })
      } catch (error) {
        console.error('The cart could not be updated', error)
        toast({
          variant: 'destructive',
          title: t`This device could not save your cart. Check its storage settings.`,
        })
      }
    },
    [owner, t, i18n, navigate],
  )
}
