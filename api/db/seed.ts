import { FILM_LINES, ROLL_LENGTH_FT, ROLL_WIDTHS_IN, type FilmLine } from '../../domain/catalog/films.ts'
import { HUBS } from '../../domain/hubs/hubs.ts'
import type { Db } from './client.ts'

interface SeedProduct {
  sku: string
  name: string
  category: 'security' | 'solar' | 'decorative' | 'kit' | 'tool' | 'sample'
  filmSku?: string
  widthIn?: number
  lengthFt?: number
  priceCents: number
  popularity: number
  specs?: Record<string, unknown>
}

function rollProducts(film: FilmLine, index: number): SeedProduct[] {
  const { sku, name, category, rollPriceCents, ...specs } = film
  return ROLL_WIDTHS_IN.map((widthIn) => ({
    sku: `${sku}-${widthIn}`,
    name: `${name} — ${widthIn}″ × ${ROLL_LENGTH_FT}′`,
    category,
    filmSku: sku,
    widthIn,
    lengthFt: ROLL_LENGTH_FT,
    // Roll prices scale with width from the 60″ list price, rounded to the dollar.
    priceCents: Math.round((rollPriceCents * widthIn) / 60 / 100) * 100,
    popularity: 100 - index * 4 - Math.abs(widthIn - 60) / 6,
    specs,
  }))
}

const ACCESSORIES: SeedProduct[] = [
  {
    sku: 'KIT-DIY',
    name: 'DIY Install Kit (squeegees, knife, spray bottle, slip solution)',
    category: 'kit',
    priceCents: 3499,
    popularity: 88,
  },
  {
    sku: 'KIT-PRO',
    name: 'Pro Installer Kit (hard card set, conqueror, scrapers, 20 blades)',
    category: 'kit',
    priceCents: 12900,
    popularity: 74,
  },
  {
    sku: 'TOOL-BLADES',
    name: 'Snap-off Blades, 9 mm stainless (100 pack)',
    category: 'tool',
    priceCents: 1899,
    popularity: 70,
  },
  { sku: 'TOOL-GASKET', name: 'Gasket Wedge Squeegee', category: 'tool', priceCents: 1150, popularity: 52 },
  {
    sku: 'TOOL-WETGLAZE',
    name: 'Wet-Glaze Attachment Silicone (10.1 oz, 12 pack)',
    category: 'tool',
    priceCents: 8900,
    popularity: 48,
  },
  {
    sku: 'SMP-SEC',
    name: 'Security Film Sample Pack (5 swatches)',
    category: 'sample',
    priceCents: 0,
    popularity: 66,
  },
  {
    sku: 'SMP-SOL',
    name: 'Solar Control Sample Pack (6 swatches)',
    category: 'sample',
    priceCents: 0,
    popularity: 81,
  },
  {
    sku: 'SMP-DEC',
    name: 'Decorative Film Sample Pack (5 swatches)',
    category: 'sample',
    priceCents: 0,
    popularity: 59,
  },
]

export function seedProducts(): SeedProduct[] {
  return [...FILM_LINES.flatMap(rollProducts), ...ACCESSORIES]
}

/** Hubs, catalog and opening stock. Safe to run on every start: existing rows are left as they are. */
export function seed(db: Db): { products: number; hubs: number } {
  const insertHub = db.prepare(
    `INSERT INTO hubs (id, name, installation_teams, inventory_role, serves) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO NOTHING`,
  )
  const insertProduct = db.prepare(
    `INSERT INTO products (id, sku, name, category, film_sku, width_in, length_ft, price_cents, popularity, specs)
     VALUES (@id, @sku, @name, @category, @filmSku, @widthIn, @lengthFt, @priceCents, @popularity, @specs)
     ON CONFLICT (sku) DO NOTHING`,
  )
  const insertStock = db.prepare(
    `INSERT INTO stock (hub_id, product_id, quantity) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
  )
  const products = seedProducts()
  db.transaction(() => {
    for (const hub of HUBS) {
      insertHub.run(hub.id, hub.name, hub.installationTeams, hub.inventoryRole, JSON.stringify(hub.serves))
    }
    products.forEach((product, i) => {
      const id = `prod_${product.sku}`
      insertProduct.run({
        id,
        sku: product.sku,
        name: product.name,
        category: product.category,
        filmSku: product.filmSku ?? null,
        widthIn: product.widthIn ?? null,
        lengthFt: product.lengthFt ?? null,
        priceCents: product.priceCents,
        popularity: Math.round(product.popularity),
        specs: JSON.stringify(product.specs ?? {}),
      })
      for (const hub of HUBS) {
        // The primary hub carries the full range; secondary hubs a few of each, some lines none.
        const quantity = hub.inventoryRole === 'primary' ? 12 + (i % 7) : (i + hub.installationTeams) % 5
        insertStock.run(hub.id, id, quantity)
      }
    })
  })()
  return { products: products.length, hubs: HUBS.length }
}
