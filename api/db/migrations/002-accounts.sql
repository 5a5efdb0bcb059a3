-- Accounts, sessions, one-time tokens, company profiles and uploaded files.
-- Timestamps are ISO-8601 UTC strings written by the app's clock, so they compare as text.

CREATE TABLE users (
  id TEXT PRIMARY KEY, -- random, never derived from the username
  username TEXT NOT NULL, -- as typed, for display
  username_normalized TEXT NOT NULL UNIQUE, -- lower-case: usernames are unique regardless of case
  email TEXT NOT NULL,
  email_normalized TEXT NOT NULL UNIQUE, -- lower-case
  password_hash TEXT NOT NULL, -- argon2id, PHC string
  -- Must list exactly USER_TYPES of domain/auth/roles.ts (a test checks it).
  user_type TEXT NOT NULL
    CHECK (user_type IN ('installer', 'homeowner', 'teamLead', 'teamMember', 'supplier', 'regular')),
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  has_completed_onboarding INTEGER NOT NULL DEFAULT 0 CHECK (has_completed_onboarding IN (0, 1)),
  email_verified_at TEXT,
  hub_id TEXT REFERENCES hubs (id), -- team users choose their hub during onboarding
  created_at TEXT NOT NULL
);

-- Only the SHA-256 of a session token is stored: a leaked table does not let anyone sign in.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY, -- lower-case hex SHA-256 of the token
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Password-reset and email-verification links; single use, hashed like sessions.
CREATE TABLE one_time_tokens (
  id TEXT PRIMARY KEY, -- lower-case hex SHA-256 of the token
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('reset', 'verify')),
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

-- Uploaded images, content-addressed: the same bytes are stored once.
CREATE TABLE files (
  sha256 TEXT PRIMARY KEY CHECK (length(sha256) = 64),
  mime TEXT NOT NULL,
  bytes BLOB NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  created_at TEXT NOT NULL
);

-- The company profile of SPEC §3; empty strings mean "not given".
CREATE TABLE profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_name TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  tax_number TEXT NOT NULL DEFAULT '',
  logo_file TEXT REFERENCES files (sha256),
  updated_at TEXT NOT NULL
);
