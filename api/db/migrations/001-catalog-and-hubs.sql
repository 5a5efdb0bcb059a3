-- Regional hubs and the film catalog. Money in integer cents; timestamps ISO-8601 UTC.
CREATE TABLE hubs (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  installation_teams INTEGER NOT NULL CHECK (installation_teams >= 0),
  inventory_role TEXT NOT NULL CHECK (inventory_role IN ('primary', 'secondary')),
  serves TEXT NOT NULL -- JSON array of state codes
);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('security', 'solar', 'decorative', 'kit', 'tool', 'sample')),
  film_sku TEXT,
  width_in INTEGER,
  length_ft INTEGER,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  popularity INTEGER NOT NULL DEFAULT 0,
  specs TEXT NOT NULL DEFAULT '{}', -- JSON: vlt, solarEnergyRejected, uvRejected, thicknessMil, warrantyYears
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX products_category ON products (category);

CREATE TABLE stock (
  hub_id TEXT NOT NULL REFERENCES hubs (id),
  product_id TEXT NOT NULL REFERENCES products (id),
  quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  PRIMARY KEY (hub_id, product_id)
);
