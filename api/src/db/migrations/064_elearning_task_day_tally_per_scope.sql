-- Issue 73, point 2: the admins' overview draws twelve months of E-Learning tasks from the day
-- tally of 061 for the whole client, while a loc-admin's or an ou-admin's counted their members'
-- tasks of the year on every call (about a second for a location of 2,000 members in bench:start).
-- The day tally now keeps the days per scope as 063 keeps the standings: the whole client (the nil
-- uuid), each org unit and each location, counting the tasks of the members it has now, as the
-- count from the tasks did.
--
-- A task counts under the whole and under each unit and location of its member. A change to a
-- task adds and takes away its days under the scopes its member has; a member joining or leaving
-- a unit or location adds or takes away all their tasks' days under that one. Both lock the
-- members (in id order, as 025 does) before reading the other side, so a task and a membership
-- added at once by two transactions are counted once, by the one that comes second.
--
-- Within one statement the membership triggers must run before those of 012 and 022 that give or
-- withdraw the unit's tasks (triggers of an event run in the order of their names: `day_tally`
-- comes first). The tasks' own trigger then counts what those change under the memberships as
-- they are by then, and nothing is counted twice.
-- One line per statement: the migration runner splits at semicolons that end a line.

ALTER TABLE elearning_task_day_tally ADD COLUMN scope_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000';
ALTER TABLE elearning_task_day_tally DROP CONSTRAINT elearning_task_day_tally_pkey;
ALTER TABLE elearning_task_day_tally ADD PRIMARY KEY (client_id, scope_id, day);
ALTER TABLE elearning_task_day_tally ALTER COLUMN scope_id DROP DEFAULT;

