import type {
  SupportRequestInput,
  SupportRequestSummary,
  SupportRequestView,
  SupportStatus,
} from '../../../domain/support/request.ts'
import type { Locale } from '../../../domain/i18n/locales.ts'
import type { Db } from '../../db/client.ts'

const SUMMARY_COLUMNS = `r.id, r.reference, r.name, r.email, r.phone, r.language, r.status,
  json_array_length(r.transcript_json) AS messageCount,
  r.created_at AS createdAt, r.updated_at AS updatedAt, r.status_changed_at AS statusChangedAt,
  changer.username AS statusChangedBy`

const FROM = `FROM support_requests r LEFT JOIN users changer ON changer.id = r.status_changed_by`

type RawView = Omit<SupportRequestView, 'transcript'> & { transcriptJson: string }

export function findSupportRequest(db: Db, id: string): SupportRequestView | undefined {
  const row = db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS}, r.note, r.page, r.transcript_json AS transcriptJson,
         customer.username AS username
       ${FROM} LEFT JOIN users customer ON customer.id = r.user_id WHERE r.id = ?`,
    )
    .get(id) as RawView | undefined
  if (!row) return undefined
  const { transcriptJson, ...view } = row
  return { ...view, transcript: JSON.parse(transcriptJson) as SupportRequestView['transcript'] }
}

/** Inserts the request; false when one with this id is already stored. */
export function insertSupportRequest(
  db: Db,
  input: Omit<SupportRequestInput, 'language'> & {
    language: Locale
    reference: string
    userId: string | null
  },
  now: string,
): boolean {
  const { transcript, ...fields } = input
  const { changes } = db
    .prepare(
      `INSERT INTO support_requests (id, reference, name, email, phone, note, language, page,
         transcript_json, user_id, created_at, updated_at)
       VALUES (@id, @reference, @name, @email, @phone, @note, @language, @page,
         @transcriptJson, @userId, @now, @now)
       ON CONFLICT (id) DO NOTHING`,
    )
    .run({ ...fields, transcriptJson: JSON.stringify(transcript), now })
  return changes > 0
}

interface ListQuery {
  status?: SupportStatus
  /** Only requests older than this one, in (createdAt, id) order. */
  before?: { createdAt: string; id: string }
  limit: number
}

/** Newest first; ties on the creation time are broken by id so that pages never skip or repeat a row. */
export function listSupportRequests(db: Db, { status, before, limit }: ListQuery): SupportRequestSummary[] {
  const conditions = [
    ...(status ? ['r.status = @status'] : []),
    ...(before ? ['(r.created_at < @beforeAt OR (r.created_at = @beforeAt AND r.id < @beforeId))'] : []),
  ]
  return db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS} ${FROM}
       ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY r.created_at DESC, r.id DESC LIMIT @limit`,
    )
    .all({
      limit,
      ...(status ? { status } : {}),
      ...(before ? { beforeAt: before.createdAt, beforeId: before.id } : {}),
    }) as SupportRequestSummary[]
}

export function setSupportStatus(
  db: Db,
  id: string,
  status: SupportStatus,
  userId: string,
  now: string,
): void {
  db.prepare(
    `UPDATE support_requests SET status = ?, status_changed_at = ?, status_changed_by = ?, updated_at = ?
     WHERE id = ?`,
  ).run(status, now, userId, now, id)
}
