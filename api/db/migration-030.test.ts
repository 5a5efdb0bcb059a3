import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../domain/i18n/locales.ts'
import { openDatabase, type Db } from './client.ts'
import { migrate, readMigrations } from './migrate.ts'

/*
 * 030 gives users, orders and estimate requests the language their mails are written in: every row
 * stored before keeps being written to in English, and only the five languages we write in are admitted.
 */

const AT = '2025-06-02T09:00:00.000Z'

/** An account, a visitor's order and an estimate request, as stored before 030. */
function insertRows(db: Db) {
  db.exec(`
    INSERT INTO hubs (id, name, installation_teams, inventory_role, serves)
      VALUES ('atlanta', 'Atlanta', 5, 'primary', '["GA"]');
    INSERT INTO users (id, username, username_normalized, email, email_normalized, password_hash, user_type, created_at)
      VALUES ('u1', 'Pat', 'pat', 'pat@example.com', 'pat@example.com', 'x', 'homeowner', '${AT}');
    INSERT INTO orders (id, number, idempotency_key, request_hash, user_id, email, email_normalized, status,
      ship_name, ship_street, ship_city, ship_state, ship_zip, shipping_method, payment_method,
      hub_id, subtotal_cents, shipping_cents, tax_cents, total_cents, tax_rate_bp, weight_lb, created_at, updated_at)
    VALUES ('o1', 'SS-AAAA-BBBB', 'key-00000001', '${'a'.repeat(64)}', NULL, 'lee@example.com', 'lee@example.com',
      'placed', 'Lee', '12 Peachtree St', 'Atlanta', 'GA', '30303', 'ground', 'invoice',
      'atlanta', 3499, 1000, 180, 4679, 400, 2, '${AT}', '${AT}');
    INSERT INTO estimate_requests (id, name, email, street, city, state, zip, property_type, film_interest,
      window_count, largest_window, contact_time, created_at, updated_at)
    VALUES ('00000000-0000-4000-8000-000000000001', 'Sam', 'sam@example.com', '1 Main St', 'Atlanta', 'GA',
      '30303', 'home', 'solar', 4, 'large', 'anytime', '${AT}', '${AT}');
  `)
}

const TABLES = ['users', 'orders', 'estimate_requests'] as const

describe('migration 030 (recipient language)', () => {
  it('writes to everyone stored before in English', () => {
    const db = openDatabase(':memory:')
    const migrations = readMigrations()
    migrate(
      db,
      migrations.filter((migration) => migration.version < 30),
    )
    insertRows(db)

    migrate(db, migrations)

    expect(TABLES.map((table) => db.prepare(`SELECT language FROM ${table}`).pluck().all())).toEqual([
      ['en'],
      ['en'],
      ['en'],
    ])
  })

  it('admits exactly the languages the mails are written in', () => {
    const db = openDatabase(':memory:')
    migrate(db)
    insertRows(db)
    for (const table of TABLES) {
      const set = (language: string) => () => db.prepare(`UPDATE ${table} SET language = ?`).run(language)
      for (const locale of LOCALES) expect(set(locale)).not.toThrow()
      expect(set('de')).toThrow(/CHECK/)
      expect(set('EN')).toThrow(/CHECK/)
    }
  })
})
