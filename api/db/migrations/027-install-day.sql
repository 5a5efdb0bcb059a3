-- The install day of an accepted quote's installation (decision 027): the crew records it in the
-- calendar event (its `installDay`, null for every event stored before), and the customer's sign-off,
-- once the server checks and stores it, closes the job here: the final invoice's change orders, the
-- film and hours used, and what the customer was sent and answered.
UPDATE events SET doc = json_set(doc, '$.installDay', json('null')) WHERE json_type(doc, '$.installDay') IS NULL;

CREATE TABLE quote_jobs (
  quote_id TEXT PRIMARY KEY REFERENCES quote_versions (id),
  event_id TEXT NOT NULL,
  signed_by TEXT NOT NULL, -- the customer's name on the sign-off
  completed_at TEXT NOT NULL, -- the sign-off, by the crew's device clock (never later than received_at)
  received_at TEXT NOT NULL, -- when the server stored it
  change_orders_json TEXT NOT NULL CHECK (json_valid(change_orders_json)), -- domain/quotes/install-day.ts ChangeOrder[]
  film_json TEXT NOT NULL CHECK (json_valid(film_json)), -- the film used per roll product
  crew_hours REAL CHECK (crew_hours IS NULL OR crew_hours >= 0),
  invoice_mailed_at TEXT,
  review_rating INTEGER CHECK (review_rating IS NULL OR review_rating BETWEEN 1 AND 5),
  review_text TEXT,
  reviewed_at TEXT
);
