import { useLiveQuery } from 'dexie-react-hooks'
import { z } from 'zod'
import { ACCOUNT_META_PREFIX, deviceDb, type DeviceDatabase, type JsonValue } from '../../app/device-db.ts'
import {
  ITEM_KEYS,
  PROBLEMS,
  type ItemKey,
  type Problem,
  type QuoteSource,
  type VisitTarget,
} from './visit-needs.ts'

/*
 * That a visit was made available offline on this device, by whom, and what its last preparation
 * learned: whose quote versions it needs (the server says which estimate a job's quote belongs to,
 * and only to its owner) and why something could not be fetched. Kept in the device database's
 * `meta` under an `account:` key, so it goes at sign-out; the user's id is in the key, so another
 * account signing in on this device never reads it as its own.
 */

const RecordSchema = z.object({
  preparedAt: z.number(),
  quotes: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('estimate'), estimateId: z.string() }),
    z.object({ kind: z.enum(['none', 'notShared', 'unknown']) }),
  ]),
  problems: z.partialRecord(z.enum(ITEM_KEYS), z.enum(PROBLEMS)),
})

export interface VisitRecord {
  /** Epoch ms of the last preparation. */
  preparedAt: number
  quotes: QuoteSource
  /** Why what is missing was not fetched, by item, as the last preparation found. */
  problems: Partial<Record<ItemKey, Problem>>
}

const keyOf = (userId: string, target: VisitTarget) =>
  `${ACCOUNT_META_PREFIX}offline:${userId}:${target.kind}:${target.id}`

export async function readVisitRecord(
  userId: string,
  target: VisitTarget,
  db: DeviceDatabase = deviceDb(),
): Promise<VisitRecord | null> {
  const parsed = RecordSchema.safeParse((await db.meta.get(keyOf(userId, target)))?.value)
  return parsed.success ? parsed.data : null
}

export async function writeVisitRecord(
  userId: string,
  target: VisitTarget,
  record: VisitRecord,
  db: DeviceDatabase = deviceDb(),
): Promise<void> {
  await db.meta.put({ key: keyOf(userId, target), value: record as unknown as JsonValue })
}

/** The record, live: undefined while reading, null when the visit was never made available offline here. */
export function useVisitRecord(
  userId: string | undefined,
  target: VisitTarget,
  db: DeviceDatabase = deviceDb(),
): VisitRecord | null | undefined {
  return useLiveQuery(
    () => (userId ? readVisitRecord(userId, target, db) : null),
    [db, userId, target.kind, target.id],
  )
}
