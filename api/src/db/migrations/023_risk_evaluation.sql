-- The evaluation of risk assessments (docs/product.md §3, §4; README "Risk assessments"): the
-- client's risk matrix, the result of each finished analysis with the risks it found, and the
-- measures (risk actions) taken against them. Statuses are computed from these rows, never
-- stored, so they cannot disagree with them.

-- A client's own risk matrix: 5 rows (damage severity 1 … 5) of 5 risk factors 1–10 (probability
-- 1 … 5). Without a row the default of README "Risk assessments" applies.
CREATE TABLE risk_matrix (
  client_id uuid PRIMARY KEY REFERENCES client (id) ON DELETE CASCADE,
  factors jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES member (id) ON DELETE SET NULL
);

-- The result of a finished analysis (riskAssessmentExecutionResultUuid), with the matrix it was
-- evaluated by: a later change of the client's matrix leaves it as it was.
CREATE TABLE risk_result (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  risk_assessment_id uuid NOT NULL REFERENCES risk_assessment (id) ON DELETE CASCADE,
  analysis_id uuid NOT NULL UNIQUE REFERENCES risk_analysis (id) ON DELETE CASCADE,
  analyses_count integer NOT NULL CHECK (analyses_count >= 6),
  participants integer NOT NULL,
  matrix jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX risk_result_assessment ON risk_result (risk_assessment_id);

-- A risk the analysis found: one per question, with how often each answer was given (counts of
-- at least 6 sheets, never a sheet) and the members' notes without their authors, sorted.
CREATE TABLE risk (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  result_id uuid NOT NULL REFERENCES risk_result (id) ON DELETE CASCADE,
  position integer NOT NULL,
  section_id text NOT NULL,
  question_id text NOT NULL,
  -- The section's title and the question's text per language, as the analysis kept them.
  texts jsonb NOT NULL,
  damage_severity integer NOT NULL CHECK (damage_severity BETWEEN 1 AND 5),
  probability integer NOT NULL CHECK (probability BETWEEN 1 AND 5),
  risk_factor integer NOT NULL CHECK (risk_factor BETWEEN 1 AND 10),
  answer_counts jsonb NOT NULL,
  notes jsonb NOT NULL DEFAULT '[]',
  UNIQUE (result_id, position)
);

-- A measure against a risk, by the STOP order (substitution, technical, organisational,
-- personal): a lower-ranked type than substitution says why the higher ones are not possible.
-- Agreed by confirm-risk-actions; done once its effectiveness check found it effective.
CREATE TABLE risk_action (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  result_id uuid NOT NULL REFERENCES risk_result (id) ON DELETE CASCADE,
  risk_id uuid NOT NULL REFERENCES risk (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  measure_type text NOT NULL CHECK (measure_type IN ('substitution', 'technical', 'organisational', 'personal')),
  type_reason text,
  responsible_member_id uuid REFERENCES member (id) ON DELETE SET NULL,
  due_date date NOT NULL,
  expected_risk_factor integer NOT NULL CHECK (expected_risk_factor BETWEEN 1 AND 10),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES member (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  agreed_at timestamptz,
  agreed_by uuid REFERENCES member (id) ON DELETE SET NULL,
  check_date date,
  check_reviewer_id uuid REFERENCES member (id) ON DELETE SET NULL,
  check_effective boolean,
  check_note text,
  CHECK (measure_type = 'substitution' OR type_reason IS NOT NULL)
);
CREATE INDEX risk_action_result ON risk_action (result_id, due_date);
CREATE INDEX risk_action_risk ON risk_action (risk_id);
CREATE INDEX risk_action_responsible ON risk_action (responsible_member_id) WHERE responsible_member_id IS NOT NULL;
