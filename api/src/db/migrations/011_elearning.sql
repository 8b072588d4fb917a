-- E-Learnings (docs/product.md §3, §4, §9): the licensee's courses, and each client's
-- E-Learnings with their task settings and the org units they are assigned to.
--
-- A course is content: the licensee provides it to all its clients (its SCORM package comes
-- with a later migration). What a client does with a course is its own row in elearning,
-- which is what the screens and calls name by elearningUuid, so every uuid they take is a
-- client row and is checked like any other.

CREATE TABLE elearning_course (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  -- Title, description and category per language: {"de_DE": {"title": …}, "en_GB": {…}}.
  texts jsonb NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX elearning_course_licensee ON elearning_course (licensee_id);

CREATE TABLE elearning (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES elearning_course (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'inactive' CHECK (status IN ('active', 'inactive')),
  first_execution_buffer_days integer NOT NULL DEFAULT 0 CHECK (first_execution_buffer_days IN (0, 7, 14, 30, 60, 90)),
  interval_months integer NOT NULL DEFAULT 0 CHECK (interval_months BETWEEN 0 AND 24),
  activation_date date,
  deactivation_date date,
  due_date date,
  completion_rule text NOT NULL DEFAULT 'completed' CHECK (completion_rule IN ('completed', 'passed', 'completed-and-passed')),
  min_score integer CHECK (min_score BETWEEN 0 AND 100),
  underage_every_six_months boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (client_id, course_id),
  CHECK (deactivation_date IS NULL OR activation_date IS NULL OR deactivation_date >= activation_date)
);

CREATE TABLE elearning_org_unit (
  elearning_id uuid NOT NULL REFERENCES elearning (id) ON DELETE CASCADE,
  org_unit_id uuid NOT NULL REFERENCES org_unit (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (elearning_id, org_unit_id)
);
CREATE INDEX elearning_org_unit_unit ON elearning_org_unit (org_unit_id);
