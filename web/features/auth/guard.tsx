import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Navigate, Outlet, redirect } from '@tanstack/react-router'
import { canAccess, type Audience } from '../../../domain/auth/roles.ts'
import type { RouterContext } from '../../app/router-context.ts'
import { Loader } from '../../ui/loader.tsx'
import { currentUserQuery } from '../../app/session/get-current-user.ts'
import { useAuth } from '../../app/session/auth-provider.tsx'
import { RestrictionScreen } from './restriction-screen.tsx'

/** Where a signed-out visitor is sent: the admin sign-in for admin pages, the team sign-in otherwise. */
function signInPathFor(audience: Audience): '/admin-login' | '/team-login' {
  return audience === 'admin' ? '/admin-login' : '/team-login'
}

/** For a guarded layout route's beforeLoad: signed-out visitors never reach the page. */
export function requireSignedIn(audience: Audience) {
  return async ({ context }: { context: RouterContext }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery)
    if (!user) throw redirect({ to: signInPathFor(audience), replace: true })
  }
}

export function VerifyingLogin() {
  const { t } = useLingui()
  return <Loader type="windowPanes" size="lg" label={t`Verifying your login...`} className="min-h-[50vh]" />
}

/**
 * The guarded area itself: a spinner while the user loads, the sign-in page once signed out,
 * the restriction screen for a wrong role, else the page — or
 * `children` when the area frames its pages (the admin section bar).
 */
export function RoleGate({ audience, children }: { audience: Audience; children?: ReactNode }) {
  const { user, isLoading } = useAuth()
  if (isLoading) return <VerifyingLogin />
  if (!user) return <Navigate to={signInPathFor(audience)} replace />
  if (!canAccess(user, audience)) {
    return audience === 'member' ? null : <RestrictionScreen audience={audience} />
  }
  return children ?? <Outlet />
}
