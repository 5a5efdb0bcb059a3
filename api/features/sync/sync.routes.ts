import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import { z } from 'zod'
import { findCollection } from '../../../sync/collections/index.ts'
import type { SyncCollection } from '../../../sync/collection.ts'
import { SYNC_ERRORS, type SyncErrorCode } from '../../../sync/errors.ts'
import {
  PULL_LIMIT_DEFAULT,
  PULL_LIMIT_MAX,
  PUSH_BODY_MAX_BYTES,
  STREAM_HEARTBEAT_MS,
  STREAM_RETRY_MS,
  SYNC_PROTOCOL_VERSION,
  type StreamEvent,
  type SyncDocument,
} from '../../../sync/protocol.ts'
import { ATTACHMENT_MAX_BASE64_LENGTH } from '../../../sync/server/attachments.ts'
import { SyncError, type SyncErrorKind } from '../../../sync/server/errors.ts'
import type { AppDeps, AppEnv } from '../../context.ts'
import { ownBodyLimit } from '../../http/body-limit.ts'
import { jsonAnswer } from '../../http/json-answer.ts'
import { requireUser } from '../../middlewares/access.ts'
import { appOrigin } from '../../http/app-origin.ts'
import { createSyncService } from './sync.service.ts'

const VERSION = `v${SYNC_PROTOCOL_VERSION}`

const STATUS = { invalid: 400, forbidden: 403, notFound: 404, tooLarge: 413 } as const satisfies Record<
  SyncErrorKind,
  number
>

const errorBody = (code: SyncErrorCode) => ({ message: SYNC_ERRORS[code], code })

/** Room for the JSON around the base64 of the largest attachment. */
const ATTACHMENT_BODY_MAX_BYTES = ATTACHMENT_MAX_BASE64_LENGTH + 1024

/** The first pull sends `updatedAt=&id=`: empty means "from the beginning". */
const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

const PullQuerySchema = z
  .object({
    updatedAt: emptyAsAbsent(z.iso.datetime()),
    id: emptyAsAbsent(z.string().max(64)),
    limit: emptyAsAbsent(z.coerce.number().int().min(1).max(PULL_LIMIT_MAX)),
  })
  .refine((query) => (query.updatedAt === undefined) === (query.id === undefined))

/** Protocol errors become their status and an ErrorBody-shaped answer; anything else is the app's 500. */
async function answer(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof SyncError) return c.json(error.body(), STATUS[error.kind])
    throw error
  }
}

function collectionFrom(c: Context): SyncCollection<SyncDocument> {
  const collection = findCollection(c.req.param('collection') ?? '')
  if (!collection) throw new SyncError('notFound', 'collectionNotFound')
  return collection
}

/** The body as JSON of any shape; the protocol functions check the shape. */
async function readJsonBody(c: Context, invalid: SyncErrorCode): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text())
  } catch {
    throw new SyncError('invalid', invalid)
  }
}

const sendEvent = (stream: SSEStreamingApi, event: StreamEvent, retry?: number) =>
  stream.writeSSE({ data: JSON.stringify(event), ...(retry === undefined ? {} : { retry }) })

/** Resolves when the client goes away (or at once if it already has). */
const closed = (stream: SSEStreamingApi) =>
  new Promise<void>((resolve) => {
    if (stream.aborted) resolve()
    else stream.onAbort(resolve)
  })

/**
 * 426 for any other protocol version than this server's. Mounted by the app at /api/sync/:version/*
 * ahead of the session and of the deny-by-default check: an installed app that is a version behind must
 * update, whoever is signed in and whatever path the old version used.
 */
export const syncVersionGate = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.param('version') !== VERSION) return c.json(errorBody('syncVersionUnsupported'), 426)
  await next()
})

/**
 * /api/sync/v2/:collection/{pull,push,attachments} and /api/sync/v2/stream: RxDB's HTTP replication for every
 * collection of sync/collections. Signed-in users only; then each collection's own access rules.
 * See docs/decisions/005-sync-protocol.md.
 */
export function createSyncRoutes(deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>) {
  const sync = createSyncService(deps)

  return new Hono<AppEnv>()
    .get(`/${VERSION}/:collection/pull`, requireUser(), (c) =>
      answer(c, async () => {
        const collection = collectionFrom(c)
        const query = PullQuerySchema.safeParse(c.req.query())
        if (!query.success) throw new SyncError('invalid', 'checkpointInvalid')
        const { updatedAt, id, limit = PULL_LIMIT_DEFAULT } = query.data
        const checkpoint = updatedAt !== undefined && id !== undefined ? { updatedAt, id } : null
        // Already JSON (sync/server/pull.ts).
        return jsonAnswer(c, await sync.pull(collection, c.var.user, checkpoint, limit))
      }),
    )

    .post(
      `/${VERSION}/:collection/push`,
      requireUser(),
      ownBodyLimit({ maxSize: PUSH_BODY_MAX_BYTES, onError: (c) => c.json(errorBody('pushTooLarge'), 413) }),
      (c) =>
        answer(c, async () => {
          const collection = collectionFrom(c)
          const body = await readJsonBody(c, 'pushInvalid')
          return jsonAnswer(c, JSON.stringify(await sync.push(collection, c.var.user, body, appOrigin(c))))
        }),
    )

    .get(`/${VERSION}/stream`, requireUser(), (c) =>
      answer(c, async () => {
        const user = c.var.user
        const names = (c.req.query('collections') ?? '').split(',').filter(Boolean)
        const collections = names.map((name) => findCollection(name))
        if (names.length === 0 || collections.some((collection) => !collection))
          throw new SyncError('notFound', 'collectionNotFound')
        // Collections the user may not read are simply not followed (the client does not ask for them).
        const readable = collections.filter(
          (collection): collection is NonNullable<typeof collection> =>
            collection !== undefined && collection.access.readScope(user).kind !== 'none',
        )
        // Proxies such as nginx would otherwise buffer the events.
        c.header('X-Accel-Buffering', 'no')
        return streamSSE(c, async (stream) => {
          // Listen before RESYNC: a write between the two still reaches this client.
          const unsubscribes = readable.map((collection) =>
            sync.subscribe(collection, user, (checkpoint) => {
              void sendEvent(stream, { type: 'CHANGES', collection: collection.name, checkpoint })
            }),
          )
          const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), STREAM_HEARTBEAT_MS)
          try {
            await sendEvent(stream, { type: 'RESYNC' }, STREAM_RETRY_MS)
            await closed(stream)
          } finally {
            clearInterval(heartbeat)
            for (const unsubscribe of unsubscribes) unsubscribe()
          }
        })
      }),
    )

    .post(
      `/${VERSION}/:collection/attachments`,
      requireUser(),
      ownBodyLimit({
        maxSize: ATTACHMENT_BODY_MAX_BYTES,
        onError: (c) => c.json(errorBody('attachmentTooLarge'), 413),
      }),
      (c) =>
        answer(c, async () => {
          const collection = collectionFrom(c)
          const body = await readJsonBody(c, 'attachmentInvalid')
          return c.json(await sync.uploadAttachment(collection, c.var.user, body))
        }),
    )

    .get(`/${VERSION}/:collection/attachments/:id`, requireUser(), (c) =>
      answer(c, async () => {
        const collection = collectionFrom(c)
        return c.json(await sync.readAttachment(collection, c.var.user, c.req.param('id')))
      }),
    )
}
