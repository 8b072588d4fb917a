-- SCORM 2004 sequencing on the server (docs/decisions/0016) reads, per activity of an attempt,
-- how many attempts on it were begun (limit conditions) and its SCO's objectives by identifier
-- (rules on named objectives, global objectives through mapInfo), kept at each commit as the
-- outcome is. Rows of before were launched once; their objectives are read at their next commit.
ALTER TABLE elearning_execution_activity
  ADD COLUMN attempt_count integer NOT NULL DEFAULT 0 CHECK (attempt_count >= 0),
  ADD COLUMN objectives jsonb NOT NULL DEFAULT '{}';
UPDATE elearning_execution_activity SET attempt_count = 1;
