import { EstimateWindowSchema, NEW_WINDOW_DEFAULTS, type EstimateWindow } from './estimate.ts'

/*
 * A job handed to the estimator in its address: the assistant's "Start an estimate" link after a
 * quote ("3 windows 36 by 48 security film") opens /enhanced-estimator with those windows already
 * measured. One codec for both ends, so the link and the page cannot disagree.
 */

/** What the address carries of a window; the rest takes the estimator's defaults. */
export type WindowPrefill = Pick<EstimateWindow, 'quantity' | 'width' | 'height' | 'unit' | 'filmType'>

/** The query string (with its "?") that carries `job`. */
export function prefillSearch(job: WindowPrefill): string {
  const params = new URLSearchParams({
    quantity: String(job.quantity),
    width: String(job.width),
    height: String(job.height),
    unit: job.unit,
    film: job.filmType,
  })
  return `?${params.toString()}`
}

/**
 * The window a search describes, with the estimator's defaults for the rest; null when the search
 * holds no job or one the estimator would refuse (a hand-edited address must not break the page).
 */
export function windowFromSearch(search: Record<string, unknown>, id: string): EstimateWindow | null {
  const number = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN
  const parsed = EstimateWindowSchema.safeParse({
    ...NEW_WINDOW_DEFAULTS,
    id,
    quantity: number(search.quantity),
    width: number(search.width),
    height: number(search.height),
    unit: search.unit,
    filmType: search.film,
  })
  return parsed.success ? parsed.data : null
}
