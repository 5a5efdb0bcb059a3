/** A point on the map, in degrees. */
export interface LatLng {
  lat: number
  lng: number
}

const EARTH_RADIUS_MI = 3958.8

/** Great-circle distance in miles (haversine): close enough between ZIP code centres. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.min(1, Math.sqrt(h)))
}
