-- The team calendar (issue 8, decision 013): installation events as a replicated, pushable collection
-- (sync/collections/events.ts) in the shape every collection's table has (003-estimates-sync.sql): the
-- JSON document is the record, the columns copy the fields the sync scopes and the calendar's
-- lookups (findEvents: a time range, a hub or a team) need. Written only through sync/server.

CREATE TABLE events (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64), -- client-generated
  team_id TEXT NOT NULL, -- 'atlanta-1' … (domain/hubs/hubs.ts TEAM_IDS)
  hub_id TEXT NOT NULL CHECK (hub_id IN ('atlanta', 'florida', 'carolinas')),
  starts_at TEXT NOT NULL, -- ISO-8601 UTC
  ends_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('scheduled', 'inProgress', 'completed', 'cancelled')),
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- domain/calendar/event.ts CalendarEvent
  updated_at TEXT NOT NULL, -- assigned by the server, strictly increasing per table
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1))
);
CREATE INDEX events_changes ON events (updated_at, id);
-- A range of one team's or one hub's bookings (dashboards, reports, the demo's double-booking).
CREATE INDEX events_team_start ON events (team_id, starts_at);
CREATE INDEX events_hub_start ON events (hub_id, starts_at);
CREATE INDEX events_start ON events (starts_at);
