import { z } from 'zod'
import { FILM_LINES, ROLL_LENGTH_FT } from '../catalog/films.ts'
import { windowAreaSqFt, totalAreaSqFt, totalWindows, type EstimateWindow } from '../estimates/estimate.ts'
import { WINDOW_TYPES } from '../estimates/units.ts'
import { roundCents, type Cents } from '../money/money.ts'
import { filmLineOf } from './films.ts'
import { toInches } from './measure.ts'
import { codeGuard } from '../codes.ts'
import { DEFAULT_SEAM_ALLOWANCE_IN } from './roll-plan.ts'
import { DEFAULT_QUOTE_RULES, QuoteRulesSchema } from '../quotes/rules.ts'

/*
 * The installed price of an estimate, from a pricing sheet. docs/pricing.md explains every default
 * and the order the adjustments apply in.
 *
 * Rounding: money is integer cents. Each priced line (a window's labor, removal and attachment; a
 * film's material; the discount) is computed exactly and rounded once, half up, with Math.round;
 * every total is the plain sum of its rounded lines, so the breakdown always adds up to the cent.
 */

/** Codes a pricing sheet can be refused with; the admin screen translates them. */
export const PRICING_ERRORS = {
  pricingSheetInvalid: 'This pricing sheet is not valid',
  centsInvalid: 'Prices are whole numbers of cents, 0 or more',
  multiplierInvalid: 'Multipliers are numbers from 1 to 5',
  rateInvalid: 'Rates are fractions from 0 to 0.5',
  areaInvalid: 'Areas are numbers of square feet, more than 0',
  filmPriceMissing: 'Every stocked film needs a price per square foot',
  tiersUnordered: 'Volume discount tiers must start at increasing areas',
  seamAllowanceInvalid: 'The seam overlap is a number of inches from 0 to 4',
} as const

export type PricingErrorCode = keyof typeof PRICING_ERRORS

export const isPricingErrorCode = codeGuard(PRICING_ERRORS)

const code = (value: PricingErrorCode) => ({ message: value })

const cents = z.number(code('centsInvalid')).int(code('centsInvalid')).min(0, code('centsInvalid'))
const multiplier = z
  .number(code('multiplierInvalid'))
  .min(1, code('multiplierInvalid'))
  .max(5, code('multiplierInvalid'))
const rate = z.number(code('rateInvalid')).min(0, code('rateInvalid')).max(0.5, code('rateInvalid'))
const area = z.number(code('areaInvalid')).positive(code('areaInvalid')).finite(code('areaInvalid'))

export const PricingSheetSchema = z.object(
  {
    /** Retail film price per square foot, by catalog SKU. Every stocked line must have one. */
    materialCentsPerSqFt: z
      .record(z.string(), cents, code('pricingSheetInvalid'))
      .refine(
        (prices) => FILM_LINES.every((line) => Object.hasOwn(prices, line.sku)),
        code('filmPriceMissing'),
      ),
    /** Film used beyond the glass area (trim, cut-offs) when there is no roll plan. */
    fallbackWasteRate: rate,
    /**
     * Overlap of two drops at a seam, inches, on a pane wider than every roll (roll-plan.ts). A sheet
     * saved before the setting existed reads with the default.
     */
    seamAllowanceIn: z
      .number(code('seamAllowanceInvalid'))
      .min(0, code('seamAllowanceInvalid'))
      .max(4, code('seamAllowanceInvalid'))
      .default(DEFAULT_SEAM_ALLOWANCE_IN),
    /** Installation labor per square foot of glass, by window type. */
    laborCentsPerSqFt: z.object(
      Object.fromEntries(WINDOW_TYPES.map((type) => [type, cents])) as Record<
        (typeof WINDOW_TYPES)[number],
        typeof cents
      >,
      code('pricingSheetInvalid'),
    ),
    /** Installation labor per pane: set-up, cleaning, edge trimming, whatever its size. */
    laborCentsPerPane: cents,
    /** Small panes take as long as bigger ones: an extra charge per pane under `maxSqFt`. */
    smallPane: z.object({ maxSqFt: area, surchargeCentsPerPane: cents }, code('pricingSheetInvalid')),
    /** Large panes need two installers: installation labor times `laborMultiplier` over `minSqFt`. */
    largePane: z.object({ minSqFt: area, laborMultiplier: multiplier }, code('pricingSheetInvalid')),
    /** Installation labor times this when the pane is reached from a ladder or a lift. */
    accessMultiplier: z.object({ ladder: multiplier, lift: multiplier }, code('pricingSheetInvalid')),
    /** Taking old film and its adhesive off before the new film goes on. */
    removalCentsPerSqFt: cents,
    /** Wet-glaze attachment (structural silicone, film to frame) around security film, per foot of edge. */
    attachmentCentsPerLinearFt: cents,
    /** The least a job is billed, after discounts. */
    minimumJobCents: cents,
    /** Discount on the subtotal by glass area: the highest tier the area reaches applies. */
    volumeDiscounts: z
      .array(z.object({ minSqFt: area, rate }, code('pricingSheetInvalid')), code('pricingSheetInvalid'))
      .refine(
        (tiers) => tiers.every((tier, i) => i === 0 || tier.minSqFt > (tiers[i - 1]?.minSqFt ?? 0)),
        code('tiersUnordered'),
      ),
    /** Quotes: custom lines, discount limit, deposit, validity, follow-up. A sheet saved before reads with the defaults. */
    quote: QuoteRulesSchema.default(DEFAULT_QUOTE_RULES),
  },
  code('pricingSheetInvalid'),
)
export type PricingSheet = z.infer<typeof PricingSheetSchema>

