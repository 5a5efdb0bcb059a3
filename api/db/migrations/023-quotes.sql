-- Quotes (decision 022, with the versions kept on the server rather than in the estimate document):
-- each version as the device made it and as the server priced it, the customer's link (only its
-- SHA-256, like session tokens), what happened to it, the acceptance with its audit trail, and the
-- deposit's payments. estimate_id has no foreign key: the estimate may not have synced yet.

CREATE TABLE quote_versions (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64), -- drawn on the device: the create is idempotent by it
  estimate_id TEXT NOT NULL CHECK (length(estimate_id) BETWEEN 1 AND 64),
  owner_id TEXT NOT NULL REFERENCES users (id), -- the estimate's owner
  code TEXT NOT NULL, -- 'Q-7K2M-Q9XD': one estimate's, never another's
  version INTEGER NOT NULL CHECK (version >= 1),
  input_json TEXT NOT NULL CHECK (json_valid(input_json)), -- what the device sent, without its token
  snapshot_json TEXT NOT NULL CHECK (json_valid(snapshot_json)), -- what the server built from it
  hash TEXT NOT NULL CHECK (length(hash) = 64), -- SHA-256 of the snapshot's canonical JSON
  email TEXT NOT NULL, -- the customer's; '' when none yet
  token_digest TEXT NOT NULL UNIQUE CHECK (length(token_digest) = 64), -- SHA-256 of the device's link token
  follow_up INTEGER NOT NULL CHECK (follow_up IN (0, 1)),
  created_at TEXT NOT NULL, -- by the device's clock
  stored_at TEXT NOT NULL, -- by the server's
  sent_at TEXT, -- the first send
  viewed_at TEXT, -- the first opening of the link by someone other than its owner
  followed_up_at TEXT,
  revoked_at TEXT,
  change_note TEXT, -- the customer's latest request for changes
  change_at TEXT,
  UNIQUE (estimate_id, version)
);
CREATE INDEX quote_versions_code ON quote_versions (code);
CREATE INDEX quote_versions_owner ON quote_versions (owner_id, estimate_id);
CREATE INDEX quote_versions_follow_up ON quote_versions (sent_at) WHERE follow_up = 1 AND followed_up_at IS NULL;

-- Links the server draws itself (the follow-up, the deposit's link of a quote signed on a device):
-- it never holds a token the device drew, so a mail it writes later carries one of its own.
CREATE TABLE quote_links (
  token_digest TEXT PRIMARY KEY CHECK (length(token_digest) = 64),
  quote_id TEXT NOT NULL REFERENCES quote_versions (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('followUp', 'accepted')),
  created_at TEXT NOT NULL
);
CREATE INDEX quote_links_quote ON quote_links (quote_id);

-- Every send, once per Idempotency-Key: an outbox retry finds its row and mails nothing.
CREATE TABLE quote_sends (
  quote_id TEXT NOT NULL REFERENCES quote_versions (id),
  idempotency_key TEXT NOT NULL,
  email TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  sent_by TEXT NOT NULL REFERENCES users (id),
  PRIMARY KEY (quote_id, idempotency_key)
);

-- The acceptance and its audit trail: one per version.
CREATE TABLE quote_acceptances (
  quote_id TEXT PRIMARY KEY REFERENCES quote_versions (id),
  option_id TEXT NOT NULL CHECK (option_id IN ('good', 'better', 'best')),
  name TEXT NOT NULL,
  signature_png BLOB NOT NULL,
  signed_at TEXT NOT NULL, -- the server's time, or the device's (never later than received_at)
  received_at TEXT NOT NULL,
  on_device INTEGER NOT NULL CHECK (on_device IN (0, 1)),
  ip TEXT,
  user_agent TEXT,
  consent_text TEXT NOT NULL, -- in English; `language` says which translation the customer read
  language TEXT NOT NULL,
  hash TEXT NOT NULL CHECK (length(hash) = 64), -- the snapshot signed: the version's own
  deposit_choice TEXT NOT NULL CHECK (deposit_choice IN ('card', 'invoice', 'cash', 'check', 'later')),
  signed_pdf BLOB NOT NULL,
  signed_pdf_sha256 TEXT NOT NULL CHECK (length(signed_pdf_sha256) = 64),
  held_by TEXT REFERENCES users (id), -- the installer whose device it was signed on
  request_digest TEXT NOT NULL, -- SHA-256 of who sent what: a replay of the same request is answered, not refused
  idempotency_key TEXT
);

-- The deposit's payments: card (a Stripe Checkout Session), invoice, or cash and check the installer received.
CREATE TABLE quote_payments (
  id TEXT PRIMARY KEY,
  quote_id TEXT NOT NULL REFERENCES quote_versions (id),
  method TEXT NOT NULL CHECK (method IN ('card', 'invoice', 'cash', 'check')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'invoiced', 'paid', 'failed')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  reference TEXT UNIQUE, -- the Checkout Session's id
  url TEXT, -- its page, while pending
  idempotency_key TEXT,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  recorded_by TEXT REFERENCES users (id),
  UNIQUE (quote_id, idempotency_key)
);
CREATE INDEX quote_payments_quote ON quote_payments (quote_id);
