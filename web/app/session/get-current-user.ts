import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { ApiError, NetworkError, api, call } from '../api-client.ts'

const CACHED_USER_KEY = 'auth:user'

/** The last user the server confirmed, so a reload without signal keeps the signed-in view. */
export function readCachedUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(CACHED_USER_KEY)
    return raw ? (JSON.parse(raw) as SessionUser) : null
  } catch {
    return null
  }
}

export function writeCachedUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(CACHED_USER_KEY, JSON.stringify(user))
    else localStorage.removeItem(CACHED_USER_KEY)
  } catch {
    // storage unavailable: the session still works online
  }
}

/**
 * GET /api/user: 401 and any other failed answer mean "not signed in"; a network
 * failure means "offline", not "signed out" (DESIGN.md Sync), so the cached user stands.
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const user = await call(api.user.$get())
    writeCachedUser(user)
    return user
  } catch (error) {
    if (error instanceof NetworkError) return readCachedUser()
    if (error instanceof ApiError) {
      writeCachedUser(null)
      return null
    }
    throw error
  }
}

export const currentUserQuery = queryOptions({
  queryKey: ['user'],
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
  retry: 1,
})

export function useCurrentUser() {
  return useQuery(currentUserQuery)
}
