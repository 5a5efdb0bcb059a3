import { createHash, randomUUID } from 'node:crypto'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { QUOTE_CODES, type QuoteErrorCode } from '../../../domain/quotes/errors.ts'
import {
  amountDueNow,
  isExpired,
  type AcceptedQuoteView,
  type AcceptOnDeviceInput,
  type AcceptQuoteInput,
  type DepositChoice,
  type PublicQuoteView,
  type QuoteVersionView,
} from '../../../domain/quotes/state.ts'
import {
  newQuoteToken,
  quoteNumber,
  QUOTE_TOKEN_PATTERN,
  tokenDigest,
  type QuoteOption,
} from '../../../domain/quotes/quote.ts'
import { consentText } from '../../documents/i18n.ts'
import { depositLinkMail, quoteAcceptedMail, quoteAnswerNotice } from '../../documents/quote-mails.ts'
import { renderQuotePdf } from '../../documents/quote-pdf.ts'
import { FeatureError } from '../../http/feature-error.ts'
import { sendQuietly, type MailMessage } from '../../mail/mailer.ts'
import { insertAudit } from '../admin/audit.repo.ts'
import { userLanguage } from '../auth/auth.repo.ts'
import { CHECKOUT_LIFETIME_S } from '../orders/stripe-checkout.ts'
import type { PaymentOutcome } from '../orders/payments.service.ts'
import type { PaymentEvent, PaymentProviders } from '../orders/payments.ts'
import { advanceEstimateStatus, letterheadOf, senderOf } from './quotes.documents.ts'
import { proposeInstallationQuietly } from './quotes.installation.ts'
import {
  findPaymentByReference,
  findPendingCardPayment,
  findQuote,
  findQuoteByTokenDigest,
  findUserEmail,
  hasNewerVersion,
  insertAcceptance,
  insertLink,
  insertPayment,
  setChangeRequest,
  setViewed,
  settlePayment,
  type QuoteRow,
} from './quotes.repo.ts'
import {
  closedRefusal,
  depositViewOf,
  jobViewOf,
  ownedQuote,
  publicViewOf,
  viewOf,
  type Deps,
} from './quotes.service.ts'

/*
 * What the customer does with a version (decision 022): opens its link, accepts it with a signature
 * on their phone or on the installer's device, asks for changes, pays the deposit; and what Stripe
 * says of a deposit paid by card. A signature binds to the snapshot's hash: the version the server
 * holds, byte for byte, or nothing is stored.
 */

const refuse = (status: 404 | 409 | 410 | 422 | 502, code: QuoteErrorCode, field?: string) =>
  new FeatureError(status, code, QUOTE_CODES, field ? { [field]: code } : undefined)

/** Where an acceptance and a payment come from, for the audit trail and the links in mail. */
export interface Arrival {
  ip: string | null
  userAgent: string | null
  origin: string
}

const linkOf = (origin: string, token: string) => `${origin}/q/${token}`

/** Where the installer opens the estimate in the app. */
const estimateLinkOf = (origin: string, row: QuoteRow) =>
  `${origin}/estimator?estimate=${encodeURIComponent(row.estimateId)}`

const cardAvailable = (payments: PaymentProviders) => payments.card !== undefined

/** The version a link token opens; 404 for a token of no version (or not even a token's shape). */
function quoteByToken(deps: Pick<Deps, 'db'>, token: string): QuoteRow {
  const row = QUOTE_TOKEN_PATTERN.test(token)
    ? findQuoteByTokenDigest(deps.db, tokenDigest(token))
    : undefined
  if (!row) throw refuse(404, 'tokenInvalid')
  return row
}

const reread = (deps: Pick<Deps, 'db'>, id: string): QuoteRow => {
  const row = findQuote(deps.db, id)
  if (!row) throw new Error(`Quote version ${id} vanished`)
  return row
}

// ── the link ──

/**
 * The customer's page. A withdrawn, superseded or expired version is gone (410); an accepted one
 * stays readable for good. The first opening by anyone but the version's owner is recorded.
 */
