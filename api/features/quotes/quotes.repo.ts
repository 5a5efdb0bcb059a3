import type { UserType } from '../../../domain/auth/roles.ts'
import type { FilmFeet, SignedChangeOrder } from '../../../domain/quotes/install-day.ts'
import type { OptionId, QuoteInput, QuoteSnapshot } from '../../../domain/quotes/quote.ts'
import type { DepositChoice, DepositMethod } from '../../../domain/quotes/state.ts'
import type { Db } from '../../db/client.ts'

/** A version as the services read it: its columns, its acceptance and what its deposit has received. */
export interface QuoteRow {
  id: string
  estimateId: string
  ownerId: string
  code: string
  version: number
  snapshot: QuoteSnapshot
  hash: string
  email: string
  tokenDigest: string
  followUp: boolean
  createdAt: string
  storedAt: string
  sentAt: string | null
  viewedAt: string | null
  followedUpAt: string | null
  revokedAt: string | null
  changeNote: string | null
  changeAt: string | null
  /** A newer version of the same estimate reached the customer (sent) or was signed. */
  superseded: boolean
  acceptance: AcceptanceRow | null
  paidCents: number
  /** The method of the latest paid payment. */
  paidMethod: DepositMethod | null
  /** The installed job, once the customer signed it off. */
  job: JobRow | null
}

/** An installed job as the server stored it from the customer's sign-off. */
export interface JobRow {
  eventId: string
  signedBy: string
  completedAt: string
  receivedAt: string
  changeOrders: SignedChangeOrder[]
  film: FilmFeet[]
  crewHours: number | null
  review: { rating: number; text: string; at: string } | null
}

interface AcceptanceRow {
  optionId: OptionId
  name: string
  signedAt: string
  receivedAt: string
  onDevice: boolean
  depositChoice: DepositChoice
  requestDigest: string
  idempotencyKey: string | null
}

const COLUMNS = `v.id, v.estimate_id AS estimateId, v.owner_id AS ownerId, v.code, v.version,
  v.snapshot_json AS snapshotJson, v.hash, v.email, v.token_digest AS tokenDigest, v.follow_up AS followUp,
  v.created_at AS createdAt, v.stored_at AS storedAt, v.sent_at AS sentAt, v.viewed_at AS viewedAt,
  v.followed_up_at AS followedUpAt, v.revoked_at AS revokedAt, v.change_note AS changeNote,
  v.change_at AS changeAt,
  EXISTS (SELECT 1 FROM quote_versions n LEFT JOIN quote_acceptances na ON na.quote_id = n.id
          WHERE n.estimate_id = v.estimate_id AND n.version > v.version
            AND (n.sent_at IS NOT NULL OR na.quote_id IS NOT NULL)) AS superseded,
  a.option_id AS optionId, a.name, a.signed_at AS signedAt, a.received_at AS receivedAt,
  a.on_device AS onDevice, a.deposit_choice AS depositChoice, a.request_digest AS requestDigest,
  a.idempotency_key AS idempotencyKey,
  (SELECT coalesce(sum(p.amount_cents), 0) FROM quote_payments p
    WHERE p.quote_id = v.id AND p.state = 'paid') AS paidCents,
  (SELECT p.method FROM quote_payments p WHERE p.quote_id = v.id AND p.state = 'paid'
    ORDER BY p.paid_at DESC, p.created_at DESC LIMIT 1) AS paidMethod,
  j.event_id AS jobEventId, j.signed_by AS jobSignedBy, j.completed_at AS jobCompletedAt,
  j.received_at AS jobReceivedAt, j.change_orders_json AS jobChangeOrdersJson, j.film_json AS jobFilmJson,
  j.crew_hours AS jobCrewHours, j.review_rating AS reviewRating, j.review_text AS reviewText,
  j.reviewed_at AS reviewedAt`

const FROM = `FROM quote_versions v LEFT JOIN quote_acceptances a ON a.quote_id = v.id
  LEFT JOIN quote_jobs j ON j.quote_id = v.id`

