-- The catalog's content beyond price and stock (issue 6): reviews by verified buyers.

-- One review per customer and product; a later one from the same customer replaces it (same id,
-- new text, rating and date). Written only by a customer whose own order of the product was
-- delivered: `order_id` is that order. The author's name is fixed when written ("Dana R.", or the
-- username), so the catalog never joins accounts and never shows an email.
CREATE TABLE product_reviews (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL REFERENCES products (id),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id TEXT REFERENCES orders (id) ON DELETE SET NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000), -- REVIEW_LIMITS of domain/shop/catalog.ts
  author_name TEXT NOT NULL CHECK (length(author_name) BETWEEN 1 AND 60),
  created_at TEXT NOT NULL, -- when this text was written: a replacement is dated anew
  UNIQUE (user_id, product_id)
);
-- The catalog: each product's newest reviews and its rating.
CREATE INDEX product_reviews_product_newest ON product_reviews (product_id, created_at DESC, id DESC);

