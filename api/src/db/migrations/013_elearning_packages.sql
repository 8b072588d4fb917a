-- SCORM packages (docs/product.md §3, issue 14): a course's content, unpacked and checked on
-- upload, its files kept here and served from a path of their own. A course names its current
-- package; an attempt keeps the package it started with, so a new upload never changes content
-- under a learner half-way through.

CREATE TABLE elearning_package (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  licensee_id uuid NOT NULL REFERENCES licensee (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES elearning_course (id) ON DELETE CASCADE,
  scorm_version text NOT NULL CHECK (scorm_version IN ('1.2', '2004')),
  -- The launch file relative to the package root, with any query.
  launch_path text NOT NULL,
  title text NOT NULL,
  -- The manifest's pass marks, handed to the content as the LMS must.
  mastery_score numeric CHECK (mastery_score BETWEEN 0 AND 100),
  completion_threshold numeric CHECK (completion_threshold BETWEEN 0 AND 1),
  scaled_passing_score numeric CHECK (scaled_passing_score BETWEEN -1 AND 1),
  file_count integer NOT NULL CHECK (file_count > 0),
  total_bytes bigint NOT NULL CHECK (total_bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX elearning_package_course ON elearning_package (course_id);

CREATE TABLE elearning_package_file (
  package_id uuid NOT NULL REFERENCES elearning_package (id) ON DELETE CASCADE,
  path text NOT NULL,
  mime_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (package_id, path)
);

ALTER TABLE elearning_course ADD COLUMN package_id uuid REFERENCES elearning_package (id);
