-- Refunds become many per order (domain/shop/refunds.ts): each its amount, reason, the lines that
-- came back (JSON [{ "line": position, "quantity": n }]) and who recorded it. Existing refunds keep
-- their amount and reason, with nothing returned.
CREATE TABLE order_refunds_new (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reason TEXT NOT NULL,
  returned TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(returned)),
  actor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
INSERT INTO order_refunds_new (order_id, amount_cents, reason, actor_id, created_at)
  SELECT order_id, amount_cents, reason, actor_id, created_at FROM order_refunds ORDER BY created_at;
DROP TABLE order_refunds;
ALTER TABLE order_refunds_new RENAME TO order_refunds;
CREATE INDEX order_refunds_order ON order_refunds (order_id, id);

-- The replicated order documents carry the refunds: the old ones had a single refund at most.
UPDATE order_documents SET doc = json_set(doc, '$.refunds', json(coalesce(
  (SELECT json_group_array(json_object(
     'amountCents', r.amount_cents, 'reason', r.reason, 'returned', json('[]'), 'at', r.created_at))
   FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.number = order_documents.id),
  '[]')));
