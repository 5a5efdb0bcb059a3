import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import { estimatesCollection } from '../collections/estimates.ts'
import { encodeBase64 } from '../base64.ts'
import { ATTACHMENT_MAX_BYTES, type AttachmentMime } from '../protocol.ts'
import { readAttachment, uploadAttachment, type AttachmentBlobs } from './attachments.ts'
import { SyncError } from './errors.ts'
import { createMemoryStorage } from './memory-storage.ts'
import { push } from './push.ts'
import { makeUser } from './test-users.ts'

const ann = makeUser('ann')
const bob = makeUser('bob')
const admin = makeUser('root', { isAdmin: true })

/** A PNG signature followed by arbitrary bytes: the type check reads the signature only. */
const png = (size = 64) => {
  const bytes = new Uint8Array(size).map((_, i) => (i * 7) % 256)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return bytes
}
const idOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const payload = (bytes: Uint8Array, mime: AttachmentMime = 'image/png') => ({
  id: idOf(bytes),
  mime,
  data: encodeBase64(bytes),
})

function memoryBlobs(): AttachmentBlobs & { size: () => number } {
  const blobs = new Map<string, { mime: string; bytes: Uint8Array }>()
  return {
    detectMime: (bytes) => (bytes[0] === 0x89 && bytes[1] === 0x50 ? 'image/png' : null),
    put: async (id, bytes, mime) => void blobs.set(id, { mime, bytes }),
    get: async (id) => blobs.get(id) ?? null,
    size: () => blobs.size,
  }
}

async function setup() {
  const store = createMemoryStorage()
  const blobs = memoryBlobs()
  /** Ann's estimate referring to `photo`. */
  const referTo = (photo: string) =>
    push(
      store,
      estimatesCollection,
      ann,
      [
        {
          assumedMasterState: null,
          newDocumentState: makeEstimate({ ownerId: ann.id, windows: [makeWindow({ photos: [photo] })] }),
        },
      ],
      new Date(),
    )
  return { store, blobs, referTo }
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'stored',
    (error: unknown) => (error instanceof SyncError ? `${error.kind}:${error.code}` : String(error)),
  )

describe('attachments', () => {
  it('round-trips bytes exactly for the owner of an estimate that refers to them, and for admins', async () => {
    const { store, blobs, referTo } = await setup()
    const bytes = png(5000)
    expect(await uploadAttachment(blobs, estimatesCollection, ann, payload(bytes))).toEqual({
      id: idOf(bytes),
      mime: 'image/png',
      size: 5000,
    })
    await referTo(idOf(bytes))
    for (const reader of [ann, admin]) {
      const read = await readAttachment(store, blobs, estimatesCollection, reader, idOf(bytes))
      expect(read).toEqual(payload(bytes))
    }
  })

  it('answers not found to anyone else, and before any estimate refers to it', async () => {
    const { store, blobs, referTo } = await setup()
    const bytes = png()
    await uploadAttachment(blobs, estimatesCollection, ann, payload(bytes))
    expect(await code(readAttachment(store, blobs, estimatesCollection, ann, idOf(bytes)))).toBe(
      'notFound:attachmentNotFound',
    )
    await referTo(idOf(bytes))
    expect(await code(readAttachment(store, blobs, estimatesCollection, bob, idOf(bytes)))).toBe(
      'notFound:attachmentNotFound',
    )
    expect(await code(readAttachment(store, blobs, estimatesCollection, ann, 'not-a-hash'))).toBe(
      'notFound:attachmentNotFound',
    )
  })

  it.each([
    [
      'an id that is not the SHA-256 of the bytes',
      { ...payload(png()), id: 'f'.repeat(64) },
      'invalid:attachmentIdMismatch',
    ],
    [
      'bytes that are not the declared type',
      payload(new Uint8Array([1, 2, 3])),
      'invalid:attachmentTypeInvalid',
    ],
    ['a declared type the bytes are not', payload(png(), 'image/jpeg'), 'invalid:attachmentTypeInvalid'],
    ['data that is not base64', { ...payload(png()), data: 'not base64!' }, 'invalid:attachmentInvalid'],
    ['an unaccepted type', { ...payload(png()), mime: 'image/gif' }, 'invalid:attachmentInvalid'],
    ['more than 2 MB', payload(png(ATTACHMENT_MAX_BYTES + 1)), 'tooLarge:attachmentTooLarge'],
  ])('refuses %s and stores nothing', async (_label, body, expected) => {
    const { blobs } = await setup()
    expect(await code(uploadAttachment(blobs, estimatesCollection, ann, body))).toBe(expected)
    expect(blobs.size()).toBe(0)
  })

  it('accepts exactly 2 MB', async () => {
    const { blobs } = await setup()
    expect(
      await code(uploadAttachment(blobs, estimatesCollection, ann, payload(png(ATTACHMENT_MAX_BYTES)))),
    ).toBe('stored')
  })
})
