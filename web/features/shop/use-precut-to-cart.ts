import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { ownerOf } from '../../app/device-db.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { toast } from '../../ui/toast-store.ts'
import { addPrecutToCart, type PrecutOrder } from './precut.ts'

/**
 * Puts a pre-cut order into this device's cart and opens the cart: what every "add the film to the
 * cart" button does. A device that cannot store the cart says so and leaves the order as it was.
 */
export function usePrecutToCart(): {
  adding: boolean
  add: (order: Pick<PrecutOrder, 'lines'>, kit?: CatalogProduct | null) => Promise<void>
} {
  const { t } = useLingui()
  const { user } = useAuth()
  const navigate = useNavigate()
  const [adding, setAdding] = useState(false)
  const add = async (order: Pick<PrecutOrder, 'lines'>, kit: CatalogProduct | null = null) => {
    setAdding(true)
    try {
      await addPrecutToCart(ownerOf(user?.id), order, kit)
      toast({ variant: 'success', title: t`Added to cart` })
      await navigate({ to: '/cart' })
    } catch (error) {
      console.error('The cart could not be updated', error)
      toast({
        variant: 'destructive',
        title: t`This device could not save your cart. Check its storage settings.`,
      })
    } finally {
      setAdding(false)
    }
  }
  return { adding, add }
}
