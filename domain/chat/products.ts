import { FILM_LINES, ROLL_LENGTH_FT, ROLL_WIDTHS_IN } from '../catalog/films.ts'
import type { CatalogProduct } from '../shop/catalog.ts'
import type { ProductCategory, ShopProduct } from '../shop/products.ts'
import { fold } from './text.ts'

/*
 * The shop's products as the assistant names them: one entry per film line ("Shield Clear 8", all
 * its roll widths together) or per piece product (a kit, a tool), with each width's roll price and
 * whether it is in stock. The server hands the catalog it sells from; the browser the copy on the
 * device (GET /api/catalog as last downloaded); without either, the film lines' list prices
 * (domain/catalog/films.ts), stock unknown.
 */

/** A product as the catalog lists it (one width of a roll, or one piece). */
export type CatalogItem = Pick<ShopProduct, 'sku' | 'category' | 'widthIn' | 'lengthFt' | 'priceCents'> & {
  /** "Shield Clear 8 — 60″ × 100′", "DIY Install Kit (squeegees, …)". */
  name: string
  /** Unknown in the browser's fallback (no catalog on the device yet). */
  inStock?: boolean
  specs?: { vlt: number; solarEnergyRejected: number; thicknessMil: number } | null
}

export interface ProductLine {
  /** The shop key of one of its products (/shop/<sku>). */
  sku: string
  name: string
  category: ProductCategory
  /** Rolls by width, narrowest first; empty for a piece product. */
  rolls: { widthIn: number; lengthFt: number; priceCents: number }[]
  /** A piece product's price. */
  priceCents: number
  /** In stock when some width is; undefined when unknown. */
  inStock: boolean | undefined
  specs: CatalogItem['specs']
}

/** The catalog as GET /api/catalog sends it (and the device keeps it), as the assistant reads it. */
export function catalogItemsOf(products: readonly CatalogProduct[]): CatalogItem[] {
  return products.map(({ stockStatus, specs, ...product }) => ({
    ...pick(product, ['sku', 'name', 'category', 'widthIn', 'lengthFt', 'priceCents']),
    inStock: stockStatus === 'inStock',
    specs,
  }))
}

const pick = <T extends object, K extends keyof T>(value: T, keys: K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>

/** The name a product line is asked by: before " — 60″ × 100′" or " (squeegees, …)". */
const lineName = (name: string) => name.split(/ — | \(/)[0]?.trim() || name

export function productLines(items: readonly CatalogItem[]): ProductLine[] {
  const lines = new Map<string, ProductLine>()
  for (const item of items) {
    const name = lineName(item.name)
    const line = lines.get(name) ?? {
      sku: item.sku,
      name,
      category: item.category,
      rolls: [],
      priceCents: item.priceCents,
      inStock: item.inStock,
      specs: item.specs ?? null,
    }
    if (item.widthIn !== null && item.lengthFt !== null)
      line.rolls.push({ widthIn: item.widthIn, lengthFt: item.lengthFt, priceCents: item.priceCents })
    if (item.inStock !== undefined) line.inStock = (line.inStock ?? false) || item.inStock
    lines.set(name, line)
  }
  for (const line of lines.values()) line.rolls.sort((a, b) => a.widthIn - b.widthIn)
  return [...lines.values()]
}

/** The film lines at list price (a roll's price scales with its width, rounded to the dollar). */
export const LIST_PRICE_ITEMS: readonly CatalogItem[] = FILM_LINES.flatMap((film) =>
  ROLL_WIDTHS_IN.map((widthIn) => ({
    sku: `${film.sku}-${widthIn}`,
    name: film.name,
    category: film.category,
    widthIn,
    lengthFt: ROLL_LENGTH_FT,
    priceCents: Math.round((film.rollPriceCents * widthIn) / 60 / 100) * 100,
    specs: film,
  })),
)

const tokensOf = (text: string): string[] => fold(text).match(/[\p{L}]+|\d+/gu) ?? []

/** At most one slip of the keyboard: a letter wrong, missing or extra, or two letters swapped. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  return (
    swapped ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i)
  )
}

/**
 * The product line a message names: every word of its name (up to its number) there (a word of five letters or more
 * may have one typo; numbers exactly), "shieldclear 8" too. The longest name wins ("Shield Clear
 * 14" over "Shield Clear 4").
 */
export function findProduct(message: string, lines: readonly ProductLine[]): ProductLine | undefined {
  const asked = tokensOf(message)
  const joined = fold(message).replace(/[^\p{L}\p{N}]/gu, '')
  const found = lines.filter((line) => {
    // A name is asked by its words up to its number: "Ceramic 70" is Ceramic 70 Clear View.
    const words = tokensOf(line.name)
    const number = words.findIndex((word) => /\d/.test(word))
    const wanted = number === -1 ? words : words.slice(0, number + 1)
    if (wanted.length === 0) return false
    if (joined.includes(wanted.join('')) && wanted.some((word) => /\d/.test(word)))
      return numbersMatch(asked, wanted)
    return wanted.every((word) =>
      /\d/.test(word)
        ? asked.includes(word)
        : asked.some((token) => token === word || (word.length >= 5 && withinOneEdit(token, word))),
    )
  })
  return found.sort((a, b) => b.name.length - a.name.length)[0]
}

/** "shieldclear 8" (the name's words run together) is Shield Clear 8 when its number is there too. */
const numbersMatch = (asked: string[], wanted: string[]) =>
  wanted.filter((word) => /\d/.test(word)).every((number) => asked.includes(number))
