-- The marketplace (issue 7, decision 011): jobs, bids, messages and notifications as replicated,
-- pull-only documents written by api/features/marketplace only, in the shape every collection's table
-- has (003-estimates-sync.sql): the JSON document is the record, the columns copy the fields the sync
-- scopes and the service's lookups need. And the installers' public profile settings.

CREATE TABLE jobs (
  id TEXT PRIMARY KEY, -- the uuid the poster's device made
  owner_id TEXT NOT NULL REFERENCES users (id),
  status TEXT NOT NULL CHECK (status IN ('open', 'reviewing', 'hired', 'scheduled', 'inProgress', 'completed', 'cancelled')),
  hired_installer_id TEXT REFERENCES users (id),
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- domain/marketplace/job.ts JobDocument
  updated_at TEXT NOT NULL, -- ISO-8601 UTC, assigned by the server, strictly increasing per table
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1))
);
CREATE INDEX jobs_changes ON jobs (updated_at, id);
CREATE INDEX jobs_owner_changes ON jobs (owner_id, updated_at, id);
CREATE INDEX jobs_hired ON jobs (hired_installer_id, status);

CREATE TABLE bids (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id),
  installer_id TEXT NOT NULL REFERENCES users (id),
  poster_id TEXT NOT NULL REFERENCES users (id),
  status TEXT NOT NULL CHECK (status IN ('active', 'withdrawn', 'accepted', 'declined')),
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- domain/marketplace/bid.ts BidDocument
  updated_at TEXT NOT NULL,
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1)),
  UNIQUE (job_id, installer_id) -- one bid per installer and job: bidding again revises it
);
CREATE INDEX bids_changes ON bids (updated_at, id);
CREATE INDEX bids_installer_changes ON bids (installer_id, updated_at, id);
CREATE INDEX bids_poster_changes ON bids (poster_id, updated_at, id);
-- At most one accepted bid per job, whatever races: the database refuses a second.
CREATE UNIQUE INDEX bids_one_accepted ON bids (job_id) WHERE status = 'accepted';

CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id),
  installer_id TEXT NOT NULL REFERENCES users (id),
  poster_id TEXT NOT NULL REFERENCES users (id),
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- domain/marketplace/message.ts MessageDocument
  updated_at TEXT NOT NULL,
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1))
);
CREATE INDEX messages_changes ON messages (updated_at, id);
CREATE INDEX messages_installer_changes ON messages (installer_id, updated_at, id);
CREATE INDEX messages_poster_changes ON messages (poster_id, updated_at, id);
CREATE INDEX messages_thread ON messages (job_id, installer_id);

CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- domain/marketplace/notification.ts
  updated_at TEXT NOT NULL,
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1))
);
CREATE INDEX notifications_changes ON notifications (updated_at, id);
CREATE INDEX notifications_user_changes ON notifications (user_id, updated_at, id);

CREATE TABLE installer_profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  service_zip TEXT NOT NULL DEFAULT '' CHECK (service_zip = '' OR length(service_zip) = 5),
  service_radius_mi INTEGER NOT NULL DEFAULT 50 CHECK (service_radius_mi BETWEEN 5 AND 300),
  bio TEXT NOT NULL DEFAULT '',
  films TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(films)),
  -- The supplier-certified badge: granted (and taken back) by an admin, audited.
  certified_at TEXT,
  certified_by TEXT REFERENCES users (id),
  updated_at TEXT NOT NULL
);
