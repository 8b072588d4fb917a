-- Courses of many SCOs (issue 70, "Multi-SCO courses"): each SCO of an attempt keeps its own
-- run-time data (SCORM 1.2 RTE §3.4, 2004 RTE §4: the data model is per SCO), and the attempt
-- remembers the activity delivered last, so a new session resumes there.

-- Packages stored before the activity tree was read have one SCO: their launch, as a tree of one
-- leaf (manifest-activities.ts's shape), so every package is read alike.
UPDATE elearning_package
   SET activities = jsonb_build_object(
         'id', 'organization', 'title', title, 'visible', true, 'launch', NULL,
         'children', jsonb_build_array(jsonb_build_object(
           'id', 'sco', 'title', title, 'visible', true, 'children', '[]'::jsonb,
           'launch', jsonb_build_object('path', launch_path, 'kind', 'sco', 'launchData', launch_data,
                                        'masteryScore', mastery_score, 'completionThreshold', completion_threshold,
                                        'scaledPassingScore', scaled_passing_score))))
 WHERE activities IS NULL;
ALTER TABLE elearning_package ALTER COLUMN activities SET NOT NULL;

-- One SCO's part of an attempt: its run-time data (and its length, for the attempt's limit), the
-- open session (no terminating commit yet), and what the data says, kept at each commit so the
-- attempt's rollup reads no run-time data.
CREATE TABLE elearning_execution_activity (
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  execution_id uuid NOT NULL REFERENCES elearning_execution (id) ON DELETE CASCADE,
  activity_id text NOT NULL CHECK (char_length(activity_id) BETWEEN 1 AND 200),
  cmi jsonb NOT NULL DEFAULT '{}',
  cmi_length integer NOT NULL DEFAULT 0 CHECK (cmi_length >= 0),
  session_open boolean NOT NULL DEFAULT false,
  completed boolean NOT NULL DEFAULT false,
  passed boolean,
  score_percent numeric CHECK (score_percent BETWEEN 0 AND 100),
  first_launch_at timestamptz NOT NULL DEFAULT now(),
  last_commit_at timestamptz,
  PRIMARY KEY (execution_id, activity_id)
);

ALTER TABLE elearning_execution ADD COLUMN current_activity text;

-- Each attempt's data so far belongs to its package's first SCO: the first leaf with a launch, in
-- the organization's order.
WITH RECURSIVE walk (package_id, node, path) AS (
  SELECT id, activities, ARRAY[]::bigint[] FROM elearning_package
  UNION ALL
  SELECT w.package_id, child.value, w.path || child.ordinality
    FROM walk w CROSS JOIN LATERAL jsonb_array_elements(w.node -> 'children') WITH ORDINALITY AS child (value, ordinality)
),
first_sco AS (
  SELECT DISTINCT ON (package_id) package_id, node ->> 'id' AS activity_id
    FROM walk WHERE jsonb_typeof(node -> 'launch') = 'object'
   ORDER BY package_id, path
)
UPDATE elearning_execution x SET current_activity = f.activity_id FROM first_sco f WHERE f.package_id = x.package_id;

INSERT INTO elearning_execution_activity (client_id, execution_id, activity_id, cmi, cmi_length, session_open, completed,
                                          score_percent, first_launch_at, last_commit_at)
SELECT x.client_id, x.id, x.current_activity, x.cmi,
       (SELECT coalesce(sum(char_length(key) + char_length(value)), 0) FROM jsonb_each_text(x.cmi)),
       x.session_open, x.completed_at IS NOT NULL, x.score_percent, x.started_at, x.last_commit_at
  FROM elearning_execution x
 WHERE x.cmi <> '{}'::jsonb AND x.current_activity IS NOT NULL;

ALTER TABLE elearning_execution DROP COLUMN cmi, DROP COLUMN session_open;

-- A grant opens one activity's launch: the path written when it is issued.
ALTER TABLE elearning_content_grant ADD COLUMN launch_path text;
