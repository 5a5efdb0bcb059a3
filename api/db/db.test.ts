import { describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { migrate } from './migrate.ts'
import { seed, seedProducts } from './seed.ts'

describe('database', () => {
  it('enforces foreign keys', () => {
    const db = openDatabase(':memory:')
    migrate(db)
    expect(() =>
      db.prepare("INSERT INTO stock (hub_id, product_id, quantity) VALUES ('nowhere', 'nothing', 1)").run(),
    ).toThrow(/FOREIGN KEY/)
  })

  it('applies each migration once', () => {
    const db = openDatabase(':memory:')
    expect(migrate(db).length).toBeGreaterThan(0)
    expect(migrate(db)).toEqual([])
  })

  it('seeds the three hubs and the catalog, and seeding again changes nothing', () => {
    const db = openDatabase(':memory:')
    migrate(db)
    seed(db)
    const count = () => ({
      hubs: db.prepare('SELECT count(*) FROM hubs').pluck().get(),
      products: db.prepare('SELECT count(*) FROM products').pluck().get(),
      stock: db.prepare('SELECT count(*) FROM stock').pluck().get(),
    })
    const first = count()
    seed(db)
    expect(count()).toEqual(first)
    expect(first.products).toBe(seedProducts().length)

    const hubs = db
      .prepare('SELECT id, installation_teams, inventory_role, serves FROM hubs ORDER BY id')
      .all()
    expect(hubs).toEqual([
      { id: 'atlanta', installation_teams: 5, inventory_role: 'primary', serves: '["GA","AL","TN"]' },
      { id: 'carolinas', installation_teams: 4, inventory_role: 'secondary', serves: '["NC","SC"]' },
      { id: 'florida', installation_teams: 3, inventory_role: 'secondary', serves: '["FL","GA-S"]' },
    ])
  })

  it('prices rolls by width from the 60-inch list price', () => {
    const rolls = seedProducts().filter((product) => product.filmSku === 'SEC-8C')
    expect(rolls.map((roll) => [roll.widthIn, roll.priceCents])).toEqual([
      [36, 53400],
      [48, 71200],
      [60, 89000],
      [72, 106800],
    ])
  })
})