-- 061's addition, under the scope each row names.
CREATE FUNCTION elearning_task_day_tally_add(client_ids uuid[], scope_ids uuid[], due_dates date[], completed_ats timestamptz[], withdrawn_ats timestamptz[], signs int[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF COALESCE(cardinality(client_ids), 0) = 0 THEN RETURN; END IF; WITH c AS (SELECT * FROM unnest(client_ids, scope_ids, due_dates, completed_ats, withdrawn_ats, signs) AS c(client_id, scope_id, due_date, completed_at, withdrawn_at, sign)) INSERT INTO elearning_task_day_tally AS t (client_id, scope_id, day, completed, fell_overdue) SELECT d.client_id, d.scope_id, d.day, sum(d.completed), sum(d.fell_overdue) FROM (SELECT c.client_id, c.scope_id, c.completed_at::date AS day, c.sign AS completed, 0 AS fell_overdue FROM c WHERE c.completed_at IS NOT NULL AND c.withdrawn_at IS NULL UNION ALL SELECT c.client_id, c.scope_id, c.due_date + 1, 0, c.sign FROM c WHERE NOT COALESCE(c.completed_at::date <= c.due_date, false) AND NOT COALESCE(c.withdrawn_at::date <= c.due_date, false)) d WHERE EXISTS (SELECT 1 FROM client k WHERE k.id = d.client_id) GROUP BY d.client_id, d.scope_id, d.day HAVING sum(d.completed) <> 0 OR sum(d.fell_overdue) <> 0 ORDER BY d.client_id, d.scope_id, d.day ON CONFLICT (client_id, scope_id, day) DO UPDATE SET completed = t.completed + EXCLUDED.completed, fell_overdue = t.fell_overdue + EXCLUDED.fell_overdue; END $$;

-- Task rows (as arrays of their columns, with their members) under the whole and under each unit and location of their member.
CREATE FUNCTION elearning_task_day_tally_add_scoped(client_ids uuid[], member_ids uuid[], due_dates date[], completed_ats timestamptz[], withdrawn_ats timestamptz[], signs int[]) RETURNS void LANGUAGE plpgsql AS $$ DECLARE clients uuid[]; scopes uuid[]; dues date[]; completions timestamptz[]; withdrawals timestamptz[]; all_signs int[]; BEGIN IF COALESCE(cardinality(client_ids), 0) = 0 THEN RETURN; END IF; PERFORM 1 FROM member m WHERE m.id = ANY (member_ids) ORDER BY m.id FOR NO KEY UPDATE; EXECUTE $q$WITH c AS (SELECT * FROM unnest($1, $2, $3, $4, $5, $6) AS c(client_id, member_id, due_date, completed_at, withdrawn_at, sign)), scoped AS (SELECT c.client_id, '00000000-0000-0000-0000-000000000000'::uuid AS scope_id, c.due_date, c.completed_at, c.withdrawn_at, c.sign FROM c UNION ALL SELECT c.client_id, om.org_unit_id, c.due_date, c.completed_at, c.withdrawn_at, c.sign FROM c JOIN org_unit_member om ON om.member_id = c.member_id UNION ALL SELECT c.client_id, lm.location_id, c.due_date, c.completed_at, c.withdrawn_at, c.sign FROM c JOIN location_member lm ON lm.member_id = c.member_id) SELECT array_agg(client_id), array_agg(scope_id), array_agg(due_date), array_agg(completed_at), array_agg(withdrawn_at), array_agg(sign) FROM scoped$q$ INTO clients, scopes, dues, completions, withdrawals, all_signs USING client_ids, member_ids, due_dates, completed_ats, withdrawn_ats, signs; PERFORM elearning_task_day_tally_add(clients, scopes, dues, completions, withdrawals, all_signs); END $$;

CREATE OR REPLACE FUNCTION elearning_task_day_tally_changed() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE clients uuid[]; members uuid[]; dues date[]; completions timestamptz[]; withdrawals timestamptz[]; signs int[]; BEGIN IF TG_OP = 'INSERT' THEN SELECT array_agg(n.client_id), array_agg(n.member_id), array_agg(n.due_date), array_agg(n.completed_at), array_agg(n.withdrawn_at), array_agg(1) INTO clients, members, dues, completions, withdrawals, signs FROM new_rows n; ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(o.client_id), array_agg(o.member_id), array_agg(o.due_date), array_agg(o.completed_at), array_agg(o.withdrawn_at), array_agg(-1) INTO clients, members, dues, completions, withdrawals, signs FROM old_rows o; ELSE EXECUTE $q$WITH changed AS (SELECT n.client_id AS new_client, n.member_id AS new_member, n.due_date AS new_due, n.completed_at AS new_completed, n.withdrawn_at AS new_withdrawn, o.client_id AS old_client, o.member_id AS old_member, o.due_date AS old_due, o.completed_at AS old_completed, o.withdrawn_at AS old_withdrawn FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.member_id, n.due_date, n.completed_at, n.withdrawn_at) IS DISTINCT FROM (o.member_id, o.due_date, o.completed_at, o.withdrawn_at)) SELECT array_agg(r.client_id), array_agg(r.member_id), array_agg(r.due_date), array_agg(r.completed_at), array_agg(r.withdrawn_at), array_agg(r.sign) FROM (SELECT new_client AS client_id, new_member AS member_id, new_due AS due_date, new_completed AS completed_at, new_withdrawn AS withdrawn_at, 1 AS sign FROM changed UNION ALL SELECT old_client, old_member, old_due, old_completed, old_withdrawn, -1 FROM changed) r$q$ INTO clients, members, dues, completions, withdrawals, signs; END IF; PERFORM elearning_task_day_tally_add_scoped(clients, members, dues, completions, withdrawals, signs); RETURN NULL; END $$;

DROP FUNCTION elearning_task_day_tally_add(uuid[], date[], timestamptz[], timestamptz[], int[]);

-- A membership added or taken (TG_ARGV[0]: the column naming the unit or location) adds or takes every task of its member under that scope.
CREATE FUNCTION elearning_task_day_tally_membership_changed() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE changed_rows text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END; clients uuid[]; scopes uuid[]; dues date[]; completions timestamptz[]; withdrawals timestamptz[]; signs int[]; BEGIN EXECUTE format($q$SELECT count(*) FROM (SELECT 1 FROM member m WHERE m.id IN (SELECT member_id FROM %I) ORDER BY m.id FOR NO KEY UPDATE) locked$q$, changed_rows); EXECUTE format($q$SELECT array_agg(t.client_id), array_agg(r.%I), array_agg(t.due_date), array_agg(t.completed_at), array_agg(t.withdrawn_at), array_agg(%s) FROM %I r JOIN elearning_task t ON t.member_id = r.member_id$q$, TG_ARGV[0], CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END, changed_rows) INTO clients, scopes, dues, completions, withdrawals, signs; PERFORM elearning_task_day_tally_add(clients, scopes, dues, completions, withdrawals, signs); RETURN NULL; END $$;

CREATE TRIGGER org_unit_member_day_tally_insert AFTER INSERT ON org_unit_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_day_tally_membership_changed('org_unit_id');
CREATE TRIGGER org_unit_member_day_tally_delete AFTER DELETE ON org_unit_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_day_tally_membership_changed('org_unit_id');
CREATE TRIGGER location_member_day_tally_insert AFTER INSERT ON location_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_day_tally_membership_changed('location_id');
CREATE TRIGGER location_member_day_tally_delete AFTER DELETE ON location_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION elearning_task_day_tally_membership_changed('location_id');

-- A member deleted takes their tasks and memberships with them, and the triggers of those cascaded
-- deletes run together after all of them: each would find the other side gone already. So before
-- the member goes, their tasks' days leave their units and locations; the tasks' own trigger then
-- takes them from the whole.
CREATE FUNCTION elearning_task_day_tally_member_deleted() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE clients uuid[]; scopes uuid[]; dues date[]; completions timestamptz[]; withdrawals timestamptz[]; signs int[]; BEGIN SELECT array_agg(t.client_id), array_agg(x.scope_id), array_agg(t.due_date), array_agg(t.completed_at), array_agg(t.withdrawn_at), array_agg(-1) INTO clients, scopes, dues, completions, withdrawals, signs FROM elearning_task t CROSS JOIN (SELECT om.org_unit_id AS scope_id FROM org_unit_member om WHERE om.member_id = OLD.id UNION ALL SELECT lm.location_id FROM location_member lm WHERE lm.member_id = OLD.id) x WHERE t.member_id = OLD.id; PERFORM elearning_task_day_tally_add(clients, scopes, dues, completions, withdrawals, signs); RETURN OLD; END $$;
CREATE TRIGGER member_day_tally_delete BEFORE DELETE ON member FOR EACH ROW EXECUTE FUNCTION elearning_task_day_tally_member_deleted();

-- The days kept so far are the whole client's; each unit's and location's are added per client.
SELECT elearning_task_day_tally_add(array_agg(t.client_id), array_agg(x.scope_id), array_agg(t.due_date), array_agg(t.completed_at), array_agg(t.withdrawn_at), array_agg(1)) FROM elearning_task t JOIN (SELECT member_id, org_unit_id AS scope_id FROM org_unit_member UNION ALL SELECT member_id, location_id FROM location_member) x ON x.member_id = t.member_id GROUP BY t.client_id;
