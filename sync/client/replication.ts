import {
  audit,
  BehaviorSubject,
  filter,
  map,
  merge,
  Observable,
  share,
  startWith,
  ReplaySubject,
  switchMap,
  takeUntil,
  tap,
  type Subscription,
} from 'rxjs'
import type { RxCollection } from 'rxdb'
import type { SessionUser } from '../../domain/auth/roles.ts'
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication'
import { decodeBase64, encodeBase64 } from '../base64.ts'
import type { SyncCollection } from '../collection.ts'
import { SYNC_COLLECTIONS } from '../collections/index.ts'
import {
  PUSH_BODY_MAX_BYTES,
  PUSH_ROWS_MAX,
  SYNC_BASE_PATH,
  syncPaths,
  syncStreamPath,
  type AttachmentPayload,
  type Checkpoint,
  type PullResponse,
  type PushResponse,
  type PushRow,
  type StreamEvent,
  type SyncDocument,
} from '../protocol.ts'
import { rememberCompleted } from './completed.ts'
import type { SyncDatabase } from './database.ts'
import { countPendingChanges, type PendingCounter } from './pending.ts'
import { isAttachmentMime, photoId } from './photos.ts'
import {
  errorCode,
  problemOfStatus,
  stopsReplication,
  SyncRequestError,
  type SyncProblem,
} from './problems.ts'
import { eventSourceTransport, type StreamTransport } from './stream.ts'

/*
 * Replication of every collection of a SyncDatabase with the server (docs/decisions/005): one
 * `replicateRxCollection` per collection against /api/sync/v2/<name>/{pull,push,stream}, photos
 * through the attachment endpoints, and one status for the header's sync indicator.
 */

export type SyncFetch = (url: string, init: RequestInit) => Promise<Response>

/** Pure data; the web translates it. */
export interface SyncStatus {
  /** The server answered the last request (or stream event); false after a network failure. */
  online: boolean
  /** Documents changed on this device that the server has not acknowledged yet. */
  pendingChanges: number
  /** Those documents' ids by collection, so that each record can say whether the server has it. */
  pendingIds: Readonly<Record<string, readonly string[]>>
  /** When the server last answered a pull or push (ISO-8601), null before the first time. */
  lastSyncedAt: string | null
  /** The last problem; retried ones clear on the next answer, stopping ones stay (see problems.ts). */
  error: SyncProblem | null
}

export interface ReplicationOptions {
  /** Origin of the API; '' for the page's own. */
  baseUrl: string
  /** Defaults to the global fetch; requests always send the session cookie. */
  fetch?: SyncFetch
  /** Defaults to EventSource. */
  stream?: StreamTransport
  /** Who replicates: their role decides which collections they may read, and so replicate. */
  user: SessionUser
  onStatus?: (status: SyncStatus) => void
  /** Documents per pull request (server maximum 1000); fewer round trips and IndexedDB transactions on a first sync. */
  pullBatchSize?: number
  /** Rows RxDB hands the push at once; sent in requests within the server's 500 rows and 16 MB. */
  pushBatchSize?: number
  /** Wait before retrying a failed request: doubles from `initialMs` on each failure, up to `maxMs`. */
  retry?: { initialMs?: number; maxMs?: number }
  /**
   * Emits when the network may be back (the window's 'online' event). The change stream is opened
   * anew at once, so the server's RESYNC makes every collection pull, and failed requests retry
   * without waiting out their backoff: a connection that died with the old network may never report
   * an error, and what the server wrote meanwhile (an order the outbox just placed) must not wait
   * for it.
   */
  networkBack?: Observable<unknown>
  /** Only the elected tab replicates (RxDB leader election). Default true; irrelevant without multiInstance. */
  waitForLeadership?: boolean
  now?: () => Date
}

export interface ReplicationHandle {
  readonly status: SyncStatus
  readonly status$: Observable<SyncStatus>
  /** Resolves when every collection has pushed its local changes and pulled the server's. Never while offline. */
  awaitInSync(): Promise<void>
  /** Downloads a photo that is referenced but missing on the device (e.g. the first try found nothing yet). */
  fetchPhoto(collection: string, id: string): Promise<boolean>
  /** Stops every replication and closes the stream; the local data stays. */
  stop(): Promise<void>
}

