import { z } from 'zod'
import { FILM_INTERESTS, RequestPhotoSchema, decodedLength } from '../estimate-requests/request.ts'
import { US_STATE_CODES } from '../estimate-requests/us-states.ts'
import { WINDOW_UNITS } from '../estimates/units.ts'
import type { MarketplaceErrorCode } from './errors.ts'

/*
 * A project a homeowner (or a team lead, for a customer) posts for certified installers to bid on
 *. The poster's form, the request queued on the device while offline and the API's input
 * are checked by one schema; the job as it replicates (JobDocument) is written by the server only.
 */

/** zod issues carry our error code as their message; the API and the form map it to text. */
export const code = (value: MarketplaceErrorCode) => ({ message: value })

/** What the film should do: the vocabulary of the estimate request form. */
export const JOB_FILM_TYPES = FILM_INTERESTS
export type JobFilmType = (typeof JOB_FILM_TYPES)[number]

export const JOB_TIMELINES = ['asap', 'twoWeeks', 'month', 'flexible'] as const
export type JobTimeline = (typeof JOB_TIMELINES)[number]

/** Budget ranges in whole dollars: [from, to) — the last has no upper end. */
export const JOB_BUDGETS = {
  under500: [0, 500],
  from500: [500, 1000],
  from1000: [1000, 2500],
  from2500: [2500, 5000],
  from5000: [5000, null],
} as const satisfies Record<string, readonly [number, number | null]>
export type JobBudget = keyof typeof JOB_BUDGETS
export const JOB_BUDGET_KEYS = Object.keys(JOB_BUDGETS) as JobBudget[]

/** A project's path; cancelled ends it from any status before the work starts. */
export const JOB_STATUSES = [
  'open',
  'reviewing',
  'hired',
  'scheduled',
  'inProgress',
  'completed',
  'cancelled',
] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** Statuses in which installers may still bid (reviewing: bids have come in, none accepted yet). */
const BIDDABLE_STATUSES = ['open', 'reviewing'] as const satisfies readonly JobStatus[]
export const isBiddable = (status: JobStatus) => (BIDDABLE_STATUSES as readonly JobStatus[]).includes(status)

/** The poster may cancel until the installer has started. */
export const isCancellable = (status: JobStatus) =>
  status === 'open' || status === 'reviewing' || status === 'hired' || status === 'scheduled'

/** The statuses the hired installer reports, in order. */
export const PROGRESS_STATUSES = [
  'scheduled',
  'inProgress',
  'completed',
] as const satisfies readonly JobStatus[]
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number]

/**
 * Where the hired installer may move a project: schedule (or reschedule) it, start, finish. The poster
 * may only confirm completion of work in progress (an installer who forgets to say so).
 */
export function canReportProgress(from: JobStatus, to: ProgressStatus, by: 'installer' | 'poster'): boolean {
  if (by === 'poster') return from === 'inProgress' && to === 'completed'
  switch (to) {
    case 'scheduled':
      return from === 'hired' || from === 'scheduled'
    case 'inProgress':
      return from === 'hired' || from === 'scheduled'
    case 'completed':
      return from === 'inProgress'
  }
}

export const JOB_LIMITS = {
  title: 120,
  description: 4000,
  street: 200,
  city: 100,
  phone: 40,
  note: 1000,
  photos: 8,
  /** Together, as base64 JPEGs the device prepared (2 MB each at most). */
  photosTotalBytes: 12 * 1024 * 1024,
  /** Status updates kept on a job. */
  updates: 50,
  updatePhotos: 6,
} as const

/** Digits, spaces and + ( ) . - only, with at least 7 digits. */
const PHONE = /^[+()\d\s.-]{7,40}$/

/** A one-line field: line breaks and control characters become single spaces. */
const requiredLine = (max: number, missing: MarketplaceErrorCode) =>
  z
    .string(code(missing))
    .transform((value) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim())
    .pipe(z.string().min(1, code(missing)).max(max, code('fieldTooLong')))

/** Free text: kept as typed (line breaks too), trimmed, bounded. */
export const requiredText = (
  max: number,
  missing: MarketplaceErrorCode,
  tooLong: MarketplaceErrorCode = 'fieldTooLong',
) => z.string(code(missing)).trim().min(1, code(missing)).max(max, code(tooLong))

export const optionalText = (max: number, tooLong: MarketplaceErrorCode = 'fieldTooLong') =>
  z.string(code(tooLong)).trim().max(max, code(tooLong)).default('')

/** Photos sent inside a request, as base64 JPEG (the device downscales them first). */
export const photosSchema = (max: number) =>
  z
    .array(
      RequestPhotoSchema.transform((photo) => photo),
      code('photoInvalid'),
    )
    .max(max, code('tooManyPhotos'))
    .refine(
      (photos) =>
        photos.reduce((sum, photo) => sum + decodedLength(photo.data), 0) <= JOB_LIMITS.photosTotalBytes,
      code('photosTooLarge'),
    )
    .default([])

