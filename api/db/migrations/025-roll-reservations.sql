-- Film held for accepted jobs (decision 024): the ledger gains `reserve` and `release` entries, which
-- leave a roll's length as it is and change what is held of it (reserved_tenths), each for one quote
-- version (quote_id). SQLite cannot change a CHECK constraint, so the ledger is rebuilt; its
-- append-only triggers are dropped first and made again (decision 012). Nothing references the ledger.
DROP TRIGGER inventory_ledger_append_only_update;
DROP TRIGGER inventory_ledger_append_only_delete;

CREATE TABLE inventory_ledger_new (
  id TEXT PRIMARY KEY, -- the uuid the device made (a retry is the same entry), or the server's
  roll_id TEXT NOT NULL REFERENCES inventory_rolls (id) DEFERRABLE INITIALLY DEFERRED,
  seq INTEGER NOT NULL, -- the entry's place in its roll's ledger: 1, 2, 3…
  kind TEXT NOT NULL CHECK (kind IN ('receive', 'cut', 'count', 'adjust', 'transfer', 'reserve', 'release')),
  delta_tenths INTEGER NOT NULL,
  remaining_tenths INTEGER NOT NULL CHECK (remaining_tenths >= 0), -- the running sum after this entry
  counted_tenths INTEGER CHECK (counted_tenths IS NULL OR counted_tenths >= 0),
  hub_id TEXT NOT NULL, -- where the roll was
  to_hub_id TEXT, -- a transfer's destination
  order_number TEXT, -- the shop order a cut was for
  reason TEXT NOT NULL DEFAULT '',
  actor_id TEXT, -- null: the system (the seed, an accepted quote); kept as an id, the user may later be disabled
  actor_name TEXT NOT NULL,
  created_at TEXT NOT NULL, -- when the server recorded it
  done_at TEXT, -- when it was done on the device, if it arrived later (an offline count)
  reserved_tenths INTEGER NOT NULL DEFAULT 0, -- + held for a job, − released; 0 for the other kinds
  quote_id TEXT, -- the quote version a hold is for
  UNIQUE (roll_id, seq),
  CHECK ((kind = 'transfer') = (to_hub_id IS NOT NULL)),
  CHECK ((kind = 'count') = (counted_tenths IS NOT NULL)),
  CHECK ((kind IN ('reserve', 'release')) = (quote_id IS NOT NULL)),
  CHECK (
    CASE kind
      WHEN 'reserve' THEN reserved_tenths > 0 AND delta_tenths = 0
      WHEN 'release' THEN reserved_tenths < 0 AND delta_tenths = 0
      ELSE reserved_tenths = 0
    END
  )
);
INSERT INTO inventory_ledger_new (id, roll_id, seq, kind, delta_tenths, remaining_tenths, counted_tenths, hub_id,
    to_hub_id, order_number, reason, actor_id, actor_name, created_at, done_at)
  SELECT id, roll_id, seq, kind, delta_tenths, remaining_tenths, counted_tenths, hub_id, to_hub_id, order_number,
    reason, actor_id, actor_name, created_at, done_at
  FROM inventory_ledger;
DROP TABLE inventory_ledger;
ALTER TABLE inventory_ledger_new RENAME TO inventory_ledger;
CREATE INDEX inventory_ledger_month ON inventory_ledger (created_at, kind);
-- A quote's holds: an acceptance retried finds them, a release finds what to give back.
CREATE INDEX inventory_ledger_quote ON inventory_ledger (quote_id, roll_id) WHERE quote_id IS NOT NULL;

CREATE TRIGGER inventory_ledger_append_only_update BEFORE UPDATE ON inventory_ledger
BEGIN
  SELECT RAISE(ABORT, 'inventory_ledger is append-only');
END;
CREATE TRIGGER inventory_ledger_append_only_delete BEFORE DELETE ON inventory_ledger
BEGIN
  SELECT RAISE(ABORT, 'inventory_ledger is append-only');
END;

-- The replicated roll documents (version 1 of the inventory collection): nothing held yet.
UPDATE inventory_rolls SET doc = json_set(doc,
  '$.reservedFt', 0,
  '$.availableFt', json_extract(doc, '$.remainingFt'),
  '$.reservations', json('[]'));
