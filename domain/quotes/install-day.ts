import { z } from 'zod'
import type { CalendarErrorCode } from '../calendar/errors.ts'
import {
  DOCUMENT_ID_PATTERN,
  EstimateWindowSchema,
  PHOTO_ID_PATTERN,
  type EstimateWindow,
} from '../estimates/estimate.ts'
import { changeOrderHash } from './invoice.ts'
import { canonicalHash } from './quote.ts'

/*
 * The install day of an accepted quote's installation (decision 027), kept in its calendar event so
 * that the crew works through it with no signal and every team device sees it arrive: what the server
 * wrote when it booked the job (the accepted option's windows, the film planned per roll product, the
 * quote's hash) and what the crew records on site (before and after photos, the checklist, the film
 * used, the hours worked, change orders the customer signed, and the customer's sign-off). Photos and
 * signatures are photo attachments named by the SHA-256 of their bytes, so the document stays small
 * and the replication uploads them before the event that refers to them.
 */

const code = (value: CalendarErrorCode) => ({ message: value })

export const INSTALL_DAY_LIMITS = {
  photos: 24,
  windows: 200,
  film: 20,
  changeOrders: 10,
  description: 300,
  name: 120,
  /** A change order's amount either way, in cents: $50,000. */
  changeOrderCents: 5_000_000,
  feet: 10_000,
  crewHours: 1000,
} as const

/** What the crew ticks before asking for the customer's sign-off, in the order of the work. */
export const CHECKLIST_ITEMS = [
  'existingDamageShown',
  'glassCleaned',
  'filmApplied',
  'edgesSealed',
  'bubblesChecked',
  'siteCleaned',
  'careExplained',
] as const
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number]

const photoId = z.string(code('installDayInvalid')).regex(PHOTO_ID_PATTERN, code('installDayInvalid'))
const photoIds = z
  .array(photoId, code('installDayInvalid'))
  .max(INSTALL_DAY_LIMITS.photos, code('tooManyPhotos'))
  .refine((ids) => new Set(ids).size === ids.length, code('installDayInvalid'))
const hash = z.string(code('installDayInvalid')).regex(/^[0-9a-f]{64}$/, code('installDayInvalid'))
const name = z
  .string(code('signerRequired'))
  .max(INSTALL_DAY_LIMITS.name, code('fieldTooLong'))
  .refine((value) => value.trim() !== '', code('signerRequired'))

/** A customer's signature on the device: the name they typed, their drawing, when, and what it binds to. */
const signatureShape = {
  name,
  /** The PNG of the drawing, stored as a photo. */
  signatureId: photoId,
  signedAt: z.iso.datetime(code('timeInvalid')),
  hash,
}
const SignatureSchema = z.strictObject(signatureShape, code('installDayInvalid'))
export type DeviceSignature = z.infer<typeof SignatureSchema>

/** Work added or taken out on site, priced before tax and signed by the customer on its own. */
const ChangeOrderSchema = z.strictObject(
  {
    id: z.string(code('installDayInvalid')).regex(DOCUMENT_ID_PATTERN, code('installDayInvalid')),
    description: z
      .string(code('fieldTooLong'))
      .max(INSTALL_DAY_LIMITS.description, code('fieldTooLong'))
      .refine((value) => value.trim() !== '', code('changeOrderInvalid')),
    amountCents: z
      .number(code('changeOrderInvalid'))
      .int(code('changeOrderInvalid'))
      .min(-INSTALL_DAY_LIMITS.changeOrderCents, code('changeOrderInvalid'))
      .max(INSTALL_DAY_LIMITS.changeOrderCents, code('changeOrderInvalid'))
      .refine((cents) => cents !== 0, code('changeOrderInvalid')),
    ...signatureShape,
  },
  code('installDayInvalid'),
)
export type SignedChangeOrder = z.infer<typeof ChangeOrderSchema>

/** Feet of one roll product ('SOL-CR40-60'): planned by the server, or used as the crew recorded it. */
const FilmFeetSchema = z.strictObject(
  {
    sku: z.string(code('installDayInvalid')).min(1, code('installDayInvalid')).max(40, code('installDayInvalid')),
    feet: z
      .number(code('feetInvalid'))
      .min(0, code('feetInvalid'))
      .max(INSTALL_DAY_LIMITS.feet, code('feetInvalid')),
  },
  code('installDayInvalid'),
)
export type FilmFeet = z.infer<typeof FilmFeetSchema>

