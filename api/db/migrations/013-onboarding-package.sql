-- migrate: foreign keys off (api/db/migrate.ts: this file rebuilds a table that others reference)
-- The onboarding package (SPEC §9) is sold in the shop as a service: products.category may be
-- 'service' (never stocked, shipped or taxed: domain/shop/products.ts), and buying one opens a
-- task for the team, who schedules the training with the customer.
--
-- SQLite cannot change a CHECK constraint, so `products` is rebuilt by SQLite's 12-step procedure
-- (https://www.sqlite.org/lang_altertable.html#otheralter), as 009 did for orders. stock,
-- order_lines and product_reviews reference "products" by name and find the new table once it is
-- renamed; migrate.ts runs PRAGMA foreign_key_check before committing.

CREATE TABLE products_new (
  id TEXT PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  -- Must list exactly PRODUCT_CATEGORIES of domain/shop/products.ts.
  category TEXT NOT NULL
    CHECK (category IN ('security', 'solar', 'decorative', 'kit', 'tool', 'sample', 'service')),
  film_sku TEXT,
  width_in INTEGER,
  length_ft INTEGER,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  popularity INTEGER NOT NULL DEFAULT 0,
  specs TEXT NOT NULL DEFAULT '{}', -- JSON: vlt, solarEnergyRejected, uvRejected, thicknessMil, warrantyYears
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);
INSERT INTO products_new (id, sku, name, category, film_sku, width_in, length_ft, price_cents, popularity, specs,
  created_at, updated_at, active)
SELECT id, sku, name, category, film_sku, width_in, length_ft, price_cents, popularity, specs,
  created_at, updated_at, active
FROM products;
DROP TABLE products;
ALTER TABLE products_new RENAME TO products;
CREATE INDEX products_category ON products (category);

-- Work an order gives the team: for now, delivering an onboarding package. One task per order and kind.
CREATE TABLE team_tasks (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('onboarding')),
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  created_at TEXT NOT NULL,
  done_at TEXT,
  done_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (order_id, kind)
);
CREATE INDEX team_tasks_open ON team_tasks (status, created_at);