/*
 * Pushes of 500 rows rather than 200: every request the server answers sends a CHANGES event to the
 * device's own stream, and each makes it pull its documents back and RxDB look over its local changes
 * again; a thousand changed estimates took five rounds of that.
 */
const DEFAULTS = {
  pullBatchSize: 500,
  pushBatchSize: PUSH_ROWS_MAX,
  retryInitialMs: 1000,
  retryMaxMs: 60_000,
}

interface Context {
  db: SyncDatabase
  options: ReplicationOptions
  fetch: SyncFetch
  now: () => Date
  setStatus(change: Partial<SyncStatus>): void
  /** A request of `collection` failed: backoff and status. */
  failed(collection: string, problem: SyncProblem): void
  /** A request of `collection` was answered. */
  answered(collection: string, synced: boolean): void
}

/** A 404 where "nothing there (yet)" is an answer, not a failure: the request resolves to this. */
const NOT_FOUND = Symbol('not found')

/**
 * Sends a request and returns the parsed JSON body of a 2xx answer (or NOT_FOUND for a 404 when
 * `allowNotFound`); anything else becomes a SyncRequestError.
 */
async function request(
  ctx: Context,
  collection: string,
  path: string,
  init: RequestInit = {},
  { allowNotFound = false } = {},
): Promise<unknown> {
  let res: Response
  try {
    res = await ctx.fetch(`${ctx.options.baseUrl}${path}`, { credentials: 'include', ...init })
  } catch {
    const problem: SyncProblem = { kind: 'network', collection }
    ctx.failed(collection, problem)
    throw new SyncRequestError(problem)
  }
  if (res.status === 404 && allowNotFound) {
    ctx.answered(collection, false)
    return NOT_FOUND
  }
  if (!res.ok) {
    const problem = problemOfStatus(collection, res.status, await errorCode(res))
    ctx.failed(collection, problem)
    throw new SyncRequestError(problem)
  }
  const body: unknown = await res.json()
  ctx.answered(collection, true)
  return body
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** The server is ours and validated what it stores; this only guards against a wrong endpoint or proxy page. */
function asPullResponse(body: unknown): PullResponse<SyncDocument> {
  if (!isObject(body) || !Array.isArray(body['documents'])) throw new Error('Unexpected pull answer')
  return body as unknown as PullResponse<SyncDocument>
}

function referencedPhotos(definition: SyncCollection<SyncDocument>, docs: readonly SyncDocument[]): string[] {
  const references = definition.attachments?.references
  if (!references) return []
  return [...new Set(docs.flatMap((doc) => references(doc)))]
}

/** Photos must be on the server before a document refers to them, or another device would find nothing. */
async function uploadPhotos(
  ctx: Context,
  definition: SyncCollection<SyncDocument>,
  docs: readonly SyncDocument[],
) {
  const paths = syncPaths(definition.name)
  for (const photo of await ctx.db.photos.notUploaded(referencedPhotos(definition, docs))) {
    const payload: AttachmentPayload = { id: photo.id, mime: photo.mime, data: encodeBase64(photo.bytes) }
    await request(ctx, definition.name, paths.attachments, postJson(payload))
    await ctx.db.photos.markUploaded(photo.id)
  }
}

/** Downloads one photo; false when the server has none the user may read (404). */
async function downloadPhoto(ctx: Context, collection: string, id: string): Promise<boolean> {
  // Not an error of the replication: the bytes may come later.
  const body = await request(
    ctx,
    collection,
    syncPaths(collection).attachment(id),
    {},
    { allowNotFound: true },
  )
  if (!isObject(body) || typeof body['data'] !== 'string' || !isAttachmentMime(body['mime'])) return false
  const bytes = decodeBase64(body['data'])
  // The id is the hash of the bytes: anything else is not the photo the document means.
  if (!bytes || (await photoId(bytes)) !== id) return false
  await ctx.db.photos.putDownloaded(id, bytes, body['mime'])
  return true
}

async function downloadMissingPhotos(
  ctx: Context,
  definition: SyncCollection<SyncDocument>,
  docs: readonly SyncDocument[],
) {
  const live = docs.filter((doc) => !doc._deleted)
  for (const id of await ctx.db.photos.missing(referencedPhotos(definition, live))) {
    await downloadPhoto(ctx, definition.name, id)
  }
}

function pullHandler(ctx: Context, definition: SyncCollection<SyncDocument>) {
  const paths = syncPaths(definition.name)
  return async (checkpoint: Checkpoint | undefined, batchSize: number) => {
    const page = asPullResponse(
      await request(ctx, definition.name, paths.pull(checkpoint ?? null, batchSize)),
    )
    // Before RxDB stores the documents, so a document never shows without its photos when they exist.
    await downloadMissingPhotos(ctx, definition, page.documents)
    return { documents: page.documents, checkpoint: page.checkpoint ?? checkpoint }
  }
}

/** Characters of JSON in one push request: within the server's 16 MB even if each took three bytes of UTF-8. */
const PUSH_REQUEST_CHARS = Math.floor(PUSH_BODY_MAX_BYTES / 4)

/**
 * The rows as push request bodies of at most 500 rows and PUSH_REQUEST_CHARS characters each, in
 * order; a single row larger than that goes in a request of its own, which the server refuses.
 * RxDB leaves assumedMasterState out for a new document; the protocol says null.
 */
export function pushBodies(
  rows: readonly { assumedMasterState?: SyncDocument; newDocumentState: SyncDocument }[],
): string[] {
  const bodies: string[] = []
  let batch: string[] = []
  let chars = 0
  for (const row of rows) {
    const wire: PushRow<SyncDocument> = {
      assumedMasterState: row.assumedMasterState ?? null,
      newDocumentState: row.newDocumentState,
    }
    const json = JSON.stringify(wire)
    if (
      batch.length === PUSH_ROWS_MAX ||
      (batch.length > 0 && chars + json.length + 2 > PUSH_REQUEST_CHARS)
    ) {
      bodies.push(`[${batch.join(',')}]`)
      batch = []
      chars = 0
    }
    batch.push(json)
    chars += json.length + 1
  }
  if (batch.length > 0) bodies.push(`[${batch.join(',')}]`)
  return bodies
}

function pushHandler(ctx: Context, definition: SyncCollection<SyncDocument>) {
  const paths = syncPaths(definition.name)
  return async (rows: readonly { assumedMasterState?: SyncDocument; newDocumentState: SyncDocument }[]) => {
    await uploadPhotos(
      ctx,
      definition,
      rows.map((row) => row.newDocumentState),
    )
    const conflicts: SyncDocument[] = []
    const completed: SyncDocument[] = []
    for (const body of pushBodies(rows)) {
      const answer = (await request(ctx, definition.name, paths.push, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      })) as PushResponse<SyncDocument>
      if (!Array.isArray(answer?.conflicts) || !Array.isArray(answer.completed))
        throw new Error('Unexpected push answer')
      // At once: should a later request fail, RxDB pushes these rows again and hears of their versions as conflicts.
      rememberCompleted(definition.name, answer.completed)
      conflicts.push(...answer.conflicts)
      completed.push(...answer.completed)
    }
    return [...conflicts, ...completed]
  }
}

