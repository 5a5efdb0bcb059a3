-- The warehouse inventory (issue 8, decision 012): film rolls per hub and their ledger. A roll's
-- remaining length is the sum of its ledger entries; entries are only ever added (the triggers below
-- refuse UPDATE and DELETE), so every change keeps who made it, when and why.

-- Roll documents of the pull-only `inventory` collection (sync/collections/inventory.ts), in the shape
-- every collection's table has (003-estimates-sync.sql). Written by api/features/inventory only, rebuilt
-- from the ledger in the transaction of every entry.
CREATE TABLE inventory_rolls (
  id TEXT PRIMARY KEY,
  hub_id TEXT NOT NULL REFERENCES hubs (id),
  product_id TEXT NOT NULL REFERENCES products (id),
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- domain/inventory/roll.ts RollDocument
  updated_at TEXT NOT NULL, -- ISO-8601 UTC, assigned by the server, strictly increasing per table
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1))
);
CREATE INDEX inventory_rolls_changes ON inventory_rolls (updated_at, id);
CREATE INDEX inventory_rolls_stock ON inventory_rolls (hub_id, product_id);

-- Lengths in tenths of a foot (integers): sums are exact.
CREATE TABLE inventory_ledger (
  id TEXT PRIMARY KEY, -- the uuid the device made (a retry is the same entry), or the server's
  roll_id TEXT NOT NULL REFERENCES inventory_rolls (id) DEFERRABLE INITIALLY DEFERRED,
  seq INTEGER NOT NULL, -- the entry's place in its roll's ledger: 1, 2, 3…
  kind TEXT NOT NULL CHECK (kind IN ('receive', 'cut', 'count', 'adjust', 'transfer')),
  delta_tenths INTEGER NOT NULL,
  remaining_tenths INTEGER NOT NULL CHECK (remaining_tenths >= 0), -- the running sum after this entry
  counted_tenths INTEGER CHECK (counted_tenths IS NULL OR counted_tenths >= 0),
  hub_id TEXT NOT NULL, -- where the roll was
  to_hub_id TEXT, -- a transfer's destination
  order_number TEXT, -- the shop order a cut was for
  reason TEXT NOT NULL DEFAULT '',
  actor_id TEXT, -- null: the system (the seed); kept as an id, the user may later be disabled
  actor_name TEXT NOT NULL,
  created_at TEXT NOT NULL, -- when the server recorded it
  done_at TEXT, -- when it was done on the device, if it arrived later (an offline count)
  UNIQUE (roll_id, seq),
  CHECK ((kind = 'transfer') = (to_hub_id IS NOT NULL)),
  CHECK ((kind = 'count') = (counted_tenths IS NOT NULL))
);
CREATE INDEX inventory_ledger_month ON inventory_ledger (created_at, kind);

CREATE TRIGGER inventory_ledger_append_only_update BEFORE UPDATE ON inventory_ledger
BEGIN
  SELECT RAISE(ABORT, 'inventory_ledger is append-only');
END;
CREATE TRIGGER inventory_ledger_append_only_delete BEFORE DELETE ON inventory_ledger
BEGIN
  SELECT RAISE(ABORT, 'inventory_ledger is append-only');
END;

-- Low-stock thresholds per hub and product, feet; a product without one uses DEFAULT_THRESHOLD_FT.
CREATE TABLE inventory_thresholds (
  hub_id TEXT NOT NULL REFERENCES hubs (id),
  product_id TEXT NOT NULL REFERENCES products (id),
  threshold_ft INTEGER NOT NULL CHECK (threshold_ft >= 0),
  updated_at TEXT NOT NULL,
  updated_by TEXT,
  PRIMARY KEY (hub_id, product_id)
);