export function openQuoteLink(
  deps: Pick<Deps, 'db' | 'clock'>,
  payments: PaymentProviders,
  token: string,
  viewer: SessionUser | null,
): PublicQuoteView {
  const row = quoteByToken(deps, token)
  return openAsCustomer(deps, payments, row, viewer?.id !== row.ownerId)
}

/**
 * The customer's page of a version reached otherwise than by its link: the marketplace's poster reads
 * the quote a bid carries (the caller checked they may). The same rules as the link's; `byCustomer`:
 * whether this opening counts as the customer's view.
 */
export function openQuoteOfBid(
  deps: Pick<Deps, 'db' | 'clock'>,
  payments: PaymentProviders,
  quoteId: string,
  byCustomer: boolean,
): PublicQuoteView {
  const row = findQuote(deps.db, quoteId)
  if (!row) throw refuse(404, 'quoteNotFound')
  return openAsCustomer(deps, payments, row, byCustomer)
}

/** A version as its customer reads it, open or accepted; its first opening by the customer recorded. */
function openAsCustomer(
  deps: Pick<Deps, 'db' | 'clock'>,
  payments: PaymentProviders,
  row: QuoteRow,
  byCustomer: boolean,
): PublicQuoteView {
  const now = deps.clock()
  const closed = row.acceptance ? null : closedRefusal(row, now)
  if (closed) throw closed
  if (row.viewedAt === null && byCustomer) setViewed(deps.db, row.id, now.toISOString())
  return publicViewOf(reread(deps, row.id), now, cardAvailable(payments))
}

/** The version behind a link, for its PDF: readable while its page is. */
export function quoteOfLink(deps: Pick<Deps, 'db' | 'clock'>, token: string): QuoteRow {
  const row = quoteByToken(deps, token)
  const closed = row.acceptance ? null : closedRefusal(row, deps.clock())
  if (closed) throw closed
  return row
}

// ── acceptance ──

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ascii = (bytes: Uint8Array, from: number) => String.fromCharCode(...bytes.subarray(from, from + 4))

/**
 * The signature's bytes, checked to be a PNG: its signature bytes, an IHDR chunk first and an IEND
 * chunk last. Anything else (another image type, a truncated upload) is refused: it could not be shown
 * on the signed PDF.
 */
function signaturePngOf(dataUrl: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
  const isPng =
    bytes.length >= 57 &&
    PNG_MAGIC.every((byte, index) => bytes[index] === byte) &&
    ascii(bytes, 12) === 'IHDR' &&
    ascii(bytes, bytes.length - 8) === 'IEND'
  if (!isPng) throw refuse(422, 'signatureInvalid', 'signature')
  return bytes
}

function optionOf(row: QuoteRow, optionId: string): QuoteOption {
  const option = row.snapshot.options.find(({ id }) => id === optionId)
  if (!option) throw refuse(422, 'optionInvalid', 'optionId')
  return option
}

/** Who sent what: the same request again (an outbox retry) is recognised by it. */
const requestDigestOf = (userId: string | null, input: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([userId, input]))
    .digest('hex')

interface Acceptance {
  input: AcceptQuoteInput | AcceptOnDeviceInput
  choice: DepositChoice
  onDevice: boolean
  signedAt: Date
  heldBy: string | null
  arrival: Arrival
  requestDigest: string
  idempotencyKey: string | null
  /** Checks the version again inside the transaction that stores the acceptance. */
  recheck: (current: QuoteRow, now: Date) => void
  /** What else the acceptance writes in its transaction (payments, a link, the audit). */
  alsoWrite: (row: QuoteRow, at: string) => void
}

/**
 * Stores an acceptance with its audit trail and its signed PDF. The PDF is rendered first (it takes a
 * moment); the checks are made again in the transaction, so a version withdrawn or accepted meanwhile
 * is refused then and nothing is stored. Once it is stored, the supplier's team gets the job proposed
 * on its calendar with its film reserved (quotes.installation.ts).
 */
