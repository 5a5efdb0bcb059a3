import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while React takes over a page the build rendered (and when the build renders it), true once
 * the page is the app's. A control that needs the app (a form's submit, a panel's button) is
 * disabled until then: clicked in the HTML alone, a sign-in form would post itself natively, with
 * the password in the address.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
