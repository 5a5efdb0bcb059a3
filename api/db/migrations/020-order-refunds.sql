-- Refunds recorded by an admin with the move to 'refunded' (issue 8): what was given back and why.
-- The amount may be less than the order's total (a restocking fee kept); one refund per order.
CREATE TABLE order_refunds (
  order_id TEXT PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reason TEXT NOT NULL,
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
