import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo } from 'react'
import { z } from 'zod'
import { DEFAULT_PRICING_SHEET, type PricingSheet } from '../../domain/estimator/pricing.ts'
import { settingInForce } from '../../domain/settings/settings.ts'
import { cachedResource } from './cached-resource.ts'
import { deviceDb, type DeviceDatabase, type JsonValue } from './device-db.ts'

/*
 * The pricing sheet on this device (docs/decisions/016-pricing-sheet-as-data.md): GET /api/pricing-sheet
 * is kept in the device database's `meta` table with its version, so the estimator prices offline
 * with the last sheet it saw. Visitors estimate too, so the copy belongs to the device, not to an
 * account, and stays through sign-outs. A refresh asks with If-None-Match (304 while unchanged). What
 * the device computes is only shown: the server prices every estimate again with its own sheet.
 */

const SHEET_KEY = 'pricingSheet'

const StoredSchema = z.object({ version: z.string(), sheet: z.unknown() })

/** The version of the sheet downloaded to this device; null before the first (the defaults price then). */
export async function storedPricingSheetVersion(db: DeviceDatabase = deviceDb()): Promise<string | null> {
  const stored = StoredSchema.safeParse((await db.meta.get(SHEET_KEY))?.value)
  return stored.success ? stored.data.version : null
}

/** Downloads the sheet if it changed; one refresh at a time. Never throws: offline keeps the copy. */
export const refreshPricingSheet = cachedResource({
  url: '/api/pricing-sheet',
  name: 'pricing sheet',
  storedVersion: storedPricingSheetVersion,
  parse: (body) => StoredSchema.parse(body),
  versionOf: (fresh) => fresh.version,
  store: async (db, fresh) => void (await db.meta.put({ key: SHEET_KEY, value: fresh as JsonValue })),
})

/** The last sheet downloaded, or the defaults before the first. */
function sheetOf(stored: unknown): PricingSheet {
  const parsed = StoredSchema.safeParse(stored)
  return parsed.success ? settingInForce('pricingSheet', parsed.data.sheet) : DEFAULT_PRICING_SHEET
}

/** The sheet on this device now, outside React (the chat assistant's offline price ranges). */
export async function readPricingSheet(db: DeviceDatabase = deviceDb()): Promise<PricingSheet> {
  return sheetOf((await db.meta.get(SHEET_KEY))?.value)
}

/**
 * The sheet the estimator prices with: the last one downloaded (the defaults before the first), and
 * a refresh whenever a page using it opens or the network comes back.
 */
export function usePricingSheet(db: DeviceDatabase = deviceDb()): PricingSheet {
  useEffect(() => {
    void refreshPricingSheet(db)
    const online = () => void refreshPricingSheet(db)
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [db])
  const stored = useLiveQuery(async () => (await db.meta.get(SHEET_KEY))?.value, [db])
  return useMemo(() => sheetOf(stored), [stored])
}
