-- E-Learning tasks (docs/product.md §3, §4): what a member has to do. A member of an org unit
-- an active E-Learning is assigned to has one open task of it (unless their option "create
-- E-Learning tasks" is off); joining a unit later gives one, leaving (or the unit being taken
-- away) withdraws the open ones. Nothing is deleted: a withdrawn or completed task stays as
-- history. Archived members and inactive E-Learnings keep their tasks, which the lists hide.
--
-- The rules live in triggers, so every way a membership changes (a member's form, an import,
-- a default unit, copying assignments, deleting a unit) keeps the tasks right in the same
-- transaction, and no module has to call another.

CREATE TABLE elearning_task (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  elearning_id uuid NOT NULL REFERENCES elearning (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  due_date date NOT NULL,
  started_at timestamptz,
  completed_at timestamptz,
  withdrawn_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One open task per member and E-Learning.
CREATE UNIQUE INDEX elearning_task_open ON elearning_task (elearning_id, member_id) WHERE completed_at IS NULL AND withdrawn_at IS NULL;
-- A member's tasks by due date, and an E-Learning's tasks for its figures.
CREATE INDEX elearning_task_member ON elearning_task (member_id, due_date) WHERE withdrawn_at IS NULL;
CREATE INDEX elearning_task_elearning ON elearning_task (elearning_id, member_id) WHERE withdrawn_at IS NULL;

-- Brings the tasks of the given members, or of the given E-Learnings (null: no limit), in line
-- with the assignments: open tasks no longer reachable through an assigned unit are withdrawn,
-- as are unstarted ones of members whose option is off; reachable members without an open task
-- get one, unless a once-only E-Learning (interval 0) is done already. The due date is the fixed
-- one of the settings, else the later of activation and today plus the first execution buffer.
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION elearning_task_sync(member_ids uuid[], elearning_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN UPDATE elearning_task t SET withdrawn_at = now() WHERE t.completed_at IS NULL AND t.withdrawn_at IS NULL AND (member_ids IS NULL OR t.member_id = ANY (member_ids)) AND (elearning_ids IS NULL OR t.elearning_id = ANY (elearning_ids)) AND (NOT EXISTS (SELECT 1 FROM elearning_org_unit eou JOIN org_unit_member oum ON oum.org_unit_id = eou.org_unit_id WHERE eou.elearning_id = t.elearning_id AND oum.member_id = t.member_id) OR (t.started_at IS NULL AND EXISTS (SELECT 1 FROM member_option mo WHERE mo.member_id = t.member_id AND NOT mo.create_elearning_tasks))); INSERT INTO elearning_task (client_id, elearning_id, member_id, due_date) SELECT DISTINCT e.client_id, e.id, oum.member_id, COALESCE(e.due_date, GREATEST(COALESCE(e.activation_date, CURRENT_DATE), CURRENT_DATE) + e.first_execution_buffer_days) FROM elearning e JOIN elearning_org_unit eou ON eou.elearning_id = e.id JOIN org_unit_member oum ON oum.org_unit_id = eou.org_unit_id JOIN member m ON m.id = oum.member_id LEFT JOIN member_option mo ON mo.member_id = m.id WHERE e.status = 'active' AND m.archived_at IS NULL AND COALESCE(mo.create_elearning_tasks, true) AND (member_ids IS NULL OR oum.member_id = ANY (member_ids)) AND (elearning_ids IS NULL OR e.id = ANY (elearning_ids)) AND NOT EXISTS (SELECT 1 FROM elearning_task t WHERE t.elearning_id = e.id AND t.member_id = oum.member_id AND t.withdrawn_at IS NULL AND (t.completed_at IS NULL OR e.interval_months = 0)) ON CONFLICT (elearning_id, member_id) WHERE completed_at IS NULL AND withdrawn_at IS NULL DO NOTHING; END $$;

CREATE FUNCTION elearning_task_sync_members() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM elearning_task_sync(ARRAY(SELECT DISTINCT member_id FROM old_rows), NULL); ELSE PERFORM elearning_task_sync(ARRAY(SELECT DISTINCT member_id FROM new_rows), NULL); END IF; RETURN NULL; END $$;

CREATE FUNCTION elearning_task_sync_assignments() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM elearning_task_sync(NULL, ARRAY(SELECT DISTINCT elearning_id FROM old_rows)); ELSE PERFORM elearning_task_sync(NULL, ARRAY(SELECT DISTINCT elearning_id FROM new_rows)); END IF; RETURN NULL; END $$;

-- Switching an E-Learning on gives the tasks its assignments call for; switching it off hides them.
CREATE FUNCTION elearning_task_sync_activation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM elearning_task_sync(NULL, ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status = 'active' AND o.status <> 'active')); RETURN NULL; END $$;

CREATE TRIGGER org_unit_member_tasks_insert AFTER INSERT ON org_unit_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_sync_members();
CREATE TRIGGER org_unit_member_tasks_delete AFTER DELETE ON org_unit_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_sync_members();
CREATE TRIGGER member_option_tasks_insert AFTER INSERT ON member_option REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_sync_members();
CREATE TRIGGER member_option_tasks_update AFTER UPDATE ON member_option REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_sync_members();
CREATE TRIGGER elearning_org_unit_tasks_insert AFTER INSERT ON elearning_org_unit REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_sync_assignments();
CREATE TRIGGER elearning_org_unit_tasks_delete AFTER DELETE ON elearning_org_unit REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_sync_assignments();
CREATE TRIGGER elearning_tasks_activation AFTER UPDATE ON elearning REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_sync_activation();

SELECT elearning_task_sync(NULL, NULL);
