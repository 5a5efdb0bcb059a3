-- Customers' orders as replicated documents (sync/collections/orders.ts, pull-only): the same shape as
-- every collection's table (003-estimates-sync.sql). Written only by api/features/orders, in the
-- transaction of every change of an order (orders.repo.ts, insertOrderEvent), never by a push.
-- Existing orders get their document when the server starts (backfillOrderDocuments in api/main.ts).
-- A visitor's order has no owner and no document: it is followed with track-order.

CREATE TABLE order_documents (
  id TEXT PRIMARY KEY CHECK (length(id) = 12), -- the order number, SS-XXXX-XXXX
  owner_id TEXT NOT NULL, -- the customer's user id; no foreign key, like estimates
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- domain/shop/order-document.ts
  updated_at TEXT NOT NULL, -- ISO-8601 UTC, assigned by the server, strictly increasing per table
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1))
);
-- A pull pages in (updated_at, id) order: all of them for an admin, one owner's for everyone else.
CREATE INDEX order_documents_changes ON order_documents (updated_at, id);
CREATE INDEX order_documents_owner_changes ON order_documents (owner_id, updated_at, id);
