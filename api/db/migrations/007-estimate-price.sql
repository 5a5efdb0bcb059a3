-- Estimates gained totalPriceCents, the estimator's price (domain/estimator/compute.ts), which the
-- server recomputes on every push. SQL cannot run the estimator: estimates stored before it start at 0
-- (at the top level and in kept versions) and get their price on their next change. No estimate
-- existed outside development and test databases when this was added.

UPDATE estimates
SET doc = json_set(
  doc,
  '$.totalPriceCents', 0,
  '$.history', json((
    SELECT json_group_array(json(json_set(value, '$.version.totalPriceCents', 0)))
    FROM json_each(doc, '$.history')
  ))
)
WHERE json_type(doc, '$.totalPriceCents') IS NULL;
