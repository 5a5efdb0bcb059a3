-- Local sales tax (county, city, transit) by ZIP or three-digit ZIP prefix, added to the state's
-- rate (domain/shop/tax.ts). The seed fills it with DEFAULT_TAX_TABLE's local rates while it is
-- empty; after that it is the admins'. Removing a state's rate removes its local rates.
CREATE TABLE tax_local_rates (
  zip_area TEXT PRIMARY KEY CHECK (length(zip_area) IN (3, 5)),
  state TEXT NOT NULL REFERENCES tax_rates (state) ON DELETE CASCADE,
  rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000),
  place TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT REFERENCES users (id) ON DELETE SET NULL -- null: the seed
);
CREATE INDEX tax_local_rates_state ON tax_local_rates (state);
