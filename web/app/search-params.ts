/*
 * Reading URL search values in route files. The route tree loads with the first page, so route
 * files check their search with these few lines rather than zod; pages validate further.
 */

/** A search value as text of at most `max` characters (the router reads `?order=12345678` as a number). */
export function searchText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : undefined
}

/** The named values that are text, the others left out. */
export function searchTexts<const K extends string>(
  search: Record<string, unknown>,
  limits: Record<K, number>,
): Partial<Record<K, string>> {
  const picked: Partial<Record<K, string>> = {}
  for (const key of Object.keys(limits) as K[]) {
    const value = searchText(search[key], limits[key])
    if (value) picked[key] = value
  }
  return picked
}
