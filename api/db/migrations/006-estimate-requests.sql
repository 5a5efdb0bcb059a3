-- Estimate requests visitors send from /homeowner-estimate (domain/estimate-requests/request.ts).
-- The id is made by the visitor's device: a retry of the same request finds its row and adds none.
CREATE TABLE estimate_requests (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  -- Must list exactly REQUEST_STATUSES of domain/estimate-requests/request.ts (a test checks it).
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'quoted', 'closed')),
  name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '', -- '' when not given; email or phone is always given
  phone TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL CHECK (length(state) = 2),
  zip TEXT NOT NULL CHECK (length(zip) = 5),
  property_type TEXT NOT NULL CHECK (property_type IN ('home', 'business')),
  film_interest TEXT NOT NULL CHECK (film_interest IN ('security', 'solar', 'privacy', 'notSure')),
  window_count INTEGER NOT NULL CHECK (window_count BETWEEN 1 AND 500),
  largest_window TEXT NOT NULL CHECK (largest_window IN ('small', 'standard', 'large', 'wall', 'notSure')),
  contact_time TEXT NOT NULL CHECK (contact_time IN ('anytime', 'morning', 'afternoon', 'evening')),
  message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  status_changed_at TEXT,
  status_changed_by TEXT REFERENCES users (id) ON DELETE SET NULL
);
-- The team's list: newest first, optionally of one status.
CREATE INDEX estimate_requests_newest ON estimate_requests (created_at DESC, id DESC);
CREATE INDEX estimate_requests_status ON estimate_requests (status, created_at DESC, id DESC);

-- The photos of a request, in the order the visitor added them; the bytes are in `files`.
CREATE TABLE estimate_request_photos (
  request_id TEXT NOT NULL REFERENCES estimate_requests (id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  file TEXT NOT NULL REFERENCES files (sha256),
  PRIMARY KEY (request_id, position)
);
