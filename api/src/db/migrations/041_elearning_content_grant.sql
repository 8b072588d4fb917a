-- Course content is served on an origin of its own, which holds no session
-- (docs/decisions/0009-course-content-on-its-own-origin.md). Each opening of the player gets a
-- grant instead: a random token in the content's addresses (only its SHA-256 is kept) naming the
-- attempt, and the app's origin that may frame it and receive the runtime's messages. Ended
-- grants are deleted by a scheduled job (content-grant-purge).
CREATE TABLE elearning_content_grant (
  token_hash text PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  execution_id uuid NOT NULL REFERENCES elearning_execution (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  app_origin text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX elearning_content_grant_expires_at ON elearning_content_grant (expires_at);
CREATE INDEX elearning_content_grant_execution ON elearning_content_grant (execution_id);
