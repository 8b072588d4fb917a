-- E-Learning statistics (read-statistics, issue 14) for a whole client counted every task of the
-- client per request: about half a second of database time with 100,000 members × 10
-- E-Learnings, so ten admins at once waited seconds. Statement-level triggers now keep the
-- counts as tasks, memberships and archiving change, the way 006 keeps the member tally:
--
-- * elearning_standing: what each member counts as per E-Learning, once for the E-Learning as
--   a whole (org_unit_id = the nil uuid) and once per org unit the member is in. `kind` is the
--   member's open task as it stands without the date (open, started, repeat) or completed (only
--   done tasks); the due date rides along, because whether a task is overdue moves with the day.
-- * elearning_standing_tally: those rows counted per E-Learning × org unit × kind × due date; a
--   request sums a few hundred of them and splits off what is overdue today.
--
-- The standings are kept so a change is counted by difference, whatever caused it and in
-- whatever order the triggers of one statement run: the triggers only name the members and
-- E-Learnings to look at again. Archived members and withdrawn tasks count nowhere.

CREATE TABLE elearning_standing (
  member_id uuid NOT NULL,
  elearning_id uuid NOT NULL REFERENCES elearning (id) ON DELETE CASCADE,
  org_unit_id uuid NOT NULL,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('open', 'started', 'repeat', 'completed')),
  due_date date,
  PRIMARY KEY (member_id, elearning_id, org_unit_id)
);
CREATE INDEX elearning_standing_elearning ON elearning_standing (elearning_id, member_id);

CREATE TABLE elearning_standing_tally (
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  elearning_id uuid NOT NULL REFERENCES elearning (id) ON DELETE CASCADE,
  org_unit_id uuid NOT NULL,
  kind text NOT NULL,
  -- 'infinity' for completed standings, which have no due date: the key needs a value.
  due_date date NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (elearning_id, org_unit_id, kind, due_date)
);

-- Looks again at the given (E-Learning, member) pairs: what each counts as now (from its tasks,
-- its member and their org units), against what was counted; the difference goes to the tally.
-- The pairs' kept rows are locked first, so the statement after them reads what a concurrent
-- change committed. Deltas go in key order, as in 006, so two statements cannot deadlock.
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION elearning_standing_sync(pair_elearnings uuid[], pair_members uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN PERFORM 1 FROM elearning_standing s JOIN unnest(pair_elearnings, pair_members) AS p(elearning_id, member_id) ON s.elearning_id = p.elearning_id AND s.member_id = p.member_id ORDER BY s.member_id, s.elearning_id, s.org_unit_id FOR UPDATE OF s; WITH pairs AS (SELECT DISTINCT elearning_id, member_id FROM unnest(pair_elearnings, pair_members) AS p(elearning_id, member_id)), now_counted AS (SELECT p.elearning_id, p.member_id, m.client_id, CASE WHEN o.id IS NULL THEN 'completed' WHEN o.started_at IS NOT NULL THEN 'started' WHEN o.is_repeat THEN 'repeat' ELSE 'open' END AS kind, o.due_date FROM pairs p JOIN member m ON m.id = p.member_id AND m.archived_at IS NULL LEFT JOIN elearning_task o ON o.elearning_id = p.elearning_id AND o.member_id = p.member_id AND o.completed_at IS NULL AND o.withdrawn_at IS NULL WHERE o.id IS NOT NULL OR EXISTS (SELECT 1 FROM elearning_task d WHERE d.elearning_id = p.elearning_id AND d.member_id = p.member_id AND d.completed_at IS NOT NULL AND d.withdrawn_at IS NULL)), wanted AS (SELECT c.member_id, c.elearning_id, u.org_unit_id, c.client_id, c.kind, c.due_date FROM now_counted c CROSS JOIN LATERAL (SELECT '00000000-0000-0000-0000-000000000000'::uuid AS org_unit_id UNION ALL SELECT om.org_unit_id FROM org_unit_member om WHERE om.member_id = c.member_id) u), kept AS (SELECT s.* FROM elearning_standing s JOIN pairs p ON s.elearning_id = p.elearning_id AND s.member_id = p.member_id), added AS (SELECT w.* FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM kept k WHERE k.member_id = w.member_id AND k.elearning_id = w.elearning_id AND k.org_unit_id = w.org_unit_id AND k.kind = w.kind AND k.due_date IS NOT DISTINCT FROM w.due_date)), taken AS (SELECT k.* FROM kept k WHERE NOT EXISTS (SELECT 1 FROM wanted w WHERE w.member_id = k.member_id AND w.elearning_id = k.elearning_id AND w.org_unit_id = k.org_unit_id AND w.kind = k.kind AND w.due_date IS NOT DISTINCT FROM k.due_date)), removed AS (DELETE FROM elearning_standing s USING taken t WHERE s.member_id = t.member_id AND s.elearning_id = t.elearning_id AND s.org_unit_id = t.org_unit_id AND NOT EXISTS (SELECT 1 FROM added a WHERE a.member_id = t.member_id AND a.elearning_id = t.elearning_id AND a.org_unit_id = t.org_unit_id)), stored AS (INSERT INTO elearning_standing (member_id, elearning_id, org_unit_id, client_id, kind, due_date) SELECT member_id, elearning_id, org_unit_id, client_id, kind, due_date FROM added ON CONFLICT (member_id, elearning_id, org_unit_id) DO UPDATE SET kind = EXCLUDED.kind, due_date = EXCLUDED.due_date) INSERT INTO elearning_standing_tally AS t (client_id, elearning_id, org_unit_id, kind, due_date, members) SELECT client_id, elearning_id, org_unit_id, kind, due_date, sum(delta) FROM (SELECT client_id, elearning_id, org_unit_id, kind, COALESCE(due_date, 'infinity') AS due_date, 1 AS delta FROM added UNION ALL SELECT client_id, elearning_id, org_unit_id, kind, COALESCE(due_date, 'infinity'), -1 FROM taken) d GROUP BY client_id, elearning_id, org_unit_id, kind, due_date HAVING sum(delta) <> 0 ORDER BY elearning_id, org_unit_id, kind, due_date ON CONFLICT (elearning_id, org_unit_id, kind, due_date) DO UPDATE SET members = t.members + EXCLUDED.members; END $$;