/** Every stream event, RESYNC or CHANGES, means "pull from your checkpoint": the stream carries no documents. */
/**
 * The device's one change stream, shared by its collections (a browser keeps at most six connections
 * to a host): opened when the first collection listens, closed when the last stops.
 */
function changeStream(
  ctx: Context,
  collections: readonly string[],
  transport: StreamTransport,
  stopped: Observable<void>,
): Observable<string> {
  const connect = () =>
    new Observable<string>((subscriber) => {
      const connection = transport(`${ctx.options.baseUrl}${syncStreamPath(collections)}`, {
        onMessage: (data) => subscriber.next(data),
        // The transport reconnects; the server says RESYNC again then.
        onError: () => ctx.setStatus({ online: false }),
      })
      return () => connection.close()
    })
  const networkBack = ctx.options.networkBack
  // Each time the network is back, a new connection replaces the old one (which may be dead without knowing).
  // Stopping closes it at once: the collections' cancelling is asynchronous, and the transport would
  // meanwhile reconnect to a server that has already refused this device (an old protocol, no session).
  return (networkBack ? networkBack.pipe(startWith(null), switchMap(connect)) : connect()).pipe(
    takeUntil(stopped),
    share(),
  )
}

/** Which collection an event is for; null for all of them (RESYNC, or anything this version cannot read). */
function eventCollection(data: string): string | null {
  try {
    const event = JSON.parse(data) as Partial<StreamEvent>
    return event.type === 'CHANGES' && typeof event.collection === 'string' ? event.collection : null
  } catch {
    return null
  }
}

