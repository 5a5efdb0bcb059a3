import { useLiveQuery } from 'dexie-react-hooks'
import { CatalogSchema, type CatalogProduct } from '../../domain/shop/catalog.ts'
import { startTransition, useEffect, useMemo, useState } from 'react'
import type { z } from 'zod'
import {
  DEFAULT_SHIPPING_RATES,
  ShippingRatesSchema,
  type ShippingRates,
} from '../../domain/shop/shipping.ts'
import { DEFAULT_TAX_TABLE, TaxTableSchema, type TaxTable } from '../../domain/shop/tax.ts'
import { createListeners } from '../ui/listeners.ts'
import { cachedResource } from './cached-resource.ts'
import { deviceDb, type DeviceDatabase, type JsonValue } from './device-db.ts'

/*
 * The catalog on this device (docs/decisions/010-catalog-on-the-device.md): GET /api/catalog is
 * stored whole in the device database's `catalog` table, with its version in `meta`, so the shop
 * browses, searches and filters with no signal. A refresh asks with If-None-Match and the server
 * answers 304 while nothing changed. Anyone may browse, so this copy belongs to the device, not to
 * an account, and stays through sign-outs.
 */

const VERSION_KEY = 'catalogVersion'
/** Sales tax by state as the catalog last carried it (GET /api/catalog's taxTable). */
const TAX_TABLE_KEY = 'taxTable'
/** Shipping rates as the catalog last carried them (GET /api/catalog's shippingRates). */
const SHIPPING_RATES_KEY = 'shippingRates'
/** The catalog version whose pictures were all fetched once through the service worker. */
const WARMED_KEY = 'catalogImagesWarmed'

/** The version of the catalog on this device; null before the first download. */
export async function storedCatalogVersion(db: DeviceDatabase = deviceDb()): Promise<string | null> {
  const [stored, count] = await Promise.all([db.meta.get(VERSION_KEY), db.catalog.count()])
  return count > 0 && typeof stored?.value === 'string' ? stored.value : null
}

/**
 * The catalog as this page last downloaded it, shown while the device database is still empty: a
 * first visit to a product page shows the product as soon as the answer is parsed, not after the
 * database has been created, filled and read back (nor never, where the browser refuses storage).
 */
let downloaded: CatalogProduct[] | null = null
const downloads = createListeners()

/** Downloads the catalog if it changed; one refresh at a time. Never throws: offline keeps the copy. */
export const refreshCatalog = cachedResource({
  url: '/api/catalog',
  name: 'catalog',
  storedVersion: storedCatalogVersion,
  parse: (body) => CatalogSchema.parse(body),
  versionOf: (catalog) => catalog.version,
  store: (db, catalog) => {
    showCatalog(catalog.products)
    return db.transaction('rw', db.catalog, db.meta, async () => {
      await db.catalog.clear()
      await db.catalog.bulkPut(catalog.products)
      await db.meta.put({ key: TAX_TABLE_KEY, value: catalog.taxTable as JsonValue })
      await db.meta.put({ key: SHIPPING_RATES_KEY, value: catalog.shippingRates as JsonValue })
      await db.meta.put({ key: VERSION_KEY, value: catalog.version })
    })
  },
  whenCurrent: warmImagesOnce,
})

/**
 * Asks for every product picture once, so that the service worker's cache has them all before the
 * signal goes (it keeps what passes through it: vite.config.ts, runtimeCaching). In the background,
 * a few at a time. The version is marked warmed only when every picture arrived, so a reload or a
 * lost signal halfway simply starts again next time (the cached ones answer at once).
 */
async function warmImagesOnce(db: DeviceDatabase, version: string, fetcher: typeof fetch): Promise<void> {
  // Only a service worker in control keeps what is fetched; the first visit has none yet.
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return
  if ((await db.meta.get(WARMED_KEY))?.value === version) return
  const queue = [...new Set((await db.catalog.toArray()).map((product) => product.imageUrl))]
  let failed = false
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const ok = await fetcher(url).then(
        (response) => response.ok,
        () => false,
      )
      failed ||= !ok
    }
  }
  void Promise.all([worker(), worker(), worker(), worker()]).then(() =>
    failed ? undefined : db.meta.put({ key: WARMED_KEY, value: version }),
  )
}

/** A value the catalog carried, as last downloaded; `fallback` before the first download. */
function useCatalogValue<T>(key: string, schema: z.ZodType<T>, fallback: T, db: DeviceDatabase): T {
  const stored = useLiveQuery(async () => (await db.meta.get(key))?.value, [db, key])
  return useMemo(() => {
    const parsed = schema.safeParse(stored)
    return parsed.success ? parsed.data : fallback
  }, [stored, schema, fallback])
}

/** Sales tax by state as the admins last set it; the default table before the first download. */
export function useTaxTable(db: DeviceDatabase = deviceDb()): TaxTable {
  return useCatalogValue(TAX_TABLE_KEY, TaxTableSchema, DEFAULT_TAX_TABLE, db)
}

/** Shipping rates as the admins last set them (/admin/shipping); the defaults before the first download. */
export function useShippingRates(db: DeviceDatabase = deviceDb()): ShippingRates {
  return useCatalogValue(SHIPPING_RATES_KEY, ShippingRatesSchema, DEFAULT_SHIPPING_RATES, db)
}

/** Shows `products` as this page's download (null: none yet). The server renders a product page with it. */
export function showCatalog(products: CatalogProduct[] | null): void {
  downloaded = products
  downloads.notify()
}

/**
 * The catalog a page arrived with (GET /api/catalog's answer, in a product page the server
 * rendered), kept as if just downloaded. It is shown at once, so the page hydrates as it was
 * rendered; the device's copy is written after, and no second download follows.
 */
export const adoptCatalog = (body: unknown) => refreshCatalog.adopt(CatalogSchema.parse(body))

/** Every product on the device, for code outside React (the chat's offline answers); empty before the first download. */
export function readCatalog(db: DeviceDatabase = deviceDb()): Promise<CatalogProduct[]> {
  return db.catalog.toArray()
}

/** Every product on the device; undefined while reading, empty before the first download. */
export function useCatalog(db: DeviceDatabase = deviceDb()): CatalogProduct[] | undefined {
  // Followed in a transition: a shop page of product cards is then drawn in slices after the
  // download is parsed, not in the same long task.
  const [fresh, setFresh] = useState(downloaded)
  useEffect(() => {
    const follow = () => startTransition(() => setFresh(downloaded))
    follow()
    return downloads.subscribe(follow)
  }, [])
  const stored = useLiveQuery(async () => {
    try {
      return await db.catalog.toArray()
    } catch (error) {
      console.error('The catalog could not be read from this device', error)
      return []
    }
  }, [db])
  return stored?.length ? stored : (fresh ?? stored)
}
