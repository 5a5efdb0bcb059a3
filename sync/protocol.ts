/**
 * The replication contract between the browser (RxDB's `replicateRxCollection`) and the server.
 * Shapes follow RxDB's HTTP replication pattern; see docs/decisions/005-sync-protocol.md.
 */

/** In every sync URL (`/api/sync/v2/...`); a server that no longer speaks a client's version answers 426. */
export const SYNC_PROTOCOL_VERSION = 2

/** Where sync endpoints live for this version of the protocol. */
export const SYNC_BASE_PATH = `/api/sync/v${SYNC_PROTOCOL_VERSION}`

/** Every replicated document has these: a client-generated id, a server-assigned write time, a soft-delete flag. */
export interface SyncDocument {
  id: string
  updatedAt: string
  /**
   * Optional: when a person made this version, by their device's clock. Conflict resolution prefers it
   * to updatedAt; the server lowers it to its own write time when a device's clock runs ahead.
   */
  editedAt?: string
  _deleted: boolean
}

/**
 * A position in a collection's change feed. Documents are ordered by (updatedAt, id); a pull returns
 * those strictly after the checkpoint. Both parts are needed because one write may stamp many documents.
 */
export interface Checkpoint {
  id: string
  updatedAt: string
}

export interface PullResponse<T> {
  documents: T[]
  /** The position of the last document returned; the given checkpoint when nothing was newer. */
  checkpoint: Checkpoint | null
}

export const PULL_LIMIT_DEFAULT = 100
export const PULL_LIMIT_MAX = 1000

/** One document a device changed, with the server state its change was based on (null: it believes the document is new). */
export interface PushRow<T> {
  assumedMasterState: T | null
  newDocumentState: T
}

/**
 * A push is answered with the server's version of each document it did not store exactly as sent:
 * `conflicts` were not written (the device's change was based on an outdated version); `completed`
 * were written with values the server owns (a hub, a confirmation, recomputed totals). A device
 * takes the completed versions as its own at once: a pull of them that arrives while the push is
 * still under way is set aside by the replication (the device then still holds an unsent change),
 * so waiting for the change stream could leave the device with its own version for good.
 */
export interface PushResponse<T> {
  conflicts: T[]
  completed: T[]
}

export const PUSH_ROWS_MAX = 500
/** Batches beyond this are refused with 413; the client keeps its push batch size well below it. */
export const PUSH_BODY_MAX_BYTES = 16 * 1024 * 1024

/**
 * Events of `GET /api/sync/v2/stream?collections=a,b` (Server-Sent Events, JSON in `data`): one stream
 * for all of a device's collections, because a browser opens at most six HTTP/1.1 connections to a
 * host and a stream holds one for good. RESYNC comes first on every (re)connection, because changes may
 * have been missed while disconnected, and is for every collection; CHANGES says that documents of
 * `collection` the user may see were written up to `checkpoint`. Either way the client pulls from its
 * own checkpoint (in RxDB: emit 'RESYNC' into `pull.stream$`), so the stream never carries document data.
 */
export type StreamEvent = { type: 'CHANGES'; collection: string; checkpoint: Checkpoint } | { type: 'RESYNC' }

/** The one change stream of a device's collections. */
export const syncStreamPath = (collections: readonly string[]) =>
  `${SYNC_BASE_PATH}/stream?${new URLSearchParams({ collections: collections.join(',') }).toString()}`

/** The server also writes an SSE comment (`: heartbeat`) this often, so proxies and the browser keep the connection. */
export const STREAM_HEARTBEAT_MS = 15_000
/** Sent as the SSE `retry` field: how long EventSource waits before reconnecting. */
export const STREAM_RETRY_MS = 5_000

/** Attachment bytes cross HTTP as base64 inside JSON, like RxDB's own attachment replication. */
export interface AttachmentPayload {
  /** Lower-case hex SHA-256 of the decoded bytes. */
  id: string
  mime: AttachmentMime
  /** Base64 of the bytes (no `data:` prefix). */
  data: string
}

export const ATTACHMENT_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type AttachmentMime = (typeof ATTACHMENT_MIMES)[number]
/** Decoded size limit. The browser downscales photos (long side ≤ 2048 px) well below it. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024

/** The answer to an upload: what the server stored. */
export interface AttachmentReceipt {
  id: string
  mime: AttachmentMime
  size: number
}

/** Sync URLs for a collection, so the client never assembles them by hand. */
export function syncPaths(collection: string) {
  const base = `${SYNC_BASE_PATH}/${encodeURIComponent(collection)}`
  return {
    pull: (checkpoint: Checkpoint | null, limit: number) => {
      const query = new URLSearchParams({ limit: String(limit) })
      if (checkpoint) {
        query.set('updatedAt', checkpoint.updatedAt)
        query.set('id', checkpoint.id)
      }
      return `${base}/pull?${query.toString()}`
    },
    push: `${base}/push`,
    attachments: `${base}/attachments`,
    attachment: (id: string) => `${base}/attachments/${encodeURIComponent(id)}`,
  }
}

/** An attachment's id: the lower-case hex SHA-256 of its bytes (domain/estimates' PHOTO_ID_PATTERN is the same). */
export const ATTACHMENT_ID_PATTERN = /^[0-9a-f]{64}$/
