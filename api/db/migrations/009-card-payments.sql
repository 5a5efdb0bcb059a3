-- migrate: foreign keys off (api/db/migrate.ts: this file rebuilds a table that others reference)
-- Card payment through Stripe Checkout (decision 009): orders.payment_method may be 'card', and a
-- card order keeps the address of its Checkout page, so that a retry of POST /api/orders under the
-- same Idempotency-Key answers the same page. payment_reference holds the Checkout Session's id.
--
-- SQLite cannot change a CHECK constraint, so `orders` is rebuilt by SQLite's 12-step procedure
-- (https://www.sqlite.org/lang_altertable.html#otheralter): new table, copy, drop, rename, indexes.
-- Foreign keys are off meanwhile (the first line), so dropping the old table neither cascades to
-- order_lines, order_events and stock_reservations nor fails on them; they reference "orders" by
-- name and find the new table once it is renamed. migrate.ts runs PRAGMA foreign_key_check before
-- committing. orders has no triggers or views to recreate.

CREATE TABLE orders_new (
  id TEXT PRIMARY KEY, -- random; never shown
  number TEXT NOT NULL UNIQUE CHECK (length(number) = 12), -- SS-XXXX-XXXX, from a CSPRNG
  -- The client's Idempotency-Key, and the SHA-256 of who sent what under it: a retry with the same
  -- key and request answers this order; the same key with another request is refused.
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL CHECK (length(request_hash) = 64),
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL, -- null for a visitor
  email TEXT NOT NULL,
  email_normalized TEXT NOT NULL, -- lower-case; what track-order compares
  -- Must list exactly ORDER_STATUSES of domain/shop/status.ts (a test checks it).
  status TEXT NOT NULL
    CHECK (status IN ('placed', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')),
  ship_name TEXT NOT NULL,
  ship_company TEXT NOT NULL DEFAULT '',
  ship_street TEXT NOT NULL,
  ship_street2 TEXT NOT NULL DEFAULT '',
  ship_city TEXT NOT NULL,
  ship_state TEXT NOT NULL CHECK (length(ship_state) = 2),
  ship_zip TEXT NOT NULL CHECK (length(ship_zip) IN (5, 10)),
  ship_phone TEXT NOT NULL DEFAULT '',
  -- Must list exactly SHIPPING_METHODS and PAYMENT_METHODS of domain/shop (a test checks it).
  shipping_method TEXT NOT NULL CHECK (shipping_method IN ('ground', 'expedited', 'freight')),
  payment_method TEXT NOT NULL CHECK (payment_method IN ('invoice', 'card')),
  -- The provider's: the invoice number, or the Checkout Session's id (cs_…); null while a card
  -- order's Checkout page is not created yet.
  payment_reference TEXT,
  payment_url TEXT, -- a card order's Checkout page (Stripe's hosted address)
  hub_id TEXT NOT NULL REFERENCES hubs (id), -- the hub that ships
  subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
  tax_cents INTEGER NOT NULL CHECK (tax_cents >= 0),
  total_cents INTEGER NOT NULL CHECK (total_cents = subtotal_cents + shipping_cents + tax_cents),
  tax_rate_bp INTEGER NOT NULL CHECK (tax_rate_bp >= 0),
  weight_lb REAL NOT NULL CHECK (weight_lb >= 0),
  tracking_number TEXT,
  paid_at TEXT, -- set when the order reaches 'paid'
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO orders_new (id, number, idempotency_key, request_hash, user_id, email, email_normalized, status,
  ship_name, ship_company, ship_street, ship_street2, ship_city, ship_state, ship_zip, ship_phone,
  shipping_method, payment_method, payment_reference, hub_id, subtotal_cents, shipping_cents, tax_cents,
  total_cents, tax_rate_bp, weight_lb, tracking_number, paid_at, created_at, updated_at)
SELECT id, number, idempotency_key, request_hash, user_id, email, email_normalized, status,
  ship_name, ship_company, ship_street, ship_street2, ship_city, ship_state, ship_zip, ship_phone,
  shipping_method, payment_method, payment_reference, hub_id, subtotal_cents, shipping_cents, tax_cents,
  total_cents, tax_rate_bp, weight_lb, tracking_number, paid_at, created_at, updated_at
FROM orders;

DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;

-- The indexes of 008, as they were.
CREATE INDEX orders_user_newest ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_newest ON orders (created_at DESC, id DESC);
-- The webhook finds the order of a Checkout Session; one session pays one order.
CREATE UNIQUE INDEX orders_payment_reference ON orders (payment_reference) WHERE payment_reference IS NOT NULL;
-- Card orders whose Checkout page could not be created: released after a while (decision 009).
CREATE INDEX orders_card_unstarted ON orders (created_at)
  WHERE payment_method = 'card' AND status = 'placed' AND payment_reference IS NULL;
