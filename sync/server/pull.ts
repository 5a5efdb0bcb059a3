import type { SessionUser } from '../../domain/auth/roles.ts'
import type { SyncCollection } from '../collection.ts'
import { PULL_LIMIT_MAX, type Checkpoint, type SyncDocument } from '../protocol.ts'
import { SyncError } from './errors.ts'
import type { SyncStorage } from './storage.ts'

/**
 * The documents `user` may see that were written after `checkpoint`, oldest first: a PullResponse as
 * JSON text. Soft-deleted ones are included: that is how a deletion reaches the other devices.
 * Documents go out as stored (see StoredDocument) unless the collection presents them per reader.
 */
export async function pull<T extends SyncDocument>(
  store: SyncStorage,
  collection: SyncCollection<T>,
  user: SessionUser,
  checkpoint: Checkpoint | null,
  limit: number,
): Promise<string> {
  if (!Number.isInteger(limit) || limit < 1 || limit > PULL_LIMIT_MAX)
    throw new SyncError('invalid', 'checkpointInvalid')
  const scope = collection.access.readScope(user)
  if (scope.kind === 'none') throw new SyncError('forbidden', 'forbidden')
  const stored = await store.pull(collection.table, scope, checkpoint, limit)
  const last = stored.at(-1)
  const present = collection.present
  const documents = stored.map(({ json }) =>
    present ? JSON.stringify(present(JSON.parse(json) as T, user)) : json,
  )
  const next = last ? { id: last.id, updatedAt: last.updatedAt } : checkpoint
  return `{"documents":[${documents.join(',')}],"checkpoint":${JSON.stringify(next)}}`
}
