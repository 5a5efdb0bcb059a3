import { FILM_CATEGORIES, type FilmCategory } from '../catalog/films.ts'
import type { ProductCategory } from './products.ts'
import { compareCodes } from '../compare.ts'

/*
 * The "related products" of the catalog. A film roll leads to its other widths and to
 * what its installation needs; a kit or a tool to the films people buy it for; a sample pack to
 * the films it holds swatches of; the onboarding package to the kits and sample packs.
 */

export interface RelatableProduct {
  id: string
  sku: string
  /** The film line a roll is cut from; null for kits, tools and sample packs. */
  filmSku: string | null
  category: ProductCategory
  widthIn: number | null
  popularity: number
}

/** What goes on the glass with each kind of film, by SKU: the kit, a tool or two, the sample pack. */
const FILM_COMPANIONS: Readonly<Record<FilmCategory, readonly string[]>> = {
  // Thick security film is laid with hard cards and anchored to the frame with wet-glaze silicone.
  security: ['KIT-PRO', 'TOOL-WETGLAZE', 'TOOL-BLADES', 'SMP-SEC'],
  solar: ['KIT-DIY', 'TOOL-BLADES', 'TOOL-GASKET', 'SMP-SOL'],
  decorative: ['KIT-DIY', 'TOOL-BLADES', 'SMP-DEC'],
}

/** Film lines shown beside a kit, a tool or a sample pack. */
const RELATED_FILM_LINES = 4
/** Kits beside a tool, tools beside a kit. */
const RELATED_ACCESSORIES = 2

const isFilmCategory = (category: ProductCategory): category is FilmCategory =>
  (FILM_CATEGORIES as readonly string[]).includes(category)

const byPopularity = (a: RelatableProduct, b: RelatableProduct) =>
  b.popularity - a.popularity || compareCodes(a.sku, b.sku)

/** The film categories a kit, tool or sample pack goes with, from the companions above. */
function companionCategories(sku: string): FilmCategory[] {
  return FILM_CATEGORIES.filter((category) => FILM_COMPANIONS[category].includes(sku))
}

/** The film category a sample pack holds swatches of. */
export function sampleFilmCategory(sku: string): FilmCategory | undefined {
  return companionCategories(sku)[0]
}

/** Each product's related ids, most relevant first; only ids of `products`, never the product itself. */
export function relatedProductIds(products: readonly RelatableProduct[]): Map<string, string[]> {
  const bySku = new Map(products.map((product) => [product.sku, product]))
  const popular = [...products].sort(byPopularity)
  // The best-selling roll of each film line, best-selling lines first.
  const leaders = new Map<string, RelatableProduct>()
  for (const product of popular) {
    if (product.filmSku !== null && !leaders.has(product.filmSku)) leaders.set(product.filmSku, product)
  }
  const lineLeaders = [...leaders.values()]
  const inCategory = (category: ProductCategory) => popular.filter((product) => product.category === category)

  /** The best-selling lines of these categories, the best of each first: a kit for two kinds shows both. */
  const popularLines = (categories: readonly ProductCategory[]) => {
    const lines = lineLeaders.filter((line) => categories.includes(line.category))
    const bestOfEach = categories.flatMap(
      (category) => lines.find((line) => line.category === category) ?? [],
    )
    return [...new Set([...bestOfEach.sort(byPopularity), ...lines])].slice(0, RELATED_FILM_LINES)
  }

  const relatedOf = (product: RelatableProduct): RelatableProduct[] => {
    const { category } = product
    if (product.filmSku !== null && isFilmCategory(category)) {
      const widths = products
        .filter((other) => other.filmSku === product.filmSku)
        .sort((a, b) => (a.widthIn ?? 0) - (b.widthIn ?? 0))
      const companions = FILM_COMPANIONS[category].flatMap((sku) => bySku.get(sku) ?? [])
      return [...widths, ...companions]
    }
    // The onboarding package is for installers starting out: the kits and the swatches to show customers.
    if (category === 'service') return [...inCategory('kit'), ...inCategory('sample')]
    const goesWith = companionCategories(product.sku)
    const films = popularLines(goesWith.length ? goesWith : FILM_CATEGORIES)
    if (category === 'kit' || category === 'tool') {
      const accessories = inCategory(category === 'kit' ? 'tool' : 'kit').slice(0, RELATED_ACCESSORIES)
      return [...accessories, ...films]
    }
    return [...films, ...inCategory('kit').slice(0, 1)]
  }

  return new Map(
    products.map((product) => {
      const ids = relatedOf(product)
        .map((related) => related.id)
        .filter((id) => id !== product.id)
      return [product.id, [...new Set(ids)]]
    }),
  )
}
