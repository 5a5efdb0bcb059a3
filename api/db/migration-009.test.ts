import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from './client.ts'
import { migrate, readMigrations } from './migrate.ts'

/*
 * 009 rebuilds `orders` (SQLite cannot change a CHECK constraint) while order_lines, order_events
 * and stock_reservations reference it: every row, index and reference must survive.
 */

const AT = '2025-06-02T09:00:00.000Z'

/** One paid invoice order of 008's schema, with a line, two events and its reservation. */
function insertOrder008(db: Db) {
  db.exec(`
    INSERT INTO hubs (id, name, installation_teams, inventory_role, serves)
      VALUES ('atlanta', 'Atlanta', 5, 'primary', '["GA"]');
    INSERT INTO products (id, sku, name, category, price_cents) VALUES ('kit', 'KIT-DIY', 'DIY kit', 'kit', 3499);
    INSERT INTO stock (hub_id, product_id, quantity) VALUES ('atlanta', 'kit', 10);
    INSERT INTO orders (id, number, idempotency_key, request_hash, user_id, email, email_normalized, status,
      ship_name, ship_street, ship_city, ship_state, ship_zip, shipping_method, payment_method, payment_reference,
      hub_id, subtotal_cents, shipping_cents, tax_cents, total_cents, tax_rate_bp, weight_lb, paid_at,
      created_at, updated_at)
    VALUES ('o1', 'SS-AAAA-BBBB', 'key-00000001', '${'a'.repeat(64)}', NULL, 'Pat@example.com', 'pat@example.com',
      'paid', 'Pat', '12 Peachtree St', 'Atlanta', 'GA', '30303', 'ground', 'invoice', 'INV-AAAA-BBBB',
      'atlanta', 3499, 1000, 180, 4679, 400, 2, '${AT}', '${AT}', '${AT}');
    INSERT INTO order_lines (order_id, position, product_id, sku, name, quantity, unit_cents, line_cents, weight_lb)
      VALUES ('o1', 0, 'kit', 'KIT-DIY', 'DIY kit', 1, 3499, 3499, 2);
    INSERT INTO order_events (order_id, status, actor_id, created_at) VALUES ('o1', 'placed', NULL, '${AT}');
    INSERT INTO order_events (order_id, status, actor_id, created_at) VALUES ('o1', 'paid', NULL, '${AT}');
    INSERT INTO stock_reservations (order_id, product_id, hub_id, units, state, created_at, updated_at)
      VALUES ('o1', 'kit', 'atlanta', 1, 'held', '${AT}', '${AT}');
  `)
}

const count = (db: Db, table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get()

describe('migration 009 (card payments)', () => {
  it('rebuilds orders to admit card, keeping every row, index and reference', () => {
    const db = openDatabase(':memory:')
    const migrations = readMigrations()
    migrate(
      db,
      migrations.filter((migration) => migration.version < 9),
    )
    insertOrder008(db)
    const before = db.prepare('SELECT * FROM orders').get() as Record<string, unknown>

    migrate(db, migrations)

    // payment_url from 009; language from 030, which every later schema has.
    expect(db.prepare('SELECT * FROM orders').get()).toEqual({ ...before, payment_url: null, language: 'en' })
    expect(['order_lines', 'order_events', 'stock_reservations'].map((table) => count(db, table))).toEqual([
      1, 2, 1,
    ])
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(db.pragma('foreign_key_check')).toEqual([])
    const indexes = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders' AND sql IS NOT NULL`,
      )
      .pluck()
      .all()
    expect(indexes).toEqual(
      expect.arrayContaining(['orders_user_newest', 'orders_newest', 'orders_payment_reference']),
    )

    // A card order is now admitted, and an unknown method still is not.
    const insertAs = (id: string, method: string) =>
      db
        .prepare(
          `INSERT INTO orders (id, number, idempotency_key, request_hash, email, email_normalized, status, ship_name,
             ship_street, ship_city, ship_state, ship_zip, shipping_method, payment_method, hub_id, subtotal_cents,
             shipping_cents, tax_cents, total_cents, tax_rate_bp, weight_lb, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'a@b.c', 'a@b.c', 'placed', 'A', 'B', 'C', 'GA', '30303', 'ground', ?, 'atlanta',
             100, 0, 0, 100, 400, 1, ?, ?)`,
        )
        .run(id, `SS-${id.padStart(4, '0')}-0000`, `key-${id}-000000`, 'b'.repeat(64), method, AT, AT)
    expect(() => insertAs('2', 'card')).not.toThrow()
    expect(() => insertAs('3', 'cheque')).toThrow(/CHECK/)

    // The children reference the new table: deleting the order cascades to them as before.
    db.prepare("DELETE FROM orders WHERE id = 'o1'").run()
    expect(['order_lines', 'order_events', 'stock_reservations'].map((table) => count(db, table))).toEqual([
      0, 0, 0,
    ])
  })

  it('rolls a foreign-keys-off migration back when it leaves a broken reference, and turns the keys back on', () => {
    const db = openDatabase(':memory:')
    const broken = {
      version: 1,
      name: '001-broken.sql',
      sql: `-- migrate: foreign keys off
        CREATE TABLE parent (id TEXT PRIMARY KEY);
        CREATE TABLE child (parent_id TEXT REFERENCES parent (id));
        INSERT INTO child VALUES ('nobody');`,
    }
    expect(() => migrate(db, [broken])).toThrow(/broken foreign keys/)
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'child'").pluck().get()).toBe(0)
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(0)
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
  })
})
