-- E-Learning attempts (docs/product.md §3, issue 14): a member's run through a course for one
-- task, with the SCORM run-time data the content commits, so a course left half-way resumes
-- where it stopped. An attempt keeps the package it started with. A reset archives the attempt
-- (it stays readable as history) and the task starts over.

CREATE TABLE elearning_execution (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  task_id uuid NOT NULL REFERENCES elearning_task (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  package_id uuid NOT NULL REFERENCES elearning_package (id),
  -- The run-time data, flattened: {"cmi.core.lesson_location": "2", …}.
  cmi jsonb NOT NULL DEFAULT '{}',
  score_percent numeric CHECK (score_percent BETWEEN 0 AND 100),
  started_at timestamptz NOT NULL DEFAULT now(),
  last_commit_at timestamptz,
  completed_at timestamptz,
  archived_at timestamptz
);
-- One current attempt per task.
CREATE UNIQUE INDEX elearning_execution_current ON elearning_execution (task_id) WHERE archived_at IS NULL;
CREATE INDEX elearning_execution_member ON elearning_execution (member_id);
