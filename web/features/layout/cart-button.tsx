import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ShoppingCart } from 'lucide-react'
import { lazy, Suspense } from 'react'

// The count reads the device database (Dexie): loaded after the page, never in its first download.
const CartCount = lazy(() => import('./cart-count.tsx'))

/** The header's way to the cart, with how many pieces it holds. */
export function CartButton() {
  const { t } = useLingui()
  return (
    <Link
      to="/cart"
      aria-label={t`Cart`}
      className="relative grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
    >
      <ShoppingCart className="size-5" aria-hidden />
      <Suspense fallback={null}>
        <CartCount />
      </Suspense>
    </Link>
  )
}
