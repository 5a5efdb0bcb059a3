// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { fetchCurrentUser, readCachedUser, writeCachedUser } from './get-current-user.ts'

const installer: SessionUser = {
  id: 'u1',
  username: 'installer',
  userType: 'installer',
  isAdmin: false,
  hasCompletedOnboarding: false,
  emailVerifiedAt: null,
}

describe('fetchCurrentUser', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('remembers the user the server confirms', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(installer)),
    )
    await expect(fetchCurrentUser()).resolves.toEqual(installer)
    expect(readCachedUser()).toEqual(installer)
  })

  it('treats 401 and any other failed answer as signed out, and forgets the user', async () => {
    for (const status of [401, 500]) {
      writeCachedUser(installer)
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ message: 'No' }, { status })),
      )
      await expect(fetchCurrentUser()).resolves.toBeNull()
      expect(readCachedUser()).toBeNull()
    }
  })

  it('keeps the last confirmed user when the network is down: offline is not signed out', async () => {
    writeCachedUser(installer)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(fetchCurrentUser()).resolves.toEqual(installer)
  })
})
