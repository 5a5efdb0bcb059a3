import { z } from 'zod'
import { RequestPhotoSchema, type RequestPhoto } from '../../../domain/estimate-requests/request.ts'
import type { JsonValue } from '../../app/device-db.ts'

/*
 * The form keeps a draft on this device while it is filled in (docs/state.md): a reload, a closed
 * tab or a lost signal does not lose what was typed. Text and photos are two drafts, so that typing
 * does not rewrite megabytes of photos on every key. Both go once the request is queued, and come
 * back when a refused request is taken back for editing.
 */
export const REQUEST_DRAFT_KEY = 'estimate-requests/request'
export const PHOTOS_DRAFT_KEY = 'estimate-requests/photos'

/** The fields as typed, valid or not. */
export const RequestDraftSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  propertyType: z.string(),
  filmInterest: z.string(),
  windowCount: z.string(),
  largestWindow: z.string(),
  contactTime: z.string(),
  message: z.string(),
})
export type RequestDraft = z.infer<typeof RequestDraftSchema>
export type DraftField = keyof RequestDraft

export const PhotosDraftSchema = z.object({ photos: z.array(RequestPhotoSchema) })
export type PhotosDraft = z.infer<typeof PhotosDraftSchema>

export const EMPTY_DRAFT: RequestDraft = {
  name: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  propertyType: 'home',
  filmInterest: '',
  windowCount: '',
  largestWindow: '',
  contactTime: 'anytime',
  message: '',
}

export function isEmptyDraft(draft: RequestDraft): boolean {
  return Object.entries(EMPTY_DRAFT).every(([field, value]) => draft[field as DraftField] === value)
}

/** What the schema is given: the typed text, the count as a number, the photos and the request's id. */
export function bodyOf(values: RequestDraft, photos: readonly RequestPhoto[], id: string) {
  const count = values.windowCount.trim()
  return { ...values, id, windowCount: count === '' ? Number.NaN : Number(count), photos: [...photos] }
}

/** A queued request's body back as drafts, for editing it; null when it is not one. */
export function draftsOfBody(body: JsonValue): { draft: RequestDraft; photos: PhotosDraft } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const text = (value: JsonValue | undefined) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  const draft = Object.fromEntries(
    Object.keys(EMPTY_DRAFT).map((field) => [field, text(body[field])]),
  ) as RequestDraft
  const photos = PhotosDraftSchema.safeParse({ photos: body.photos })
  return { draft, photos: photos.success ? photos.data : { photos: [] } }
}
