-- Mails the scheduler's jobs decide to send (README "E-Learnings", reminders): queued in the
-- transaction that decides them, so a reminder recorded is a mail queued, even when the process ends before it
-- goes out; the mail-queue job delivers them and retries a failed delivery with a growing pause.
-- A delivered mail's row is deleted (the reminder records keep what was sent); one that failed
-- too often stays with its last error for the operator.
CREATE TABLE mail_queue (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  given_up_at timestamptz
);
CREATE INDEX mail_queue_due ON mail_queue (next_attempt_at) WHERE given_up_at IS NULL;
