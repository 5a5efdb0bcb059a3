import { z } from 'zod'
import { OPTION_IDS } from '../quotes/quote.ts'
import { code, optionalText, RequestIdSchema } from './job.ts'

/*
 * An installer's offer on a job: price, start date, a message and how long it holds. One bid per
 * installer and job: bidding again revises it, withdrawing and bidding again revives it.
 */

export const BID_STATUSES = ['active', 'withdrawn', 'accepted', 'declined'] as const
export type BidStatus = (typeof BID_STATUSES)[number]

export const BID_LIMITS = {
  minCents: 100,
  maxCents: 100_000_000,
  message: 2000,
  minValidDays: 1,
  maxValidDays: 60,
  defaultValidDays: 14,
} as const

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export const BidInputSchema = z.object({
  id: RequestIdSchema,
  priceCents: z
    .number(code('priceInvalid'))
    .int(code('priceInvalid'))
    .min(BID_LIMITS.minCents, code('priceInvalid'))
    .max(BID_LIMITS.maxCents, code('priceInvalid')),
  /** YYYY-MM-DD; the server checks it is not in the past. */
  startDate: z
    .string(code('startDateInvalid'))
    .regex(DATE_PATTERN, code('startDateInvalid'))
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), code('startDateInvalid')),
  message: optionalText(BID_LIMITS.message, 'messageTooLong'),
  validDays: z
    .number(code('validDaysInvalid'))
    .int(code('validDaysInvalid'))
    .min(BID_LIMITS.minValidDays, code('validDaysInvalid'))
    .max(BID_LIMITS.maxValidDays, code('validDaysInvalid'))
    .default(BID_LIMITS.defaultValidDays),
  /**
   * A quote version of the installer's own, still open, itemizing the bid: the poster reads it and
   * hires by accepting it (decision 022). Absent or null: a bid by its price alone.
   */
  quoteId: z.string(code('quoteNotYours')).max(64, code('quoteNotYours')).nullish(),
})
export type BidInputBody = z.input<typeof BidInputSchema>
export type BidInput = z.output<typeof BidInputSchema>

/** The poster's choice among the bids; a missing or malformed id is a bid not found. */
export const AcceptBidSchema = z.object({ bidId: z.string(code('bidNotFound')).max(64, code('bidNotFound')) })

/** The installer as the poster compares bids: what their public profile says. */
const BidderSchema = z.strictObject({
  name: z.string(),
  company: z.string(),
  certified: z.boolean(),
  /** Average stars of their reviews, one decimal; null before the first review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int().min(0),
})
export type Bidder = z.infer<typeof BidderSchema>

const timestamp = z.iso.datetime()

/**
 * The quote a bid carries, as the poster compares bids: its number and what each option costs. The
 * version itself stays on the server (decision 023); the poster opens it through the API.
 */
const BidQuoteSchema = z.strictObject({
  id: z.string(),
  /** `Q-7K2M-Q9XD v2` */
  number: z.string(),
  options: z.array(
    z.strictObject({ id: z.enum(OPTION_IDS), label: z.string(), totalCents: z.number().int() }),
  ),
})
export type BidQuote = z.infer<typeof BidQuoteSchema>

export const BidDocumentSchema = z.strictObject({
  id: z.string(),
  jobId: z.string(),
  installerId: z.string(),
  /** The job's poster: whose devices receive the bid. */
  posterId: z.string(),
  installer: BidderSchema,
  priceCents: z.number().int(),
  startDate: z.string().regex(DATE_PATTERN),
  message: z.string(),
  /** Contact details typed into the message were hidden (the job was not awarded yet). */
  masked: z.boolean(),
  /** The last day the bid holds, YYYY-MM-DD. */
  validUntil: z.string().regex(DATE_PATTERN),
  status: z.enum(BID_STATUSES),
  /** The installer's phone and email: written once the bid is accepted. */
  contact: z.strictObject({ phone: z.string(), email: z.string() }).nullable(),
  /** The installer's itemized quote; hiring such a bid is accepting it. */
  quote: BidQuoteSchema.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  _deleted: z.boolean(),
})
export type BidDocument = z.infer<typeof BidDocumentSchema>

/** A calendar day as YYYY-MM-DD in UTC. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** `days` after the day `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return dayOf(at)
}

/** An active bid past its last valid day can no longer be accepted. */
export const isExpired = (bid: Pick<BidDocument, 'status' | 'validUntil'>, today: string) =>
  bid.status === 'active' && bid.validUntil < today
