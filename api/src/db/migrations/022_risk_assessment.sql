-- Risk assessments (docs/product.md §3, §4; README "Risk assessments"): the licensee's
-- questionnaires, each client's assessments with their task settings and assignments, the
-- analyses members answer, and their answers kept apart from who gave them.
--
-- A questionnaire is content, as a course is: the licensee provides it to all its clients. What
-- a client does with it is its own row in risk_assessment (riskAssessmentTaskUuid), so every
-- uuid the calls take is a client row and is checked like any other.

CREATE TABLE risk_questionnaire (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  identifier text NOT NULL,
  -- Title, description and category per language: {"de_DE": {"title": …}, "en_GB": {…}}.
  texts jsonb NOT NULL,
  -- Sections and questions: {"sections": [{"id", "title": {lang: text}, "questions": [{"id", "severity", "text": {…}, "hint": {…}}]}]}.
  content jsonb NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (licensee_id, identifier)
);

CREATE TABLE risk_assessment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  questionnaire_id uuid NOT NULL REFERENCES risk_questionnaire (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'inactive' CHECK (status IN ('active', 'inactive')),
  first_execution_buffer_days integer NOT NULL DEFAULT 0 CHECK (first_execution_buffer_days IN (0, 7, 14, 30, 60, 90)),
  interval_months integer NOT NULL DEFAULT 0 CHECK (interval_months BETWEEN 0 AND 24),
  activation_date date,
  deactivation_date date,
  due_date date,
  -- The day up to which the activation and deactivation dates have been applied (017_scheduler.sql).
  dates_applied_through date NOT NULL DEFAULT (CURRENT_DATE - 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, questionnaire_id),
  CHECK (deactivation_date IS NULL OR activation_date IS NULL OR deactivation_date >= activation_date)
);

-- What an assessment is assigned to: org units and single members, any number; one location.
CREATE TABLE risk_assessment_assignment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  risk_assessment_id uuid NOT NULL REFERENCES risk_assessment (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('org-unit', 'location', 'member')),
  org_unit_id uuid REFERENCES org_unit (id) ON DELETE CASCADE,
  location_id uuid REFERENCES location (id) ON DELETE CASCADE,
  member_id uuid REFERENCES member (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'org-unit') = (org_unit_id IS NOT NULL) AND (kind = 'location') = (location_id IS NOT NULL) AND (kind = 'member') = (member_id IS NOT NULL))
);
CREATE UNIQUE INDEX risk_assignment_org_unit ON risk_assessment_assignment (risk_assessment_id, org_unit_id) WHERE org_unit_id IS NOT NULL;
CREATE UNIQUE INDEX risk_assignment_location ON risk_assessment_assignment (risk_assessment_id) WHERE location_id IS NOT NULL;
CREATE UNIQUE INDEX risk_assignment_member ON risk_assessment_assignment (risk_assessment_id, member_id) WHERE member_id IS NOT NULL;
CREATE INDEX risk_assignment_by_org_unit ON risk_assessment_assignment (org_unit_id) WHERE org_unit_id IS NOT NULL;
CREATE INDEX risk_assignment_by_location ON risk_assessment_assignment (location_id) WHERE location_id IS NOT NULL;
CREATE INDEX risk_assignment_by_member ON risk_assessment_assignment (member_id) WHERE member_id IS NOT NULL;

-- One analysis phase of an assessment: open while members answer, finished by an admin. It keeps
-- the questionnaire as it was when it opened, so a later change of the content cannot change
-- what the answers mean. The next one opens on the review date set when it was finished.
CREATE TABLE risk_analysis (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  risk_assessment_id uuid NOT NULL REFERENCES risk_assessment (id) ON DELETE CASCADE,
  content jsonb NOT NULL,
  due_date date NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  finished_by uuid REFERENCES member (id) ON DELETE SET NULL,
  next_review_date date
);
CREATE UNIQUE INDEX risk_analysis_open ON risk_analysis (risk_assessment_id) WHERE finished_at IS NULL;
CREATE INDEX risk_analysis_assessment ON risk_analysis (risk_assessment_id, finished_at);

