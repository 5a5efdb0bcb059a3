-- Windows gained what pricing, the energy model and the glass-safety checks need (domain/estimates:
-- readings, orientation, panes, glass, glassThickness, unitAgeYears, access, removeOldFilm). Windows
-- stored before get NEW_WINDOW_DEFAULTS' values, at the top level and in each kept version.
-- json_patch(defaults, window) keeps every field the window has and adds the missing ones.

UPDATE estimates
SET doc = json_set(
  doc,
  '$.windows', json((
    SELECT json_group_array(json(json_patch(
      '{"readings":null,"orientation":"south","panes":"double","glass":"clear","glassThickness":0.125,"unitAgeYears":null,"access":"ground","removeOldFilm":false}',
      value
    )))
    FROM json_each(doc, '$.windows')
  )),
  '$.history', json((
    SELECT json_group_array(json(json_set(entry.value, '$.version.windows', json((
      SELECT json_group_array(json(json_patch(
        '{"readings":null,"orientation":"south","panes":"double","glass":"clear","glassThickness":0.125,"unitAgeYears":null,"access":"ground","removeOldFilm":false}',
        window.value
      )))
      FROM json_each(entry.value, '$.version.windows') AS window
    )))))
    FROM json_each(doc, '$.history') AS entry
  ))
)
WHERE EXISTS (
  SELECT 1 FROM json_each(doc, '$.windows') WHERE json_type(value, '$.orientation') IS NULL
) OR EXISTS (
  SELECT 1 FROM json_each(doc, '$.history') AS entry, json_each(entry.value, '$.version.windows') AS window
  WHERE json_type(window.value, '$.orientation') IS NULL
);
