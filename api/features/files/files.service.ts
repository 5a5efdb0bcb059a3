import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { decodeBase64 } from '../../../sync/base64.ts'
import type { Db } from '../../db/client.ts'
import { findFile, findPublicFile, insertFile, type StoredFile } from './files.repo.ts'

/*
 * The files feature's public surface: other features store and link images through these
 * functions, never through files.repo.ts.
 */

export const MAX_IMAGE_BYTES = 1024 * 1024

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp'

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The type the bytes really are, from their signature: a declared type or a file name proves nothing. */
export function detectImageMime(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

export function fileUrl(hash: string): string {
  return `/api/files/${hash}`
}

function isFileHash(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value)
}

/** Stores an already-checked image once per content; returns its hash. */
export function storeImage(db: Db, bytes: Uint8Array, mime: ImageMime, now: Date): string {
  const hash = encodeHexLowerCase(sha256(bytes))
  insertFile(db, { sha256: hash, mime, bytes, createdAt: now.toISOString() })
  return hash
}

export function readFile(db: Db, hash: string): StoredFile | undefined {
  return isFileHash(hash) ? findFile(db, hash) : undefined
}

export function readPublicFile(db: Db, hash: string): StoredFile | undefined {
  return isFileHash(hash) ? findPublicFile(db, hash) : undefined
}

/** Decodes the base64 JPEG photos a device sent; null when one is not a JPEG of at most `maxBytes`. */
export function decodeJpegPhotos(photos: readonly { data: string }[], maxBytes: number): Uint8Array[] | null {
  const decoded: Uint8Array[] = []
  for (const { data } of photos) {
    const bytes = decodeBase64(data)
    if (!bytes || bytes.byteLength > maxBytes || detectImageMime(bytes) !== 'image/jpeg') return null
    decoded.push(bytes)
  }
  return decoded
}