async function storeAcceptance(
  deps: Deps,
  row: QuoteRow,
  acceptance: Acceptance,
): Promise<{ row: QuoteRow; signedPdf: Uint8Array }> {
  const { input, arrival } = acceptance
  const signaturePng = signaturePngOf(input.signature)
  const now = deps.clock()
  const signedAt = acceptance.signedAt.toISOString()
  const receivedAt = now.toISOString()
  const signedPdf = await renderQuotePdf({
    snapshot: row.snapshot,
    hash: row.hash,
    letterhead: letterheadOf(deps, row.ownerId),
    signed: {
      optionId: input.optionId,
      name: input.name,
      signedAt,
      receivedAt,
      onDevice: acceptance.onDevice,
      signaturePng,
      ip: arrival.ip,
      userAgent: arrival.userAgent,
      consent: consentText(input.language),
    },
  })
  deps.db.transaction(() => {
    const current = reread(deps, row.id)
    if (current.acceptance) throw refuse(409, 'alreadyAccepted')
    acceptance.recheck(current, now)
    insertAcceptance(deps.db, {
      quoteId: row.id,
      optionId: input.optionId,
      name: input.name,
      signaturePng,
      signedAt,
      receivedAt,
      onDevice: acceptance.onDevice,
      ip: arrival.ip,
      userAgent: arrival.userAgent,
      consentText: consentText(input.language),
      language: input.language,
      hash: input.hash,
      depositChoice: acceptance.choice,
      signedPdf,
      signedPdfSha256: createHash('sha256').update(signedPdf).digest('hex'),
      heldBy: acceptance.heldBy,
      requestDigest: acceptance.requestDigest,
      idempotencyKey: acceptance.idempotencyKey,
    })
    acceptance.alsoWrite(current, receivedAt)
    advanceEstimateStatus(deps.db, row.estimateId, 'accepted', now)
  })()
  proposeInstallationQuietly(deps, row.id)
  return { row: reread(deps, row.id), signedPdf }
}

/** The customer's copy of what they signed, with the signed PDF and the deposit's next step. */
function acceptedMailOf(
  deps: Deps,
  row: QuoteRow,
  signedPdf: Uint8Array,
  link: string,
  to = row.email,
): MailMessage | null {
  const view = viewOf(row, deps.clock())
  if (!to || !view.acceptance) return null
  return quoteAcceptedMail({
    to,
    snapshot: row.snapshot,
    acceptance: view.acceptance,
    deposit: view.deposit,
    link,
    from: senderOf(letterheadOf(deps, row.ownerId)),
    pdf: signedPdf,
  })
}

function mailOwner(
  deps: Deps,
  row: QuoteRow,
  origin: string,
  answer: Parameters<typeof quoteAnswerNotice>[0]['answer'],
) {
  const to = findUserEmail(deps.db, row.ownerId)
  if (!to) return
  void sendQuietly(
    deps.mailer,
    quoteAnswerNotice({
      to,
      // The installer's own language, not the quote's: the notice is theirs.
      locale: userLanguage(deps.db, row.ownerId),
      snapshot: row.snapshot,
      answer,
      link: estimateLinkOf(origin, row),
    }),
  )
}

/** Whether the card provider can take this amount (Stripe has a minimum charge). */
const cardTakes = (payments: PaymentProviders, cents: number) =>
  payments.card !== undefined && cents >= (payments.card.minimumCents ?? 0)

/**
 * The customer accepts on the quote's page: the version they read (its hash), one option, their name
 * and signature, the terms. The deposit is invoiced, or paid by card on Stripe's page, whose address
 * is in the answer (null when it could not be opened: the page offers it again).
 */
export async function acceptOnLink(
  deps: Deps,
  payments: PaymentProviders,
  token: string,
  input: AcceptQuoteInput,
  arrival: Arrival,
): Promise<AcceptedQuoteView> {
  const row = quoteByToken(deps, token)
  return acceptAsCustomer(deps, payments, row, input, arrival, {
    link: linkOf(arrival.origin, token),
    to: row.email || null,
    signer: null,
    recheck: () => {},
    alsoWrite: () => {},
  })
}

/** What an acceptance outside the quote's link does besides: the marketplace's hire (bid-quotes.service.ts). */
export interface CustomerAcceptance {
  /** Where the customer's copy and the card payment lead back to. */
  link: string
  /** Who gets the customer's copy with the signed PDF; null: nobody. */
  to: string | null
  /** The signed-in customer, when there is one: a retried identical request is theirs alone. */
  signer: SessionUser | null
  /** Checked again in the transaction that stores the acceptance; throws to store nothing. */
  recheck: () => void
  /** Written in that transaction with the acceptance: stored with it, or not at all. */
  alsoWrite: () => void
}

