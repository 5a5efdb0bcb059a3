-- The shop's orders (domain/shop/): what was bought at what price, where it ships, its status
-- timeline, and the stock each order holds at the hub that ships it. Money in integer cents.

-- A product taken out of the shop stays in the catalog (old orders name it) but cannot be ordered.
ALTER TABLE products ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));

CREATE TABLE orders (
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
  payment_method TEXT NOT NULL CHECK (payment_method IN ('invoice')),
  payment_reference TEXT, -- the provider's (the invoice number; a card payment's id later)
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
-- A customer's orders and the admins' list: newest first.
CREATE INDEX orders_user_newest ON orders (user_id, created_at DESC, id DESC);
CREATE INDEX orders_newest ON orders (created_at DESC, id DESC);

-- The lines as sold: name, SKU and prices are copied, so later catalog edits do not rewrite an order.
CREATE TABLE order_lines (
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  product_id TEXT NOT NULL REFERENCES products (id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  cut_length_ft INTEGER CHECK (cut_length_ft IS NULL OR cut_length_ft >= 1), -- null: a full roll or a piece
  unit_cents INTEGER NOT NULL CHECK (unit_cents >= 0),
  line_cents INTEGER NOT NULL CHECK (line_cents = unit_cents * quantity),
  weight_lb REAL NOT NULL CHECK (weight_lb >= 0),
  PRIMARY KEY (order_id, position)
);

-- The status timeline: one row per status the order reached, in order.
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL
    CHECK (status IN ('placed', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')),
  tracking_number TEXT,
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL, -- null: the customer as a visitor, or the system
  created_at TEXT NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, id);

-- What each order holds at the hub that ships it, in stock units: feet of film for roll products
-- (stock.quantity rolls × products.length_ft), pieces otherwise. 'held' from the order until it
-- ships or is cancelled; 'released' gives the units back; 'shipped' keeps counting against the
-- hub's stock until the warehouse's next count of that product supersedes it ('counted').
CREATE TABLE stock_reservations (
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id TEXT NOT NULL,
  hub_id TEXT NOT NULL,
  units INTEGER NOT NULL CHECK (units > 0),
  state TEXT NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released', 'shipped', 'counted')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (order_id, product_id),
  FOREIGN KEY (hub_id, product_id) REFERENCES stock (hub_id, product_id)
);
CREATE INDEX stock_reservations_stock ON stock_reservations (hub_id, product_id, state);
