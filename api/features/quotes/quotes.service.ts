import { randomUUID } from 'node:crypto'
import { can, grantOf } from '../../../domain/auth/policies.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { QUOTE_CODES, type QuoteErrorCode } from '../../../domain/quotes/errors.ts'
import {
  buildQuote,
  quoteNumber,
  quoteRuleProblem,
  snapshotHash,
  tokenDigest,
  type QuoteInput,
} from '../../../domain/quotes/quote.ts'
import {
  depositStateOf,
  quoteStage,
  jobInvoice,
  amountDueNow,
  type PublicQuoteView,
  type QuoteJobView,
  type QuoteVersionView,
} from '../../../domain/quotes/state.ts'
import type { AppDeps } from '../../context.ts'
import { quoteSentMail } from '../../documents/quote-mails.ts'
import { renderQuotePdf } from '../../documents/quote-pdf.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { sendQuietly } from '../../mail/mailer.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { pricingSheetInForce } from '../settings/settings.service.ts'
import { findTaxTable } from '../tax/tax.repo.ts'
import { advanceEstimateStatus, findEstimateOwner, letterheadOf, senderOf } from './quotes.documents.ts'
import {
  codeUsedElsewhere,
  findAcceptanceTrail,
  findEstimateQuoteOwner,
  findPaymentByKey,
  findQuote,
  findUserEmail,
  insertPayment,
  insertQuote,
  insertSend,
  listQuotes,
  sendRecorded,
  setRevoked,
  tokenDigestTaken,
  versionTaken,
  type QuoteRow,
} from './quotes.repo.ts'

/*
 * Quote versions on the team's side (decision 022): made on a device and priced again here, listed,
 * sent, withdrawn, their deposits recorded. What the customer does with a version's link is
 * quotes.answers.ts.
 */

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer'>

const refuse = (status: 403 | 404 | 409 | 410 | 422, code: QuoteErrorCode, field?: string) =>
  new FeatureError(status, code, QUOTE_CODES, field ? { [field]: code } : undefined)

/** The deposit as the view shows it: nothing is due before the customer chose an option. */
export function depositViewOf(row: QuoteRow): QuoteVersionView['deposit'] {
  const option = row.acceptance && row.snapshot.options.find(({ id }) => id === row.acceptance!.optionId)
  const dueCents = option?.depositCents ?? 0
  const choice = row.acceptance?.depositChoice ?? null
  const chosenMethod = choice === 'later' ? null : choice
  return {
    state: depositStateOf({ dueCents, paidCents: row.paidCents, choice }),
    method: dueCents > 0 ? (row.paidMethod ?? chosenMethod) : null,
    dueCents,
    paidCents: row.paidCents,
  }
}

/** The installed job with its final invoice; null until the customer signed it off. */
export function jobViewOf(row: QuoteRow): QuoteJobView | null {
  const option = row.acceptance && row.snapshot.options.find(({ id }) => id === row.acceptance!.optionId)
  if (!row.job || !option) return null
  const { signedBy, completedAt, changeOrders, review } = row.job
  return {
    completedAt,
    signedBy,
    changeOrders: changeOrders.map(({ id, description, amountCents, name, signedAt, hash }) => ({
      id,
      description,
      amountCents,
      name,
      signedAt,
      hash,
    })),
    invoice: jobInvoice(option, changeOrders, row.paidCents),
    review,
  }
}

function answersOf(row: QuoteRow) {
  return {
    changeRequest:
      row.changeNote !== null && row.changeAt !== null ? { note: row.changeNote, at: row.changeAt } : null,
    acceptance: row.acceptance && {
      optionId: row.acceptance.optionId,
      name: row.acceptance.name,
      signedAt: row.acceptance.signedAt,
      receivedAt: row.acceptance.receivedAt,
      onDevice: row.acceptance.onDevice,
    },
  }
}

function stageOf(row: QuoteRow, now: Date) {
  return quoteStage({ ...row, ...answersOf(row) }, { now, superseded: row.superseded })
}

export function viewOf(row: QuoteRow, now: Date): QuoteVersionView {
  return {
    id: row.id,
    estimateId: row.estimateId,
    ownerId: row.ownerId,
    snapshot: row.snapshot,
    hash: row.hash,
    email: row.email,
    followUp: row.followUp,
    stage: stageOf(row, now),
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    viewedAt: row.viewedAt,
    followedUpAt: row.followedUpAt,
    revokedAt: row.revokedAt,
    ...answersOf(row),
    deposit: depositViewOf(row),
    job: jobViewOf(row),
  }
}

export function publicViewOf(row: QuoteRow, now: Date, cardAvailable: boolean): PublicQuoteView {
  return {
    snapshot: row.snapshot,
    hash: row.hash,
    stage: stageOf(row, now),
    ...answersOf(row),
    deposit: depositViewOf(row),
    job: jobViewOf(row),
    cardAvailable,
  }
}