/**
 * The customer's acceptance of a version, on its link or as the marketplace's hire: the hash checked,
 * the signature's PNG, the signed PDF and the audit trail, the deposit's choice, an installation
 * proposed for the supplier's teams — and whatever `also` writes, in the same transaction.
 */
export async function acceptAsCustomer(
  deps: Deps,
  payments: PaymentProviders,
  row: QuoteRow,
  input: AcceptQuoteInput,
  arrival: Arrival,
  also: CustomerAcceptance,
): Promise<AcceptedQuoteView> {
  const closed = closedRefusal(row, deps.clock())
  if (closed) throw closed
  if (input.hash !== row.hash) throw refuse(409, 'snapshotMismatch')
  const dueCents = optionOf(row, input.optionId).depositCents
  if (input.depositMethod === 'card' && dueCents > 0 && !cardTakes(payments, dueCents))
    throw refuse(422, 'cardUnavailable', 'depositMethod')

  const accepted = await storeAcceptance(deps, row, {
    input,
    choice: input.depositMethod,
    onDevice: false,
    signedAt: deps.clock(),
    heldBy: null,
    arrival,
    requestDigest: requestDigestOf(also.signer?.id ?? null, input),
    idempotencyKey: null,
    recheck: (current, now) => {
      const refusal = closedRefusal(current, now)
      if (refusal) throw refusal
      also.recheck()
    },
    alsoWrite: (current, at) => {
      if (input.depositMethod === 'invoice' && dueCents > 0)
        insertPayment(deps.db, {
          id: randomUUID(),
          quoteId: current.id,
          method: 'invoice',
          state: 'invoiced',
          amountCents: dueCents,
          paidAt: null,
          createdAt: at,
        })
      also.alsoWrite()
    },
  })

  const checkoutUrl =
    input.depositMethod === 'card' && dueCents > 0
      ? await startDepositCheckout(deps, payments, accepted.row, also.link).catch((error: unknown) => {
          console.error(`Could not open the deposit's card payment of ${accepted.row.id}:`, error)
          return null
        })
      : null
  const answered = reread(deps, row.id)
  const mail = also.to ? acceptedMailOf(deps, answered, accepted.signedPdf, also.link, also.to) : null
  if (mail) void sendQuietly(deps.mailer, mail)
  mailOwner(deps, answered, arrival.origin, {
    kind: 'accepted',
    name: input.name,
    option: optionOf(answered, input.optionId),
  })
  return { ...publicViewOf(answered, deps.clock(), cardAvailable(payments)), checkoutUrl }
}

/**
 * Whether a stored acceptance is this very request again (a retry whose answer was lost): the same
 * signer sent the same body.
 */
export const isSameAcceptance = (row: QuoteRow, signer: SessionUser, input: AcceptQuoteInput) =>
  row.acceptance?.requestDigest === requestDigestOf(signer.id, input)

/** The customer's page of an accepted version, for a retried acceptance. */
export const acceptedViewOf = (
  deps: Pick<Deps, 'clock'>,
  payments: PaymentProviders,
  row: QuoteRow,
): AcceptedQuoteView => ({ ...publicViewOf(row, deps.clock(), cardAvailable(payments)), checkoutUrl: null })

/**
 * A signature taken on the installer's device, perhaps offline, binding once it arrives here: against
 * the version the server holds (its hash), not withdrawn, not overtaken by a newer version, valid when
 * it was signed (by the device's clock, never later than now). The deposit was taken in cash or by
 * check, or its pay link is mailed now. The same request again (the outbox retrying) answers the
 * stored acceptance.
 */
