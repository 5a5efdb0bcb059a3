import { describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { migrate, readMigrations } from './migrate.ts'
import { makeEstimate } from '../../domain/testing/estimate-factory.ts'
import { EstimateSchema, NEW_WINDOW_DEFAULTS, versionOf } from '../../domain/estimates/estimate.ts'
import { USER_TYPES } from '../../domain/auth/roles.ts'
import { DEMO_USERS, seed, seedDemo, seedProducts } from './seed.ts'

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

  it('gives estimates stored before editedAt their write time as edit time, in kept versions too', () => {
    const db = openDatabase(':memory:')
    const migrations = readMigrations()
    migrate(
      db,
      migrations.filter((migration) => migration.version < 4),
    )
    const { editedAt: _, ...older } = makeEstimate({ updatedAt: '2025-06-03T10:00:00.000Z' })
    const { editedAt: __, ...olderVersion } = versionOf(
      makeEstimate({ updatedAt: '2025-06-02T10:00:00.000Z' }),
    )
    const doc = {
      ...older,
      history: [{ at: older.updatedAt, by: 'u1', reason: 'conflict', version: olderVersion }],
    }
    db.prepare(`INSERT INTO estimates (id, owner_id, doc, updated_at, deleted) VALUES (?, ?, ?, ?, 0)`).run(
      doc.id,
      doc.ownerId,
      JSON.stringify(doc),
      doc.updatedAt,
    )
    migrate(db, migrations)
    const migrated = EstimateSchema.parse(
      JSON.parse(db.prepare('SELECT doc FROM estimates').pluck().get() as string),
    )
    expect(migrated.editedAt).toBe('2025-06-03T10:00:00.000Z')
    expect(migrated.history[0]?.version.editedAt).toBe('2025-06-02T10:00:00.000Z')
  })

  it('gives windows stored before their details the defaults of a new window, in kept versions too', () => {
    const db = openDatabase(':memory:')
    const migrations = readMigrations()
    migrate(
      db,
      migrations.filter((migration) => migration.version < 5),
    )
    const bare = {
      ...{ id: 'w1', label: 'Den', width: 34.625, height: 48, unit: 'inches', quantity: 2 },
      ...{ windowType: 'commercial', filmType: 'security', filmGrade: 'SEC-8C', photos: [] },
    }
    const doc = {
      ...makeEstimate({ windows: [] }),
      windows: [bare],
      history: [
        {
          at: '2025-06-02T10:00:00.000Z',
          by: 'u1',
          reason: 'conflict',
          version: { ...versionOf(makeEstimate()), windows: [bare] },
        },
      ],
    }
    db.prepare(`INSERT INTO estimates (id, owner_id, doc, updated_at, deleted) VALUES (?, ?, ?, ?, 0)`).run(
      doc.id,
      doc.ownerId,
      JSON.stringify(doc),
      doc.updatedAt,
    )
    migrate(db, migrations)
    const stored = JSON.parse(db.prepare('SELECT doc FROM estimates').pluck().get() as string) as {
      windows: unknown[]
      history: { version: { windows: unknown[] } }[]
    }
    const expected = { ...NEW_WINDOW_DEFAULTS, ...bare }
    expect(stored.windows).toEqual([expected])
    expect(stored.history[0]?.version.windows).toEqual([expected])
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

  it('seeds homeowner requests for the team to call, once; a status the team set stays', async () => {
    const db = openDatabase(':memory:')
    migrate(db)
    seed(db)
    await seedDemo(db)
    const statuses = () =>
      db.prepare('SELECT status FROM estimate_requests ORDER BY created_at DESC').pluck().all()
    expect(statuses()).toEqual(['new', 'new', 'contacted', 'quoted'])
    db.prepare(`UPDATE estimate_requests SET status = 'closed' WHERE status = 'quoted'`).run()
    await seedDemo(db)
    expect(statuses()).toEqual(['new', 'new', 'contacted', 'closed'])
  })

  it('seeds requests for a person sent from the assistant, with their conversations, once', async () => {
    const db = openDatabase(':memory:')
    migrate(db)
    seed(db)
    await seedDemo(db)
    const requests = () =>
      db.prepare('SELECT name, language, status FROM support_requests ORDER BY created_at DESC').all()
    expect(requests()).toEqual([
      { name: 'Denise Howard', language: 'en', status: 'open' },
      { name: 'Luis Ortega', language: 'es', status: 'inProgress' },
      { name: 'Karen Mitchell', language: 'en', status: 'answered' },
    ])
    db.prepare(`UPDATE support_requests SET status = 'closed' WHERE name = 'Karen Mitchell'`).run()
    await seedDemo(db)
    expect(requests().map((request) => (request as { status: string }).status)).toEqual([
      'open',
      'inProgress',
      'closed',
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

  it('accepts exactly the user types of domain/auth in the users table', () => {
    const db = openDatabase(':memory:')
    migrate(db)
    const insert = db.prepare(
      `INSERT INTO users (id, username, username_normalized, email, email_normalized, password_hash, user_type, created_at)
       VALUES (?, ?, ?, ?, ?, 'x', ?, '2025-01-01T00:00:00.000Z')`,
    )
    for (const type of USER_TYPES) insert.run(type, type, type, `${type}@x`, `${type}@x`, type)
    expect(() => insert.run('admin', 'admin', 'admin', 'a@x', 'a@x', 'admin')).toThrow(/CHECK/)
  })

  it('seeds one demo account per role, and seeding again neither adds nor rehashes', () => {
    const db = openDatabase(':memory:')
    migrate(db)
    seed(db)
    const users = () =>
      db
        .prepare(
          `SELECT username, email, user_type AS userType, is_admin AS isAdmin, has_completed_onboarding AS onboarded,
                  email_verified_at IS NOT NULL AS verified, password_hash AS hash
           FROM users ORDER BY username`,
        )
        .all() as {
        username: string
        userType: string
        isAdmin: number
        onboarded: number
        verified: number
        hash: string
      }[]
    const first = users()
    seed(db)
    expect(users()).toEqual(first)
    expect(first.map((user) => user.username).sort()).toEqual(DEMO_USERS.map((user) => user.username).sort())
    expect(first.every((user) => user.verified === 1 && user.hash.startsWith('$argon2id$'))).toBe(true)
    const by = (name: string) => first.find((user) => user.username === name)
    expect(by('admin')).toMatchObject({ isAdmin: 1, userType: 'regular', email: 'admin@example.com' })
    expect(by('newlead')).toMatchObject({ userType: 'teamLead', onboarded: 0 })
    expect(by('teamlead')).toMatchObject({ userType: 'teamLead', onboarded: 1 })
    expect(by('teammember')).toMatchObject({ userType: 'teamMember', onboarded: 1 })
    expect(by('member')).toMatchObject({ userType: 'regular', isAdmin: 0 })
  })

  it('never overwrites an account that already holds a demo name', () => {
    const db = openDatabase(':memory:')
    migrate(db)
    db.prepare(
      `INSERT INTO users (id, username, username_normalized, email, email_normalized, password_hash, user_type, created_at)
       VALUES ('mine', 'Admin', 'admin', 'me@x', 'me@x', 'kept', 'homeowner', '2025-01-01T00:00:00.000Z')`,
    ).run()
    seed(db)
    expect(
      db.prepare("SELECT password_hash, user_type, is_admin FROM users WHERE id = 'mine'").get(),
    ).toEqual({
      password_hash: 'kept',
      user_type: 'homeowner',
      is_admin: 0,
    })
  })
})
