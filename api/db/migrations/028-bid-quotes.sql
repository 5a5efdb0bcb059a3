-- A bid may carry the installer's itemized quote (decision 022, "Marketplace"). Bids are kept as their
-- replicated documents (migration 014), and the document names the version it carries (`quote`, with
-- its number and options): every bid stored before carried none.
UPDATE bids SET doc = json_set(doc, '$.quote', json('null')) WHERE json_type(doc, '$.quote') IS NULL;
