-- Estimates gained `editedAt` (the device's edit time, which conflicts compare; sync/conflicts.ts).
-- Documents stored before it take their write time, at the top level and in each kept version.

UPDATE estimates
SET doc = json_set(
  doc,
  '$.editedAt', json_extract(doc, '$.updatedAt'),
  '$.history', json((
    SELECT json_group_array(json_set(value, '$.version.editedAt', json_extract(value, '$.version.updatedAt')))
    FROM json_each(doc, '$.history')
  ))
)
WHERE json_type(doc, '$.editedAt') IS NULL;