/**
 * Why a version can no longer be answered or sent: withdrawn, superseded by a newer one the customer
 * got, past its validity (410), or already accepted (409). Null while it is open.
 */
export function closedRefusal(row: QuoteRow, now: Date): FeatureError | null {
  switch (stageOf(row, now)) {
    case 'accepted':
      return refuse(409, 'alreadyAccepted')
    case 'revoked':
      return refuse(410, 'linkRevoked')
    case 'superseded':
      return refuse(410, 'superseded')
    case 'expired':
      return refuse(410, 'linkExpired')
    default:
      return null
  }
}

/** The version when the user may take `action` on it; another's answers as if it did not exist. */
export function ownedQuote(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  id: string,
  action: 'read' | 'manage',
): QuoteRow {
  const row = findQuote(deps.db, id)
  if (!row || !can(user, action, 'quote', row)) throw refuse(404, 'quoteNotFound')
  return row
}

const reread = (deps: Pick<Deps, 'db'>, id: string): QuoteRow => {
  const row = findQuote(deps.db, id)
  if (!row) throw new Error(`Quote version ${id} vanished`)
  return row
}

/**
 * The version already stored under this id, for a retry of its creation (the answer was lost, the
 * outbox sent it again): undefined when the id is new. Another user's version is not shown.
 */
export function findCreateReplay(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  id: unknown,
): QuoteVersionView | undefined {
  if (typeof id !== 'string' || id.length > 64) return undefined
  const row = findQuote(deps.db, id)
  if (!row) return undefined
  if (!can(user, 'read', 'quote', row)) throw refuse(403, 'estimateNotYours')
  return viewOf(row, deps.clock())
}

/**
 * Whose a new version is: the estimate's owner, whether the server knows the estimate from sync or
 * from its earlier versions; the caller's own when it knows neither yet (the device may not have
 * synced it). 403 when it is someone else's the caller may not quote for.
 */
function ownerOfNewVersion(deps: Pick<Deps, 'db'>, user: SessionUser, estimateId: string): string {
  const owner =
    findEstimateOwner(deps.db, estimateId) ?? findEstimateQuoteOwner(deps.db, estimateId) ?? user.id
  if (!can(user, 'manage', 'quote', { ownerId: owner }) || findUserEmail(deps.db, owner) === undefined)
    throw refuse(403, 'estimateNotYours')
  return owner
}

/**
 * Makes a version from what the device sent: priced again here with the sheet and tax table in
 * force, refused when the discount is over the sheet's limit or when the device's figures (its hash)
 * differ from the server's. Once per id: a second call with a stored id answers the stored version.
 */
export function createQuote(
  deps: Deps,
  user: SessionUser,
  input: QuoteInput,
): { view: QuoteVersionView; created: boolean } {
  const sheet = pricingSheetInForce(deps.db)
  const problem = quoteRuleProblem(input, sheet)
  if (problem) throw refuse(422, problem, 'discountPercent')
  const snapshot = buildQuote(input, { sheet, taxTable: findTaxTable(deps.db) })
  const hash = snapshotHash(snapshot)
  if (input.hash !== undefined && input.hash !== hash) throw refuse(409, 'figuresChanged')
  const now = deps.clock()
  const { token, hash: _deviceHash, ...kept } = input
  const digest = tokenDigest(token)

  // One synchronous transaction: two copies of one request, or two devices making the same version,
  // cannot both insert.
  const created = deps.db.transaction(() => {
    const stored = findQuote(deps.db, input.id)
    if (stored) {
      if (!can(user, 'read', 'quote', stored)) throw refuse(403, 'estimateNotYours')
      return false
    }
    const ownerId = ownerOfNewVersion(deps, user, input.estimateId)
    if (codeUsedElsewhere(deps.db, input.code, input.estimateId)) throw refuse(409, 'codeTaken', 'code')
    if (versionTaken(deps.db, input.estimateId, input.version)) throw refuse(409, 'versionInvalid', 'version')
    if (tokenDigestTaken(deps.db, digest)) throw refuse(409, 'tokenInvalid', 'token')
    insertQuote(deps.db, {
      id: input.id,
      estimateId: input.estimateId,
      ownerId,
      code: input.code,
      version: input.version,
      inputJson: JSON.stringify(kept),
      snapshotJson: JSON.stringify(snapshot),
      hash,
      email: input.customer.email,
      tokenDigest: digest,
      followUp: input.followUp,
      createdAt: snapshot.createdAt,
      storedAt: now.toISOString(),
    })
    return true
  })()
  return { view: viewOf(reread(deps, input.id), now), created }
}

/** An estimate's versions, newest first: the caller's own, or everyone's for an admin. */
export function listQuoteVersions(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  estimateId: string,
): { versions: QuoteVersionView[] } {
  const ownerId = grantOf(user, 'read', 'quote') === 'any' ? null : user.id
  const now = deps.clock()
  return { versions: listQuotes(deps.db, estimateId, ownerId).map((row) => viewOf(row, now)) }
}

