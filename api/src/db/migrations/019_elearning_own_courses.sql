-- A client's own courses (issue 14, "only super-admins may upload packages"): a client's
-- super-admin uploads a SCORM package and it becomes a course of that client alone. The
-- licensee's courses keep owner_client_id NULL and are offered to all its clients; an own course
-- is offered to its client only and only that client may replace its package. (Not client_id:
-- the course table stays the licensee's, its rows named by the client's elearning rows.)

ALTER TABLE elearning_course ADD COLUMN owner_client_id uuid REFERENCES client (id) ON DELETE CASCADE;
CREATE INDEX elearning_course_owner_client ON elearning_course (owner_client_id) WHERE owner_client_id IS NOT NULL;
