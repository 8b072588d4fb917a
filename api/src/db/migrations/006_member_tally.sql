-- The member list's filtered totals. 004 keeps only the unfiltered one, so a page filtered by
-- role or status counted every matching row: 30–70 ms per page for a client with 100,000
-- members, more than all the rest of the request. The same kind of statement-level triggers now
-- keep the not-archived members per client × role × status (at most ten rows a client); a
-- total for any role and status filter, or none, sums a few of them.

CREATE TABLE client_member_tally (
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  role text NOT NULL,
  status text NOT NULL,
  members integer NOT NULL,
  PRIMARY KEY (client_id, role, status)
);

INSERT INTO client_member_tally (client_id, role, status, members)
  SELECT client_id, role, status, count(*) FROM member WHERE archived_at IS NULL GROUP BY client_id, role, status;

-- One line per statement: the migration runner splits at semicolons that end a line.
-- Inserts and updates add signed deltas in key order, so two statements changing several rows
-- of one client lock them in the same order and cannot deadlock. Deletes only update existing
-- rows: when a client is deleted its tally rows go with it, and an insert would break the key.
CREATE FUNCTION client_member_tally_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN INSERT INTO client_member_tally AS t (client_id, role, status, members) SELECT client_id, role, status, count(*) FROM new_rows WHERE archived_at IS NULL GROUP BY client_id, role, status ORDER BY client_id, role, status ON CONFLICT (client_id, role, status) DO UPDATE SET members = t.members + EXCLUDED.members; ELSIF TG_OP = 'UPDATE' THEN INSERT INTO client_member_tally AS t (client_id, role, status, members) SELECT client_id, role, status, sum(delta) FROM (SELECT client_id, role, status, 1 AS delta FROM new_rows WHERE archived_at IS NULL UNION ALL SELECT client_id, role, status, -1 FROM old_rows WHERE archived_at IS NULL) x GROUP BY client_id, role, status HAVING sum(delta) <> 0 ORDER BY client_id, role, status ON CONFLICT (client_id, role, status) DO UPDATE SET members = t.members + EXCLUDED.members; ELSE UPDATE client_member_tally t SET members = t.members - x.n FROM (SELECT client_id, role, status, count(*) AS n FROM old_rows WHERE archived_at IS NULL GROUP BY client_id, role, status) x WHERE t.client_id = x.client_id AND t.role = x.role AND t.status = x.status; END IF; RETURN NULL; END $$;

CREATE TRIGGER member_tally_insert AFTER INSERT ON member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_member_tally_apply();
CREATE TRIGGER member_tally_update AFTER UPDATE ON member REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_member_tally_apply();
CREATE TRIGGER member_tally_delete AFTER DELETE ON member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_member_tally_apply();

-- The last-login sort (the list's "last login" column, most often with a status filter):
-- without it every such page sorted all the client's members. Role and status ride along so
-- a filtered page is read from the index alone.
CREATE INDEX member_active_last_login ON member (client_id, last_login_at, id) INCLUDE (role, status) WHERE archived_at IS NULL;