/**
 * One collection's `pull.stream$`: every event for it, or for all, means "pull from your checkpoint".
 * A CHANGES event that comes while the collection's replication is at work waits until it is done,
 * and several make one: RxDB answers every event by also looking over the device's local changes
 * again, and since a device's own push sets off a CHANGES event for it, a push of 1 000 rows read
 * back from IndexedDB, in the middle of sending them, the rows it was sending. RxDB would not pull
 * before the push is over anyway. RESYNC (a new connection) is passed on at once.
 */
function pullStream(
  ctx: Context,
  collection: string,
  events: Observable<string>,
  busy: Observable<boolean>,
): Observable<'RESYNC'> {
  const mine = events.pipe(
    map(eventCollection),
    filter((target) => target === null || target === collection),
    tap(() => ctx.answered(collection, false)),
    share(),
  )
  const changes = mine.pipe(
    filter((target) => target !== null),
    audit(() => busy.pipe(filter((active) => !active))),
  )
  return merge(mine.pipe(filter((target) => target === null)), changes).pipe(map(() => 'RESYNC' as const))
}

/**
 * The replication status shared between the tabs of one database: the leader (the tab RxDB elected to
 * replicate) tells its status on every change and answers a follower that asks; a follower adopts
 * what it hears. Null where tabs do not share a database (one instance) or every tab replicates.
 */
function sharedStatus(
  db: SyncDatabase,
  leaderOnly: boolean,
  own: { current: () => SyncStatus; adopt: (status: SyncStatus) => void },
): { tell: (status: SyncStatus) => void; close: () => void } | null {
  const rx = db.rx as typeof db.rx & { isLeader?: () => boolean; multiInstance?: boolean }
  if (
    !leaderOnly ||
    !rx.multiInstance ||
    typeof rx.isLeader !== 'function' ||
    typeof BroadcastChannel === 'undefined'
  )
    return null
  const isLeader = () => rx.isLeader!()
  const channel = new BroadcastChannel(`sync-status:${db.name}`)
  channel.onmessage = ({ data }: MessageEvent<{ kind: 'ask' } | { kind: 'status'; status: SyncStatus }>) => {
    if (data.kind === 'ask') {
      if (isLeader()) channel.postMessage({ kind: 'status', status: own.current() })
    } else if (!isLeader()) own.adopt(data.status)
  }
  channel.postMessage({ kind: 'ask' })
  return {
    tell: (status) => {
      if (isLeader()) channel.postMessage({ kind: 'status', status })
    },
    close: () => channel.close(),
  }
}

