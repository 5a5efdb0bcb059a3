import type { SessionUser } from '../../domain/auth/roles.ts'
import { scopeIncludes, type ReadScope, type SyncCollection } from '../collection.ts'
import type { Checkpoint, SyncDocument } from '../protocol.ts'

export type ChangeListener = (checkpoint: Checkpoint) => void

interface Subscriber {
  scope: ReadScope
  listener: ChangeListener
}

/**
 * Tells open streams that documents their user may see were written. In-process: a second server
 * process would need a shared channel (PostgreSQL LISTEN/NOTIFY, Redis) feeding the same publish().
 */
export interface ChangeNotifier {
  /** Returns the unsubscribe function; call it when the stream closes. */
  subscribe(collection: SyncCollection<SyncDocument>, user: SessionUser, listener: ChangeListener): () => void
  /** After a write commits: each subscriber whose scope includes some of `written` hears the last such position. */
  publish(collection: SyncCollection<SyncDocument>, written: readonly SyncDocument[]): void
  /** Open subscriptions, for tests and metrics. */
  size(): number
}

export function createChangeNotifier(): ChangeNotifier {
  const byCollection = new Map<string, Set<Subscriber>>()

  return {
    subscribe(collection, user, listener) {
      const subscriber: Subscriber = { scope: collection.access.readScope(user), listener }
      const subscribers = byCollection.get(collection.name) ?? new Set<Subscriber>()
      byCollection.set(collection.name, subscribers)
      subscribers.add(subscriber)
      return () => {
        subscribers.delete(subscriber)
      }
    },

    publish(collection, written) {
      for (const { scope, listener } of byCollection.get(collection.name) ?? []) {
        const last = written.findLast((doc) => scopeIncludes(scope, doc))
        if (!last) continue
        try {
          listener({ id: last.id, updatedAt: last.updatedAt })
        } catch (error) {
          // One broken stream must not keep the others from hearing about the change.
          console.error('sync: a change listener failed', error)
        }
      }
    },

    size() {
      let count = 0
      for (const subscribers of byCollection.values()) count += subscribers.size
      return count
    },
  }
}
