import type { FilmLine } from '../../../domain/catalog/films.ts'
import type { FilmPlan } from '../../../domain/estimator/compute.ts'
import { planRolls, type Piece, type PlanOptions } from '../../../domain/estimator/roll-plan.ts'
import type { CatalogProduct } from '../../../domain/shop/catalog.ts'
import { ORDER_LIMITS } from '../../../domain/shop/limits.ts'
import { maxLineQuantity, unitCents } from '../../../domain/shop/pricing.ts'
import { addToCart } from '../../app/cart.ts'
import { deviceDb, type DeviceDatabase } from '../../app/device-db.ts'
import { shopProductOf } from './cart.ts'

/*
 * Pre-cut film as the shop sells it: a roll plan (domain/estimator/roll-plan.ts) becomes cart lines
 * of the film line's product in the plan's roll width. The plan's length is bought in whole feet:
 * as many full rolls as it fills, and one cut for the rest (never shorter than the shop's shortest
 * cut). The cart prices them with the same code (domain/shop/pricing.ts), so the figures shown here
 * are the cart's.
 */

/** The install kit offered with a DIY order. */
const DIY_KIT_SKU = 'KIT-DIY'

interface PrecutLine {
  product: CatalogProduct
  quantity: number
  /** Feet cut from a roll; null for full rolls. */
  cutLengthFt: number | null
  unitCents: number
  lineCents: number
}

export interface PrecutFilm extends FilmPlan {
  /** The plan's linear feet, rounded up to whole feet: what is bought. */
  feet: number
  fullRolls: number
  /** The cut after the full rolls; null when there is none. */
  cutLengthFt: number | null
  /** The film line in the plan's width; null when the catalog has none. */
  product: CatalogProduct | null
  /** Empty when the product is missing or nothing is to be cut. */
  lines: PrecutLine[]
}

export type PrecutProblem =
  | { code: 'productMissing'; film: FilmLine; widthIn: number }
  | { code: 'outOfStock'; film: FilmLine; widthIn: number; product: CatalogProduct }
  | { code: 'tooManyRolls'; film: FilmLine; widthIn: number; product: CatalogProduct; max: number }

export interface PrecutOrder {
  films: PrecutFilm[]
  lines: PrecutLine[]
  /** Why the order cannot go into the cart as it stands. */
  problems: PrecutProblem[]
  filmCents: number
  /** Something to order and nothing in the way. */
  ok: boolean
}

/** Whole feet to buy: a tenth of a foot over is a foot more. */
function wholeFeet(linearFeet: number): number {
  // The plan's feet are rounded to a tenth; the epsilon keeps 38.0000000001 from becoming 39.
  return Math.max(0, Math.ceil(linearFeet - 1e-9))
}

/** Full rolls and the cut of the rest, for `feet` from rolls `rollLengthFt` long. */
export function splitFeet(
  feet: number,
  rollLengthFt: number,
): { fullRolls: number; cutLengthFt: number | null } {
  const fullRolls = Math.floor(feet / rollLengthFt)
  const rest = feet - fullRolls * rollLengthFt
  if (rest === 0) return { fullRolls, cutLengthFt: null }
  const cut = Math.max(rest, ORDER_LIMITS.minCutFt)
  // A cut as long as the roll is the roll (only on rolls shorter than the shortest cut).
  if (cut >= rollLengthFt) return { fullRolls: fullRolls + 1, cutLengthFt: null }
  return { fullRolls, cutLengthFt: cut }
}

function lineOf(product: CatalogProduct, quantity: number, cutLengthFt: number | null): PrecutLine {
  const unit = unitCents({ product: shopProductOf(product), quantity, cutLengthFt })
  return { product, quantity, cutLengthFt, unitCents: unit, lineCents: unit * quantity }
}

/**
 * The cart lines for `plans` from the device's catalog: for each film, its product in the plan's
 * roll width, full rolls and a cut. Films or widths the catalog lacks, out-of-stock products and
 * more rolls than a line may hold are reported; their lines are still priced when the product is
 * known, so the page can show what it would cost.
 */
export function precutOrder(plans: readonly FilmPlan[], catalog: readonly CatalogProduct[]): PrecutOrder {
  const problems: PrecutProblem[] = []
  const films = plans.map(({ film, plan }): PrecutFilm => {
    const widthIn = plan.rollWidthIn
    const feet = wholeFeet(plan.linearFeet)
    const product =
      catalog.find((candidate) => candidate.filmSku === film.sku && candidate.widthIn === widthIn) ?? null
    const base = { film, plan, feet, product }
    if (feet === 0) return { ...base, fullRolls: 0, cutLengthFt: null, lines: [] }
    if (!product?.lengthFt) {
      problems.push({ code: 'productMissing', film, widthIn })
      return { ...base, product: null, fullRolls: 0, cutLengthFt: null, lines: [] }
    }
    const { fullRolls, cutLengthFt } = splitFeet(feet, product.lengthFt)
    const lines = [
      ...(fullRolls > 0 ? [lineOf(product, fullRolls, null)] : []),
      ...(cutLengthFt === null ? [] : [lineOf(product, 1, cutLengthFt)]),
    ]
    if (product.stockStatus !== 'inStock') problems.push({ code: 'outOfStock', film, widthIn, product })
    const max = maxLineQuantity(product)
    if (fullRolls > max) problems.push({ code: 'tooManyRolls', film, widthIn, product, max })
    return { ...base, fullRolls, cutLengthFt, lines }
  })
  const lines = films.flatMap((film) => film.lines)
  return {
    films,
    lines,
    problems,
    filmCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
    ok: lines.length > 0 && problems.length === 0,
  }
}

/** One film's roll plan for panes sized by hand (the DIY page's "Enter sizes"). */
export function planPieces(
  film: FilmLine,
  pieces: readonly Piece[],
  options: Pick<PlanOptions, 'trimIn' | 'seamAllowanceIn'>,
): FilmPlan[] {
  if (pieces.length === 0) return []
  // Patterned films must keep their pattern's direction: their panes are never turned.
  return [{ film, plan: planRolls(pieces, { ...options, allowRotation: !film.patterned }) }]
}

/** The DIY install kit in the catalog, if it has one. */
export function diyKitOf(catalog: readonly CatalogProduct[]): CatalogProduct | null {
  return catalog.find((product) => product.sku === DIY_KIT_SKU) ?? null
}

/**
 * Puts the order's lines, and the kit when given, into `owner`'s cart in one transaction: either
 * all of it is in the cart or none of it. Lines already there of the same product and length add up.
 */
export async function addPrecutToCart(
  owner: string,
  order: Pick<PrecutOrder, 'lines'>,
  kit: CatalogProduct | null = null,
  db: DeviceDatabase = deviceDb(),
): Promise<void> {
  const lines = [...order.lines, ...(kit ? [lineOf(kit, 1, null)] : [])]
  await db.transaction('rw', db.cart, async () => {
    for (const line of lines) {
      await addToCart(
        owner,
        {
          productId: line.product.id,
          quantity: line.quantity,
          options: line.cutLengthFt === null ? {} : { cutLengthFt: line.cutLengthFt },
          max: maxLineQuantity(line.product),
        },
        db,
      )
    }
  })
}
