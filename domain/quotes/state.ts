import { z } from 'zod'
import type { EstimateWindow } from '../estimates/estimate.ts'
import { LOCALES } from '../i18n/locales.ts'
import type { Cents } from '../money/money.ts'
import type { QuoteErrorCode } from './errors.ts'
import type { SignedChangeOrder } from './install-day.ts'
import { finalInvoice, type FinalInvoice } from './invoice.ts'
import {
  OPTION_IDS,
  QUOTE_LIMITS,
  QUOTE_TOKEN_PATTERN,
  type OptionId,
  type QuoteOption,
  type QuoteSnapshot,
} from './quote.ts'

/*
 * What happens to a quote version after it is made: sent, viewed, answered (accepted with a
 * signature, or changes requested), its deposit paid. The server records each step; devices and the
 * customer's page read the version's state as below.
 */

const code = (value: QuoteErrorCode) => ({ message: value })

/** How a deposit is paid. Card and invoice are the customer's choices; cash and check the installer records. */
export type DepositMethod = 'card' | 'invoice' | 'cash' | 'check'

/** A drawn signature: a PNG data URL, as a canvas gives it. */
const SIGNATURE_PATTERN = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/

const signature = z
  .string(code('signatureRequired'))
  .min(1, code('signatureRequired'))
  .max(QUOTE_LIMITS.signatureChars, code('signatureInvalid'))
  .regex(SIGNATURE_PATTERN, code('signatureInvalid'))

const acceptanceFields = {
  /** The hash of the snapshot the customer read: a signature binds to exactly that version. */
  hash: z.string(code('snapshotMismatch')).regex(/^[0-9a-f]{64}$/, code('snapshotMismatch')),
  optionId: z.enum(OPTION_IDS, code('optionInvalid')),
  name: z
    .string(code('nameRequired'))
    .trim()
    .min(2, code('nameRequired'))
    .max(QUOTE_LIMITS.name, code('fieldTooLong')),
  signature,
  consent: z.literal(true, code('consentRequired')),
  /** The language the customer read the quote and the consent in. */
  language: z.enum(LOCALES, code('languageInvalid')),
}

/** The customer's acceptance on the quote page. */
export const AcceptQuoteSchema = z.object({
  ...acceptanceFields,
  depositMethod: z.enum(['card', 'invoice'], code('depositMethodInvalid')),
})
export type AcceptQuoteInput = z.infer<typeof AcceptQuoteSchema>

/**
 * An acceptance signed on the installer's device, possibly offline: when it was signed by the device's
 * clock, and how the deposit goes: taken on the spot (cash, check) or later by the link the server
 * mails when the acceptance arrives.
 */
export const AcceptOnDeviceSchema = z.object({
  ...acceptanceFields,
  signedAt: z.iso.datetime(code('quoteInvalid')),
  depositMethod: z.enum(['cash', 'check', 'later'], code('depositMethodInvalid')),
})
export type AcceptOnDeviceInput = z.infer<typeof AcceptOnDeviceSchema>

export const RequestChangesSchema = z.object({
  note: z
    .string(code('noteRequired'))
    .trim()
    .min(1, code('noteRequired'))
    .max(QUOTE_LIMITS.note, code('fieldTooLong')),
})

/**
 * Mails the quote and its link. The server keeps only the link token's digest, so the device, which
 * drew the token, sends it with the address; the server checks it against the version's digest.
 */
export const SendQuoteSchema = z.object({
  email: z.email(code('emailInvalid')).max(QUOTE_LIMITS.email, code('fieldTooLong')),
  token: z.string(code('tokenInvalid')).regex(QUOTE_TOKEN_PATTERN, code('tokenInvalid')),
})

/** The customer's review of their installation, on the quote's page. */
export const ReviewSchema = z.object({
  rating: z
    .number(code('reviewInvalid'))
    .int(code('reviewInvalid'))
    .min(1, code('reviewInvalid'))
    .max(5, code('reviewInvalid')),
  text: z.string(code('reviewInvalid')).trim().max(2000, code('reviewInvalid')),
})
export type ReviewInput = z.infer<typeof ReviewSchema>

/** A deposit the installer received in person. */
export const RecordPaymentSchema = z.object({
  method: z.enum(['cash', 'check'], code('depositMethodInvalid')),
  amountCents: z.number(code('paymentInvalid')).int(code('paymentInvalid')).min(1, code('paymentInvalid')),
})

export type QuoteStage =
  'draft' | 'sent' | 'viewed' | 'changesRequested' | 'accepted' | 'expired' | 'revoked' | 'superseded'

export type DepositState = 'none' | 'due' | 'deferred' | 'invoiced' | 'paid'

export interface QuoteAcceptance {
  optionId: OptionId
  name: string
  /** When the customer signed: the server's time, or the device's for a signature made on it. */
  signedAt: string
  /** When the server received it (later than signedAt for a signature made offline). */
  receivedAt: string
  onDevice: boolean
}

/** A version as the team reads it: the snapshot and everything that happened to it. */
export interface QuoteVersionView {
  id: string
  estimateId: string
  ownerId: string
  snapshot: QuoteSnapshot
  hash: string
  email: string
  followUp: boolean
  stage: QuoteStage
  createdAt: string
  sentAt: string | null
  viewedAt: string | null
  followedUpAt: string | null
  revokedAt: string | null
  changeRequest: { note: string; at: string } | null
  acceptance: QuoteAcceptance | null
  deposit: { state: DepositState; method: DepositMethod | null; dueCents: Cents; paidCents: Cents }
  /** The installed job, once the customer signed it off on the crew's device. */
  job: QuoteJobView | null
}