export const InstallDaySchema = z.strictObject(
  {
    // Written by the server when it books the job; a device's change to these is not kept.
    quoteHash: hash,
    windows: z.array(EstimateWindowSchema, code('installDayInvalid')).max(INSTALL_DAY_LIMITS.windows),
    film: z.array(FilmFeetSchema, code('installDayInvalid')).max(INSTALL_DAY_LIMITS.film),
    // Recorded by the crew.
    beforePhotoIds: photoIds,
    afterPhotoIds: photoIds,
    checklist: z
      .array(z.enum(CHECKLIST_ITEMS, code('installDayInvalid')), code('installDayInvalid'))
      .max(CHECKLIST_ITEMS.length)
      .refine((items) => new Set(items).size === items.length, code('installDayInvalid')),
    /** Film used per roll product; empty until the crew records it (the sign-off takes the plan then). */
    cuts: z.array(FilmFeetSchema, code('installDayInvalid')).max(INSTALL_DAY_LIMITS.film),
    /** Person-hours worked on site; null until recorded. */
    crewHours: z
      .number(code('hoursInvalid'))
      .min(0, code('hoursInvalid'))
      .max(INSTALL_DAY_LIMITS.crewHours, code('hoursInvalid'))
      .nullable(),
    changeOrders: z
      .array(ChangeOrderSchema, code('installDayInvalid'))
      .max(INSTALL_DAY_LIMITS.changeOrders, code('tooManyChangeOrders')),
    signoff: SignatureSchema.nullable(),
  },
  code('installDayInvalid'),
).superRefine((day, ctx) => {
  // A signature that does not match what it signs was made for other work: it signs nothing.
  const problem = signatureProblem(day)
  if (problem) ctx.addIssue({ code: 'custom', ...code(problem), path: ['signoff'] })
})
export type InstallDay = z.infer<typeof InstallDaySchema>

/** The install day as the server books it: the plan, nothing recorded yet. */
export function plannedInstallDay(plan: {
  quoteHash: string
  windows: readonly EstimateWindow[]
  film: readonly FilmFeet[]
}): InstallDay {
  return {
    quoteHash: plan.quoteHash,
    windows: [...plan.windows],
    film: plan.film.map(({ sku, feet }) => ({ sku, feet })),
    beforePhotoIds: [],
    afterPhotoIds: [],
    checklist: [],
    cuts: [],
    crewHours: null,
    changeOrders: [],
    signoff: null,
  }
}

/** The film the job used: what the crew recorded, or the plan when they recorded nothing. */
export const filmUsed = (day: Pick<InstallDay, 'cuts' | 'film'>): FilmFeet[] =>
  day.cuts.length > 0 ? day.cuts : day.film

/**
 * What the customer's sign-off binds to: the quote, the work as recorded (checklist, after photos,
 * film used, hours) and the change orders they signed. A change to any of it after the signature
 * no longer matches, and the server refuses the job's completion until they sign again.
 */
export function signoffHash(
  day: Pick<InstallDay, 'quoteHash' | 'checklist' | 'afterPhotoIds' | 'cuts' | 'film' | 'crewHours' | 'changeOrders'>,
): string {
  return canonicalHash({
    quoteHash: day.quoteHash,
    checklist: [...day.checklist].sort(),
    afterPhotoIds: day.afterPhotoIds,
    film: filmUsed(day),
    crewHours: day.crewHours,
    changeOrders: day.changeOrders.map((order) => order.hash),
  })
}

/** Why a signed install day cannot close the job, or null when every signature matches what it signs. */
function signatureProblem(day: InstallDay): CalendarErrorCode | null {
  for (const order of day.changeOrders)
    if (order.hash !== changeOrderHash(day.quoteHash, order)) return 'signoffMismatch'
  if (day.signoff && day.signoff.hash !== signoffHash(day)) return 'signoffMismatch'
  return null
}

/** Every photo the day refers to: before and after, and the signatures' drawings. */
export function installDayPhotos(day: InstallDay | null): string[] {
  if (!day) return []
  return [
    ...day.beforePhotoIds,
    ...day.afterPhotoIds,
    ...day.changeOrders.map((order) => order.signatureId),
    ...(day.signoff ? [day.signoff.signatureId] : []),
  ]
}

/**
 * Two versions of one install day merged, for two devices that recorded it apart (the lead's
 * phone and the crew's): photos and ticks are added up and change orders kept by id, since
 * neither device meant to take the other's away; the film used, the hours and the sign-off are
 * the later writer's. A signed day is final: a signed side wins whole.
 */
export function mergeInstallDays(later: InstallDay, earlier: InstallDay): InstallDay {
  if (later.signoff) return later
  if (earlier.signoff) return earlier
  const union = <T>(a: readonly T[], b: readonly T[]) => [...new Set([...a, ...b])]
  const orders = new Map(earlier.changeOrders.map((order) => [order.id, order]))
  for (const order of later.changeOrders) orders.set(order.id, order)
  return {
    ...later,
    beforePhotoIds: union(later.beforePhotoIds, earlier.beforePhotoIds).slice(0, INSTALL_DAY_LIMITS.photos),
    afterPhotoIds: union(later.afterPhotoIds, earlier.afterPhotoIds).slice(0, INSTALL_DAY_LIMITS.photos),
    checklist: CHECKLIST_ITEMS.filter((item) => later.checklist.includes(item) || earlier.checklist.includes(item)),
    changeOrders: [...orders.values()].slice(0, INSTALL_DAY_LIMITS.changeOrders),
  }
}
