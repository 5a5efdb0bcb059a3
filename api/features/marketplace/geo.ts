import { createRequire } from 'node:module'
import type * as Zipcodes from 'zipcodes'
import type { LatLng } from '../../../domain/marketplace/geo.ts'

/*
 * Where a ZIP code is: its centre, from the `zipcodes` package's table (about 5 MB, so it is loaded
 * the first time a ZIP is looked up rather than when the server starts). Jobs carry their ZIP's centre
 * so that the job board measures distances on the device, offline.
 */

type ZipTable = typeof Zipcodes

let table: ZipTable | null = null

export interface ZipPlace extends LatLng {
  zip: string
  city: string
  state: string
}

export function lookupZip(zip: string): ZipPlace | null {
  if (!/^\d{5}$/.test(zip)) return null
  table ??= createRequire(import.meta.url)('zipcodes') as ZipTable
  const place = table.lookup(zip)
  return place
    ? { zip, city: place.city, state: place.state, lat: place.latitude, lng: place.longitude }
    : null
}

/**
 * Whether a ZIP code (5 digits, or ZIP+4) lies in `state`. A ZIP the table does not know is taken
 * on trust: new ZIPs appear, and refusing them would refuse real addresses.
 */
export function zipIsInState(zip: string, state: string): boolean {
  const place = lookupZip(zip.slice(0, 5))
  return place === null || place.state === state
}