/** An installed job: the sign-off, the change orders, the final invoice and the customer's review. */
export interface QuoteJobView {
  completedAt: string
  signedBy: string
  changeOrders: Pick<SignedChangeOrder, 'id' | 'description' | 'amountCents' | 'name' | 'signedAt' | 'hash'>[]
  invoice: FinalInvoice
  review: { rating: number; text: string; at: string } | null
}

/** What the customer's page shows: the snapshot and its answer, nothing of the team's. */
export type PublicQuoteView = Pick<
  QuoteVersionView,
  'snapshot' | 'hash' | 'stage' | 'acceptance' | 'changeRequest' | 'deposit' | 'job'
> & {
  /** Whether card payment is configured: the page offers it only then. */
  cardAvailable: boolean
}

/**
 * An accepted version as its owner's projects list it: who and where, the option the customer chose
 * and its deposit, and that option's windows (its film on every pane), from which a device computes
 * the same roll plans the installation takes (domain/quotes/installation.ts) to order the film.
 */
export interface AcceptedQuote {
  id: string
  /** 'Q-7K2M-Q9XD v1'. */
  number: string
  customerName: string
  address: string
  option: Pick<QuoteOption, 'id' | 'label' | 'totalCents' | 'depositCents'>
  deposit: QuoteVersionView['deposit']
  /** When the customer signed. */
  acceptedAt: string
  windows: EstimateWindow[]
}

/** The customer's answer on the page: the view, and Stripe's page when the deposit is paid by card now (null otherwise, or when the page could not be opened: the deposit can be paid from the quote's page later). */
export type AcceptedQuoteView = PublicQuoteView & { checkoutUrl: string | null }

/** A version its owner may still attach to a marketplace bid: open, with what each option costs. */
export interface OpenQuote {
  id: string
  /** `Q-7K2M-Q9XD v2` */
  number: string
  customerName: string
  createdAt: string
  options: { id: OptionId; label: string; totalCents: Cents }[]
}

/**
 * How the deposit was to be paid when the quote was accepted: the customer's choice on the page (card,
 * invoice), taken on the spot (cash, check), or `later`, by the link the server mails when a quote
 * signed on the installer's device reaches it.
 */
export type DepositChoice = DepositMethod | 'later'

/**
 * Where a deposit stands: nothing asked (not accepted yet, or a deposit of 0), paid once the payments
 * reach what is due, otherwise waiting the way it was chosen.
 */
export function depositStateOf({
  dueCents,
  paidCents,
  choice,
}: {
  dueCents: Cents
  paidCents: Cents
  choice: DepositChoice | null
}): DepositState {
  if (dueCents <= 0 || choice === null) return 'none'
  if (paidCents >= dueCents) return 'paid'
  if (choice === 'later') return 'deferred'
  if (choice === 'invoice') return 'invoiced'
  return 'due'
}

/**
 * The stage of a version at `now`: an answer stands; otherwise a withdrawn link, a newer version or
 * the passing of the validity date closes it; otherwise how far it got.
 */
export function quoteStage(
  version: Pick<QuoteVersionView, 'sentAt' | 'viewedAt' | 'revokedAt' | 'changeRequest' | 'acceptance'> & {
    snapshot: Pick<QuoteSnapshot, 'validUntil'>
  },
  { now, superseded }: { now: Date; superseded: boolean },
): QuoteStage {
  if (version.acceptance) return 'accepted'
  if (version.revokedAt) return 'revoked'
  if (superseded) return 'superseded'
  if (isExpired(version.snapshot, now)) return 'expired'
  if (version.changeRequest) return 'changesRequested'
  if (version.viewedAt) return 'viewed'
  if (version.sentAt) return 'sent'
  return 'draft'
}

/** A quote holds through its last valid day, to the end of that day in the Southeast (Eastern time, UTC−5 at the latest). */
export function isExpired(snapshot: Pick<QuoteSnapshot, 'validUntil'>, now: Date): boolean {
  return now.getTime() >= Date.parse(`${snapshot.validUntil}T00:00:00Z`) + 29 * 3_600_000
}

/** The consent the customer ticks, in English; the page and the PDF show it in the customer's language. */
export const CONSENT_TEXT =
  'I accept this quote and its terms, and I agree that typing my name and drawing my signature here signs it electronically.'

/** The final invoice of an installed job: the accepted option, its signed change orders, what was paid. */
export function jobInvoice(
  option: Pick<QuoteOption, 'totalCents' | 'taxRateBp' | 'depositCents'>,
  changeOrders: readonly Pick<SignedChangeOrder, 'amountCents'>[],
  paidCents: Cents,
): FinalInvoice {
  const depositPaidCents = Math.min(paidCents, option.depositCents)
  return finalInvoice(option, changeOrders, {
    depositPaidCents,
    otherPaidCents: paidCents - depositPaidCents,
  })
}

/**
 * What the customer is asked to pay now: what remains of the deposit until the job is installed,
 * the final invoice's balance after.
 */
export function amountDueNow(version: Pick<QuoteVersionView, 'deposit' | 'job'>): Cents {
  return version.job
    ? version.job.invoice.balanceCents
    : Math.max(0, version.deposit.dueCents - version.deposit.paidCents)
}
