-- The analyses overview counted each analysis's participants and completed member analyses on
-- every request: with 100,000 members assigned, 26–40 ms of database time per page. Statement-level
-- triggers now keep both figures per analysis, the way 025 keeps the locations':
--
-- * participants: the analysis's member tasks not withdrawn (ended and completed ones included);
-- * completed: its answer sheets (one per completed member analysis, without the member).
--
-- A table of its own rather than columns of risk_analysis: completions hold the analysis FOR KEY
-- SHARE and finishing holds it FOR UPDATE, so a count kept on that row would make every
-- completion wait for the others and for the finish. Rows are changed in analysis order, so two
-- statements cannot deadlock; an analysis being deleted gets no tally row back.
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE TABLE risk_analysis_tally (
  analysis_id uuid PRIMARY KEY REFERENCES risk_analysis (id) ON DELETE CASCADE,
  participants integer NOT NULL,
  completed integer NOT NULL
);

CREATE TYPE risk_analysis_tally_change AS (analysis_id uuid, participants integer, completed integer);

-- Adds the changes up per analysis and into the tally.
CREATE FUNCTION risk_analysis_tally_add(changes risk_analysis_tally_change[]) RETURNS void LANGUAGE sql AS $$ INSERT INTO risk_analysis_tally AS t (analysis_id, participants, completed) SELECT d.analysis_id, sum(d.participants)::int, sum(d.completed)::int FROM unnest(changes) AS d WHERE EXISTS (SELECT 1 FROM risk_analysis an WHERE an.id = d.analysis_id) GROUP BY d.analysis_id HAVING sum(d.participants) <> 0 OR sum(d.completed) <> 0 ORDER BY d.analysis_id ON CONFLICT (analysis_id) DO UPDATE SET participants = t.participants + EXCLUDED.participants, completed = t.completed + EXCLUDED.completed $$;

-- A task counts while it is not withdrawn: an update counts its new row in and its old row out.
CREATE FUNCTION risk_member_task_tally_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, 1, 0)::risk_analysis_tally_change FROM new_rows WHERE withdrawn_at IS NULL)); ELSIF TG_OP = 'DELETE' THEN PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, -1, 0)::risk_analysis_tally_change FROM old_rows WHERE withdrawn_at IS NULL)); ELSE PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, 1, 0)::risk_analysis_tally_change FROM new_rows WHERE withdrawn_at IS NULL UNION ALL SELECT (analysis_id, -1, 0)::risk_analysis_tally_change FROM old_rows WHERE withdrawn_at IS NULL)); END IF; RETURN NULL; END $$;

CREATE FUNCTION risk_answer_sheet_tally_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, 0, 1)::risk_analysis_tally_change FROM new_rows)); ELSE PERFORM risk_analysis_tally_add(ARRAY(SELECT (analysis_id, 0, -1)::risk_analysis_tally_change FROM old_rows)); END IF; RETURN NULL; END $$;

CREATE TRIGGER risk_member_task_tally_insert AFTER INSERT ON risk_member_task REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_member_task_tally_changed();
CREATE TRIGGER risk_member_task_tally_update AFTER UPDATE ON risk_member_task REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_member_task_tally_changed();
CREATE TRIGGER risk_member_task_tally_delete AFTER DELETE ON risk_member_task REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_member_task_tally_changed();
CREATE TRIGGER risk_answer_sheet_tally_insert AFTER INSERT ON risk_answer_sheet REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_answer_sheet_tally_changed();
CREATE TRIGGER risk_answer_sheet_tally_delete AFTER DELETE ON risk_answer_sheet REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_answer_sheet_tally_changed();

INSERT INTO risk_analysis_tally (analysis_id, participants, completed)
SELECT an.id, (SELECT count(*)::int FROM risk_member_task t WHERE t.analysis_id = an.id AND t.withdrawn_at IS NULL),
       (SELECT count(*)::int FROM risk_answer_sheet s WHERE s.analysis_id = an.id)
  FROM risk_analysis an;
