import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { mergeGuestCart, useCart } from '../../app/cart.ts'
import { ownerOf } from '../../app/device-db.ts'
import { cartFilled } from '../../app/device-flags.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'

/**
 * The badge on the header's cart link. Being on every page, it also keeps the device's shop state
 * current: it merges a visitor's cart into the account's once someone signs in here, and refreshes
 * the catalog when the installed app opens and when the network comes back, so the shop browses
 * offline even for someone who never opened it online.
 */
export default function CartCount() {
  const { t } = useLingui()
  const { user } = useAuth()
  const userId = user?.id
  const lines = useCart(ownerOf(userId))
  const count = lines?.reduce((sum, line) => sum + line.quantity, 0) ?? 0

  // Mirrors this person's cart, so that the next page load knows whether to open the device database.
  useEffect(() => {
    if (lines) cartFilled.set(lines.length > 0)
  }, [lines])

  useEffect(() => {
    if (userId)
      mergeGuestCart(userId).catch((error: unknown) => console.error('The cart could not be merged', error))
  }, [userId])

  useEffect(() => {
    // Once the app is installed (a service worker controls the page): a first visit stays light,
    // and the shop's own pages download the catalog whenever they open.
    const refresh = () => {
      if (navigator.serviceWorker?.controller)
        void import('../../app/catalog-store.ts').then((store) => store.refreshCatalog())
    }
    const idle = window.requestIdleCallback?.(refresh, { timeout: 5000 }) ?? window.setTimeout(refresh, 2000)
    window.addEventListener('online', refresh)
    return () => {
      window.cancelIdleCallback?.(idle)
      window.clearTimeout(idle)
      window.removeEventListener('online', refresh)
    }
  }, [])

  if (count === 0) return null
  return (
    <>
      <span className="sr-only">{t`${plural(count, { one: '# item', other: '# items' })}`}</span>
      <span
        aria-hidden
        className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-accent-600 px-1 text-[11px] leading-5 font-bold text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  )
}
