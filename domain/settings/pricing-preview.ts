import { NEW_WINDOW_DEFAULTS, type EstimateWindow } from '../estimates/estimate.ts'
import { computeEstimate } from '../estimator/compute.ts'
import { priceEstimate, type MaterialUse, type PricingSheet } from '../estimator/pricing.ts'
import type { Cents } from '../money/money.ts'

/*
 * Sample jobs the pricing sheet editor prices with the sheet in force and with the one being edited,
 * so an admin sees what a change does to a real-looking estimate before saving it. Each exercises
 * different settings: the house labor, film, ladder, removal and wet glaze; the storefront the
 * commercial rate, large panes and a volume discount; the car the automotive rate and small panes.
 */

const PREVIEW_SAMPLES = ['house', 'storefront', 'sedan'] as const
export type PreviewSample = (typeof PREVIEW_SAMPLES)[number]

type Line = Partial<Omit<EstimateWindow, 'id'>> & Pick<EstimateWindow, 'width' | 'height'>

const window = (id: string, line: Line): EstimateWindow => ({ ...NEW_WINDOW_DEFAULTS, ...line, id })

/** The house is docs/pricing.md's 12-window example, here with its roll plan as the estimator makes one. */
const SAMPLE_WINDOWS: Record<PreviewSample, EstimateWindow[]> = {
  house: [
    window('living', { width: 72, height: 60, filmType: 'premium', filmGrade: 'SOL-CR40' }),
    window('bedrooms', { width: 36, height: 60, quantity: 4, filmType: 'premium', filmGrade: 'SOL-CR40' }),
    window('upstairs', {
      width: 36,
      height: 60,
      quantity: 2,
      filmType: 'premium',
      filmGrade: 'SOL-CR40',
      access: 'ladder',
    }),
    window('baths', { width: 24, height: 36, quantity: 2, filmType: 'decorative', filmGrade: 'DEC-FW' }),
    window('slider', { width: 36, height: 80, quantity: 2, filmType: 'security', filmGrade: 'SEC-8C' }),
    window('kitchen', {
      width: 30.375,
      height: 40,
      filmType: 'energySaving',
      filmGrade: 'SOL-CR70',
      removeOldFilm: true,
    }),
  ],
  storefront: [
    window('front', {
      width: 96,
      height: 96,
      quantity: 6,
      windowType: 'commercial',
      filmType: 'premium',
      filmGrade: 'SOL-CR20',
      panes: 'single',
    }),
    window('transoms', {
      width: 96,
      height: 24,
      quantity: 6,
      windowType: 'commercial',
      filmType: 'premium',
      filmGrade: 'SOL-CR20',
      access: 'lift',
      panes: 'single',
    }),
  ],
  sedan: [
    window('windshield-strip', { width: 56, height: 6, windowType: 'automotive', filmType: 'energySaving' }),
    window('sides', {
      width: 30,
      height: 16,
      quantity: 4,
      windowType: 'automotive',
      filmType: 'energySaving',
    }),
    window('rear', { width: 50, height: 26, windowType: 'automotive', filmType: 'energySaving' }),
    window('quarters', {
      width: 12,
      height: 10,
      quantity: 2,
      windowType: 'automotive',
      filmType: 'energySaving',
    }),
  ],
}

export interface PreviewPrice {
  sample: PreviewSample
  glassAreaSqFt: number
  totalCents: Cents
}

/** Film each sample consumes by its roll plan: the plans do not depend on the sheet, so they are made once. */
const materialOf = new Map<PreviewSample, MaterialUse>()
function material(sample: PreviewSample): MaterialUse {
  let use = materialOf.get(sample)
  if (!use) {
    const { plans } = computeEstimate({ windows: SAMPLE_WINDOWS[sample], address: '' })
    use = { filmSqFtBySku: Object.fromEntries(plans.map(({ film, plan }) => [film.sku, plan.filmSqFt])) }
    materialOf.set(sample, use)
  }
  return use
}

/** The samples' installed prices under `sheet`, as the estimator would quote them. */
export function previewPrices(sheet: PricingSheet): PreviewPrice[] {
  return PREVIEW_SAMPLES.map((sample) => {
    const price = priceEstimate(SAMPLE_WINDOWS[sample], material(sample), sheet)
    return { sample, glassAreaSqFt: price.glassAreaSqFt, totalCents: price.totalCents }
  })
}
