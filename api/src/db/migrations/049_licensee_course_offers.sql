-- The licensee's course catalog in the back office (issue 69, step 4). A course of the catalog is
-- offered to every client of the licensee, those created later too ('all', as before), or to the
-- clients chosen for it ('chosen', elearning_course_offer); a client offered it holds it as an
-- E-Learning of its own. Each package names the staff account that uploaded it (NULL: the
-- command line, or a client's own upload), so a course's versions say who and when.
ALTER TABLE elearning_course ADD COLUMN offered_to text NOT NULL DEFAULT 'all' CHECK (offered_to IN ('all', 'chosen'));

CREATE TABLE elearning_course_offer (
  course_id uuid NOT NULL REFERENCES elearning_course (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  PRIMARY KEY (course_id, client_id)
);
CREATE INDEX elearning_course_offer_client ON elearning_course_offer (client_id);

ALTER TABLE elearning_package ADD COLUMN uploaded_by_advisor_id uuid REFERENCES customer_advisor (id) ON DELETE SET NULL;

-- Whether any member ever had a task of an E-Learning, withdrawn ones included (their attempts
-- hang on them): a client with such an E-Learning keeps the course (catalog.ts, CLIENT_USE).
CREATE INDEX elearning_task_any_of_elearning ON elearning_task (elearning_id);