/** A request's own id, made on the device: a retry carries it again and is never a second one. */
export const RequestIdSchema = z.uuid(code('idInvalid'))

export const JobInputSchema = z.object({
  id: RequestIdSchema,
  title: requiredLine(JOB_LIMITS.title, 'titleRequired'),
  description: requiredText(JOB_LIMITS.description, 'descriptionRequired'),
  street: requiredLine(JOB_LIMITS.street, 'streetRequired'),
  city: requiredLine(JOB_LIMITS.city, 'cityRequired'),
  state: z.enum(US_STATE_CODES, code('stateInvalid')),
  zip: z
    .string(code('zipInvalid'))
    .trim()
    .regex(/^\d{5}$/, code('zipInvalid')),
  phone: optionalText(JOB_LIMITS.phone).refine(
    (value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= 7),
    code('phoneInvalid'),
  ),
  filmType: z.enum(JOB_FILM_TYPES, code('filmTypeInvalid')),
  timeline: z.enum(JOB_TIMELINES, code('timelineInvalid')),
  budget: z.enum(JOB_BUDGET_KEYS as [JobBudget, ...JobBudget[]], code('budgetInvalid')),
  photos: photosSchema(JOB_LIMITS.photos),
  /** A saved estimate of the poster's: its windows, areas and photos travel with the job. */
  estimateId: z.string(code('estimateNotFound')).max(64, code('estimateNotFound')).nullable().default(null),
})
export type JobInputBody = z.input<typeof JobInputSchema>
export type JobInput = z.output<typeof JobInputSchema>

/** A status the hired installer reports, with a note and photos (before/after pictures for the portfolio). */
export const ProgressInputSchema = z
  .object({
    id: RequestIdSchema,
    status: z.enum(PROGRESS_STATUSES, code('statusInvalid')),
    /** YYYY-MM-DD, required to schedule. */
    scheduledFor: z
      .string(code('scheduledForRequired'))
      .regex(/^\d{4}-\d{2}-\d{2}$/, code('scheduledForRequired'))
      .nullable()
      .default(null),
    note: optionalText(JOB_LIMITS.note),
    photos: photosSchema(JOB_LIMITS.updatePhotos),
  })
  .refine((input) => input.status !== 'scheduled' || input.scheduledFor !== null, {
    ...code('scheduledForRequired'),
    path: ['scheduledFor'],
  })
export type ProgressInputBody = z.input<typeof ProgressInputSchema>
export type ProgressInput = z.output<typeof ProgressInputSchema>

/** One window of an attached estimate, as installers read it: sizes in inches, area in ft². */
const EstimateWindowSnapshotSchema = z.strictObject({
  id: z.string().max(64),
  label: z.string().max(200),
  width: z.number().positive(),
  height: z.number().positive(),
  unit: z.enum(WINDOW_UNITS),
  quantity: z.number().int().min(1),
  areaSqFt: z.number().min(0),
  photos: z.array(z.string()),
})

const timestamp = z.iso.datetime()

const JobUpdateSchema = z.strictObject({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  at: timestamp,
  scheduledFor: z.string().nullable(),
  note: z.string(),
  photos: z.array(z.string()),
})

/** Shown to the poster and the hired installer only (the server blanks it for everyone else). */
const JobContactSchema = z.strictObject({
  name: z.string(),
  street: z.string(),
  phone: z.string(),
  email: z.string(),
})

export const JobDocumentSchema = z.strictObject({
  id: z.string(),
  ownerId: z.string(),
  /** The poster's username: installers address them by it. */
  ownerName: z.string(),
  title: z.string(),
  description: z.string(),
  city: z.string(),
  state: z.enum(US_STATE_CODES),
  zip: z.string(),
  /** The ZIP code's centre, for distances on the job board; null when the ZIP is unknown. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  filmType: z.enum(JOB_FILM_TYPES),
  timeline: z.enum(JOB_TIMELINES),
  budget: z.enum(JOB_BUDGET_KEYS as [JobBudget, ...JobBudget[]]),
  photos: z.array(z.string()),
  estimate: z
    .strictObject({
      id: z.string(),
      name: z.string(),
      totalWindows: z.number().int().min(0),
      totalAreaSqFt: z.number().min(0),
      windows: z.array(EstimateWindowSnapshotSchema),
    })
    .nullable(),
  status: z.enum(JOB_STATUSES),
  bidCount: z.number().int().min(0),
  hiredInstallerId: z.string().nullable(),
  hiredBidId: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  /** The exact address and the poster's phone and email: the poster's and the hired installer's only. */
  contact: JobContactSchema.nullable(),
  updates: z.array(JobUpdateSchema),
  review: z
    .strictObject({ rating: z.number().int().min(1).max(5), text: z.string(), at: timestamp })
    .nullable(),
  postedAt: timestamp,
  updatedAt: timestamp,
  _deleted: z.boolean(),
})
export type JobDocument = z.infer<typeof JobDocumentSchema>
