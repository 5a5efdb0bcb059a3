import type { QuoteInput, QuoteSnapshot } from '../../../domain/quotes/quote.ts'
import type {
  AcceptOnDeviceInput,
  AcceptQuoteInput,
  PublicQuoteView,
  ReviewInput,
  QuoteVersionView,
} from '../../../domain/quotes/state.ts'
import { api, call } from '../../app/api-client.ts'
import { queueRequest, removeOutboxRow } from '../../app/outbox.ts'
import { readCachedUser } from '../../app/session/get-current-user.ts'

/*
 * Every request quotes make, in one place. What the installer does in the field — make a version,
 * send it, have it signed, record a payment, withdraw it — goes through the device's outbox
 * (web/app/outbox.ts): stored first, sent at once or when the network is back, its id the server's
 * idempotency key. A command on a version waits for the version itself (`after`), so a quote made and
 * signed offline reaches the server in that order. The customer's page calls the server directly.
 */

export const QUOTE_KINDS = {
  create: 'quote',
  send: 'quote-send',
  accept: 'quote-accept',
  payment: 'quote-payment',
  revoke: 'quote-revoke',
} as const
export type QuoteCommand = keyof typeof QUOTE_KINDS

/** What a waiting command is about, for the versions list; the create's carries the version's copy. */
export interface QuoteCommandSummary {
  estimateId: string
  quoteId: string
  /** A version made on this device: what it shows until the server's copy arrives. */
  version?: Pick<QuoteVersionView, 'snapshot' | 'hash' | 'email' | 'followUp' | 'createdAt'>
  email?: string
  optionId?: string
  name?: string
  signedAt?: string
  depositMethod?: string
  method?: 'cash' | 'check'
  amountCents?: number
}

// The signed-in installer it acts for: sent with their session only, dropped when they sign out.
const queue = (command: QuoteCommand, id: string, url: string, body: object, summary: QuoteCommandSummary) =>
  queueRequest({
    kind: QUOTE_KINDS[command],
    id,
    url,
    body,
    summary,
    owner: readCachedUser()?.id,
    // A version's commands reach the server in the order they were made (sent, then signed, then paid)…
    record: `quote:${summary.quoteId}`,
    // … and every command but the create acts on a version the server must have first.
    ...(command === 'create' ? {} : { after: summary.quoteId }),
  })

const commandId = (command: QuoteCommand, quoteId: string) => `${command}-${quoteId}-${crypto.randomUUID()}`

/** Makes a version: the input, and the hash of the snapshot the device computed from it. */
export const queueQuote = (input: QuoteInput, snapshot: QuoteSnapshot, hash: string) =>
  queue(
    'create',
    input.id,
    '/api/quotes',
    { ...input, hash },
    {
      estimateId: input.estimateId,
      quoteId: input.id,
      version: {
        snapshot,
        hash,
        email: input.customer.email,
        followUp: input.followUp,
        createdAt: input.createdAt,
      },
    },
  )

/** Mails the customer the link (the token drawn with the version) and the PDF. */
export const queueSend = (quote: { id: string; estimateId: string }, email: string, token: string) =>
  queue(
    'send',
    commandId('send', quote.id),
    `/api/quotes/${quote.id}/send`,
    { email, token },
    {
      estimateId: quote.estimateId,
      quoteId: quote.id,
      email,
    },
  )

/** The customer signed on the installer's device. */
export const queueAcceptOnDevice = (quote: { id: string; estimateId: string }, body: AcceptOnDeviceInput) =>
  queue('accept', commandId('accept', quote.id), `/api/quotes/${quote.id}/accept`, body, {
    estimateId: quote.estimateId,
    quoteId: quote.id,
    optionId: body.optionId,
    name: body.name,
    signedAt: body.signedAt,
    depositMethod: body.depositMethod,
  })

export const queuePayment = (
  quote: { id: string; estimateId: string },
  payment: { method: 'cash' | 'check'; amountCents: number },
) =>
  queue('payment', commandId('payment', quote.id), `/api/quotes/${quote.id}/payments`, payment, {
    estimateId: quote.estimateId,
    quoteId: quote.id,
    ...payment,
  })

export const queueRevoke = (quote: { id: string; estimateId: string }) =>
  queue(
    'revoke',
    commandId('revoke', quote.id),
    `/api/quotes/${quote.id}/revoke`,
    {},
    {
      estimateId: quote.estimateId,
      quoteId: quote.id,
    },
  )

/** Forgets a refused command (the installer read why and moves on). */
export const dismissCommand = (id: string) => removeOutboxRow(id)

/** An estimate's versions, newest first. */
export const versionsUrl = (estimateId: string) => `/api/quotes?estimateId=${encodeURIComponent(estimateId)}`

/** One version, for its estimate's owner (403 or 404 for anyone else). */
export const fetchQuote = (quoteId: string) => call(api.quotes[':id'].$get({ param: { id: quoteId } }))

/** The signed-in installer's accepted quotes, newest first, with the accepted option's windows. */
export const fetchAcceptedQuotes = () => call(api.quotes.accepted.$get())

/** The documents of a version: its PDF (signed once accepted), and once installed its final invoice and warranty certificate. */
export type QuoteDocumentKind = 'pdf' | 'invoice' | 'warranty'

/** A version's document, for the team. */
export const quotePdfUrl = (quoteId: string, kind: QuoteDocumentKind = 'pdf') =>
  `/api/quotes/${quoteId}/${kind}`

// ── the customer's page: no account, the link's token ───────────────────────────────────────────

const link = (token: string) => `/api/quote-links/${encodeURIComponent(token)}`

export const publicQuoteKey = (token: string) => ['quote-link', token] as const

// The client does not encode path parameters; a token is URL-safe, but a mistyped link may not be.
const linkRoute = api['quote-links'][':token']
const linkParam = (token: string) => ({ param: { token: encodeURIComponent(token) } })

export const fetchPublicQuote = (token: string): Promise<PublicQuoteView> =>
  call(linkRoute.$get(linkParam(token)))

export const acceptQuote = (token: string, body: AcceptQuoteInput) =>
  call(linkRoute.accept.$post({ ...linkParam(token), json: body }))

export const requestChanges = (token: string, note: string): Promise<PublicQuoteView> =>
  call(linkRoute.changes.$post({ ...linkParam(token), json: { note } }))

export const startCardDeposit = (token: string) => call(linkRoute.deposit.card.$post(linkParam(token)))

/** A document of the customer's quote: the PDF (signed once accepted), the final invoice, the warranty. */
export const publicPdfUrl = (token: string, kind: QuoteDocumentKind = 'pdf') => `${link(token)}/${kind}`

export const sendReview = (token: string, review: ReviewInput): Promise<PublicQuoteView> =>
  call(linkRoute.review.$post({ ...linkParam(token), json: review }))

// ── a marketplace bid's quote: its job's poster reads it and hires by accepting it ──

export const bidQuoteKey = (jobId: string, bidId: string) => ['bid-quote', jobId, bidId] as const

const bidQuoteRoute = api.jobs[':jobId'].bids[':bidId']

export const fetchBidQuote = (jobId: string, bidId: string): Promise<PublicQuoteView> =>
  call(bidQuoteRoute.quote.$get({ param: { jobId, bidId } }))

export const hireWithQuote = (jobId: string, bidId: string, body: AcceptQuoteInput) =>
  call(bidQuoteRoute['accept-quote'].$post({ param: { jobId, bidId }, json: body }))
