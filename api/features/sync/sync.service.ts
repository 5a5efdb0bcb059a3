import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import type { SyncCollection } from '../../../sync/collection.ts'
import type { Checkpoint, PushResponse, SyncDocument } from '../../../sync/protocol.ts'
import { readAttachment, uploadAttachment, type AttachmentBlobs } from '../../../sync/server/attachments.ts'
import type { ChangeListener } from '../../../sync/server/notifier.ts'
import { pull } from '../../../sync/server/pull.ts'
import { push } from '../../../sync/server/push.ts'
import type { AppDeps } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { detectImageMime, readFile, storeImage } from '../files/files.service.ts'
import { teamOfPerson } from '../calendar/calendar.repo.ts'
import { closeInstalledJobs } from '../quotes/quotes.completion.ts'
import { confirmInstallations } from '../quotes/quotes.installation.ts'
import { pricingSheetInForce } from '../settings/settings.service.ts'
import { changesOf } from './sync.changes.ts'
import { createSqliteSyncStorage } from './sync.repo.ts'

/**
 * Attachment bytes go to the files feature's content-addressed store, which already checks image
 * signatures: one implementation for logos and photos.
 */
function createAttachmentBlobs(db: Db, clock: () => Date): AttachmentBlobs {
  return {
    detectMime: detectImageMime,
    async put(id, bytes, mime) {
      const stored = storeImage(db, bytes, mime, clock())
      // uploadAttachment checked the id is the bytes' SHA-256; the files store hashes the same way.
      if (stored !== id) throw new Error(`sync: attachment ${id} was stored as ${stored}`)
    },
    async get(id) {
      const file = readFile(db, id)
      return file ? { mime: file.mime, bytes: new Uint8Array(file.bytes) } : null
    },
  }
}

type SyncDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>

/**
 * What the server does once a collection's pushed documents are stored, by collection: a team lead's
 * confirmation of an accepted quote's installation schedules its estimate and tells its customer the
 * appointment; the customer's
 * sign-off on the install day closes the job (final invoice, warranty, review request), a
 * cancellation gives its film back. `origin` is where the links in mails lead; `user` pushed.
 */
const AFTER_PUSH: Record<
  string,
  (
    deps: SyncDeps,
    written: readonly SyncDocument[],
    push: { user: SessionUser; origin: string },
  ) => Promise<void>
> = {
  events: async (deps, written, push) => {
    const events = written as readonly CalendarEvent[]
    await confirmInstallations(deps, events)
    await closeInstalledJobs(deps, events, push)
  },
}

/**
 * The sync protocol wired to this server: SQLite storage, the files store, the app's clock and the
 * database's change notifier (what the streams of this process listen to; sync.changes.ts).
 */
export function createSyncService(deps: SyncDeps) {
  const store = createSqliteSyncStorage(deps.db)
  const blobs = createAttachmentBlobs(deps.db, deps.clock)
  const notifier = changesOf(deps.db)

  return {
    pull: (
      collection: SyncCollection<SyncDocument>,
      user: SessionUser,
      checkpoint: Checkpoint | null,
      limit: number,
    ) => pull(store, collection, user, checkpoint, limit),

    /**
     * Answers the conflicts and the completed versions; streams hear about the written documents once
     * committed, and the collection's after-push work (AFTER_PUSH) is done before the answer.
     */
    async push(
      collection: SyncCollection<SyncDocument>,
      user: SessionUser,
      rows: unknown,
      origin: string,
    ): Promise<PushResponse<SyncDocument>> {
      const { conflicts, completed, written } = await push(store, collection, user, rows, deps.clock(), {
        pricingSheet: pricingSheetInForce(deps.db),
        teamOf: (userId) => teamOfPerson(deps.db, userId),
      })
      if (written.length > 0) {
        notifier.publish(collection, written)
        await AFTER_PUSH[collection.name]?.(deps, written, { user, origin })
      }
      return { conflicts, completed }
    },

    subscribe: (collection: SyncCollection<SyncDocument>, user: SessionUser, listener: ChangeListener) =>
      notifier.subscribe(collection, user, listener),

    uploadAttachment: (collection: SyncCollection<SyncDocument>, user: SessionUser, body: unknown) =>
      uploadAttachment(blobs, collection, user, body),

    readAttachment: (collection: SyncCollection<SyncDocument>, user: SessionUser, id: string) =>
      readAttachment(store, blobs, collection, user, id),
  }
}
