-- Issue 72, point 1: the admins' overview draws the last twelve months of E-Learning tasks, per
-- month the tasks completed and the tasks that fell overdue. Counted from the tasks, that reads
-- every task of the year (1.2 million in bench:start); a statement-level trigger now keeps both
-- figures per client and day, and the whole client's overview sums about 365 rows. A narrower
-- scope (loc- and ou-admins) still counts its members' tasks.
--
-- A task counts
-- * as completed on the day of its completion, unless it was withdrawn;
-- * as fallen overdue on the day after its due date (standingIs: overdue once the due date has
--   passed), unless it was completed or withdrawn by its due date. A later completion leaves that
--   as it was: the task was overdue then. Days after today are provisional and never read.
-- Days are the database's (CURRENT_DATE's) as every due date is.
CREATE TABLE elearning_task_day_tally (
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  day date NOT NULL,
  completed integer NOT NULL DEFAULT 0,
  fell_overdue integer NOT NULL DEFAULT 0,
  PRIMARY KEY (client_id, day)
);

-- Adds task rows, given as arrays of their columns, to the tally with `signs` (1 or -1): an insert
-- adds the new rows, a delete takes the old ones away, an update of the dates does both. Rows in
-- key order (no deadlock between two statements); none for a client being deleted with its tasks.
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION elearning_task_day_tally_add(client_ids uuid[], due_dates date[], completed_ats timestamptz[], withdrawn_ats timestamptz[], signs int[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF COALESCE(cardinality(client_ids), 0) = 0 THEN RETURN; END IF; WITH c AS (SELECT * FROM unnest(client_ids, due_dates, completed_ats, withdrawn_ats, signs) AS c(client_id, due_date, completed_at, withdrawn_at, sign)) INSERT INTO elearning_task_day_tally AS t (client_id, day, completed, fell_overdue) SELECT d.client_id, d.day, sum(d.completed), sum(d.fell_overdue) FROM (SELECT c.client_id, c.completed_at::date AS day, c.sign AS completed, 0 AS fell_overdue FROM c WHERE c.completed_at IS NOT NULL AND c.withdrawn_at IS NULL UNION ALL SELECT c.client_id, c.due_date + 1, 0, c.sign FROM c WHERE NOT COALESCE(c.completed_at::date <= c.due_date, false) AND NOT COALESCE(c.withdrawn_at::date <= c.due_date, false)) d WHERE EXISTS (SELECT 1 FROM client k WHERE k.id = d.client_id) GROUP BY d.client_id, d.day HAVING sum(d.completed) <> 0 OR sum(d.fell_overdue) <> 0 ORDER BY d.client_id, d.day ON CONFLICT (client_id, day) DO UPDATE SET completed = t.completed + EXCLUDED.completed, fell_overdue = t.fell_overdue + EXCLUDED.fell_overdue; END $$;

-- An update counts only where a date changed (starting a task changes none).
CREATE FUNCTION elearning_task_day_tally_changed() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE clients uuid[]; dues date[]; completions timestamptz[]; withdrawals timestamptz[]; signs int[]; BEGIN IF TG_OP = 'INSERT' THEN SELECT array_agg(n.client_id), array_agg(n.due_date), array_agg(n.completed_at), array_agg(n.withdrawn_at), array_agg(1) INTO clients, dues, completions, withdrawals, signs FROM new_rows n; ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(o.client_id), array_agg(o.due_date), array_agg(o.completed_at), array_agg(o.withdrawn_at), array_agg(-1) INTO clients, dues, completions, withdrawals, signs FROM old_rows o; ELSE SELECT array_agg(r.client_id), array_agg(r.due_date), array_agg(r.completed_at), array_agg(r.withdrawn_at), array_agg(r.sign) INTO clients, dues, completions, withdrawals, signs FROM (SELECT n.client_id, n.due_date, n.completed_at, n.withdrawn_at, 1 AS sign FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.due_date, n.completed_at, n.withdrawn_at) IS DISTINCT FROM (o.due_date, o.completed_at, o.withdrawn_at) UNION ALL SELECT o.client_id, o.due_date, o.completed_at, o.withdrawn_at, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.due_date, n.completed_at, n.withdrawn_at) IS DISTINCT FROM (o.due_date, o.completed_at, o.withdrawn_at)) r; END IF; PERFORM elearning_task_day_tally_add(clients, dues, completions, withdrawals, signs); RETURN NULL; END $$;

CREATE TRIGGER elearning_task_day_tally_insert AFTER INSERT ON elearning_task REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_day_tally_changed();
CREATE TRIGGER elearning_task_day_tally_update AFTER UPDATE ON elearning_task REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_day_tally_changed();
CREATE TRIGGER elearning_task_day_tally_delete AFTER DELETE ON elearning_task REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_day_tally_changed();

SELECT elearning_task_day_tally_add(array_agg(t.client_id), array_agg(t.due_date), array_agg(t.completed_at), array_agg(t.withdrawn_at), array_agg(1)) FROM elearning_task t;
