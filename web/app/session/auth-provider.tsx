import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react'
import { homePathFor, loginRedirectPath, type SessionUser } from '../../../domain/auth/roles.ts'
import type { LoginInput, RegisterInput } from '../../../domain/auth/schemas.ts'
import { flashToast, toast } from '../../ui/toast-store.ts'
import { currentUserQuery, useCurrentUser, writeCachedUser } from './get-current-user.ts'
import { describeError } from '../error-messages.ts'
import { runLogoutHooks } from './logout-hooks.ts'
import { registerRequest, signInRequest, signOutRequest } from './session-api.ts'

const LOGOUT_REDIRECT_DELAY_MS = 100

export interface AuthContextValue {
  user: SessionUser | null
  isLoading: boolean
  /** Signs in; on success the browser goes to the user's start page. Throws on failure after the toast. */
  login: (input: LoginInput) => Promise<SessionUser>
  /** The admin panel's sign-in: only administrators get through. */
  adminLogin: (input: LoginInput) => Promise<SessionUser>
  register: (input: RegisterInput) => Promise<SessionUser>
  logout: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

const LOGIN_FAILED = msg`Login failed`
const INVALID_ADMIN = msg`Invalid admin credentials`
const REGISTRATION_FAILED = msg`Registration failed`

export function AuthProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const query = useCurrentUser()
  // The server's answer arrives while React may still be taking over a page the build rendered. As
  // a deferred value it reaches the pages below in interruptible work; as the query store's own
  // update it would force all of them to be taken over in one blocking task.
  const { data, isPending } = useDeferredValue(
    useMemo(() => ({ data: query.data, isPending: query.isPending }), [query.data, query.isPending]),
  )

  const value = useMemo<AuthContextValue>(() => {
    const store = (user: SessionUser | null) => {
      writeCachedUser(user)
      queryClient.setQueryData(currentUserQuery.queryKey, user)
    }
    const signIn = async (input: LoginInput) => {
      const user = await signInRequest(input)
      store(user)
      return user
    }
    return {
      user: data ?? null,
      isLoading: isPending,
      async login(input) {
        try {
          const user = await signIn(input)
          flashToast({
            title: i18n._(msg`Login successful`),
            description: i18n._(msg`Welcome back, ${user.username}!`),
            variant: 'success',
          })
          window.location.assign(loginRedirectPath(user))
          return user
        } catch (error) {
          toast({
            title: i18n._(LOGIN_FAILED),
            description: describeError(i18n, error, LOGIN_FAILED),
            variant: 'destructive',
          })
          throw error
        }
      },
      async adminLogin(input) {
        try {
          const user = await signIn(input)
          if (!user.isAdmin) {
            // Valid credentials but no admin rights: the admin panel does not keep them signed in.
            await signOutRequest().catch(() => undefined)
            store(null)
            throw new Error(i18n._(INVALID_ADMIN))
          }
          flashToast({
            title: i18n._(msg`Admin Login Successful`),
            description: i18n._(msg`Redirecting to admin dashboard...`),
            variant: 'success',
          })
          window.location.assign('/admin')
          return user
        } catch (error) {
          toast({
            title: i18n._(msg`Error`),
            description: describeError(i18n, error, INVALID_ADMIN),
            variant: 'destructive',
          })
          throw error
        }
      },
      async register(input) {
        try {
          const user = await registerRequest(input)
          store(user)
          flashToast({
            title: i18n._(msg`Registration successful`),
            description: i18n._(
              msg`Welcome to Southern Shield, ${user.username}! Check your email to verify your address.`,
            ),
            variant: 'success',
          })
          window.location.assign(homePathFor(user))
          return user
        } catch (error) {
          toast({
            title: i18n._(REGISTRATION_FAILED),
            description: describeError(i18n, error, REGISTRATION_FAILED),
            variant: 'destructive',
          })
          throw error
        }
      },
      async logout() {
        try {
          await signOutRequest()
        } catch {
          // A failed logout is swallowed; the user is signed out here regardless
        }
        // e.g. the offline data of this user is wiped before anyone else can sign in on this device
        await runLogoutHooks()
        store(null)
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0],
        })
        flashToast({
          title: i18n._(msg`Logged out`),
          description: i18n._(msg`You have been successfully logged out.`),
        })
        setTimeout(() => window.location.assign('/'), LOGOUT_REDIRECT_DELAY_MS)
      },
    }
  }, [data, isPending, i18n, queryClient])

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}

/** The signed-in user's id, null for a visitor, undefined while the session is still being read. */
export function useKnownUserId(): string | null | undefined {
  const { user, isLoading } = useAuth()
  return isLoading ? undefined : (user?.id ?? null)
}