interface RawRow extends Omit<QuoteRow, 'snapshot' | 'followUp' | 'superseded' | 'acceptance' | 'job'> {
  snapshotJson: string
  followUp: number
  superseded: number
  optionId: OptionId | null
  name: string | null
  signedAt: string | null
  receivedAt: string | null
  onDevice: number | null
  depositChoice: DepositChoice | null
  requestDigest: string | null
  idempotencyKey: string | null
  jobEventId: string | null
  jobSignedBy: string | null
  jobCompletedAt: string | null
  jobReceivedAt: string | null
  jobChangeOrdersJson: string | null
  jobFilmJson: string | null
  jobCrewHours: number | null
  reviewRating: number | null
  reviewText: string | null
  reviewedAt: string | null
}

function jobOf(raw: RawRow): JobRow | null {
  if (raw.jobEventId === null) return null
  return {
    eventId: raw.jobEventId,
    signedBy: raw.jobSignedBy!,
    completedAt: raw.jobCompletedAt!,
    receivedAt: raw.jobReceivedAt!,
    changeOrders: JSON.parse(raw.jobChangeOrdersJson!) as SignedChangeOrder[],
    film: JSON.parse(raw.jobFilmJson!) as FilmFeet[],
    crewHours: raw.jobCrewHours,
    review:
      raw.reviewRating === null
        ? null
        : { rating: raw.reviewRating, text: raw.reviewText ?? '', at: raw.reviewedAt! },
  }
}

function fromRaw(raw: RawRow): QuoteRow {
  const {
    snapshotJson,
    followUp,
    superseded,
    optionId,
    name,
    signedAt,
    receivedAt,
    onDevice,
    depositChoice,
    requestDigest,
    idempotencyKey,
    jobEventId: _eventId,
    jobSignedBy: _signedBy,
    jobCompletedAt: _completedAt,
    jobReceivedAt: _receivedAt,
    jobChangeOrdersJson: _changeOrders,
    jobFilmJson: _film,
    jobCrewHours: _crewHours,
    reviewRating: _rating,
    reviewText: _text,
    reviewedAt: _reviewedAt,
    ...row
  } = raw
  return {
    ...row,
    job: jobOf(raw),
    snapshot: JSON.parse(snapshotJson) as QuoteSnapshot,
    followUp: followUp === 1,
    superseded: superseded === 1,
    acceptance:
      optionId === null
        ? null
        : {
            optionId,
            name: name!,
            signedAt: signedAt!,
            receivedAt: receivedAt!,
            onDevice: onDevice === 1,
            depositChoice: depositChoice!,
            requestDigest: requestDigest!,
            idempotencyKey,
          },
  }
}

export function findQuote(db: Db, id: string): QuoteRow | undefined {
  const raw = db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE v.id = ?`).get(id) as RawRow | undefined
  return raw && fromRaw(raw)
}

/** The version a link token's digest opens: the device's own link, or one the server drew. */
export function findQuoteByTokenDigest(db: Db, digest: string): QuoteRow | undefined {
  const raw = db
    .prepare(
      `SELECT ${COLUMNS} ${FROM}
       WHERE v.token_digest = @digest
          OR v.id = (SELECT l.quote_id FROM quote_links l WHERE l.token_digest = @digest)`,
    )
    .get({ digest }) as RawRow | undefined
  return raw && fromRaw(raw)
}

/** An estimate's versions, newest first; only `ownerId`'s when given. */
export function listQuotes(db: Db, estimateId: string, ownerId: string | null): QuoteRow[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} ${FROM}
       WHERE v.estimate_id = @estimateId AND (@ownerId IS NULL OR v.owner_id = @ownerId)
       ORDER BY v.version DESC`,
    )
    .all({ estimateId, ownerId }) as RawRow[]
  return rows.map(fromRaw)
}

/** `ownerId`'s versions nobody accepted or withdrew, the newest first (some may be expired or superseded). */
export function listUnansweredQuotes(db: Db, ownerId: string): QuoteRow[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} ${FROM}
       WHERE v.owner_id = ? AND a.quote_id IS NULL AND v.revoked_at IS NULL
       ORDER BY v.created_at DESC, v.id`,
    )
    .all(ownerId) as RawRow[]
  return rows.map(fromRaw)
}

/** `ownerId`'s accepted versions with what the device sent for each, the latest signature first. */
export function listAcceptedQuotes(
  db: Db,
  ownerId: string,
): { row: QuoteRow; input: Omit<QuoteInput, 'token' | 'hash'> }[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS}, v.input_json AS inputJson ${FROM}
       WHERE v.owner_id = ? AND a.quote_id IS NOT NULL
       ORDER BY a.signed_at DESC, v.id`,
    )
    .all(ownerId) as (RawRow & { inputJson: string })[]
  return rows.map(({ inputJson, ...raw }) => ({
    row: fromRaw(raw),
    input: JSON.parse(inputJson) as Omit<QuoteInput, 'token' | 'hash'>,
  }))
}

