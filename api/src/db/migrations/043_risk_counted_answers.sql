-- Anonymity against an admin who controls accounts (docs/areas/risk-assessments.md, "Counted
-- answers"). An admin who creates members, sets their passwords and answers as them could subtract
-- the known answers from a result and read one named member's. So:
--
-- * a run's participants are fixed once its first member starts answering
--   (risk_analysis.participants_fixed_at): members reached later join the next run;
-- * an answer counts only when its member's account had been out of any admin's hands for
--   risk_counted_account_days (a licensee setting, 14 by default) before that moment: no admin
--   created the account, set its password or changed its e-mail since then
--   (member.admin_credentials_changed_at, set on creation and by an admin's e-mail change);
-- * a run is evaluated only once RISK_ANONYMITY_THRESHOLD counted answers exist; the uncounted
--   ones go into the figures then, so known answers are never subtracted from fewer than 6
--   unknown ones. The sheet keeps only whether it counted, still no member.
-- One line per statement: the migration runner splits at semicolons that end a line.
ALTER TABLE licensee ADD COLUMN risk_counted_account_days integer NOT NULL DEFAULT 14 CHECK (risk_counted_account_days >= 0);

-- Existing members: their creation is the last admin change known; new rows get the time of their insert.
ALTER TABLE member ADD COLUMN admin_credentials_changed_at timestamptz;
UPDATE member SET admin_credentials_changed_at = created_at;
ALTER TABLE member ALTER COLUMN admin_credentials_changed_at SET DEFAULT now();
ALTER TABLE member ALTER COLUMN admin_credentials_changed_at SET NOT NULL;

ALTER TABLE risk_analysis ADD COLUMN participants_fixed_at timestamptz;
UPDATE risk_analysis an SET participants_fixed_at = (SELECT min(t.started_at) FROM risk_member_task t WHERE t.analysis_id = an.id);

-- Sheets written before this rule: nothing tells whether their members counted; they did then.
ALTER TABLE risk_answer_sheet ADD COLUMN counted boolean NOT NULL DEFAULT true;

ALTER TABLE risk_result ADD COLUMN answers_counted integer;
UPDATE risk_result SET answers_counted = analyses_count;
ALTER TABLE risk_result ALTER COLUMN answers_counted SET NOT NULL;
-- Admin changes to the run's participants the audit log holds from the accounts' window on (null before this rule).
ALTER TABLE risk_result ADD COLUMN participant_admin_changes integer;

-- The tally keeps the counted sheets beside all of them.
ALTER TABLE risk_analysis_tally ADD COLUMN counted integer NOT NULL DEFAULT 0;
UPDATE risk_analysis_tally SET counted = completed;
ALTER TYPE risk_analysis_tally_change ADD ATTRIBUTE counted integer;

CREATE OR REPLACE FUNCTION risk_analysis_tally_add(changes risk_analysis_tally_change[]) RETURNS void LANGUAGE sql AS $$ INSERT INTO risk_analysis_tally AS t (analysis_id, participants, completed, counted) SELECT d.analysis_id, sum(d.participants)::int, sum(d.completed)::int, sum(d.counted)::int FROM unnest(changes) AS d WHERE EXISTS (SELECT 1 FROM risk_analysis an WHERE an.id = d.analysis_id) GROUP BY d.analysis_id HAVING sum(d.participants) <> 0 OR sum(d.completed) <> 0 OR sum(d.counted) <> 0 ORDER BY d.analysis_id ON CONFLICT (analysis_id) DO UPDATE SET participants = t.participants + EXCLUDED.participants, completed = t.completed + EXCLUDED.completed, counted = t.counted + EXCLUDED.counted $$;

CREATE OR REPLACE FUNCTION risk_member_task_tally_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, 1, 0, 0)::risk_analysis_tally_change FROM new_rows WHERE withdrawn_at IS NULL)); ELSIF TG_OP = 'DELETE' THEN PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, -1, 0, 0)::risk_analysis_tally_change FROM old_rows WHERE withdrawn_at IS NULL)); ELSE PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, 1, 0, 0)::risk_analysis_tally_change FROM new_rows WHERE withdrawn_at IS NULL UNION ALL SELECT (analysis_id, -1, 0, 0)::risk_analysis_tally_change FROM old_rows WHERE withdrawn_at IS NULL)); END IF; RETURN NULL; END $$;

