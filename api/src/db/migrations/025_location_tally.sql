-- A location's coverage (the infopoint and the admins' overview, issue 16) counted each
-- location's members per request, with a look into their member groups for each: about a second
-- of database time with 100,000 members over ten locations. Statement-level triggers now keep the
-- figures as locations, group memberships, group types and archiving change, the way 020 keeps
-- the E-Learning tally:
--
-- * location_standing: each not-archived member's place at each of their locations, with whether
--   they are a first aider and a fire warden there (in a group of type 'first-aid' or
--   'fire-assistent', FIRST_AID_GROUP_TYPE and FIRE_WARDEN_GROUP_TYPE of the contracts).
-- * location_tally: those rows counted per location; a request reads one row per location.
--
-- The standings are kept so a change is counted by difference, whatever caused it: the triggers
-- only name the members to look at again. The members' rows are locked first, in id order, so
-- a concurrent change to the same members waits and is then read as committed (two transactions
-- that each see only their own half cannot both miss the other's).

CREATE TABLE location_standing (
  member_id uuid NOT NULL,
  location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  first_aider boolean NOT NULL,
  fire_warden boolean NOT NULL,
  PRIMARY KEY (member_id, location_id)
);

CREATE TABLE location_tally (
  location_id uuid PRIMARY KEY REFERENCES location (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  members integer NOT NULL,
  first_aiders integer NOT NULL,
  fire_wardens integer NOT NULL
);

-- Looks again at the given members: their standings now (from their locations, groups and
-- archiving) against those kept; the difference goes to the tally, in location order, as in 006,
-- so two statements cannot deadlock. A location being deleted gets no tally row back.
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION location_standing_sync(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF cardinality(member_ids) = 0 THEN RETURN; END IF; PERFORM 1 FROM member m WHERE m.id = ANY (member_ids) ORDER BY m.id FOR NO KEY UPDATE; WITH wanted AS (SELECT x.member_id, x.location_id, m.client_id, EXISTS (SELECT 1 FROM member_group_member gm JOIN member_group g ON g.id = gm.member_group_id AND g.type = 'first-aid' WHERE gm.member_id = x.member_id) AS first_aider, EXISTS (SELECT 1 FROM member_group_member gm JOIN member_group g ON g.id = gm.member_group_id AND g.type = 'fire-assistent' WHERE gm.member_id = x.member_id) AS fire_warden FROM location_member x JOIN member m ON m.id = x.member_id AND m.archived_at IS NULL WHERE x.member_id = ANY (member_ids)), kept AS (SELECT s.* FROM location_standing s WHERE s.member_id = ANY (member_ids)), added AS (SELECT w.* FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM kept k WHERE k.member_id = w.member_id AND k.location_id = w.location_id AND k.first_aider = w.first_aider AND k.fire_warden = w.fire_warden)), taken AS (SELECT k.* FROM kept k WHERE NOT EXISTS (SELECT 1 FROM wanted w WHERE w.member_id = k.member_id AND w.location_id = k.location_id AND w.first_aider = k.first_aider AND w.fire_warden = k.fire_warden)), removed AS (DELETE FROM location_standing s USING taken t WHERE s.member_id = t.member_id AND s.location_id = t.location_id AND NOT EXISTS (SELECT 1 FROM added a WHERE a.member_id = t.member_id AND a.location_id = t.location_id)), stored AS (INSERT INTO location_standing (member_id, location_id, client_id, first_aider, fire_warden) SELECT member_id, location_id, client_id, first_aider, fire_warden FROM added ON CONFLICT (member_id, location_id) DO UPDATE SET first_aider = EXCLUDED.first_aider, fire_warden = EXCLUDED.fire_warden) INSERT INTO location_tally AS t (location_id, client_id, members, first_aiders, fire_wardens) SELECT d.location_id, d.client_id, sum(d.delta), sum(d.delta * d.first_aider::int), sum(d.delta * d.fire_warden::int) FROM (SELECT location_id, client_id, first_aider, fire_warden, 1 AS delta FROM added UNION ALL SELECT location_id, client_id, first_aider, fire_warden, -1 FROM taken) d WHERE EXISTS (SELECT 1 FROM location l WHERE l.id = d.location_id) GROUP BY d.location_id, d.client_id ORDER BY d.location_id ON CONFLICT (location_id) DO UPDATE SET members = t.members + EXCLUDED.members, first_aiders = t.first_aiders + EXCLUDED.first_aiders, fire_wardens = t.fire_wardens + EXCLUDED.fire_wardens; END $$;

CREATE FUNCTION location_standing_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM location_standing_sync(ARRAY(SELECT DISTINCT member_id FROM old_rows)); ELSE PERFORM location_standing_sync(ARRAY(SELECT DISTINCT member_id FROM new_rows)); END IF; RETURN NULL; END $$;

-- Archiving changes every kept standing of a member. One trigger finds the members whose archiving
-- changed once for all the standings (020's trigger of its own goes), since every UPDATE of
-- members runs it, a login among them; 026 adds its standing to it.
CREATE FUNCTION member_archiving_changed() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE changed uuid[]; BEGIN changed := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.archived_at IS NULL) <> (o.archived_at IS NULL)); IF cardinality(changed) = 0 THEN RETURN NULL; END IF; PERFORM elearning_standing_sync_members(changed); PERFORM location_standing_sync(changed); RETURN NULL; END $$;
DROP TRIGGER member_standing_archiving ON member;
DROP FUNCTION elearning_standing_archiving_changed();

CREATE FUNCTION location_standing_group_type_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM location_standing_sync(ARRAY(SELECT DISTINCT gm.member_id FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.type <> n.type JOIN member_group_member gm ON gm.member_group_id = n.id)); RETURN NULL; END $$;

CREATE TRIGGER location_member_standing_insert AFTER INSERT ON location_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_standing_rows_changed();
CREATE TRIGGER location_member_standing_delete AFTER DELETE ON location_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_standing_rows_changed();
CREATE TRIGGER member_group_member_standing_insert AFTER INSERT ON member_group_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_standing_rows_changed();
CREATE TRIGGER member_group_member_standing_delete AFTER DELETE ON member_group_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_standing_rows_changed();
CREATE TRIGGER member_archiving AFTER UPDATE ON member REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_archiving_changed();
CREATE TRIGGER member_group_location_standing_type AFTER UPDATE ON member_group REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_standing_group_type_changed();

SELECT location_standing_sync(ARRAY(SELECT DISTINCT member_id FROM location_member));
