import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ShoppingCart } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { cartFilled, useDeviceFlag } from '../../app/device-flags.ts'

// The count reads the device database (Dexie): loaded after the page, never in its first download.
const CartCount = lazy(() => import('./cart-count.tsx'))

/**
 * The header's way to the cart, with how many pieces it holds. The count (and Dexie with it) loads
 * only when there is something to count, or once the app is installed and has it all cached: a
 * first visit to the home page downloads neither.
 */
export function CartButton() {
  const { t } = useLingui()
  const filled = useDeviceFlag(cartFilled)
  // No navigator when the build renders the page: a first visit, with no worker yet.
  const counted = filled || (typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller))
  return (
    <Link
      to="/cart"
      aria-label={t`Cart`}
      className="relative grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none"
    >
      <ShoppingCart className="size-5" aria-hidden />
      {counted && (
        <Suspense fallback={null}>
          <CartCount />
        </Suspense>
      )}
    </Link>
  )
}
