import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback } from 'react'
import type { z } from 'zod'
import { deviceDb, failedRead, ownerOf, type DeviceDatabase, type JsonValue } from './device-db.ts'

/* What a person typed into a form and has not sent yet, kept on this device across reloads. */

export interface Draft<T> {
  value: T
  savedAt: number
}

export async function saveDraft(
  userId: string | null,
  formKey: string,
  value: JsonValue,
  db: DeviceDatabase = deviceDb(),
  now: number = Date.now(),
): Promise<void> {
  await db.drafts.put({ owner: ownerOf(userId), formKey, value, savedAt: now })
}

/** The user's draft of a form, if there is one that `schema` still accepts. */
export async function loadDraft<T>(
  userId: string | null,
  formKey: string,
  schema: z.ZodType<T>,
  db: DeviceDatabase = deviceDb(),
): Promise<Draft<T> | undefined> {
  const row = await db.drafts.get([ownerOf(userId), formKey])
  if (!row) return undefined
  const parsed = schema.safeParse(row.value)
  return parsed.success ? { value: parsed.data, savedAt: row.savedAt } : undefined
}

export async function discardDraft(
  userId: string | null,
  formKey: string,
  db: DeviceDatabase = deviceDb(),
): Promise<void> {
  await db.drafts.delete([ownerOf(userId), formKey])
}

export interface DraftState<T> {
  /** False until the stored draft has been read (a few milliseconds). */
  loaded: boolean
  /** The stored draft, if any. */
  draft: Draft<T> | undefined
  /** Stores the form's current values; a failure is logged, never thrown (a draft is a convenience). */
  save: (value: T & JsonValue) => Promise<void>
  discard: () => Promise<void>
}

/**
 * A form's draft for the signed-in user (`userId`) or the guest, kept across reloads and lost
 * signal: restore `draft` when the form opens, `save` as the user types, `discard` once submitted.
 * `schema` should be a module-level constant: a new one on every render would re-read the draft.
 */
export function useDraft<T>(
  formKey: string,
  /** Undefined while who is signed in is not known yet: nothing is read or saved until it is. */
  userId: string | null | undefined,
  schema: z.ZodType<T>,
  db: DeviceDatabase = deviceDb(),
): DraftState<T> {
  const stored = useLiveQuery(
    async () =>
      userId === undefined
        ? undefined
        : {
            owner: ownerOf(userId),
            draft: await loadDraft(userId, formKey, schema, db).catch(failedRead('A draft', undefined)),
          },
    [db, userId, formKey, schema],
  )
  const save = useCallback(
    async (value: T & JsonValue) => {
      if (userId === undefined) return
      await saveDraft(userId, formKey, value, db).catch((error: unknown) =>
        console.error('A draft could not be saved', error),
      )
    },
    [db, userId, formKey],
  )
  const discard = useCallback(async () => {
    if (userId === undefined) return
    await discardDraft(userId, formKey, db).catch((error: unknown) =>
      console.error('A draft could not be discarded', error),
    )
  }, [db, userId, formKey])
  // A live query answers with its previous result until the new one is read: a draft read for
  // another owner (a visitor's, before the session was known) is not this one's.
  const current = userId !== undefined && stored?.owner === ownerOf(userId) ? stored : undefined
  return { loaded: current !== undefined, draft: current?.draft, save, discard }
}
