import type { SessionUser } from '../../../domain/auth/roles.ts'
import { FALLBACK_LOCALE, type Locale } from '../../../domain/i18n/locales.ts'
import { SUPPORT_CODES } from '../../../domain/support/errors.ts'
import {
  supportReference,
  type SupportReceipt,
  type SupportRequestInput,
  type SupportRequestList,
  type SupportRequestView,
  type SupportStatus,
} from '../../../domain/support/request.ts'
import type { AppDeps } from '../../context.ts'
import { decodeCursor, encodeCursor } from '../../http/cursor.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { sendQuietly } from '../../mail/mailer.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { getSystemSettings } from '../admin/admin.service.ts'
import { findUserByEmail } from '../auth/auth.repo.ts'
import { newSupportTeamMail, supportConfirmationMail } from './support.mails.ts'
import {
  findSupportRequest,
  insertSupportRequest,
  listSupportRequests,
  setSupportStatus,
} from './support.repo.ts'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'> & { env: Pick<AppDeps['env'], 'TEAM_EMAIL'> }

const receiptOf = (view: SupportRequestView): SupportReceipt => ({
  id: view.id,
  reference: view.reference,
  receivedAt: view.createdAt,
})

/** The receipt of a request already stored under this id: what a retry gets back. */
export function findSupportReceipt(deps: Pick<Deps, 'db'>, id: unknown): SupportReceipt | undefined {
  if (typeof id !== 'string' || id.length > 64) return undefined
  const view = findSupportRequest(deps.db, id)
  return view && receiptOf(view)
}

/**
 * The team's inbox: TEAM_EMAIL where the server has one, else the support address the site shows
 * (system settings), which the team reads: a hand-off nobody hears of would leave the customer waiting.
 */
const teamAddress = (deps: Pick<Deps, 'db' | 'clock' | 'env'>) =>
  deps.env.TEAM_EMAIL ?? getSystemSettings(deps).supportEmail

/**
 * Stores a request once per id: a second call with an id already stored changes nothing and answers
 * the first call's receipt (`created` false). The team, and the customer when they gave an email
 * address, are mailed for new requests only.
 */
export function submitSupportRequest(
  deps: Deps,
  given: SupportRequestInput,
  { user, origin, language }: { user: SessionUser | null; origin: string; language: Locale },
): { receipt: SupportReceipt; created: boolean } {
  const now = deps.clock().toISOString()
  const input = { ...given, language, reference: supportReference(given.id) }
  const created = insertSupportRequest(deps.db, { ...input, userId: user?.id ?? null }, now)
  const view = findSupportRequest(deps.db, input.id)
  if (!view) throw new Error(`Support request ${input.id} was not stored`)
  if (created) {
    const sent = { ...input, receivedAt: now, username: view.username }
    // The request is stored and the team sees it in its list whatever the mail does.
    if (input.email) void sendQuietly(deps.mailer, supportConfirmationMail(input.email, sent))
    const team = teamAddress(deps)
    const teamLanguage = findUserByEmail(deps.db, team)?.language ?? FALLBACK_LOCALE
    void sendQuietly(deps.mailer, newSupportTeamMail(team, teamLanguage, sent, origin))
  }
  return { receipt: receiptOf(view), created }
}

export function listSupport(
  deps: Pick<Deps, 'db'>,
  query: { status?: SupportStatus; cursor?: string; limit: number },
): SupportRequestList {
  const before = query.cursor ? decodeCursor(query.cursor) : undefined
  if (before === null) throw new FeatureError(400, 'supportInvalid', SUPPORT_CODES)
  const rows = listSupportRequests(deps.db, { status: query.status, before, limit: query.limit + 1 })
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return { requests: page, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null }
}

export function readSupportRequest(deps: Pick<Deps, 'db'>, id: string): SupportRequestView {
  const view = findSupportRequest(deps.db, id)
  if (!view) throw new FeatureError(404, 'supportNotFound', SUPPORT_CODES)
  return view
}

/**
 * Any status may follow any other (a closed request opens again when the customer writes back);
 * each change goes to the audit log with who made it, in the same transaction.
 */
export function changeSupportStatus(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: string,
  status: SupportStatus,
  user: SessionUser,
): SupportRequestView {
  const before = readSupportRequest(deps, id)
  if (before.status === status) return before
  const at = deps.clock().toISOString()
  deps.db.transaction(() => {
    setSupportStatus(deps.db, id, status, user.id, at)
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: 'supportRequest.status',
      subject: before.reference,
      before: before.status,
      after: status,
    })
  })()
  return readSupportRequest(deps, id)
}
