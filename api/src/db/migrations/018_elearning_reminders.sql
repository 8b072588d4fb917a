-- E-Learning reminders (README "E-Learnings", reminders): what has been mailed, so each mail
-- goes out once. A reminder is recorded in the transaction that decides to send it and sent
-- after that commits: a run rolled back sends nothing, and none is sent twice.
CREATE TABLE elearning_reminder (
  task_id uuid NOT NULL REFERENCES elearning_task (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('due-soon', 'overdue')),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (task_id, kind)
);
CREATE INDEX elearning_reminder_client ON elearning_reminder (client_id, sent_at);

-- The weekly digest of overdue members to an org unit's admin: one per admin and week (its Monday).
CREATE TABLE elearning_digest (
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  week date NOT NULL,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  overdue integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, week)
);

-- Open tasks by due date: the reminders look for those due within a week or past it.
CREATE INDEX elearning_task_open_due ON elearning_task (due_date) WHERE completed_at IS NULL AND withdrawn_at IS NULL;
