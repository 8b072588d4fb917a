-- Issue 73, point 2: an ou-admin's overview lists the locations short of first aiders or fire
-- wardens where a member of their units works. Found from the units' members on every call, that
-- read the locations of 10,000 members for a unit of that size in bench:start. The members of
-- each org unit at each location are now kept counted, as 025 keeps each location's:
--
-- * org_unit_location_standing: each not-archived member's pairs of one of their units and one
--   of their locations;
-- * org_unit_location_tally: those rows counted per pair; the overview reads its units' rows.
--
-- As in 025, the triggers only name the members to look at again; their rows are locked first in
-- id order and the difference is counted, in key order, whatever caused it. A unit or location
-- being deleted gets no tally row back.
-- One line per statement: the migration runner splits at semicolons that end a line.

CREATE TABLE org_unit_location_standing (
  member_id uuid NOT NULL,
  org_unit_id uuid NOT NULL REFERENCES org_unit (id) ON DELETE CASCADE,
  location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  PRIMARY KEY (member_id, org_unit_id, location_id)
);

CREATE TABLE org_unit_location_tally (
  org_unit_id uuid NOT NULL REFERENCES org_unit (id) ON DELETE CASCADE,
  location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  members integer NOT NULL,
  PRIMARY KEY (org_unit_id, location_id)
);

CREATE FUNCTION org_unit_location_sync(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF cardinality(member_ids) = 0 THEN RETURN; END IF; PERFORM 1 FROM member m WHERE m.id = ANY (member_ids) ORDER BY m.id FOR NO KEY UPDATE; WITH wanted AS (SELECT om.member_id, om.org_unit_id, lm.location_id, m.client_id FROM org_unit_member om JOIN location_member lm ON lm.member_id = om.member_id JOIN member m ON m.id = om.member_id AND m.archived_at IS NULL WHERE om.member_id = ANY (member_ids)), kept AS (SELECT s.* FROM org_unit_location_standing s WHERE s.member_id = ANY (member_ids)), added AS (SELECT w.* FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM kept k WHERE k.member_id = w.member_id AND k.org_unit_id = w.org_unit_id AND k.location_id = w.location_id)), taken AS (SELECT k.* FROM kept k WHERE NOT EXISTS (SELECT 1 FROM wanted w WHERE w.member_id = k.member_id AND w.org_unit_id = k.org_unit_id AND w.location_id = k.location_id)), removed AS (DELETE FROM org_unit_location_standing s USING taken t WHERE s.member_id = t.member_id AND s.org_unit_id = t.org_unit_id AND s.location_id = t.location_id), stored AS (INSERT INTO org_unit_location_standing (member_id, org_unit_id, location_id, client_id) SELECT member_id, org_unit_id, location_id, client_id FROM added) INSERT INTO org_unit_location_tally AS t (org_unit_id, location_id, client_id, members) SELECT d.org_unit_id, d.location_id, d.client_id, sum(d.delta) FROM (SELECT org_unit_id, location_id, client_id, 1 AS delta FROM added UNION ALL SELECT org_unit_id, location_id, client_id, -1 FROM taken) d WHERE EXISTS (SELECT 1 FROM org_unit o WHERE o.id = d.org_unit_id) AND EXISTS (SELECT 1 FROM location l WHERE l.id = d.location_id) GROUP BY d.org_unit_id, d.location_id, d.client_id ORDER BY d.org_unit_id, d.location_id ON CONFLICT (org_unit_id, location_id) DO UPDATE SET members = t.members + EXCLUDED.members; END $$;

CREATE FUNCTION org_unit_location_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM org_unit_location_sync(ARRAY(SELECT DISTINCT member_id FROM old_rows)); ELSE PERFORM org_unit_location_sync(ARRAY(SELECT DISTINCT member_id FROM new_rows)); END IF; RETURN NULL; END $$;

-- Archiving takes a member out of every pair: 025's one trigger for it looks at them as well.
CREATE OR REPLACE FUNCTION member_archiving_changed() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE changed uuid[]; BEGIN EXECUTE $q$SELECT ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.archived_at IS NULL) <> (o.archived_at IS NULL))$q$ INTO changed; IF cardinality(changed) = 0 THEN RETURN NULL; END IF; PERFORM elearning_standing_sync_members(changed); PERFORM location_standing_sync(changed); PERFORM certificate_standing_sync(changed); PERFORM org_unit_location_sync(changed); RETURN NULL; END $$;

CREATE TRIGGER org_unit_member_location_tally_insert AFTER INSERT ON org_unit_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION org_unit_location_rows_changed();
CREATE TRIGGER org_unit_member_location_tally_delete AFTER DELETE ON org_unit_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION org_unit_location_rows_changed();
CREATE TRIGGER location_member_unit_tally_insert AFTER INSERT ON location_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION org_unit_location_rows_changed();
CREATE TRIGGER location_member_unit_tally_delete AFTER DELETE ON location_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION org_unit_location_rows_changed();

SELECT org_unit_location_sync(ARRAY(SELECT DISTINCT om.member_id FROM org_unit_member om JOIN location_member lm ON lm.member_id = om.member_id));
