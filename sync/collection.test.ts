import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineCollection } from './collection.ts'
import { SYNC_COLLECTIONS } from './collections/index.ts'
import { lastWriteWins } from './conflicts.ts'
import type { AnyCollectionJsonSchema } from './json-schema.ts'
import type { SyncDocument } from './protocol.ts'

const NoteSchema = z.object({
  id: z.string(),
  updatedAt: z.string(),
  _deleted: z.boolean(),
  text: z.string(),
})
type Note = z.infer<typeof NoteSchema>
const VersionedNoteSchema = NoteSchema.extend({
  history: z.array(
    z.object({ at: z.string(), by: z.string(), reason: z.literal('conflict'), version: NoteSchema }),
  ),
})

/** Everything a definition needs but how devices write it. */
const partsOf = <T extends SyncDocument>(schema: z.ZodType<T>) => ({
  name: 'notes',
  schema,
  errors: {},
  jsonSchema: {} as AnyCollectionJsonSchema,
  access: { readScope: () => ({ kind: 'none' }) as const, canWrite: () => false },
  derive: (doc: T) => doc,
  table: { name: 'notes', columns: {} },
})

describe('defineCollection', () => {
  it('takes a pushed collection only with a conflict rule, and only when its documents keep a history', () => {
    const notes = defineCollection({ ...partsOf(VersionedNoteSchema), conflict: lastWriteWins })
    expect(notes.conflict).toBe(lastWriteWins)
    expect(defineCollection({ ...partsOf(NoteSchema), pullOnly: true }).pullOnly).toBe(true)

    // @ts-expect-error a collection devices push says how its conflicts resolve
    defineCollection({ ...partsOf(VersionedNoteSchema) })
    const serverWins = (_base: Note | null, _local: Note, remote: Note) => remote
    // @ts-expect-error without a history, a conflict's losing version would have nowhere to go
    defineCollection({ ...partsOf(NoteSchema), conflict: serverWins })
    // @ts-expect-error a pull-only collection has no rule: the server's version is the document
    defineCollection({ ...partsOf(VersionedNoteSchema), pullOnly: true, conflict: lastWriteWins })
  })

  it('gives every collection past version 0 a migration to each version, as RxDB needs to open stored data', () => {
    for (const collection of SYNC_COLLECTIONS) {
      const versions = Array.from({ length: collection.jsonSchema.version }, (_, i) => i + 1)
      expect(Object.keys(collection.migrations ?? {}).map(Number), collection.name).toEqual(versions)
    }
  })

  it('gives every pushed collection a history in its RxDB schema too', () => {
    for (const collection of SYNC_COLLECTIONS.filter((c) => !c.pullOnly))
      expect(collection.jsonSchema.required, collection.name).toContain('history')
  })
})
