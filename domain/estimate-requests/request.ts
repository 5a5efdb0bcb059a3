import { z } from 'zod'
import { isPhoneNumber, isReachable, reachableIssue } from '../contact.ts'
import type { EstimateRequestErrorCode } from './errors.ts'
import { US_STATE_CODES } from './us-states.ts'
import { PageLanguageSchema } from '../i18n/page-language.ts'

/**
 * A homeowner's (or business owner's) request for an estimate, sent without an account from
 * /homeowner-estimate. The same schema checks the form in the browser, the request queued on the
 * device while offline, and the API's input. It asks only what a visitor can answer without a tape
 * measure: how many windows, and how big the largest one is, picked from sizes described in words.
 */

/** zod issues carry our error code as their message; the API and the form map it to text. */
const code = (value: EstimateRequestErrorCode) => ({ message: value })

export const PROPERTY_TYPES = ['home', 'business'] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

export const FILM_INTERESTS = ['security', 'solar', 'privacy', 'notSure'] as const
export type FilmInterest = (typeof FILM_INTERESTS)[number]

/** The largest window, in words a homeowner can judge by eye (the form describes each size). */
export const WINDOW_SIZES = ['small', 'standard', 'large', 'wall', 'notSure'] as const
export type WindowSize = (typeof WINDOW_SIZES)[number]

export const CONTACT_TIMES = ['anytime', 'morning', 'afternoon', 'evening'] as const
export type ContactTime = (typeof CONTACT_TIMES)[number]

/** The path of a request through the team's hands, in order. */
export const REQUEST_STATUSES = ['new', 'contacted', 'quoted', 'closed'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

const MB = 1024 * 1024

export const REQUEST_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  street: 200,
  city: 100,
  message: 2000,
  windows: 500,
  photos: 10,
  /** One photo, as the device prepares it (web: preparePhoto keeps photos under 2 MB). */
  photoBytes: 2 * MB,
  /** All photos of one request together: what a phone sends on a weak signal in reasonable time. */
  photosTotalBytes: 12 * MB,
} as const

/** How long the base64 of `bytes` bytes is. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4

/** How many bytes canonical base64 of this length decodes to. */
export const decodedLength = (base64: string) =>
  (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)

/** Canonical base64: no whitespace, no data: prefix, padded to a multiple of 4. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

const EMAIL = z.email()

/** A one-line field: line breaks, tabs and other control characters become single spaces. */
const requiredText = (max: number, missing: EstimateRequestErrorCode) =>
  z
    .string(code(missing))
    .transform((value) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim())
    .pipe(z.string().min(1, code(missing)).max(max, code('fieldTooLong')))

const optionalText = (max: number) =>
  z.string(code('fieldTooLong')).trim().max(max, code('fieldTooLong')).default('')

export const RequestPhotoSchema = z.object(
  {
    mime: z.literal('image/jpeg', code('photoInvalid')),
    data: z
      .string(code('photoInvalid'))
      .min(4, code('photoInvalid'))
      .max(base64Length(REQUEST_LIMITS.photoBytes), code('photoInvalid'))
      .regex(BASE64, code('photoInvalid')),
  },
  code('photoInvalid'),
)
export type RequestPhoto = z.infer<typeof RequestPhotoSchema>

export const EstimateRequestSchema = z
  .object({
    /** Made by the device when the visitor sends the form: a retry carries it again and is never a second request. */
    id: z.uuid(code('idInvalid')),
    name: requiredText(REQUEST_LIMITS.name, 'nameRequired'),
    email: optionalText(REQUEST_LIMITS.email).refine(
      (value) => value === '' || EMAIL.safeParse(value).success,
      code('emailInvalid'),
    ),
    phone: optionalText(REQUEST_LIMITS.phone).refine(
      (value) => value === '' || isPhoneNumber(value),
      code('phoneInvalid'),
    ),
    street: requiredText(REQUEST_LIMITS.street, 'streetRequired'),
    city: requiredText(REQUEST_LIMITS.city, 'cityRequired'),
    state: z.enum(US_STATE_CODES, code('stateInvalid')),
    zip: z
      .string(code('zipInvalid'))
      .trim()
      .regex(/^\d{5}$/, code('zipInvalid')),
    propertyType: z.enum(PROPERTY_TYPES, code('propertyTypeInvalid')),
    filmInterest: z.enum(FILM_INTERESTS, code('filmInterestInvalid')),
    windowCount: z
      .number(code('windowCountInvalid'))
      .int(code('windowCountInvalid'))
      .min(1, code('windowCountInvalid'))
      .max(REQUEST_LIMITS.windows, code('windowCountInvalid')),
    largestWindow: z.enum(WINDOW_SIZES, code('largestWindowInvalid')),
    contactTime: z.enum(CONTACT_TIMES, code('contactTimeInvalid')).default('anytime'),
    message: optionalText(REQUEST_LIMITS.message),
    photos: z
      .array(RequestPhotoSchema, code('photoInvalid'))
      .max(REQUEST_LIMITS.photos, code('tooManyPhotos'))
      .refine(
        (photos) =>
          photos.reduce((sum, photo) => sum + decodedLength(photo.data), 0) <=
          REQUEST_LIMITS.photosTotalBytes,
        code('photosTooLarge'),
      )
      .default([]),
    /** The page's language: the visitor's confirmation is written in it. */
    language: PageLanguageSchema,
  })
  .refine(isReachable, reachableIssue<EstimateRequestErrorCode>('contactRequired'))

/** What a visitor sends (before defaults). */
export type EstimateRequestBody = z.input<typeof EstimateRequestSchema>
/** What the server stores (defaults applied, text trimmed). */
export type EstimateRequestInput = z.output<typeof EstimateRequestSchema>

/** The answer to a sent request; a retry of the same id gets the same one. */
export interface EstimateRequestReceipt {
  id: string
  receivedAt: string
  photoCount: number
}

/** A request as the team sees it. */
export interface EstimateRequestView extends Omit<EstimateRequestInput, 'photos'> {
  status: RequestStatus
  createdAt: string
  updatedAt: string
  statusChangedAt: string | null
  /** Username of who last changed the status. */
  statusChangedBy: string | null
  /** Where the team reads each photo (signed in, team or admin). */
  photoUrls: string[]
}

export interface EstimateRequestList {
  requests: EstimateRequestView[]
  /** Pass as `cursor` for the next, older page; null on the last page. */
  nextCursor: string | null
}

export const StatusChangeSchema = z.object({ status: z.enum(REQUEST_STATUSES, code('statusInvalid')) })

/**
 * A request moves forward, skipping steps if need be (a spam request goes straight to closed), or
 * back one step to undo a slip. Setting the status it already has changes nothing and is allowed.
 */
export function canChangeStatus(from: RequestStatus, to: RequestStatus): boolean {
  const a = REQUEST_STATUSES.indexOf(from)
  const b = REQUEST_STATUSES.indexOf(to)
  return b >= a || b === a - 1
}

/** The statuses a request in `from` may be given, in order, its own included. */
export function nextStatuses(from: RequestStatus): RequestStatus[] {
  return REQUEST_STATUSES.filter((to) => canChangeStatus(from, to))
}