/** Square feet on one stocked roll: 60 in wide (what rollPriceCents is quoted for) × 100 ft. */
const ROLL_SQ_FT = (60 / 12) * ROLL_LENGTH_FT
/** Retail over the supplier's roll price: film is 35–55 % of a typical installed residential job. */
const DEFAULT_MATERIAL_MARKUP = 2.5

/** Defensible 2025 Southeast-US installed prices; docs/pricing.md says where each comes from. */
export const DEFAULT_PRICING_SHEET: PricingSheet = {
  materialCentsPerSqFt: Object.fromEntries(
    FILM_LINES.map((line) => [
      line.sku,
      Math.round((line.rollPriceCents / ROLL_SQ_FT) * DEFAULT_MATERIAL_MARKUP),
    ]),
  ),
  fallbackWasteRate: 0.15,
  seamAllowanceIn: DEFAULT_SEAM_ALLOWANCE_IN,
  laborCentsPerSqFt: { residential: 450, commercial: 375, automotive: 900 },
  laborCentsPerPane: 1000,
  smallPane: { maxSqFt: 5, surchargeCentsPerPane: 800 },
  largePane: { minSqFt: 50, laborMultiplier: 1.25 },
  accessMultiplier: { ladder: 1.2, lift: 1.5 },
  removalCentsPerSqFt: 200,
  attachmentCentsPerLinearFt: 500,
  minimumJobCents: 35_000,
  volumeDiscounts: [
    { minSqFt: 250, rate: 0.05 },
    { minSqFt: 500, rate: 0.1 },
    { minSqFt: 1000, rate: 0.15 },
  ],
  quote: DEFAULT_QUOTE_RULES,
}

/** What changed a window's labor; the removal and attachment show as their own amounts. */
type PriceFlag = 'smallPane' | 'largePane' | 'ladder' | 'lift'

interface PriceLine {
  windowId: string
  /** The film line the window gets (filmLineOf). */
  sku: string
  /** Glass area of all its panes, square feet, two decimals. */
  areaSqFt: number
  /** Panes filmed: the window's quantity (an insulated unit is filmed on its inside pane only). */
  panes: number
  laborCents: Cents
  attachmentCents: Cents
  removalCents: Cents
  flags: PriceFlag[]
}

interface MaterialLine {
  sku: string
  /** Film billed, square feet, two decimals. */
  sqFt: number
  centsPerSqFt: Cents
  cents: Cents
  /** From the roll plan, or glass area plus the sheet's waste rate when the plan has no figure. */
  source: 'rollPlan' | 'fallback'
}

export interface PriceBreakdown {
  lines: PriceLine[]
  materials: MaterialLine[]
  totalWindows: number
  /** Same figure as the estimate's totalAreaSqFt. */
  glassAreaSqFt: number
  materialSqFt: number
  materialCents: Cents
  laborCents: Cents
  attachmentCents: Cents
  removalCents: Cents
  subtotalCents: Cents
  discountRate: number
  discountCents: Cents
  /** What was added to reach the minimum job charge; 0 when the job is above it. */
  minimumChargeCents: Cents
  totalCents: Cents
}

/** Film consumed per SKU, square feet, as the roll planner works it out. */
export interface MaterialUse {
  filmSqFtBySku: Record<string, number>
}

const twoDecimals = (value: number) => Math.round(Math.round(value * 1e6) / 1e4) / 100
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

