-- The catalog editor (issue 8): an admin writes a product's description, shown in the shop beside the
-- product's built-in copy. Hiding a product is `active = 0` (migration 008): it leaves the shop's
-- catalog, and orders refuse it, but past orders keep showing it. The pricing sheet and the shipping
-- rates live in `settings` (migration 015) under 'pricingSheet' and 'shipping'; absent means the defaults.
ALTER TABLE products ADD COLUMN description TEXT NOT NULL DEFAULT ''
  CHECK (length(description) <= 2000); -- PRODUCT_EDIT_LIMITS of domain/shop/product-edit.ts
