-- The rate limits' counts (logins, password resets), kept in the database so that every API
-- instance counts against the one limit (plugins/rate-limit-store.ts): one row per route and key
-- (address, client, account), its requests in the window that ends at window_ends_at.
CREATE TABLE rate_limit_count (key text PRIMARY KEY, hits integer NOT NULL, window_ends_at timestamptz NOT NULL);
CREATE INDEX rate_limit_count_window_ends ON rate_limit_count (window_ends_at);
