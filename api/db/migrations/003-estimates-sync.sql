-- Replicated documents (sync/collections/*): one table per collection holding each document as JSON,
-- plus the columns the sync protocol pages and scopes by. Written only by sync/server through
-- api/features/sync/sync.repo.ts, which keeps the columns equal to the fields they copy.
-- owner_id has no foreign key on purpose: documents are created offline and replicate as they are,
-- and a deletion has to reach the devices as a soft delete, never as a cascade they would not see.

CREATE TABLE estimates (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64), -- client-generated
  owner_id TEXT NOT NULL,
  doc TEXT NOT NULL CHECK (json_valid(doc)), -- the whole document, as domain/estimates validated it
  updated_at TEXT NOT NULL, -- ISO-8601 UTC, assigned by the server, strictly increasing per table
  deleted INTEGER NOT NULL CHECK (deleted IN (0, 1)) -- soft delete: the row stays so the deletion replicates
);
-- A pull pages in (updated_at, id) order: all of them for an admin, one owner's for everyone else.
CREATE INDEX estimates_changes ON estimates (updated_at, id);
CREATE INDEX estimates_owner_changes ON estimates (owner_id, updated_at, id);

-- Which documents refer to which attachment (content-addressed bytes in `files`): a user may read an
-- attachment when they may read a document that refers to it. Shared by every collection.
CREATE TABLE sync_attachment_refs (
  collection TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  attachment_id TEXT NOT NULL CHECK (length(attachment_id) = 64), -- SHA-256, hex
  PRIMARY KEY (collection, attachment_id, doc_id)
) WITHOUT ROWID;
CREATE INDEX sync_attachment_refs_doc ON sync_attachment_refs (collection, doc_id);