export function startReplication(db: SyncDatabase, options: ReplicationOptions): ReplicationHandle {
  const retryInitialMs = options.retry?.initialMs ?? DEFAULTS.retryInitialMs
  const retryMaxMs = options.retry?.maxMs ?? DEFAULTS.retryMaxMs
  const status = new BehaviorSubject<SyncStatus>({
    online: false,
    pendingChanges: 0,
    pendingIds: {},
    lastSyncedAt: null,
    error: null,
  })
  const states = new Map<string, RxReplicationState<SyncDocument, Checkpoint>>()
  const failures = new Map<string, number>()
  const counters = new Map<string, PendingCounter>()
  const subscriptions: Subscription[] = []
  let stopping: Promise<void> | null = null

  const publish = (next: SyncStatus) => {
    if (JSON.stringify(next) === JSON.stringify(status.value)) return
    status.next(next)
    options.onStatus?.(next)
  }
  // Only the elected tab replicates; the others show its status, which it shares on every change and
  // when asked, so that a second tab never reads "offline" because it is not the one syncing.
  const shared = sharedStatus(db, options.waitForLeadership ?? true, {
    current: () => status.value,
    adopt: publish,
  })
  const setStatus = (change: Partial<SyncStatus>) => {
    const next = { ...status.value, ...change }
    publish(next)
    shared?.tell(status.value)
  }

  const ctx: Context = {
    db,
    options,
    fetch: options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    now: options.now ?? (() => new Date()),
    setStatus,
    failed(collection, problem) {
      if (stopsReplication(problem)) {
        setStatus({ online: problem.kind !== 'network', error: problem })
        // A refusal is about one collection's data, the others go on; a lost session or an old
        // protocol concerns them all. Not awaited: this runs inside RxDB's handler, which cancel() waits for.
        if (problem.kind === 'rejected') void states.get(collection)?.cancel()
        else void stop()
        return
      }
      // RxDB reads retryTime before each wait: grow it for this collection.
      const count = (failures.get(collection) ?? 0) + 1
      failures.set(collection, count)
      const state = states.get(collection)
      if (state) state.retryTime = Math.min(retryMaxMs, retryInitialMs * 2 ** (count - 1))
      setStatus({ online: problem.kind !== 'network', error: problem })
    },
    answered(collection, synced) {
      failures.delete(collection)
      const state = states.get(collection)
      if (state) state.retryTime = retryInitialMs
      const fatal = status.value.error !== null && stopsReplication(status.value.error)
      setStatus({
        online: true,
        error: fatal ? status.value.error : null,
        ...(synced ? { lastSyncedAt: ctx.now().toISOString() } : {}),
      })
    },
  }

  // Only what the user may read: the server refuses the rest, and a refusal would read as a problem.
  const readable = SYNC_COLLECTIONS.filter(
    (definition) => definition.access.readScope(options.user).kind !== 'none',
  )
  // Replayed: a collection that starts listening after the stop must not open the stream again.
  const stopped = new ReplaySubject<void>(1)
  const events = changeStream(
    ctx,
    readable.map((definition) => definition.name),
    options.stream ?? eventSourceTransport,
    stopped,
  )
  for (const definition of readable) {
    const collection = db.rx.collections[definition.name] as RxCollection<SyncDocument> | undefined
    if (!collection) throw new Error(`The database has no ${definition.name} collection`)
    // Whether the replication is at work, for pullStream; false until it has started.
    const busy = new BehaviorSubject(false)
    const state = replicateRxCollection<SyncDocument, Checkpoint>({
      // The protocol version is part of it: a new version starts from an empty checkpoint.
      replicationIdentifier: `${options.baseUrl}${SYNC_BASE_PATH}/${definition.name}`,
      collection,
      live: true,
      retryTime: retryInitialMs,
      waitForLeadership: options.waitForLeadership ?? true,
      pull: {
        handler: pullHandler(ctx, definition),
        batchSize: options.pullBatchSize ?? DEFAULTS.pullBatchSize,
        stream$: pullStream(ctx, definition.name, events, busy),
      },
      // A pull-only collection (orders…) has no push: the server would refuse it, and RxDB then
      // simply keeps the device's copy equal to the server's.
      ...(definition.pullOnly
        ? {}
        : {
            push: {
              handler: pushHandler(ctx, definition),
              batchSize: options.pushBatchSize ?? DEFAULTS.pushBatchSize,
            },
          }),
    })
    states.set(definition.name, state)
    subscriptions.push(state.active$.subscribe((active) => busy.next(active)))
    // Nothing of a pull-only collection is ever pending (and RxDB keeps no server state to compare with).
    if (definition.pullOnly) continue
    const counter = countPendingChanges(collection, state)
    counters.set(definition.name, counter)
    subscriptions.push(
      counter.changes.subscribe(() => {
        const all = [...counters]
        setStatus({
          pendingChanges: all.reduce((sum, [, c]) => sum + c.count, 0),
          pendingIds: Object.fromEntries(all.flatMap(([name, c]) => (c.count > 0 ? [[name, c.ids]] : []))),
        })
      }),
    )
  }

  if (options.networkBack)
    subscriptions.push(
      options.networkBack.subscribe(() => {
        for (const [name, state] of states) {
          failures.delete(name)
          state.retryTime = retryInitialMs
        }
      }),
    )

  function stop(): Promise<void> {
    stopping ??= (async () => {
      stopped.next()
      shared?.close()
      for (const subscription of subscriptions) subscription.unsubscribe()
      for (const counter of counters.values()) counter.stop()
      await Promise.all([...states.values()].map((state) => state.cancel()))
    })()
    return stopping
  }

  return {
    get status() {
      return status.value
    },
    status$: status.asObservable(),
    async awaitInSync() {
      await Promise.all([...states.values()].map((state) => state.awaitInSync()))
    },
    async fetchPhoto(collection, id) {
      return downloadPhoto(ctx, collection, id)
    },
    stop,
  }
}
