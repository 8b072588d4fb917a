-- Issue 73, point 2: a loc-admin's and an ou-admin's count of certificates running out, and
-- their standing list of those certificates, joined the client's certificates of the window
-- (9,000 at 100,000 members in bench:start) with their members' units or locations on every
-- call: 200 ms for an ou-admin's first page. The certificates are now kept per scope as the
-- standings are (063): under the whole client (the nil uuid), each org unit and each location of
-- their member, and tallied so; a scope's count is its tally rows, its list its own rows.
--
-- A membership added or taken looks at the member's certificates again, as a result does (026).
-- One line per statement: the migration runner splits at semicolons that end a line.

ALTER TABLE certificate_standing ADD COLUMN scope_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000';
ALTER TABLE certificate_standing DROP CONSTRAINT certificate_standing_pkey;
ALTER TABLE certificate_standing ADD PRIMARY KEY (member_id, elearning_id, scope_id);
ALTER TABLE certificate_standing ALTER COLUMN scope_id DROP DEFAULT;
CREATE INDEX certificate_standing_running_out_scoped ON certificate_standing (client_id, scope_id, valid_until) INCLUDE (elearning_id, member_id, due_date);
DROP INDEX certificate_standing_running_out;
ALTER INDEX certificate_standing_running_out_scoped RENAME TO certificate_standing_running_out;

ALTER TABLE certificate_tally ADD COLUMN scope_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000';
ALTER TABLE certificate_tally DROP CONSTRAINT certificate_tally_pkey;
ALTER TABLE certificate_tally ADD PRIMARY KEY (elearning_id, scope_id, valid_until);
ALTER TABLE certificate_tally ALTER COLUMN scope_id DROP DEFAULT;
CREATE INDEX certificate_tally_client_scope ON certificate_tally (client_id, scope_id, valid_until);
DROP INDEX certificate_tally_client;
ALTER INDEX certificate_tally_client_scope RENAME TO certificate_tally_client;

CREATE OR REPLACE FUNCTION certificate_standing_sync(member_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF cardinality(member_ids) = 0 THEN RETURN; END IF; PERFORM 1 FROM member m WHERE m.id = ANY (member_ids) ORDER BY m.id FOR NO KEY UPDATE; WITH latest AS (SELECT DISTINCT ON (r.member_id, r.elearning_id) r.member_id, r.elearning_id, r.client_id, r.valid_until FROM elearning_result r JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL WHERE r.member_id = ANY (member_ids) ORDER BY r.member_id, r.elearning_id, r.completed_at DESC, r.valid_until DESC NULLS LAST), wanted AS (SELECT l.member_id, l.elearning_id, u.scope_id, l.client_id, l.valid_until FROM latest l CROSS JOIN LATERAL (SELECT '00000000-0000-0000-0000-000000000000'::uuid AS scope_id UNION ALL SELECT om.org_unit_id FROM org_unit_member om WHERE om.member_id = l.member_id UNION ALL SELECT lm.location_id FROM location_member lm WHERE lm.member_id = l.member_id) u WHERE l.valid_until IS NOT NULL), kept AS (SELECT s.* FROM certificate_standing s WHERE s.member_id = ANY (member_ids)), added AS (SELECT w.* FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM kept k WHERE k.member_id = w.member_id AND k.elearning_id = w.elearning_id AND k.scope_id = w.scope_id AND k.valid_until = w.valid_until)), taken AS (SELECT k.* FROM kept k WHERE NOT EXISTS (SELECT 1 FROM wanted w WHERE w.member_id = k.member_id AND w.elearning_id = k.elearning_id AND w.scope_id = k.scope_id AND w.valid_until = k.valid_until)), removed AS (DELETE FROM certificate_standing s USING taken t WHERE s.member_id = t.member_id AND s.elearning_id = t.elearning_id AND s.scope_id = t.scope_id AND NOT EXISTS (SELECT 1 FROM added a WHERE a.member_id = t.member_id AND a.elearning_id = t.elearning_id AND a.scope_id = t.scope_id)), stored AS (INSERT INTO certificate_standing (member_id, elearning_id, scope_id, client_id, valid_until) SELECT member_id, elearning_id, scope_id, client_id, valid_until FROM added ON CONFLICT (member_id, elearning_id, scope_id) DO UPDATE SET valid_until = EXCLUDED.valid_until) INSERT INTO certificate_tally AS t (client_id, elearning_id, scope_id, valid_until, members) SELECT d.client_id, d.elearning_id, d.scope_id, d.valid_until, sum(d.delta) FROM (SELECT client_id, elearning_id, scope_id, valid_until, 1 AS delta FROM added UNION ALL SELECT client_id, elearning_id, scope_id, valid_until, -1 FROM taken) d WHERE EXISTS (SELECT 1 FROM elearning e WHERE e.id = d.elearning_id) GROUP BY d.client_id, d.elearning_id, d.scope_id, d.valid_until HAVING sum(d.delta) <> 0 ORDER BY d.elearning_id, d.scope_id, d.valid_until ON CONFLICT (elearning_id, scope_id, valid_until) DO UPDATE SET members = t.members + EXCLUDED.members; END $$;

-- 026's trigger function looks again at the members of the rows a statement changed: a
-- membership's as well as a result's.
CREATE TRIGGER org_unit_member_certificate_insert AFTER INSERT ON org_unit_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_standing_results_changed();
CREATE TRIGGER org_unit_member_certificate_delete AFTER DELETE ON org_unit_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_standing_results_changed();
CREATE TRIGGER location_member_certificate_insert AFTER INSERT ON location_member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_standing_results_changed();
CREATE TRIGGER location_member_certificate_delete AFTER DELETE ON location_member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_standing_results_changed();

-- The kept certificates so far are the whole's; each unit's and location's are theirs, as 065 copies the standings.
INSERT INTO certificate_standing (member_id, elearning_id, scope_id, client_id, valid_until) SELECT cs.member_id, cs.elearning_id, x.scope_id, cs.client_id, cs.valid_until FROM certificate_standing cs JOIN (SELECT member_id, org_unit_id AS scope_id FROM org_unit_member UNION ALL SELECT member_id, location_id FROM location_member) x ON x.member_id = cs.member_id WHERE cs.scope_id = '00000000-0000-0000-0000-000000000000';
INSERT INTO certificate_tally (client_id, elearning_id, scope_id, valid_until, members) SELECT cs.client_id, cs.elearning_id, cs.scope_id, cs.valid_until, count(*) FROM certificate_standing cs WHERE cs.scope_id <> '00000000-0000-0000-0000-000000000000' GROUP BY 1, 2, 3, 4;