/** Versions a follow-up may be due for: sent with a follow-up asked, unanswered, not withdrawn, not yet followed up. */
export function findFollowUpCandidates(db: Db, sentBy: string): QuoteRow[] {
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} ${FROM}
       WHERE v.follow_up = 1 AND v.followed_up_at IS NULL AND v.sent_at IS NOT NULL AND v.sent_at <= ?
         AND v.revoked_at IS NULL AND v.change_at IS NULL AND a.quote_id IS NULL AND v.email <> ''
       ORDER BY v.sent_at, v.id`,
    )
    .all(sentBy) as RawRow[]
  return rows.map(fromRaw)
}

/** Who else quotes under this code, or on this estimate: the create's ownership and number checks. */
export function findEstimateQuoteOwner(db: Db, estimateId: string): string | undefined {
  return db
    .prepare('SELECT owner_id FROM quote_versions WHERE estimate_id = ? LIMIT 1')
    .pluck()
    .get(estimateId) as string | undefined
}

export function codeUsedElsewhere(db: Db, code: string, estimateId: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM quote_versions WHERE code = ? AND estimate_id <> ? LIMIT 1')
      .get(code, estimateId) !== undefined
  )
}

export function versionTaken(db: Db, estimateId: string, version: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM quote_versions WHERE estimate_id = ? AND version = ?')
      .get(estimateId, version) !== undefined
  )
}

export function hasNewerVersion(db: Db, estimateId: string, version: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM quote_versions WHERE estimate_id = ? AND version > ? LIMIT 1')
      .get(estimateId, version) !== undefined
  )
}

export function tokenDigestTaken(db: Db, digest: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM quote_versions WHERE token_digest = @digest
         UNION ALL SELECT 1 FROM quote_links WHERE token_digest = @digest`,
      )
      .get({ digest }) !== undefined
  )
}

/** A version as it is first stored: its columns, with the input and the snapshot as JSON. */
export type NewQuote = Pick<
  QuoteRow,
  | 'id'
  | 'estimateId'
  | 'ownerId'
  | 'code'
  | 'version'
  | 'hash'
  | 'email'
  | 'tokenDigest'
  | 'followUp'
  | 'createdAt'
  | 'storedAt'
> & { inputJson: string; snapshotJson: string }

export function insertQuote(db: Db, quote: NewQuote): void {
  db.prepare(
    `INSERT INTO quote_versions (id, estimate_id, owner_id, code, version, input_json, snapshot_json, hash,
       email, token_digest, follow_up, created_at, stored_at)
     VALUES (@id, @estimateId, @ownerId, @code, @version, @inputJson, @snapshotJson, @hash,
       @email, @tokenDigest, @followUp, @createdAt, @storedAt)`,
  ).run({ ...quote, followUp: quote.followUp ? 1 : 0 })
}

/** Records a send once per key; false when this key was already used (a retry: nothing is mailed). */
export function insertSend(
  db: Db,
  send: { quoteId: string; key: string; email: string; at: string; by: string },
): boolean {
  const { changes } = db
    .prepare(
      `INSERT INTO quote_sends (quote_id, idempotency_key, email, sent_at, sent_by)
       VALUES (@quoteId, @key, @email, @at, @by) ON CONFLICT DO NOTHING`,
    )
    .run(send)
  if (changes === 0) return false
  db.prepare('UPDATE quote_versions SET email = ?, sent_at = coalesce(sent_at, ?) WHERE id = ?').run(
    send.email,
    send.at,
    send.quoteId,
  )
  return true
}

export function sendRecorded(db: Db, quoteId: string, key: string): boolean {
  return (
    db.prepare('SELECT 1 FROM quote_sends WHERE quote_id = ? AND idempotency_key = ?').get(quoteId, key) !==
    undefined
  )
}

export function setViewed(db: Db, id: string, at: string): void {
  db.prepare('UPDATE quote_versions SET viewed_at = ? WHERE id = ? AND viewed_at IS NULL').run(at, id)
}