export function getQuote(deps: Pick<Deps, 'db' | 'clock'>, user: SessionUser, id: string): QuoteVersionView {
  return viewOf(ownedQuote(deps, user, id, 'read'), deps.clock())
}

/**
 * Mails the version with its PDF and its link. The device sends the link's token (the server keeps
 * only its digest) and an Idempotency-Key: a retry under the same key mails nothing again.
 */
export async function sendQuote(
  deps: Deps,
  user: SessionUser,
  id: string,
  input: { email: string; token: string },
  key: string | undefined,
  origin: string,
): Promise<QuoteVersionView> {
  const row = ownedQuote(deps, user, id, 'manage')
  if (tokenDigest(input.token) !== row.tokenDigest) throw refuse(422, 'tokenInvalid', 'token')
  if (key !== undefined && sendRecorded(deps.db, id, key)) return viewOf(row, deps.clock())
  const closed = closedRefusal(row, deps.clock())
  if (closed) throw closed
  const letterhead = letterheadOf(deps, row.ownerId)
  const pdf = await renderQuotePdf({ snapshot: row.snapshot, hash: row.hash, letterhead, signed: null })

  const now = deps.clock()
  const at = now.toISOString()
  const sent = deps.db.transaction(() => {
    if (!insertSend(deps.db, { quoteId: id, key: key ?? randomUUID(), email: input.email, at, by: user.id }))
      return false
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: 'quote.send',
      subject: quoteNumber(row.snapshot),
      before: { sentAt: row.sentAt, email: row.email },
      after: { email: input.email },
    })
    advanceEstimateStatus(deps.db, row.estimateId, 'sent', now)
    return true
  })()
  if (sent)
    void sendQuietly(
      deps.mailer,
      quoteSentMail({
        to: input.email,
        snapshot: row.snapshot,
        link: `${origin}/q/${input.token}`,
        from: senderOf(letterhead),
        pdf,
      }),
    )
  return viewOf(reread(deps, id), now)
}

/** Withdraws the version's links (the device's and any the server mailed). An accepted version stands. */
export function revokeQuote(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  id: string,
): QuoteVersionView {
  const row = ownedQuote(deps, user, id, 'manage')
  if (row.acceptance) throw refuse(409, 'alreadyAccepted')
  const now = deps.clock()
  if (!row.revokedAt) {
    const at = now.toISOString()
    deps.db.transaction(() => {
      setRevoked(deps.db, id, at)
      insertAudit(deps.db, {
        at,
        actorId: user.id,
        action: 'quote.revoke',
        subject: quoteNumber(row.snapshot),
        before: { stage: stageOf(row, now) },
        after: { revokedAt: at },
      })
    })()
  }
  return viewOf(reread(deps, id), now)
}

/**
 * Records cash or a check the installer received for the deposit, up to what remains due. Once per
 * Idempotency-Key: an outbox retry records nothing twice.
 */
export function recordPayment(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  id: string,
  input: { method: 'cash' | 'check'; amountCents: number },
  key: string | undefined,
): QuoteVersionView {
  ownedQuote(deps, user, id, 'manage')
  const now = deps.clock()
  const at = now.toISOString()
  deps.db.transaction(() => {
    if (key !== undefined && findPaymentByKey(deps.db, id, key)) return
    const row = reread(deps, id)
    if (!row.acceptance) throw refuse(409, 'notAccepted')
    const deposit = depositViewOf(row)
    const remaining = amountDueNow({ deposit, job: jobViewOf(row) })
    if (remaining <= 0) throw refuse(409, 'depositNotDue')
    if (input.amountCents > remaining) throw refuse(422, 'paymentInvalid', 'amountCents')
    insertPayment(deps.db, {
      id: randomUUID(),
      quoteId: id,
      method: input.method,
      state: 'paid',
      amountCents: input.amountCents,
      paidAt: at,
      createdAt: at,
      idempotencyKey: key ?? null,
      recordedBy: user.id,
    })
    insertAudit(deps.db, {
      at,
      actorId: user.id,
      action: 'quote.payment',
      subject: quoteNumber(row.snapshot),
      before: { paidCents: deposit.paidCents },
      after: input,
    })
  })()
  return viewOf(reread(deps, id), now)
}

/** The version's PDF: the signed one, as it was signed, once accepted. */
export async function quotePdf(
  deps: Pick<Deps, 'db' | 'clock'>,
  row: QuoteRow,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const trail = row.acceptance ? findAcceptanceTrail(deps.db, row.id) : undefined
  const bytes = trail
    ? new Uint8Array(trail.signedPdf)
    : await renderQuotePdf({
        snapshot: row.snapshot,
        hash: row.hash,
        letterhead: letterheadOf(deps, row.ownerId),
        signed: null,
      })
  return { bytes, filename: `${row.code}-v${row.version}${trail ? '-signed' : ''}.pdf` }
}
