import { z } from 'zod'
import type { Cents } from '../money/money.ts'
import { isRoll, PRODUCT_CATEGORIES, type ShopProduct } from './products.ts'
import { ZONES, type Zone } from './zones.ts'

/*
 * Shipping by weight, package size and zone (docs/shop-pricing.md, "Shipping"). Like the tax
 * table, the rates are data with a schema; DEFAULT_SHIPPING_RATES is what a new installation starts with.
 */

export const SHIPPING_METHODS = ['ground', 'expedited', 'freight'] as const
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]

/** Parcel carriers take these; freight goes on a pallet by an LTL carrier. */
const PARCEL_METHODS: readonly ShippingMethod[] = ['ground', 'expedited']

/** Codes shipping rates can be refused with; the admin screen translates them. */
export const SHIPPING_RATES_ERRORS = {
  shippingRatesInvalid: 'These shipping rates are not valid',
  centsInvalid: 'Prices are whole numbers of cents, 0 or more',
  poundsInvalid: 'Weights are numbers of pounds, 0 or more',
  inchesInvalid: 'Sizes are whole numbers of inches, more than 0',
} as const
export type ShippingRatesErrorCode = keyof typeof SHIPPING_RATES_ERRORS

const code = (value: ShippingRatesErrorCode) => ({ message: value })
const invalid = code('shippingRatesInvalid')

const cents = z.number(code('centsInvalid')).int(code('centsInvalid')).min(0, code('centsInvalid'))
const pounds = z.number(code('poundsInvalid')).min(0, code('poundsInvalid')).finite(code('poundsInvalid'))
const positivePounds = pounds.positive(code('poundsInvalid'))
const inches = z.number(code('inchesInvalid')).int(code('inchesInvalid')).positive(code('inchesInvalid'))
const ZoneRateSchema = z.object({ baseCents: cents, perLbCents: cents }, invalid)
const MethodRatesSchema = z.object(
  Object.fromEntries(ZONES.map((zone) => [zone, ZoneRateSchema])) as Record<Zone, typeof ZoneRateSchema>,
  invalid,
)

export const ShippingRatesSchema = z.object(
  {
    /** Per shipment: base + per billable pound, by method and zone. */
    rates: z.object(
      { ground: MethodRatesSchema, expedited: MethodRatesSchema, freight: MethodRatesSchema },
      invalid,
    ),
    /** Ground is free from this subtotal (goods, after discounts). */
    freeGroundFromCents: cents,
    /** Parcel carriers surcharge a box longer than this; a roll's box is its width plus 4 in. */
    longBox: z.object({ overIn: inches, cents }, invalid),
    /** One parcel shipment up to this weight; heavier orders go freight. */
    parcelMaxLb: positivePounds,
    /** Full rolls this wide and wider go freight (their boxes are past what parcel carriers handle well). */
    freightFromRollWidthIn: inches,
    weights: z.object(
      {
        /** PET film, per square foot and mil of thickness. */
        filmLbPerSqFtPerMil: positivePounds,
        /** Release liner and adhesive, per square foot. */
        linerLbPerSqFt: pounds,
        /** Core, end caps and box of a full roll. */
        rollPackagingLb: pounds,
        /** Core and tube of a cut. */
        cutPackagingLb: pounds,
        /** When a film's spec sheet gives no thickness. */
        defaultFilmMil: z.number(invalid).positive(invalid).finite(invalid),
        /** Per piece, by SKU; otherwise by category. */
        bySku: z.record(z.string(), pounds, invalid),
        byCategory: z.record(z.enum(PRODUCT_CATEGORIES), pounds, invalid),
      },
      invalid,
    ),
  },
  invalid,
)
export type ShippingRates = z.infer<typeof ShippingRatesSchema>

export const DEFAULT_SHIPPING_RATES: ShippingRates = {
  rates: {
    ground: {
      region: { baseCents: 895, perLbCents: 35 },
      neighbour: { baseCents: 1095, perLbCents: 55 },
      far: { baseCents: 1395, perLbCents: 85 },
    },
    expedited: {
      region: { baseCents: 1995, perLbCents: 100 },
      neighbour: { baseCents: 2995, perLbCents: 140 },
      far: { baseCents: 3995, perLbCents: 195 },
    },
    freight: {
      region: { baseCents: 12500, perLbCents: 20 },
      neighbour: { baseCents: 16500, perLbCents: 25 },
      far: { baseCents: 22500, perLbCents: 35 },
    },
  },
  freeGroundFromCents: 25000,
  longBox: { overIn: 48, cents: 2500 },
  parcelMaxLb: 150,
  freightFromRollWidthIn: 60,
  weights: {
    filmLbPerSqFtPerMil: 0.00723,
    linerLbPerSqFt: 0.011,
    rollPackagingLb: 3,
    cutPackagingLb: 1.5,
    defaultFilmMil: 4,
    bySku: {
      'KIT-DIY': 2,
      'KIT-PRO': 4,
      'TOOL-BLADES': 1,
      'TOOL-GASKET': 0.5,
      'TOOL-WETGLAZE': 9,
    },
    byCategory: { security: 1, solar: 1, decorative: 1, kit: 3, tool: 1, sample: 0.25, service: 0 },
  },
}