CREATE OR REPLACE FUNCTION risk_answer_sheet_tally_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, 0, 1, CASE WHEN counted THEN 1 ELSE 0 END)::risk_analysis_tally_change FROM new_rows)); ELSE PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, 0, -1, CASE WHEN counted THEN -1 ELSE 0 END)::risk_analysis_tally_change FROM old_rows)); END IF; RETURN NULL; END $$;

-- The task sync of 022, with one condition more: an open analysis whose participants are fixed gets no new tasks.
CREATE OR REPLACE FUNCTION risk_task_sync(member_ids uuid[], assessment_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF member_ids IS NULL THEN INSERT INTO risk_analysis (client_id, risk_assessment_id, content, due_date) SELECT a.client_id, a.id, q.content, CASE WHEN a.due_date >= CURRENT_DATE THEN a.due_date ELSE GREATEST(COALESCE(a.activation_date, CURRENT_DATE), CURRENT_DATE) + a.first_execution_buffer_days END FROM risk_assessment a JOIN risk_questionnaire q ON q.id = a.questionnaire_id WHERE a.status = 'active' AND (assessment_ids IS NULL OR a.id = ANY (assessment_ids)) AND EXISTS (SELECT 1 FROM risk_assessment_assignment x WHERE x.risk_assessment_id = a.id) AND NOT EXISTS (SELECT 1 FROM risk_analysis o WHERE o.risk_assessment_id = a.id AND o.finished_at IS NULL) AND COALESCE((SELECT COALESCE(f.next_review_date <= CURRENT_DATE, false) FROM risk_analysis f WHERE f.risk_assessment_id = a.id ORDER BY f.finished_at DESC LIMIT 1), true) ON CONFLICT (risk_assessment_id) WHERE finished_at IS NULL DO NOTHING; END IF; WITH withdrawn AS (UPDATE risk_member_task t SET withdrawn_at = now() FROM risk_analysis an WHERE an.id = t.analysis_id AND an.finished_at IS NULL AND t.completed_at IS NULL AND t.ended_at IS NULL AND t.withdrawn_at IS NULL AND (member_ids IS NULL OR t.member_id = ANY (member_ids)) AND (assessment_ids IS NULL OR an.risk_assessment_id = ANY (assessment_ids)) AND (NOT EXISTS (SELECT 1 FROM risk_assessment_assignment x WHERE x.risk_assessment_id = an.risk_assessment_id AND (x.member_id = t.member_id OR x.org_unit_id IN (SELECT oum.org_unit_id FROM org_unit_member oum WHERE oum.member_id = t.member_id) OR x.location_id IN (SELECT lm.location_id FROM location_member lm WHERE lm.member_id = t.member_id))) OR (t.started_at IS NULL AND EXISTS (SELECT 1 FROM member_option mo WHERE mo.member_id = t.member_id AND NOT mo.create_risk_assessment_tasks))) RETURNING t.id) UPDATE risk_execution e SET answers = '{}', notes = '{}', lock_holder = NULL, locked_until = NULL FROM withdrawn w WHERE e.task_id = w.id; INSERT INTO risk_member_task (client_id, analysis_id, member_id, due_date) SELECT DISTINCT an.client_id, an.id, r.member_id, an.due_date FROM (SELECT x.risk_assessment_id, x.member_id FROM risk_assessment_assignment x WHERE x.member_id IS NOT NULL UNION SELECT x.risk_assessment_id, oum.member_id FROM risk_assessment_assignment x JOIN org_unit_member oum ON oum.org_unit_id = x.org_unit_id UNION SELECT x.risk_assessment_id, lm.member_id FROM risk_assessment_assignment x JOIN location_member lm ON lm.location_id = x.location_id) r JOIN risk_assessment a ON a.id = r.risk_assessment_id AND a.status = 'active' JOIN risk_analysis an ON an.risk_assessment_id = a.id AND an.finished_at IS NULL AND an.participants_fixed_at IS NULL JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL LEFT JOIN member_option mo ON mo.member_id = m.id WHERE COALESCE(mo.create_risk_assessment_tasks, true) AND (member_ids IS NULL OR r.member_id = ANY (member_ids)) AND (assessment_ids IS NULL OR a.id = ANY (assessment_ids)) ON CONFLICT (analysis_id, member_id) WHERE withdrawn_at IS NULL DO NOTHING; END $$;
