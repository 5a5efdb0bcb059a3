import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react'

/** Outside a provider (a component test, a page the browser renders itself) the app is in charge. */
const Hydrated = createContext(true)

/**
 * Says when React has taken over a page the build rendered. The switch is one state change at the
 * top, made in a transition: every control that waits for it is enabled in short slices of work. A
 * store read by each button (useSyncExternalStore) re-rendered every one of them in a single
 * blocking task just after hydration.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return <Hydrated value={hydrated}>{children}</Hydrated>
}

/**
 * False while React takes over a page the build rendered (and when the build renders it), true once
 * the page is the app's. A control that needs the app (a form's submit, a panel's button) is
 * disabled until then: clicked in the HTML alone, a sign-in form would post itself natively, with
 * the password in the address.
 */
export const useHydrated = (): boolean => use(Hydrated)
