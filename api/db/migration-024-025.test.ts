import { describe, expect, it } from 'vitest'
import { openDatabase, type Db } from './client.ts'
import { migrate, readMigrations } from './migrate.ts'

/*
 * 024 and 025 rebuild `events` and `inventory_ledger` (SQLite cannot change a CHECK constraint): every
 * row must survive, the ledger stay append-only, and the replicated roll documents gain what version 1
 * of the inventory collection has (nothing held yet).
 */

const AT = '2026-11-02T09:00:00.000Z'
const ROLL_DOC = {
  id: 'roll-1',
  hubId: 'atlanta',
  productId: 'prod-1',
  sku: 'SOL-CR40-60',
  productName: 'Clear 40',
  widthIn: 60,
  lengthFt: 100,
  lot: 'S24-1003',
  remainingFt: 87.5,
  thresholdFt: 100,
  receivedAt: AT,
  lastCountedAt: null,
  entries: [],
  updatedAt: AT,
  _deleted: false,
}

function insertBefore(db: Db) {
  db.exec(`
    INSERT INTO hubs (id, name, installation_teams, inventory_role, serves)
      VALUES ('atlanta', 'Atlanta', 5, 'primary', '["GA"]');
    INSERT INTO products (id, sku, name, category, width_in, length_ft, price_cents)
      VALUES ('prod-1', 'SOL-CR40-60', 'Clear 40', 'solar', 60, 100, 40000);
    INSERT INTO inventory_rolls (id, hub_id, product_id, doc, updated_at, deleted)
      VALUES ('roll-1', 'atlanta', 'prod-1', '${JSON.stringify(ROLL_DOC)}', '${AT}', 0);
    INSERT INTO inventory_ledger (id, roll_id, seq, kind, delta_tenths, remaining_tenths, hub_id, actor_name, created_at)
      VALUES ('e1', 'roll-1', 1, 'receive', 1000, 1000, 'atlanta', 'lead', '${AT}'),
             ('e2', 'roll-1', 2, 'cut', -125, 875, 'atlanta', 'lead', '${AT}');
    INSERT INTO events (id, team_id, hub_id, starts_at, ends_at, status, doc, updated_at, deleted)
      VALUES ('ev-1', 'atlanta-1', 'atlanta', '${AT}', '${AT}', 'scheduled', '{"id":"ev-1"}', '${AT}', 0);
  `)
}

const hold = (db: Db, id: string, kind: string, reserved: number, quoteId: string | null, seq: number) =>
  db
    .prepare(
      `INSERT INTO inventory_ledger (id, roll_id, seq, kind, delta_tenths, remaining_tenths, hub_id, actor_name,
         created_at, reserved_tenths, quote_id)
       VALUES (?, 'roll-1', ?, ?, 0, 875, 'atlanta', 'quotes', ?, ?, ?)`,
    )
    .run(id, seq, kind, AT, reserved, quoteId)

describe('migrations 024 and 025 (proposed installations, reserved film)', () => {
  it('keeps every event and ledger entry, admits proposals and holds, and stays append-only', () => {
    const db = openDatabase(':memory:')
    const migrations = readMigrations()
    migrate(
      db,
      migrations.filter((migration) => migration.version < 24),
    )
    insertBefore(db)
    const ledger = db.prepare('SELECT * FROM inventory_ledger ORDER BY seq').all()

    migrate(db, migrations)

    expect(db.prepare('SELECT * FROM inventory_ledger ORDER BY seq').all()).toEqual(
      ledger.map((row) => ({ ...(row as object), reserved_tenths: 0, quote_id: null })),
    )
    expect(db.prepare('SELECT id, status FROM events').all()).toEqual([{ id: 'ev-1', status: 'scheduled' }])
    expect(() => db.prepare("UPDATE events SET status = 'proposed' WHERE id = 'ev-1'").run()).not.toThrow()
    expect(() => db.prepare("UPDATE events SET status = 'pencilled' WHERE id = 'ev-1'").run()).toThrow(
      /CHECK/,
    )

    // The roll's document says it holds nothing, its length unchanged.
    const doc = JSON.parse(
      db.prepare("SELECT doc FROM inventory_rolls WHERE id = 'roll-1'").pluck().get() as string,
    )
    expect(doc).toEqual({ ...ROLL_DOC, reservedFt: 0, availableFt: 87.5, reservations: [] })

    // A hold names its quote and changes no length; anything else is refused.
    expect(() => hold(db, 'r1', 'reserve', 300, 'quote-1', 3)).not.toThrow()
    expect(() => hold(db, 'r2', 'release', -300, 'quote-1', 4)).not.toThrow()
    expect(() => hold(db, 'r3', 'reserve', 300, null, 5)).toThrow(/CHECK/)
    expect(() => hold(db, 'r4', 'reserve', -10, 'quote-1', 5)).toThrow(/CHECK/)
    expect(() => hold(db, 'r5', 'cut', 10, null, 5)).toThrow(/CHECK/)
    expect(() => db.prepare('UPDATE inventory_ledger SET reason = ?').run('x')).toThrow(/append-only/)
    expect(() => db.prepare('DELETE FROM inventory_ledger').run()).toThrow(/append-only/)
    const indexes = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`)
      .pluck()
      .all()
    expect(indexes).toEqual(
      expect.arrayContaining([
        'events_changes',
        'events_team_start',
        'events_hub_start',
        'events_start',
        'inventory_ledger_month',
        'inventory_ledger_quote',
      ]),
    )
    expect(db.pragma('foreign_key_check')).toEqual([])
  })
})
