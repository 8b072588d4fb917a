-- Whether an attempt's last session ended without the content's LMSFinish / Terminate (a closed
-- tab, a course that never terminates): the next launch then resumes it as suspended (issue 70,
-- "a SCO left without Terminate is resumed as suspended"). Each commit sets it: true, unless it
-- is the terminating one.
ALTER TABLE elearning_execution ADD COLUMN session_open boolean NOT NULL DEFAULT false;
