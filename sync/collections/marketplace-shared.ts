import type { SessionUser } from '../../domain/auth/roles.ts'
import { isInstaller, isPoster } from '../../domain/marketplace/roles.ts'
import type { ReadScope } from '../collection.ts'

/** Ids the devices make (uuids) and user ids. */
export const marketplaceIdSchema = { type: 'string', maxLength: 64 } as const

/** Photo ids: the SHA-256 of the bytes, as the files store names them. */
export const photoIdsSchema = (maxItems: number) =>
  ({ type: 'array', maxItems, items: { type: 'string', maxLength: 64, pattern: '^[0-9a-f]{64}$' } }) as const

/**
 * What a side of a job reads of its bids and messages: an installer their own, a poster those on
 * their jobs, an admin all, anyone else nothing.
 */
export function sideScope(user: SessionUser): ReadScope<'installerId' | 'posterId'> {
  if (user.isAdmin) return { kind: 'all' }
  if (isInstaller(user)) return { kind: 'equals', field: 'installerId', value: user.id }
  if (isPoster(user)) return { kind: 'equals', field: 'posterId', value: user.id }
  return { kind: 'none' }
}
