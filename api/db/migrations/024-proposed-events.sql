-- Installations proposed on a quote's acceptance (decision 024): events gain the `proposed` status.
-- SQLite cannot change a CHECK constraint, so `events` is rebuilt; nothing references it (attachment
-- references name their collection and document, without a foreign key). The documents themselves
-- are unchanged: version 1 of the events collection only widened two enums.
CREATE TABLE events_new (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64), -- client-generated, or inst-<quote id>
  team_id TEXT NOT NULL, -- 'atlanta-1' … (domain/hubs/hubs.ts TEAM_IDS)
  hub_id TEXT NOT NULL CHECK (hub_id IN ('atlanta', 'florida', 'carolinas')),
  starts_at TEXT NOT NULL, -- ISO-8601 UTC
  ends_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('proposed', 'scheduled', 'inProgress', 'completed', 'cancelled')),
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- domain/calendar/event.ts CalendarEvent
  updated_at TEXT NOT NULL, -- assigned by the server, strictly increasing per table
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1))
);
INSERT INTO events_new (id, team_id, hub_id, starts_at, ends_at, status, doc, updated_at, deleted)
  SELECT id, team_id, hub_id, starts_at, ends_at, status, doc, updated_at, deleted FROM events;
DROP TABLE events;
ALTER TABLE events_new RENAME TO events;
CREATE INDEX events_changes ON events (updated_at, id);
CREATE INDEX events_team_start ON events (team_id, starts_at);
CREATE INDEX events_hub_start ON events (hub_id, starts_at);
CREATE INDEX events_start ON events (starts_at);