export function setRevoked(db: Db, id: string, at: string): void {
  db.prepare('UPDATE quote_versions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, id)
}

export function setChangeRequest(db: Db, id: string, note: string, at: string): void {
  db.prepare('UPDATE quote_versions SET change_note = ?, change_at = ? WHERE id = ?').run(note, at, id)
}

/** Marks the follow-up sent; false when another sweep got there first. */
export function setFollowedUp(db: Db, id: string, at: string): boolean {
  return (
    db
      .prepare('UPDATE quote_versions SET followed_up_at = ? WHERE id = ? AND followed_up_at IS NULL')
      .run(at, id).changes === 1
  )
}

/**
 * Marks the customer told of their installation's appointment; false when they already were (a push
 * handled again, another lead's confirmation): the caller mails only on true.
 */
export function setInstallationMailed(db: Db, id: string, at: string): boolean {
  return (
    db
      .prepare(
        'UPDATE quote_versions SET installation_mailed_at = ? WHERE id = ? AND installation_mailed_at IS NULL',
      )
      .run(at, id).changes === 1
  )
}

export function insertLink(
  db: Db,
  link: { digest: string; quoteId: string; purpose: 'followUp' | 'accepted'; at: string },
): void {
  db.prepare(
    'INSERT INTO quote_links (token_digest, quote_id, purpose, created_at) VALUES (@digest, @quoteId, @purpose, @at)',
  ).run(link)
}

export interface NewAcceptance {
  quoteId: string
  optionId: OptionId
  name: string
  signaturePng: Uint8Array
  signedAt: string
  receivedAt: string
  onDevice: boolean
  ip: string | null
  userAgent: string | null
  consentText: string
  language: string
  hash: string
  depositChoice: DepositChoice
  signedPdf: Uint8Array
  signedPdfSha256: string
  heldBy: string | null
  requestDigest: string
  idempotencyKey: string | null
}

/** Stores the acceptance; false when the version already has one (it stands). */
export function insertAcceptance(db: Db, acceptance: NewAcceptance): boolean {
  const { changes } = db
    .prepare(
      `INSERT INTO quote_acceptances (quote_id, option_id, name, signature_png, signed_at, received_at, on_device,
         ip, user_agent, consent_text, language, hash, deposit_choice, signed_pdf, signed_pdf_sha256, held_by,
         request_digest, idempotency_key)
       VALUES (@quoteId, @optionId, @name, @signaturePng, @signedAt, @receivedAt, @onDevice,
         @ip, @userAgent, @consentText, @language, @hash, @depositChoice, @signedPdf, @signedPdfSha256, @heldBy,
         @requestDigest, @idempotencyKey)
       ON CONFLICT (quote_id) DO NOTHING`,
    )
    .run({
      ...acceptance,
      onDevice: acceptance.onDevice ? 1 : 0,
      signaturePng: Buffer.from(acceptance.signaturePng),
      signedPdf: Buffer.from(acceptance.signedPdf),
    })
  return changes === 1
}

/** What the signed PDF's signature block needs of an acceptance. */
export interface AcceptanceTrail {
  signaturePng: Uint8Array
  ip: string | null
  userAgent: string | null
  consentText: string
  language: string
  signedPdf: Uint8Array
  signedPdfSha256: string
}

export function findAcceptanceTrail(db: Db, quoteId: string): AcceptanceTrail | undefined {
  return db
    .prepare(
      `SELECT signature_png AS signaturePng, ip, user_agent AS userAgent, consent_text AS consentText, language,
         signed_pdf AS signedPdf, signed_pdf_sha256 AS signedPdfSha256
       FROM quote_acceptances WHERE quote_id = ?`,
    )
    .get(quoteId) as AcceptanceTrail | undefined
}

export interface PaymentRow {
  id: string
  quoteId: string
  method: DepositMethod
  state: 'pending' | 'invoiced' | 'paid' | 'failed'
  amountCents: number
  reference: string | null
  url: string | null
  paidAt: string | null
  createdAt: string
}

export function insertPayment(
  db: Db,
  payment: Omit<PaymentRow, 'reference' | 'url'> & {
    reference?: string | null
    url?: string | null
    idempotencyKey?: string | null
    recordedBy?: string | null
  },
): void {
  db.prepare(
    `INSERT INTO quote_payments (id, quote_id, method, state, amount_cents, reference, url, idempotency_key,
       paid_at, created_at, recorded_by)
     VALUES (@id, @quoteId, @method, @state, @amountCents, @reference, @url, @idempotencyKey,
       @paidAt, @createdAt, @recordedBy)`,
  ).run({ reference: null, url: null, idempotencyKey: null, recordedBy: null, ...payment })
}

const PAYMENT_COLUMNS = `id, quote_id AS quoteId, method, state, amount_cents AS amountCents, reference, url,
  paid_at AS paidAt, created_at AS createdAt`

export function findPaymentByKey(db: Db, quoteId: string, key: string): PaymentRow | undefined {
  return db
    .prepare(`SELECT ${PAYMENT_COLUMNS} FROM quote_payments WHERE quote_id = ? AND idempotency_key = ?`)
    .get(quoteId, key) as PaymentRow | undefined
}

export function findPaymentByReference(db: Db, reference: string): PaymentRow | undefined {
  return db.prepare(`SELECT ${PAYMENT_COLUMNS} FROM quote_payments WHERE reference = ?`).get(reference) as
    PaymentRow | undefined
}

/** The latest card payment still waiting on Stripe's page. */
export function findPendingCardPayment(db: Db, quoteId: string): PaymentRow | undefined {
  return db
    .prepare(
      `SELECT ${PAYMENT_COLUMNS} FROM quote_payments
       WHERE quote_id = ? AND method = 'card' AND state = 'pending' ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(quoteId) as PaymentRow | undefined
}

/** Moves a payment from `from` to `to`; false when it was no longer in `from` (a repeated event). */
export function settlePayment(
  db: Db,
  id: string,
  from: PaymentRow['state'],
  to: PaymentRow['state'],
  paidAt: string | null,
): boolean {
  return (
    db
      .prepare('UPDATE quote_payments SET state = ?, paid_at = ?, url = NULL WHERE id = ? AND state = ?')
      .run(to, paidAt, id, from).changes === 1
  )
}

export function findUserEmail(db: Db, userId: string): string | undefined {
  return db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(userId) as string | undefined
}

export function findUserType(db: Db, userId: string): UserType | undefined {
  return db.prepare('SELECT user_type FROM users WHERE id = ?').pluck().get(userId) as UserType | undefined
}

/** What the device sent for the version (stored without its token and hash): the windows and options. */
export function findQuoteInput(db: Db, id: string): Omit<QuoteInput, 'token' | 'hash'> | undefined {
  const json = db.prepare('SELECT input_json FROM quote_versions WHERE id = ?').pluck().get(id) as
    string | undefined
  return json === undefined ? undefined : (JSON.parse(json) as Omit<QuoteInput, 'token' | 'hash'>)
}

/** Stores an installed job; false when the quote's job was already stored (it stands). */
export function insertJob(db: Db, job: Omit<JobRow, 'review'> & { quoteId: string }): boolean {
  return (
    db
      .prepare(
        `INSERT INTO quote_jobs (quote_id, event_id, signed_by, completed_at, received_at, change_orders_json,
           film_json, crew_hours)
         VALUES (@quoteId, @eventId, @signedBy, @completedAt, @receivedAt, @changeOrders, @film, @crewHours)
         ON CONFLICT (quote_id) DO NOTHING`,
      )
      .run({
        ...job,
        changeOrders: JSON.stringify(job.changeOrders),
        film: JSON.stringify(job.film),
      }).changes === 1
  )
}

/** Marks the job's invoice mailed; false when it already was (a second pass mails nothing). */
export function setInvoiceMailed(db: Db, quoteId: string, at: string): boolean {
  return (
    db
      .prepare('UPDATE quote_jobs SET invoice_mailed_at = ? WHERE quote_id = ? AND invoice_mailed_at IS NULL')
      .run(at, quoteId).changes === 1
  )
}

/** The customer's review of the installed job; false when they already gave one (the first stands). */
export function setReview(
  db: Db,
  quoteId: string,
  review: { rating: number; text: string; at: string },
): boolean {
  return (
    db
      .prepare(
        `UPDATE quote_jobs SET review_rating = @rating, review_text = @text, reviewed_at = @at
         WHERE quote_id = @quoteId AND review_rating IS NULL`,
      )
      .run({ ...review, quoteId }).changes === 1
  )
}
