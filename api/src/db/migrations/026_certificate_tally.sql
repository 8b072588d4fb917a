-- The admins' overview (issue 16) counts the certificates running out within 30 days: each
-- not-archived member's latest certificate per E-Learning whose valid-until falls in the window.
-- Counted from the results, that looked at every result of the window and for each whether a
-- later one renews it: 180 ms with 200,000 certificates in bench:start, 73 ms with indexes. As for
-- the locations (025) and E-Learnings (020), statement-level triggers now keep the figures:
--
-- * certificate_standing: each not-archived member's latest certificate per E-Learning that
--   runs out (valid_until set);
-- * certificate_tally: those rows counted per E-Learning × valid-until date; the overview sums the
--   30 or so dates of the window.
--
-- A narrower scope still counts from the results, which the index below serves (the latest
-- result of a member and E-Learning, also what the standings are computed from).

CREATE INDEX elearning_result_member_latest ON elearning_result (member_id, elearning_id, completed_at);
DROP INDEX elearning_result_member;
CREATE INDEX elearning_result_valid_until ON elearning_result (client_id, valid_until);

CREATE TABLE certificate_standing (
  member_id uuid NOT NULL,
  elearning_id uuid NOT NULL REFERENCES elearning (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  valid_until date NOT NULL,
  PRIMARY KEY (member_id, elearning_id)
);

CREATE TABLE certificate_tally (
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  elearning_id uuid NOT NULL REFERENCES elearning (id) ON DELETE CASCADE,
  valid_until date NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (elearning_id, valid_until)
);
CREATE INDEX certificate_tally_client ON certificate_tally (client_id, valid_until);

-- Looks again at the given members' certificates, as 025 looks at their locations: the members'
-- rows locked first in id order, the difference to the tally in key order, no tally row for an
-- E-Learning being deleted. Several latest results of one moment count once.
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION certificate_standing_sync(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF cardinality(member_ids) = 0 THEN RETURN; END IF; PERFORM 1 FROM member m WHERE m.id = ANY (member_ids) ORDER BY m.id FOR NO KEY UPDATE; WITH latest AS (SELECT DISTINCT ON (r.member_id, r.elearning_id) r.member_id, r.elearning_id, r.client_id, r.valid_until FROM elearning_result r JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL WHERE r.member_id = ANY (member_ids) ORDER BY r.member_id, r.elearning_id, r.completed_at DESC, r.valid_until DESC NULLS LAST), wanted AS (SELECT * FROM latest WHERE valid_until IS NOT NULL), kept AS (SELECT s.* FROM certificate_standing s WHERE s.member_id = ANY (member_ids)), added AS (SELECT w.* FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM kept k WHERE k.member_id = w.member_id AND k.elearning_id = w.elearning_id AND k.valid_until = w.valid_until)), taken AS (SELECT k.* FROM kept k WHERE NOT EXISTS (SELECT 1 FROM wanted w WHERE w.member_id = k.member_id AND w.elearning_id = k.elearning_id AND w.valid_until = k.valid_until)), removed AS (DELETE FROM certificate_standing s USING taken t WHERE s.member_id = t.member_id AND s.elearning_id = t.elearning_id AND NOT EXISTS (SELECT 1 FROM added a WHERE a.member_id = t.member_id AND a.elearning_id = t.elearning_id)), stored AS (INSERT INTO certificate_standing (member_id, elearning_id, client_id, valid_until) SELECT member_id, elearning_id, client_id, valid_until FROM added ON CONFLICT (member_id, elearning_id) DO UPDATE SET valid_until = EXCLUDED.valid_until) INSERT INTO certificate_tally AS t (client_id, elearning_id, valid_until, members) SELECT d.client_id, d.elearning_id, d.valid_until, sum(d.delta) FROM (SELECT client_id, elearning_id, valid_until, 1 AS delta FROM added UNION ALL SELECT client_id, elearning_id, valid_until, -1 FROM taken) d WHERE EXISTS (SELECT 1 FROM elearning e WHERE e.id = d.elearning_id) GROUP BY d.client_id, d.elearning_id, d.valid_until HAVING sum(d.delta) <> 0 ORDER BY d.elearning_id, d.valid_until ON CONFLICT (elearning_id, valid_until) DO UPDATE SET members = t.members + EXCLUDED.members; END $$;

CREATE FUNCTION certificate_standing_results_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM certificate_standing_sync(ARRAY(SELECT DISTINCT member_id FROM old_rows)); ELSE PERFORM certificate_standing_sync(ARRAY(SELECT DISTINCT member_id FROM new_rows)); END IF; RETURN NULL; END $$;

-- A result's dates are written once at completion; an update that changes them (a correction by
-- hand) is counted too, the certificate's PDF kept on first download is not looked at.
CREATE FUNCTION certificate_standing_dates_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM certificate_standing_sync(ARRAY(SELECT DISTINCT n.member_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.valid_until, n.completed_at) IS DISTINCT FROM (o.valid_until, o.completed_at))); RETURN NULL; END $$;

-- Archiving changes the member's certificates too: 025's one trigger for it looks at them as well.
CREATE OR REPLACE FUNCTION member_archiving_changed() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE changed uuid[]; BEGIN changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.archived_at IS NULL) <> (o.archived_at IS NULL)); IF cardinality(changed) = 0 THEN RETURN NULL; END IF; PERFORM elearning_standing_sync_members(changed); PERFORM location_standing_sync(changed); PERFORM certificate_standing_sync(changed); RETURN NULL; END $$;

CREATE TRIGGER elearning_result_certificate_insert AFTER INSERT ON elearning_result REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_standing_results_changed();
CREATE TRIGGER elearning_result_certificate_update AFTER UPDATE ON elearning_result REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_standing_dates_changed();
CREATE TRIGGER elearning_result_certificate_delete AFTER DELETE ON elearning_result REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_standing_results_changed();

SELECT certificate_standing_sync(ARRAY(SELECT DISTINCT member_id FROM elearning_result));
