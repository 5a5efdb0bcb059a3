-- The customer is told their installation's appointment once (decision 024's sequel): when the team lead
-- confirms the proposal and the server first stores it as scheduled. Set in the same statement that
-- decides to mail, so a push handled twice, or two leads confirming at once, mails once.
ALTER TABLE quote_versions ADD COLUMN installation_mailed_at TEXT;