-- A member's part in an analysis. Completed, ended (the analysis was finished before they
-- answered) or withdrawn (no longer assigned): nothing is deleted.
CREATE TABLE risk_member_task (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  analysis_id uuid NOT NULL REFERENCES risk_analysis (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  due_date date NOT NULL,
  started_at timestamptz,
  completed_at timestamptz,
  ended_at timestamptz,
  withdrawn_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX risk_member_task_current ON risk_member_task (analysis_id, member_id) WHERE withdrawn_at IS NULL;
CREATE INDEX risk_member_task_member ON risk_member_task (member_id, due_date) WHERE withdrawn_at IS NULL;

-- The member's questionnaire while they fill it in: their draft, which only they read, and the
-- lock of the window editing it. Completing it moves the answers into risk_answer_sheet and
-- empties the draft, so no row ever holds a person's answers once they are given.
CREATE TABLE risk_execution (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  task_id uuid NOT NULL UNIQUE REFERENCES risk_member_task (id) ON DELETE CASCADE,
  answers jsonb NOT NULL DEFAULT '{}',
  notes jsonb NOT NULL DEFAULT '{}',
  lock_holder text,
  locked_until timestamptz,
  started_at timestamptz NOT NULL DEFAULT now(),
  saved_at timestamptz,
  completed_at timestamptz
);

-- The completed analyses' answers: no member, no time, no order; results read only counts of them.
CREATE TABLE risk_answer_sheet (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  analysis_id uuid NOT NULL REFERENCES risk_analysis (id) ON DELETE CASCADE,
  answers jsonb NOT NULL,
  notes jsonb NOT NULL
);
CREATE INDEX risk_answer_sheet_analysis ON risk_answer_sheet (analysis_id);

-- Brings the analyses and member tasks of the given members, or of the given assessments (null:
-- no limit), in line with the assignments. An active, assigned assessment without an open
-- analysis gets one when it was never analysed or its review date has come. Open tasks of
-- members no longer reached are withdrawn (their draft emptied), as are unstarted ones of
-- members whose option is off; reached members without a task in an open analysis get one. The
-- due date is the settings' fixed one while it lies ahead, else the later of activation and
-- today plus the first execution buffer. One line per statement: the migration runner splits at
-- semicolons that end a line.
CREATE FUNCTION risk_task_sync(member_ids uuid[], assessment_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF member_ids IS NULL THEN INSERT INTO risk_analysis (client_id, risk_assessment_id, content, due_date) SELECT a.client_id, a.id, q.content, CASE WHEN a.due_date >= CURRENT_DATE THEN a.due_date ELSE GREATEST(COALESCE(a.activation_date, CURRENT_DATE), CURRENT_DATE) + a.first_execution_buffer_days END FROM risk_assessment a JOIN risk_questionnaire q ON q.id = a.questionnaire_id WHERE a.status = 'active' AND (assessment_ids IS NULL OR a.id = ANY (assessment_ids)) AND EXISTS (SELECT 1 FROM risk_assessment_assignment x WHERE x.risk_assessment_id = a.id) AND NOT EXISTS (SELECT 1 FROM risk_analysis o WHERE o.risk_assessment_id = a.id AND o.finished_at IS NULL) AND COALESCE((SELECT COALESCE(f.next_review_date <= CURRENT_DATE, false) FROM risk_analysis f WHERE f.risk_assessment_id = a.id ORDER BY f.finished_at DESC LIMIT 1), true) ON CONFLICT (risk_assessment_id) WHERE finished_at IS NULL DO NOTHING; END IF; WITH withdrawn AS (UPDATE risk_member_task t SET withdrawn_at = now() FROM risk_analysis an WHERE an.id = t.analysis_id AND an.finished_at IS NULL AND t.completed_at IS NULL AND t.ended_at IS NULL AND t.withdrawn_at IS NULL AND (member_ids IS NULL OR t.member_id = ANY (member_ids)) AND (assessment_ids IS NULL OR an.risk_assessment_id = ANY (assessment_ids)) AND (NOT EXISTS (SELECT 1 FROM risk_assessment_assignment x WHERE x.risk_assessment_id = an.risk_assessment_id AND (x.member_id = t.member_id OR x.org_unit_id IN (SELECT oum.org_unit_id FROM org_unit_member oum WHERE oum.member_id = t.member_id) OR x.location_id IN (SELECT lm.location_id FROM location_member lm WHERE lm.member_id = t.member_id))) OR (t.started_at IS NULL AND EXISTS (SELECT 1 FROM member_option mo WHERE mo.member_id = t.member_id AND NOT mo.create_risk_assessment_tasks))) RETURNING t.id) UPDATE risk_execution e SET answers = '{}', notes = '{}', lock_holder = NULL, locked_until = NULL FROM withdrawn w WHERE e.task_id = w.id; INSERT INTO risk_member_task (client_id, analysis_id, member_id, due_date) SELECT DISTINCT an.client_id, an.id, r.member_id, an.due_date FROM (SELECT x.risk_assessment_id, x.member_id FROM risk_assessment_assignment x WHERE x.member_id IS NOT NULL UNION SELECT x.risk_assessment_id, oum.member_id FROM risk_assessment_assignment x JOIN org_unit_member oum ON oum.org_unit_id = x.org_unit_id UNION SELECT x.risk_assessment_id, lm.member_id FROM risk_assessment_assignment x JOIN location_member lm ON lm.location_id = x.location_id) r JOIN risk_assessment a ON a.id = r.risk_assessment_id AND a.status = 'active' JOIN risk_analysis an ON an.risk_assessment_id = a.id AND an.finished_at IS NULL JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL LEFT JOIN member_option mo ON mo.member_id = m.id WHERE COALESCE(mo.create_risk_assessment_tasks, true) AND (member_ids IS NULL OR r.member_id = ANY (member_ids)) AND (assessment_ids IS NULL OR a.id = ANY (assessment_ids)) ON CONFLICT (analysis_id, member_id) WHERE withdrawn_at IS NULL DO NOTHING; END $$;

CREATE FUNCTION risk_task_sync_members() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM risk_task_sync(ARRAY(SELECT DISTINCT member_id FROM old_rows), NULL); ELSE PERFORM risk_task_sync(ARRAY(SELECT DISTINCT member_id FROM new_rows), NULL); END IF; RETURN NULL; END $$;

CREATE FUNCTION risk_task_sync_assignments() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM risk_task_sync(NULL, ARRAY(SELECT DISTINCT risk_assessment_id FROM old_rows)); ELSE PERFORM risk_task_sync(NULL, ARRAY(SELECT DISTINCT risk_assessment_id FROM new_rows)); END IF; RETURN NULL; END $$;

-- Switching an assessment on opens its analysis and gives the tasks its assignments call for.
CREATE FUNCTION risk_task_sync_activation() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM risk_task_sync(NULL, ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status = 'active' AND o.status <> 'active')); RETURN NULL; END $$;

CREATE TRIGGER org_unit_member_risk_tasks_insert AFTER INSERT ON org_unit_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_members();
CREATE TRIGGER org_unit_member_risk_tasks_delete AFTER DELETE ON org_unit_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_members();
CREATE TRIGGER location_member_risk_tasks_insert AFTER INSERT ON location_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_members();
CREATE TRIGGER location_member_risk_tasks_delete AFTER DELETE ON location_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_members();
CREATE TRIGGER member_option_risk_tasks_insert AFTER INSERT ON member_option REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_members();
CREATE TRIGGER member_option_risk_tasks_update AFTER UPDATE ON member_option REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_members();
CREATE TRIGGER risk_assignment_tasks_insert AFTER INSERT ON risk_assessment_assignment REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_assignments();
CREATE TRIGGER risk_assignment_tasks_delete AFTER DELETE ON risk_assessment_assignment REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_assignments();
CREATE TRIGGER risk_assessment_tasks_activation AFTER UPDATE ON risk_assessment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_task_sync_activation();
