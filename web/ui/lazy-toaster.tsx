import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { getToast, subscribeToasts } from './toast-store.ts'

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })))

/** Loads the toast machinery with the first toast, keeping it out of the initial download. */
export function LazyToaster() {
  const hasToast = useSyncExternalStore(
    subscribeToasts,
    () => getToast() !== null,
    () => false,
  )
  const [mounted, setMounted] = useState(hasToast)
  if (hasToast && !mounted) setMounted(true)
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
