import type { z } from 'zod'
import { deviceDb, type DeviceDatabase, type JsonValue } from '../../../app/device-db.ts'

/* The test heatmap's last answers, so the internal portal shows them again at once and offline. */

export interface CachedEntry<T> {
  data: T
  cachedAt: number
}

/** A cache entry `schema` still accepts, unless older than `maxAgeMs`. */
export async function readHeatmapCache<T>(
  key: string,
  schema: z.ZodType<T>,
  { maxAgeMs = Infinity, now = Date.now() }: { maxAgeMs?: number; now?: number } = {},
  db: DeviceDatabase = deviceDb(),
): Promise<CachedEntry<T> | undefined> {
  const row = await db.heatmapCache.get(key)
  if (!row || now - row.cachedAt > maxAgeMs) return undefined
  const parsed = schema.safeParse(row.data)
  return parsed.success ? { data: parsed.data, cachedAt: row.cachedAt } : undefined
}

export async function writeHeatmapCache(
  key: string,
  data: JsonValue,
  db: DeviceDatabase = deviceDb(),
  now: number = Date.now(),
): Promise<void> {
  await db.heatmapCache.put({ key, data, cachedAt: now })
}
