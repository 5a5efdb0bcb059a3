import type { SessionUser } from '../../domain/auth/roles.ts'

/** Signed-in users for the protocol's unit tests. */
export function makeUser(id: string, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id,
    username: id,
    userType: 'homeowner',
    isAdmin: false,
    hasCompletedOnboarding: true,
    emailVerifiedAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  }
}
