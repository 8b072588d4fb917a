-- Jobs the API runs on its own (docs/architecture.md, "Scheduled jobs"): one row per job with
-- its last run, which every instance reads under the job's advisory lock, so a job runs once
-- per period however many instances tick.
CREATE TABLE scheduled_job (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL,
  -- What the last run changed (rows switched, mails queued): for the log and for support.
  last_changes integer NOT NULL,
  runs integer NOT NULL DEFAULT 1
);

-- An E-Learning's activation and deactivation dates take effect once, on their day: the day up
-- to which they have been applied. A date saved anew takes effect from today on (dates already
-- past leave the status saved as it is); the scheduler applies each as its day comes.
ALTER TABLE elearning ADD COLUMN dates_applied_through date NOT NULL DEFAULT (CURRENT_DATE - 1);
