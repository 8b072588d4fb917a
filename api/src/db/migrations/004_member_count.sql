-- The member list's unfiltered total: counting 100,000 index entries for every page costs
-- more than the page itself, so each client's count of not-archived members is kept here by
-- statement-level triggers (one row update per statement, also for a 100,000-row import).

CREATE TABLE client_member_count (
  client_id uuid PRIMARY KEY REFERENCES client (id) ON DELETE CASCADE,
  not_archived integer NOT NULL DEFAULT 0
);

INSERT INTO client_member_count (client_id, not_archived)
  SELECT c.id, (SELECT count(*) FROM member m WHERE m.client_id = c.id AND m.archived_at IS NULL) FROM client c;

-- One line per statement: the migration runner splits at semicolons that end a line.
-- Deletes only update existing rows: when a client is deleted its count row goes with it.
CREATE FUNCTION client_member_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN INSERT INTO client_member_count AS c (client_id, not_archived) SELECT client_id, count(*) FROM new_rows WHERE archived_at IS NULL GROUP BY client_id ON CONFLICT (client_id) DO UPDATE SET not_archived = c.not_archived + EXCLUDED.not_archived; ELSIF TG_OP = 'UPDATE' THEN INSERT INTO client_member_count AS c (client_id, not_archived) SELECT client_id, sum(delta) FROM (SELECT client_id, 1 AS delta FROM new_rows WHERE archived_at IS NULL UNION ALL SELECT client_id, -1 FROM old_rows WHERE archived_at IS NULL) x GROUP BY client_id HAVING sum(delta) <> 0 ON CONFLICT (client_id) DO UPDATE SET not_archived = c.not_archived + EXCLUDED.not_archived; ELSE UPDATE client_member_count c SET not_archived = c.not_archived - x.n FROM (SELECT client_id, count(*) AS n FROM old_rows WHERE archived_at IS NULL GROUP BY client_id) x WHERE c.client_id = x.client_id; END IF; RETURN NULL; END $$;

CREATE TRIGGER member_count_insert AFTER INSERT ON member REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_member_count_apply();
CREATE TRIGGER member_count_update AFTER UPDATE ON member REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_member_count_apply();
CREATE TRIGGER member_count_delete AFTER DELETE ON member REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_member_count_apply();
