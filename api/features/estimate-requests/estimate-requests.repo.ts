import type { EstimateRequestInput, RequestStatus } from '../../../domain/estimate-requests/request.ts'
import type { Locale } from '../../../domain/i18n/locales.ts'
import type { Db } from '../../db/client.ts'

/** A stored request as the service reads it: the input's fields, its workflow columns and its photo hashes. */
export interface EstimateRequestRow extends Omit<EstimateRequestInput, 'photos'> {
  status: RequestStatus
  createdAt: string
  updatedAt: string
  statusChangedAt: string | null
  statusChangedBy: string | null
  photoFiles: string[]
}

const COLUMNS = `r.id, r.status, r.name, r.email, r.phone, r.street, r.city, r.state, r.zip,
  r.property_type AS propertyType, r.film_interest AS filmInterest, r.window_count AS windowCount,
  r.largest_window AS largestWindow, r.contact_time AS contactTime, r.message,
  r.created_at AS createdAt, r.updated_at AS updatedAt, r.status_changed_at AS statusChangedAt,
  u.username AS statusChangedBy,
  coalesce((SELECT json_group_array(file) FROM
    (SELECT file FROM estimate_request_photos p WHERE p.request_id = r.id ORDER BY position)), '[]') AS photoFiles`

type RawRow = Omit<EstimateRequestRow, 'photoFiles'> & { photoFiles: string }

const fromRaw = ({ photoFiles, ...row }: RawRow): EstimateRequestRow => ({
  ...row,
  photoFiles: JSON.parse(photoFiles) as string[],
})

export function findEstimateRequest(db: Db, id: string): EstimateRequestRow | undefined {
  const row = db
    .prepare(
      `SELECT ${COLUMNS} FROM estimate_requests r LEFT JOIN users u ON u.id = r.status_changed_by WHERE r.id = ?`,
    )
    .get(id) as RawRow | undefined
  return row && fromRaw(row)
}

/** Inserts the request and its photo rows; false when a request with this id is already stored. */
export function insertEstimateRequest(
  db: Db,
  input: Omit<EstimateRequestInput, 'photos' | 'language'> & { language: Locale },
  photoFiles: readonly string[],
  now: string,
): boolean {
  const { changes } = db
    .prepare(
      `INSERT INTO estimate_requests (id, name, email, phone, street, city, state, zip, property_type,
         film_interest, window_count, largest_window, contact_time, message, created_at, updated_at, language)
       VALUES (@id, @name, @email, @phone, @street, @city, @state, @zip, @propertyType,
         @filmInterest, @windowCount, @largestWindow, @contactTime, @message, @now, @now, @language)
       ON CONFLICT (id) DO NOTHING`,
    )
    .run({ ...input, now })
  if (changes === 0) return false
  const addPhoto = db.prepare(
    'INSERT INTO estimate_request_photos (request_id, position, file) VALUES (?, ?, ?)',
  )
  photoFiles.forEach((file, position) => addPhoto.run(input.id, position, file))
  return true
}

export interface ListQuery {
  status?: RequestStatus
  /** Only requests older than this one, in (createdAt, id) order. */
  before?: { createdAt: string; id: string }
  limit: number
}

/** Newest first; ties on the creation time are broken by id so that pages never skip or repeat a row. */
export function listEstimateRequests(db: Db, query: ListQuery): EstimateRequestRow[] {
  const where: string[] = []
  const params: Record<string, string | number> = { limit: query.limit }
  if (query.status) {
    where.push('r.status = @status')
    params.status = query.status
  }
  if (query.before) {
    where.push('(r.created_at < @beforeAt OR (r.created_at = @beforeAt AND r.id < @beforeId))')
    params.beforeAt = query.before.createdAt
    params.beforeId = query.before.id
  }
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM estimate_requests r LEFT JOIN users u ON u.id = r.status_changed_by
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY r.created_at DESC, r.id DESC LIMIT @limit`,
    )
    .all(params) as RawRow[]
  return rows.map(fromRaw)
}

export function setEstimateRequestStatus(
  db: Db,
  id: string,
  status: RequestStatus,
  userId: string,
  now: string,
): void {
  db.prepare(
    `UPDATE estimate_requests SET status = ?, status_changed_at = ?, status_changed_by = ?, updated_at = ?
     WHERE id = ?`,
  ).run(status, now, userId, now, id)
}

/** The file hash of a request's photo at `position`, if there is one. */
export function findEstimateRequestPhoto(db: Db, id: string, position: number): string | undefined {
  return db
    .prepare('SELECT file FROM estimate_request_photos WHERE request_id = ? AND position = ?')
    .pluck()
    .get(id, position) as string | undefined
}
