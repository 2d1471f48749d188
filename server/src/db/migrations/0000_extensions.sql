-- Trigram matching for typo-tolerant search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
