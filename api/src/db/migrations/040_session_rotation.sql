-- A sign-in deletes the session its browser held before (rotation) and sets a new cookie. A
-- request that the browser sent with the old cookie before the new one arrived (another tab's
-- logout or heartbeat) then finds no session; clearing the cookie with its answer would clear
-- the new one. This table names the sessions a sign-in replaced, so such an answer leaves the
-- cookie alone (plugins/session.ts). Rows older than a day are deleted with expired sessions.
CREATE TABLE session_rotation (
  id text PRIMARY KEY,
  rotated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_rotation_rotated_at ON session_rotation (rotated_at);