export async function acceptOnDevice(
  deps: Deps,
  user: SessionUser,
  id: string,
  input: AcceptOnDeviceInput,
  arrival: Arrival & { idempotencyKey: string | undefined },
): Promise<{ view: QuoteVersionView; created: boolean }> {
  const row = ownedQuote(deps, user, id, 'manage')
  const requestDigest = requestDigestOf(user.id, input)
  const now = deps.clock()
  if (row.acceptance) {
    const sameKey =
      arrival.idempotencyKey === undefined || arrival.idempotencyKey === row.acceptance.idempotencyKey
    if (row.acceptance.requestDigest === requestDigest && sameKey) {
      // Books the installation should the first arrival have failed to; once booked, nothing happens.
      proposeInstallationQuietly(deps, row.id)
      return { view: viewOf(row, now), created: false }
    }
    throw refuse(409, 'alreadyAccepted')
  }
  const signedAt = new Date(Math.min(Date.parse(input.signedAt), now.getTime()))
  const stillOpen = (current: QuoteRow) => {
    if (current.revokedAt) throw refuse(410, 'linkRevoked')
    // Signed on the device while a newer version was made elsewhere: the customer signed old figures.
    if (hasNewerVersion(deps.db, current.estimateId, current.version)) throw refuse(409, 'superseded')
    if (isExpired(current.snapshot, signedAt)) throw refuse(410, 'linkExpired')
  }
  stillOpen(row)
  if (input.hash !== row.hash) throw refuse(409, 'snapshotMismatch')
  const dueCents = optionOf(row, input.optionId).depositCents
  const deferred = input.depositMethod === 'later' && dueCents > 0
  if (deferred && !row.email) throw refuse(422, 'emailRequired')
  // The server never holds the device's token, so the mails carry a link of its own.
  const token = row.email ? newQuoteToken() : null

  const accepted = await storeAcceptance(deps, row, {
    input,
    choice: input.depositMethod,
    onDevice: true,
    signedAt,
    heldBy: user.id,
    arrival,
    requestDigest,
    idempotencyKey: arrival.idempotencyKey ?? null,
    recheck: stillOpen,
    alsoWrite: (current, at) => {
      if ((input.depositMethod === 'cash' || input.depositMethod === 'check') && dueCents > 0)
        insertPayment(deps.db, {
          id: randomUUID(),
          quoteId: current.id,
          method: input.depositMethod,
          state: 'paid',
          amountCents: dueCents,
          paidAt: signedAt.toISOString(),
          createdAt: at,
          recordedBy: user.id,
        })
      if (token)
        insertLink(deps.db, { digest: tokenDigest(token), quoteId: current.id, purpose: 'accepted', at })
      insertAudit(deps.db, {
        at,
        actorId: user.id,
        action: 'quote.acceptOnDevice',
        subject: quoteNumber(current.snapshot),
        before: { stage: 'open' },
        after: {
          optionId: input.optionId,
          name: input.name,
          signedAt: signedAt.toISOString(),
          deposit: input.depositMethod,
        },
      })
    },
  })

  const view = viewOf(accepted.row, deps.clock())
  if (token) {
    const link = linkOf(arrival.origin, token)
    const mail = acceptedMailOf(deps, accepted.row, accepted.signedPdf, link)
    if (mail) void sendQuietly(deps.mailer, mail)
    if (deferred)
      void sendQuietly(
        deps.mailer,
        depositLinkMail({
          to: accepted.row.email,
          snapshot: accepted.row.snapshot,
          deposit: view.deposit,
          link,
          from: senderOf(letterheadOf(deps, accepted.row.ownerId)),
        }),
      )
  }
  return { view, created: true }
}

// ── changes ──

/** The customer asks for changes: the note reaches the installer, and the version stays open. */
export function requestChanges(
  deps: Deps,
  payments: PaymentProviders,
  token: string,
  note: string,
  origin: string,
): PublicQuoteView {
  const row = quoteByToken(deps, token)
  const now = deps.clock()
  const closed = closedRefusal(row, now)
  if (closed) throw closed
  setChangeRequest(deps.db, row.id, note, now.toISOString())
  mailOwner(deps, row, origin, { kind: 'changesRequested', note })
  return publicViewOf(reread(deps, row.id), now, cardAvailable(payments))
}

// ── the deposit by card ──

/** A page opened this long ago is still offered again rather than a new one (Stripe's lasts CHECKOUT_LIFETIME_S). */
const REUSE_CHECKOUT_MS = (CHECKOUT_LIFETIME_S - 15 * 60) * 1000

