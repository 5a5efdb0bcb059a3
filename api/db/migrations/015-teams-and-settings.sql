-- The team portal's shared ground (issue 8): which installation team a team user works in, accounts an
-- admin can disable, and the settings admins edit (pricing sheet, shipping, system), each a JSON value.

-- 'atlanta-1' … 'atlanta-5' (domain/hubs/hubs.ts teamsOf); null until an admin or the onboarding places them.
ALTER TABLE users ADD COLUMN team_id TEXT;
-- Set by an admin: a disabled account cannot sign in and its sessions are ended.
ALTER TABLE users ADD COLUMN disabled_at TEXT;

CREATE TABLE settings (
  key TEXT PRIMARY KEY, -- e.g. 'pricingSheet', 'shipping', 'system'
  value_json TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT REFERENCES users (id) -- null for the defaults written by a migration or the seed
);
