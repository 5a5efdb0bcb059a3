-- The language mails are written in (api/documents/i18n.ts): the account's, or, for what a visitor
-- sends without one, the language of the page they sent it from. Every row stored before wrote to
-- its recipient in English, and keeps doing so until they choose another language.
-- Each CHECK must list exactly LOCALES of domain/i18n/locales.ts (api/db/migration-030.test.ts checks it).
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'es', 'fr', 'ru', 'zh'));
ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'es', 'fr', 'ru', 'zh'));
ALTER TABLE estimate_requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'es', 'fr', 'ru', 'zh'));
