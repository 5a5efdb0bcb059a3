import { FILM_LINES, ROLL_LENGTH_FT, ROLL_WIDTHS_IN, type FilmLine } from '../../domain/catalog/films.ts'
import type { UserType } from '../../domain/auth/roles.ts'
import { HUBS } from '../../domain/hubs/hubs.ts'
import { isService, ONBOARDING_PACKAGE, type ProductCategory } from '../../domain/shop/products.ts'
import { DEFAULT_TAX_TABLE } from '../../domain/shop/tax.ts'
import { insertUser } from '../features/auth/auth.repo.ts'
import { seedTaxRates } from '../features/tax/tax.repo.ts'
import { hashPasswordSync } from '../features/auth/password.ts'
import type { Db } from './client.ts'
import { seedDemoCalendar } from './demo-calendar.ts'
import { seedDemoInventory } from './demo-inventory.ts'
import { seedDemoRequests } from './demo-requests.ts'
import { seedDemoMarketplace } from './demo-marketplace.ts'
import { seedDemoShop } from './demo-shop.ts'
import { seedDemoSupport } from './demo-support.ts'

interface SeedProduct {
  sku: string
  name: string
  category: ProductCategory
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
  {
    sku: ONBOARDING_PACKAGE.sku,
    name: 'Professional Onboarding Package',
    category: 'service',
    priceCents: ONBOARDING_PACKAGE.priceCents,
    popularity: 40,
  },
]

/**
 * Sold out at every hub, so that the shop's "Out of stock" state shows (and its tests have one):
 * the widest roll of a decorative film and a tool.
 */
export const OUT_OF_STOCK_SKUS: ReadonlySet<string> = new Set(['DEC-RL-72', 'TOOL-GASKET'])

export function seedProducts(): SeedProduct[] {
  return [...FILM_LINES.flatMap(rollProducts), ...ACCESSORIES]
}

/** Development accounts, one per role (README "Demo accounts"). Never seeded in production unless SEED_DEMO=1. */
export const DEMO_PASSWORD = 'Demo-pass-2025'

interface DemoUser {
  username: string
  userType: UserType
  isAdmin?: boolean
  hasCompletedOnboarding?: boolean
}

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', userType: 'regular', isAdmin: true },
  { username: 'homeowner', userType: 'homeowner' },
  { username: 'installer', userType: 'installer' },
  { username: 'teamlead', userType: 'teamLead', hasCompletedOnboarding: true },
  { username: 'teammember', userType: 'teamMember', hasCompletedOnboarding: true },
  { username: 'supplier', userType: 'supplier' },
  { username: 'member', userType: 'regular' },
  // A team lead who has not been through onboarding yet: sign-in sends them to /team-onboarding.
  { username: 'newlead', userType: 'teamLead', hasCompletedOnboarding: false },
]

let demoPasswordHash: string | undefined

/**
 * The demo accounts share one published password, so it is hashed once per process rather than
 * once per account and database: argon2 is deliberately slow (about 0.1 s a hash).
 */
const hashedDemoPassword = () => (demoPasswordHash ??= hashPasswordSync(DEMO_PASSWORD))

/** Inserts the demo users that are missing. */
function seedDemoUsers(db: Db, now = new Date()): number {
  const exists = db.prepare('SELECT 1 FROM users WHERE username_normalized = ? OR email_normalized = ?')
  let added = 0
  for (const demo of DEMO_USERS) {
    const email = `${demo.username}@example.com`
    if (exists.get(demo.username, email)) continue
    const onboarded = demo.hasCompletedOnboarding ?? false
    insertUser(db, {
      id: crypto.randomUUID(),
      username: demo.username,
      email,
      passwordHash: hashedDemoPassword(),
      userType: demo.userType,
      isAdmin: demo.isAdmin ?? false,
      hasCompletedOnboarding: onboarded,
      emailVerifiedAt: now.toISOString(),
      hubId: onboarded ? 'atlanta' : null,
      createdAt: now.toISOString(),
    })
    added++
  }
  return added
}

export interface SeedOptions {
  now?: Date
}

/**
 * Hubs, catalog, opening stock, tax rates and demo users. Safe to run on every start: existing rows
 * are left as they are.
 */
export function seed(
  db: Db,
  { now = new Date() }: SeedOptions = {},
): { products: number; hubs: number; users: number } {
  const insertHub = db.prepare(
    `INSERT INTO hubs (id, name, installation_teams, inventory_role, serves) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO NOTHING`,
  )
  const insertProduct = db.prepare(
    `INSERT INTO products (id, sku, name, category, film_sku, width_in, length_ft, price_cents, popularity, specs,
       created_at, updated_at)
     VALUES (@id, @sku, @name, @category, @filmSku, @widthIn, @lengthFt, @priceCents, @popularity, @specs, @at, @at)
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
        at: now.toISOString(),
      })
      // A service is delivered by the team, never stocked.
      for (const hub of isService(product) ? [] : HUBS) {
        // The primary hub carries the full range; secondary hubs a few of each, some lines none.
        const quantity = OUT_OF_STOCK_SKUS.has(product.sku)
          ? 0
          : hub.inventoryRole === 'primary'
            ? 12 + (i % 7)
            : (i + hub.installationTeams) % 5
        insertStock.run(hub.id, id, quantity)
      }
    })
    seedTaxRates(db, DEFAULT_TAX_TABLE, now.toISOString())
  })()
  // After the hubs: onboarded team users belong to one, and to its first team.
  seedDemoUsers(db, now)
  db.prepare(`UPDATE users SET team_id = hub_id || '-1' WHERE hub_id IS NOT NULL AND team_id IS NULL`).run()
  return { products: products.length, hubs: HUBS.length, users: DEMO_USERS.length }
}

/**
 * The app's demo mode on top of seed(): the demo customers' delivered orders and reviews
 * (demo-shop.ts), the marketplace's projects (demo-marketplace.ts), homeowner requests, requests
 * for a person sent from the assistant, the calendar and the warehouse's rolls, each made through
 * its feature's service when it has one.
 * Seeds only what is missing, so it runs on every start too.
 */
export async function seedDemo(
  db: Db,
  { now = new Date() }: SeedOptions = {},
): Promise<{ orders: number; jobs: number }> {
  // The orders, reviews and projects are the demo users'.
  const orders = await seedDemoShop(db, now)
  const jobs = seedDemoMarketplace(db, now)
  seedDemoRequests(db, now)
  seedDemoSupport(db, now)
  // After the projects and requests: some installations are linked to them.
  await seedDemoCalendar(db, now)
  seedDemoInventory(db, now)
  return { orders, jobs }
}