-- Every pair of the given members: those their tasks name and those counted for them so far.
-- None given (every member update that leaves archiving alone, a login among them): nothing read.
CREATE FUNCTION elearning_standing_sync_members(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ DECLARE pair_elearnings uuid[]; pair_members uuid[]; BEGIN IF cardinality(member_ids) = 0 THEN RETURN; END IF; SELECT array_agg(elearning_id), array_agg(member_id) INTO pair_elearnings, pair_members FROM (SELECT elearning_id, member_id FROM elearning_task WHERE member_id = ANY (member_ids) UNION SELECT elearning_id, member_id FROM elearning_standing WHERE member_id = ANY (member_ids)) p; IF pair_members IS NOT NULL THEN PERFORM elearning_standing_sync(pair_elearnings, pair_members); END IF; END $$;

CREATE FUNCTION elearning_standing_task_changed() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE pair_elearnings uuid[]; pair_members uuid[]; BEGIN IF TG_OP = 'DELETE' THEN SELECT array_agg(elearning_id), array_agg(member_id) INTO pair_elearnings, pair_members FROM (SELECT DISTINCT elearning_id, member_id FROM old_rows) p; ELSE SELECT array_agg(elearning_id), array_agg(member_id) INTO pair_elearnings, pair_members FROM (SELECT DISTINCT elearning_id, member_id FROM new_rows) p; END IF; IF pair_members IS NOT NULL THEN PERFORM elearning_standing_sync(pair_elearnings, pair_members); END IF; RETURN NULL; END $$;

CREATE FUNCTION elearning_standing_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM elearning_standing_sync_members(ARRAY(SELECT DISTINCT member_id FROM old_rows)); ELSE PERFORM elearning_standing_sync_members(ARRAY(SELECT DISTINCT member_id FROM new_rows)); END IF; RETURN NULL; END $$;

CREATE FUNCTION elearning_standing_archiving_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM elearning_standing_sync_members(ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.archived_at IS NULL) <> (o.archived_at IS NULL))); RETURN NULL; END $$;

CREATE TRIGGER elearning_task_standing_insert AFTER INSERT ON elearning_task REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_standing_task_changed();
CREATE TRIGGER elearning_task_standing_update AFTER UPDATE ON elearning_task REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_standing_task_changed();
CREATE TRIGGER elearning_task_standing_delete AFTER DELETE ON elearning_task REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_standing_task_changed();
CREATE TRIGGER org_unit_member_standing_insert AFTER INSERT ON org_unit_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_standing_membership_changed();
CREATE TRIGGER org_unit_member_standing_delete AFTER DELETE ON org_unit_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_standing_membership_changed();
CREATE TRIGGER member_standing_archiving AFTER UPDATE ON member REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_standing_archiving_changed();

SELECT elearning_standing_sync_members(ARRAY(SELECT DISTINCT member_id FROM elearning_task));