/** Opens Stripe's page for what remains of the deposit, recorded as a pending card payment. */
async function startDepositCheckout(
  deps: Pick<Deps, 'db' | 'clock'>,
  payments: PaymentProviders,
  row: QuoteRow,
  returnUrl: string,
): Promise<string> {
  const amountCents = amountDueNow(viewOf(row, deps.clock()))
  if (!payments.card) throw new Error('Card payment is not configured')
  const now = deps.clock()
  const open = findPendingCardPayment(deps.db, row.id)
  if (
    open?.url &&
    open.amountCents === amountCents &&
    now.getTime() - Date.parse(open.createdAt) < REUSE_CHECKOUT_MS
  )
    return open.url
  const started = await payments.card.startDeposit(
    {
      quoteId: row.id,
      purpose: row.job ? 'balance' : 'deposit',
      quoteNumber: quoteNumber(row.snapshot),
      email: row.email,
      amountCents,
      returnUrl,
    },
    { origin: new URL(returnUrl).origin, now },
  )
  insertPayment(deps.db, {
    id: randomUUID(),
    quoteId: row.id,
    method: 'card',
    state: 'pending',
    amountCents,
    reference: started.reference,
    url: started.paymentUrl,
    paidAt: null,
    createdAt: now.toISOString(),
  })
  return started.paymentUrl
}

/**
 * The customer pays by card what is due now: a deposit still due (deferred, invoiced or left on
 * Stripe's page), or once the job is installed the final invoice's balance.
 */
export async function payDepositByCard(
  deps: Deps,
  payments: PaymentProviders,
  token: string,
  origin: string,
): Promise<{ checkoutUrl: string }> {
  const row = quoteByToken(deps, token)
  if (!row.acceptance) throw refuse(409, 'notAccepted')
  const due = amountDueNow(viewOf(row, deps.clock()))
  if (due <= 0) throw refuse(409, 'depositNotDue')
  if (!cardTakes(payments, due)) throw refuse(422, 'cardUnavailable')
  try {
    return { checkoutUrl: await startDepositCheckout(deps, payments, row, linkOf(origin, token)) }
  } catch (error) {
    console.error(`Could not open the deposit's card payment of ${row.id}:`, error)
    throw refuse(502, 'cardUnavailable')
  }
}

/**
 * Applies what Stripe's webhook says of a deposit's Checkout Session (its signature verified). Stripe
 * delivers an event at least once, sometimes again: each step depends on the payment's state, so a
 * repeated event changes nothing.
 */
export function applyDepositEvent(
  deps: Pick<Deps, 'db' | 'clock'>,
  event: Exclude<PaymentEvent, { kind: 'ignored' }>,
): PaymentOutcome {
  const payment = findPaymentByReference(deps.db, event.reference)
  if (!payment || payment.method !== 'card') {
    console.warn(`Stripe event ${event.eventId} names no deposit of ours (${event.reference}).`)
    return 'ignored'
  }
  if (event.kind === 'failed')
    return settlePayment(deps.db, payment.id, 'pending', 'failed', null) ? 'cancelled' : 'unchanged'
  if (event.amountCents !== payment.amountCents || event.currency !== 'usd') {
    console.error(
      `Stripe event ${event.eventId}: the deposit of ${payment.amountCents} USD cents for quote ` +
        `${payment.quoteId} was paid ${String(event.amountCents)} ${String(event.currency)}; left for the team to check.`,
    )
    return 'unchanged'
  }
  const at = deps.clock().toISOString()
  // A page reported expired and then paid (events out of order) was paid all the same.
  const paid =
    settlePayment(deps.db, payment.id, 'pending', 'paid', at) ||
    settlePayment(deps.db, payment.id, 'failed', 'paid', at)
  if (!paid) return 'unchanged'
  const row = findQuote(deps.db, payment.quoteId)
  if (row && row.paidCents > (jobViewOf(row)?.invoice.totalCents ?? depositViewOf(row).dueCents))
    console.error(`Quote ${row.id} was paid more than it owes (${event.reference}): refund the excess.`)
  return 'paid'
}
