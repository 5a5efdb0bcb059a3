-- Sales tax by ship-to state, editable by admins (issue 6; docs/shop-pricing.md, "Tax"). The seed
-- fills it with DEFAULT_TAX_TABLE of domain/shop/tax.ts once, while it is empty; after that it is
-- the admins'. A state without a row collects no tax.
CREATE TABLE tax_rates (
  state TEXT PRIMARY KEY CHECK (length(state) = 2),
  rate_bp INTEGER NOT NULL CHECK (rate_bp BETWEEN 0 AND 2000), -- basis points: 475 is 4.75 %
  taxes_shipping INTEGER NOT NULL CHECK (taxes_shipping IN (0, 1)),
  updated_at TEXT NOT NULL,
  updated_by TEXT REFERENCES users (id) ON DELETE SET NULL -- null: the seed
);

-- Every change an admin makes, appended, never rewritten: who, when, what it was and what it became.
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id TEXT NOT NULL REFERENCES users (id),
  action TEXT NOT NULL, -- e.g. 'taxRate.set', 'taxRate.remove'
  subject TEXT NOT NULL, -- what was changed, e.g. the state code
  before_json TEXT, -- null when it did not exist
  after_json TEXT -- null when it was removed
);
CREATE INDEX admin_audit_at ON admin_audit (at);
