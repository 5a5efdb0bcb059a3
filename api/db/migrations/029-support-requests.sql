-- "Talk to a person" requests sent from the chat assistant (domain/support/request.ts). The id is
-- made by the sender's device: a retry of the same request finds its row and adds none.
CREATE TABLE support_requests (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  -- What the customer quotes; made from the id (supportReference), so not unique by itself.
  reference TEXT NOT NULL,
  -- Must list exactly SUPPORT_STATUSES of domain/support/request.ts (a test checks it).
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'inProgress', 'answered', 'closed')),
  name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '', -- '' when not given; email or phone is always given
  phone TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  -- The language to answer in (domain/i18n/locales.ts): the page's, else the browser's.
  language TEXT NOT NULL,
  page TEXT NOT NULL DEFAULT '',
  -- The conversation as the panel showed it: [{ role, text, at }], bounded by the schema.
  transcript_json TEXT NOT NULL DEFAULT '[]',
  -- The signed-in customer, when they were.
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  status_changed_at TEXT,
  status_changed_by TEXT REFERENCES users (id) ON DELETE SET NULL
);
-- The team's list: newest first, optionally of one status.
CREATE INDEX support_requests_newest ON support_requests (created_at DESC, id DESC);
CREATE INDEX support_requests_status ON support_requests (status, created_at DESC, id DESC);
