import { can, grantOf } from '../../domain/auth/policies.ts'
import type { SessionUser } from '../../domain/auth/roles.ts'
import { scopeOf, type ReadScope } from '../collection.ts'

/** Ids the devices make (uuids) and user ids. */
export const marketplaceIdSchema = { type: 'string', maxLength: 64 } as const

/** Photo ids: the SHA-256 of the bytes, as the files store names them. */
export const photoIdsSchema = (maxItems: number) =>
  ({ type: 'array', maxItems, items: { type: 'string', maxLength: 64, pattern: '^[0-9a-f]{64}$' } }) as const

/**
 * What a side of a job reads of its bids or messages: an installer their own, a poster those on
 * their jobs, an admin all, anyone else nothing. One who bids is found on the installer's side.
 */
export function sideScope(resource: 'bid' | 'message') {
  return (user: SessionUser): ReadScope<'installerId' | 'posterId'> =>
    scopeOf(user, grantOf(user, 'read', resource), can(user, 'bidOn', 'job') ? 'installerId' : 'posterId')
}