function priceLine(window: EstimateWindow, sheet: PricingSheet): PriceLine & { exactSqFt: number } {
  const line = filmLineOf(window)
  const paneSqFt = windowAreaSqFt({ ...window, quantity: 1 })
  const exactSqFt = windowAreaSqFt(window)
  const flags: PriceFlag[] = []

  let labor =
    exactSqFt * sheet.laborCentsPerSqFt[window.windowType] + window.quantity * sheet.laborCentsPerPane
  if (paneSqFt < sheet.smallPane.maxSqFt) {
    labor += window.quantity * sheet.smallPane.surchargeCentsPerPane
    flags.push('smallPane')
  }
  if (paneSqFt > sheet.largePane.minSqFt) {
    labor *= sheet.largePane.laborMultiplier
    flags.push('largePane')
  }
  if (window.access !== 'ground') {
    labor *= sheet.accessMultiplier[window.access]
    flags.push(window.access)
  }

  // Anchoring film to the frame is for building glass; car glass has no glazing bead to anchor to.
  const anchored = line.category === 'security' && window.windowType !== 'automotive'
  const perimeterFt = (2 * (toInches(window.width, window.unit) + toInches(window.height, window.unit))) / 12
  const attachment = anchored ? perimeterFt * window.quantity * sheet.attachmentCentsPerLinearFt : 0
  const removal = window.removeOldFilm ? exactSqFt * sheet.removalCentsPerSqFt : 0

  return {
    windowId: window.id,
    sku: line.sku,
    areaSqFt: twoDecimals(exactSqFt),
    panes: window.quantity,
    laborCents: roundCents(labor),
    attachmentCents: roundCents(attachment),
    removalCents: roundCents(removal),
    flags,
    exactSqFt,
  }
}

function priceOfFilm(sheet: PricingSheet, sku: string): Cents {
  const price = sheet.materialCentsPerSqFt[sku]
  if (price === undefined) throw new Error(`The pricing sheet has no price for ${sku}`)
  return price
}

/**
 * The installed price of the windows. `material` is the film the roll planner says each SKU
 * consumes; without it (or for a SKU it has no figure for) film is the glass area plus the sheet's
 * waste rate. Sizes are the windows' width and height, which already hold the smallest three-point
 * reading.
 */
export function priceEstimate(
  windows: readonly EstimateWindow[],
  material: MaterialUse | null,
  sheet: PricingSheet,
): PriceBreakdown {
  const priced = windows.map((window) => priceLine(window, sheet))

  const glassBySku = new Map<string, number>()
  for (const line of priced) glassBySku.set(line.sku, (glassBySku.get(line.sku) ?? 0) + line.exactSqFt)
  const planned = new Map(Object.entries(material?.filmSqFtBySku ?? {}))
  for (const [sku, sqFt] of planned) {
    if (!Number.isFinite(sqFt) || sqFt < 0) throw new RangeError(`The roll plan has ${sqFt} sq ft of ${sku}`)
  }
  const film = [...new Set([...glassBySku.keys(), ...planned.keys()])].sort().map((sku) => {
    const plannedSqFt = planned.get(sku)
    return plannedSqFt === undefined
      ? { sku, sqFt: (glassBySku.get(sku) ?? 0) * (1 + sheet.fallbackWasteRate), source: 'fallback' as const }
      : { sku, sqFt: plannedSqFt, source: 'rollPlan' as const }
  })
  const materials: MaterialLine[] = film
    .filter((use) => use.sqFt > 0)
    .map(({ sku, sqFt, source }) => {
      const centsPerSqFt = priceOfFilm(sheet, sku)
      return { sku, sqFt: twoDecimals(sqFt), centsPerSqFt, cents: roundCents(sqFt * centsPerSqFt), source }
    })
  const materialSqFt = twoDecimals(sum(film.map((use) => use.sqFt)))

  const lines: PriceLine[] = priced.map(({ exactSqFt: _exact, ...line }) => line)
  const glassAreaSqFt = totalAreaSqFt(windows)
  const materialCents = sum(materials.map((line) => line.cents))
  const laborCents = sum(lines.map((line) => line.laborCents))
  const attachmentCents = sum(lines.map((line) => line.attachmentCents))
  const removalCents = sum(lines.map((line) => line.removalCents))
  const subtotalCents = materialCents + laborCents + attachmentCents + removalCents

  const tier = sheet.volumeDiscounts.filter((candidate) => glassAreaSqFt >= candidate.minSqFt).at(-1)
  const discountRate = tier?.rate ?? 0
  const discountCents = roundCents(subtotalCents * discountRate)
  const discounted = subtotalCents - discountCents
  // No windows, no job: an empty estimate is not billed the minimum.
  const minimumChargeCents = windows.length === 0 ? 0 : Math.max(0, sheet.minimumJobCents - discounted)

  return {
    lines,
    materials,
    totalWindows: totalWindows(windows),
    glassAreaSqFt,
    materialSqFt,
    materialCents,
    laborCents,
    attachmentCents,
    removalCents,
    subtotalCents,
    discountRate,
    discountCents,
    minimumChargeCents,
    totalCents: discounted + minimumChargeCents,
  }
}