/** A line resolved against its product: what is shipped. */
export interface ShipItem {
  product: ShopProduct
  quantity: number
  /** Feet per piece cut from a roll; null for a full roll or a piece. */
  cutLengthFt: number | null
}

/** Drops float noise and keeps two decimals: weights are shown in pounds to the hundredth. */
const twoDecimals = (value: number) => Math.round(Math.round(value * 1e6) / 1e4) / 100

/** Weight of the whole line, packaging included, in pounds to the hundredth. */
export function itemWeightLb(item: ShipItem, rates: ShippingRates = DEFAULT_SHIPPING_RATES): number {
  const { product } = item
  const w = rates.weights
  if (!isRoll(product)) {
    return twoDecimals((w.bySku[product.sku] ?? w.byCategory[product.category] ?? 1) * item.quantity)
  }
  const feet = item.cutLengthFt ?? product.lengthFt
  const sqFt = (product.widthIn / 12) * feet
  const perSqFt = (product.thicknessMil ?? w.defaultFilmMil) * w.filmLbPerSqFtPerMil + w.linerLbPerSqFt
  const packaging = item.cutLengthFt === null ? w.rollPackagingLb : w.cutPackagingLb
  return twoDecimals((sqFt * perSqFt + packaging) * item.quantity)
}

/**
 * Boxes longer than the carriers' limit: one per full roll; the cuts of one line are rolled
 * together onto cores of at most a roll's length.
 */
export function longBoxes(item: ShipItem, rates: ShippingRates = DEFAULT_SHIPPING_RATES): number {
  const { product } = item
  if (!isRoll(product) || product.widthIn + 4 <= rates.longBox.overIn) return 0
  if (item.cutLengthFt === null) return item.quantity
  return Math.ceil((item.cutLengthFt * item.quantity) / product.lengthFt)
}

/** Whole pounds, rounded up, as carriers bill. */
export const billableLb = (weightLb: number) => Math.ceil(Math.round(weightLb * 1e6) / 1e6)

/** Freight only when something is too big or too heavy for parcel carriers; parcel otherwise. */
export function availableMethods(
  items: readonly ShipItem[],
  rates: ShippingRates = DEFAULT_SHIPPING_RATES,
): ShippingMethod[] {
  const wideRoll = items.some(
    ({ product, cutLengthFt }) =>
      isRoll(product) && cutLengthFt === null && product.widthIn >= rates.freightFromRollWidthIn,
  )
  const weight = items.reduce((sum, item) => sum + itemWeightLb(item, rates), 0)
  return wideRoll || billableLb(weight) > rates.parcelMaxLb ? ['freight'] : [...PARCEL_METHODS]
}

export interface ShippingQuoteInput {
  method: ShippingMethod
  zone: Zone
  items: readonly ShipItem[]
  /** The goods' subtotal, after discounts: what the free-ground threshold compares. */
  goodsCents: Cents
}

/**
 * The shipping charge, in whole cents (base + cents per billable pound + long-box surcharges are
 * all integers: nothing to round). Ground is free from the threshold, and for an order of nothing
 * but free sample packs.
 */
export function shippingCents(
  { method, zone, items, goodsCents }: ShippingQuoteInput,
  rates: ShippingRates = DEFAULT_SHIPPING_RATES,
): Cents {
  const samplesOnly = items.every(({ product }) => product.category === 'sample') && goodsCents === 0
  if (method === 'ground' && (goodsCents >= rates.freeGroundFromCents || samplesOnly)) return 0
  const rate = rates.rates[method][zone]
  const weight = items.reduce((sum, item) => sum + itemWeightLb(item, rates), 0)
  const surcharges =
    method === 'freight'
      ? 0
      : items.reduce((sum, item) => sum + longBoxes(item, rates), 0) * rates.longBox.cents
  return rate.baseCents + rate.perLbCents * billableLb(weight) + surcharges
}
