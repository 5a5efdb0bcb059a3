import { z } from 'zod'
import { isPhoneNumber, isReachable, reachableIssue } from '../contact.ts'
import type { Locale } from '../i18n/locales.ts'
import { PageLanguageSchema } from '../i18n/page-language.ts'
import type { SupportErrorCode } from './errors.ts'

/*
 * A "Talk to a person" request: sent from the chat assistant's panel by anyone, signed in or not,
 * with the conversation shown in the panel. The same schema checks the form in the browser, the
 * request queued on the device while offline, and the API's input.
 */

/** zod issues carry our error code as their message; the API and the form map it to text. */
const code = (value: SupportErrorCode) => ({ message: value })

/** The path of a request through the team's hands. */
export const SUPPORT_STATUSES = ['open', 'inProgress', 'answered', 'closed'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

export const SUPPORT_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  note: 1000,
  page: 500,
  /** The panel keeps 200 messages; the last 50 are the conversation a person needs to read. */
  transcriptMessages: 50,
  /** A question holds 500 characters; an answer of the assistant rarely 2000. */
  transcriptText: 4000,
} as const

const EMAIL = z.email()

/** A one-line field: line breaks, tabs and other control characters become single spaces. */
const oneLine = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim()

const TranscriptMessageSchema = z.object(
  {
    role: z.enum(['user', 'assistant'], code('transcriptInvalid')),
    text: z.string(code('transcriptInvalid')).max(SUPPORT_LIMITS.transcriptText, code('transcriptInvalid')),
    /** When it was said, epoch ms as the device's clock had it. */
    at: z
      .number(code('transcriptInvalid'))
      .int(code('transcriptInvalid'))
      .nonnegative(code('transcriptInvalid')),
  },
  code('transcriptInvalid'),
)
export type TranscriptMessage = z.infer<typeof TranscriptMessageSchema>

export const SupportRequestSchema = z
  .object({
    /** Made by the device when the form is sent: a retry carries it again and is never a second request. */
    id: z.uuid(code('idInvalid')),
    name: z
      .string(code('nameRequired'))
      .transform(oneLine)
      .pipe(z.string().min(1, code('nameRequired')).max(SUPPORT_LIMITS.name, code('fieldTooLong'))),
    email: z
      .string(code('emailInvalid'))
      .trim()
      .max(SUPPORT_LIMITS.email, code('emailInvalid'))
      .refine((value) => value === '' || EMAIL.safeParse(value).success, code('emailInvalid'))
      .default(''),
    phone: z
      .string(code('phoneInvalid'))
      .trim()
      .refine((value) => value === '' || isPhoneNumber(value), code('phoneInvalid'))
      .default(''),
    note: z.string(code('noteTooLong')).trim().max(SUPPORT_LIMITS.note, code('noteTooLong')).default(''),
    /** The page's language: the team answers in it, and the customer's confirmation is written in it. */
    language: PageLanguageSchema,
    /** The in-app path the panel was opened on (no query: it may hold a token). */
    page: z
      .string(code('fieldTooLong'))
      .max(SUPPORT_LIMITS.page, code('fieldTooLong'))
      .refine((value) => value === '' || /^\/(?![/\\])[^?#]*$/.test(value), code('supportInvalid'))
      .default(''),
    transcript: z
      .array(TranscriptMessageSchema, code('transcriptInvalid'))
      .max(SUPPORT_LIMITS.transcriptMessages, code('transcriptInvalid'))
      .default([]),
  })
  .refine(isReachable, reachableIssue<SupportErrorCode>('contactRequired'))

/** What the panel sends (before defaults). */
export type SupportRequestBody = z.input<typeof SupportRequestSchema>
/** What the server stores (defaults applied, text trimmed). */
export type SupportRequestInput = z.output<typeof SupportRequestSchema>

/**
 * The number the customer quotes, made from the id the device chose: the panel shows it at once,
 * even when the request waits for the network. 48 bits of a random UUID: two requests sharing one
 * is a chance in billions; the id, not the reference, is the key.
 */
export function supportReference(id: string): string {
  const hex = id.replace(/-/g, '').toUpperCase()
  return `SR-${hex.slice(0, 6)}-${hex.slice(6, 12)}`
}

/** The answer to a sent request; a retry of the same id gets the same one. */
export interface SupportReceipt {
  id: string
  reference: string
  receivedAt: string
}

/** A request as the team's list shows it: the transcript is read when the request is opened. */
export interface SupportRequestSummary {
  id: string
  reference: string
  name: string
  email: string
  phone: string
  /** The language to answer in: the page's, else the browser's, else English. */
  language: Locale
  status: SupportStatus
  messageCount: number
  createdAt: string
  updatedAt: string
  statusChangedAt: string | null
  /** Username of who last changed the status. */
  statusChangedBy: string | null
}

/** A request opened by the team: everything the customer sent. */
export interface SupportRequestView extends SupportRequestSummary {
  note: string
  page: string
  transcript: TranscriptMessage[]
  /** Username of the signed-in customer, when they were. */
  username: string | null
}

export interface SupportRequestList {
  requests: SupportRequestSummary[]
  /** Pass as `cursor` for the next, older page; null on the last page. */
  nextCursor: string | null
}

export const SupportStatusChangeSchema = z.object({
  status: z.enum(SUPPORT_STATUSES, code('statusInvalid')),
})
