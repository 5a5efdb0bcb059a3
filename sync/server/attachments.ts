import { z } from 'zod'
import type { SessionUser } from '../../domain/auth/roles.ts'
import { base64Length, decodeBase64, encodeBase64 } from '../base64.ts'
import type { SyncCollection } from '../collection.ts'
import {
  ATTACHMENT_ID_PATTERN,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MIMES,
  type AttachmentMime,
  type AttachmentPayload,
  type AttachmentReceipt,
  type SyncDocument,
} from '../protocol.ts'
import { SyncError } from './errors.ts'
import type { SyncStorage } from './storage.ts'

/**
 * Where attachment bytes live, outside the documents (api: the content-addressed files table). The
 * type sniffing is the store's too, so that one implementation checks every image the server accepts.
 */
export interface AttachmentBlobs {
  /** The image type the bytes really are, from their signature; null when not an accepted image. */
  detectMime(bytes: Uint8Array): AttachmentMime | null
  /** Stores bytes whose SHA-256 is `id`; storing the same bytes again changes nothing. */
  put(id: string, bytes: Uint8Array, mime: AttachmentMime): Promise<void>
  get(id: string): Promise<{ mime: string; bytes: Uint8Array } | null>
}

/** Base64 of ATTACHMENT_MAX_BYTES: longer text cannot decode to an acceptable attachment. */
export const ATTACHMENT_MAX_BASE64_LENGTH = base64Length(ATTACHMENT_MAX_BYTES)

const UploadSchema = z.object({
  id: z.string().regex(ATTACHMENT_ID_PATTERN),
  mime: z.enum(ATTACHMENT_MIMES),
  data: z.string(),
})

/**
 * Stores an attachment a device uploads. Checked before anything is stored: the size, that the bytes
 * are the image type declared, and that the id is their SHA-256 (so an id always names these bytes).
 */
export async function uploadAttachment(
  blobs: AttachmentBlobs,
  collection: SyncCollection<SyncDocument>,
  user: SessionUser,
  body: unknown,
): Promise<AttachmentReceipt> {
  if (!collection.attachments) throw new SyncError('notFound', 'collectionNotFound')
  if (!collection.attachments.canUpload(user)) throw new SyncError('forbidden', 'forbidden')
  const upload = UploadSchema.safeParse(body)
  if (!upload.success) throw new SyncError('invalid', 'attachmentInvalid')
  const { id, mime, data } = upload.data
  if (data.length > ATTACHMENT_MAX_BASE64_LENGTH) throw new SyncError('tooLarge', 'attachmentTooLarge')
  const bytes = decodeBase64(data)
  if (!bytes) throw new SyncError('invalid', 'attachmentInvalid')
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES) throw new SyncError('tooLarge', 'attachmentTooLarge')
  if (blobs.detectMime(bytes) !== mime) throw new SyncError('invalid', 'attachmentTypeInvalid')
  if ((await sha256Hex(bytes)) !== id) throw new SyncError('invalid', 'attachmentIdMismatch')
  await blobs.put(id, bytes, mime)
  return { id, mime, size: bytes.byteLength }
}

/**
 * An attachment's bytes, for a user who may read a document that refers to it. Anyone else gets the
 * same 404 as for an id that does not exist, so ids cannot be probed.
 */
export async function readAttachment(
  store: SyncStorage,
  blobs: AttachmentBlobs,
  collection: SyncCollection<SyncDocument>,
  user: SessionUser,
  id: string,
): Promise<AttachmentPayload> {
  const notFound = new SyncError('notFound', 'attachmentNotFound')
  if (!collection.attachments || !ATTACHMENT_ID_PATTERN.test(id)) throw notFound
  const scope = collection.access.readScope(user)
  if (scope.kind === 'none' || !(await store.referencesAttachment(collection.table, scope, id)))
    throw notFound
  const blob = await blobs.get(id)
  if (!blob || !isAttachmentMime(blob.mime)) throw notFound
  return { id, mime: blob.mime, data: encodeBase64(blob.bytes) }
}

/** WebCrypto: native in browsers and in Node 20, and off the main thread's JavaScript for 2 MB photos. */
async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function isAttachmentMime(value: string): value is AttachmentMime {
  return (ATTACHMENT_MIMES as readonly string[]).includes(value)
}
