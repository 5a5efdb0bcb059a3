import type { SessionUser } from '../../../domain/auth/roles.ts'
import { ESTIMATE_REQUEST_CODES } from '../../../domain/estimate-requests/errors.ts'
import {
  canChangeStatus,
  REQUEST_LIMITS,
  type EstimateRequestInput,
  type EstimateRequestList,
  type EstimateRequestReceipt,
  type EstimateRequestView,
  type RequestStatus,
} from '../../../domain/estimate-requests/request.ts'
import { FALLBACK_LOCALE, type Locale } from '../../../domain/i18n/locales.ts'
import type { AppDeps } from '../../context.ts'
import { decodeCursor, encodeCursor } from '../../http/cursor.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { sendQuietly, type MailMessage } from '../../mail/mailer.ts'
import { findUserByEmail } from '../auth/auth.repo.ts'
import { decodeJpegPhotos, readFile, storeImage } from '../files/files.service.ts'
import { newRequestTeamMail, requestConfirmationMail } from './estimate-requests.mails.ts'
import {
  findEstimateRequest,
  findEstimateRequestPhoto,
  insertEstimateRequest,
  listEstimateRequests,
  setEstimateRequestStatus,
  type EstimateRequestRow,
} from './estimate-requests.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'> & { env: Pick<AppDeps['env'], 'TEAM_EMAIL'> }

const receiptOf = (row: EstimateRequestRow): EstimateRequestReceipt => ({
  id: row.id,
  receivedAt: row.createdAt,
  photoCount: row.photoFiles.length,
})

/** The receipt of a request already stored under this id: what a retry gets back. */
export function findReceipt(deps: Pick<Deps, 'db'>, id: unknown): EstimateRequestReceipt | undefined {
  if (typeof id !== 'string' || id.length > 64) return undefined
  const row = findEstimateRequest(deps.db, id)
  return row && receiptOf(row)
}

/** Each photo's bytes, checked to be what they claim: a JPEG of at most the allowed size. */
function decodePhotos(photos: EstimateRequestInput['photos']): Uint8Array[] {
  const decoded = decodeJpegPhotos(photos, REQUEST_LIMITS.photoBytes)
  if (!decoded)
    throw new FeatureError(400, 'photoInvalid', ESTIMATE_REQUEST_CODES, { photos: 'photoInvalid' })
  return decoded
}

/**
 * Stores a request with its photos, once per id: a second call with an id already stored changes
 * nothing and answers the first call's receipt (`created` false). Mail goes out for new requests only.
 */
export function submitEstimateRequest(
  deps: Deps,
  input: EstimateRequestInput,
  { origin, language }: { origin: string; language: Locale },
): { receipt: EstimateRequestReceipt; created: boolean } {
  const photos = decodePhotos(input.photos)
  const now = deps.clock()
  const { photos: _, ...given } = input
  const fields = { ...given, language }
  // One synchronous transaction: two copies of the same request arriving together cannot both insert.
  const created = deps.db.transaction(() => {
    if (findEstimateRequest(deps.db, input.id)) return false
    const files = photos.map((bytes) => storeImage(deps.db, bytes, 'image/jpeg', now))
    return insertEstimateRequest(deps.db, fields, files, now.toISOString())
  })()
  const row = findEstimateRequest(deps.db, input.id)
  if (!row) throw new Error(`Estimate request ${input.id} was not stored`)
  if (created) {
    const summary = { ...fields, photoCount: photos.length }
    if (fields.email) void sendMail(deps, requestConfirmationMail(fields.email, language, summary))
    const team = deps.env.TEAM_EMAIL
    if (team) {
      const teamLanguage = findUserByEmail(deps.db, team)?.language ?? FALLBACK_LOCALE
      void sendMail(deps, newRequestTeamMail(team, teamLanguage, summary, origin))
    }
  }
  return { receipt: receiptOf(row), created }
}

/** The request is stored and the team sees it in the list whatever the mail does. */
const sendMail = (deps: Pick<Deps, 'mailer'>, message: MailMessage) => sendQuietly(deps.mailer, message)

const photoUrl = (id: string, position: number) => `/api/estimate-requests/${id}/photos/${position}`

function viewOf({ photoFiles, ...row }: EstimateRequestRow): EstimateRequestView {
  return { ...row, photoUrls: photoFiles.map((_, position) => photoUrl(row.id, position)) }
}

function positionOf(cursor: string): { createdAt: string; id: string } {
  const position = decodeCursor(cursor)
  if (!position) throw new FeatureError(400, 'requestInvalid', ESTIMATE_REQUEST_CODES)
  return position
}

export function listRequests(
  deps: Pick<Deps, 'db'>,
  query: { status?: RequestStatus; cursor?: string; limit: number },
): EstimateRequestList {
  const rows = listEstimateRequests(deps.db, {
    status: query.status,
    before: query.cursor ? positionOf(query.cursor) : undefined,
    limit: query.limit + 1,
  })
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    requests: page.map(viewOf),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  }
}

export function changeStatus(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: string,
  status: RequestStatus,
  user: SessionUser,
): EstimateRequestView {
  const row = findEstimateRequest(deps.db, id)
  if (!row) throw new FeatureError(404, 'requestNotFound', ESTIMATE_REQUEST_CODES)
  if (row.status === status) return viewOf(row)
  if (!canChangeStatus(row.status, status))
    throw new FeatureError(409, 'statusChangeNotAllowed', ESTIMATE_REQUEST_CODES, {
      status: 'statusChangeNotAllowed',
    })
  setEstimateRequestStatus(deps.db, id, status, user.id, deps.clock().toISOString())
  return viewOf(findEstimateRequest(deps.db, id) ?? row)
}

export function readRequestPhoto(
  deps: Pick<Deps, 'db'>,
  id: string,
  position: number,
): ReturnType<typeof readFile> {
  const file = findEstimateRequestPhoto(deps.db, id, position)
  return file ? readFile(deps.db, file) : undefined
}
