-- Company administration: the member list stays fast with 100,000 members in one client.
--
-- The list sorts and searches by name, but names live in member_details, which has no
-- client_id or archived_at: no single index could serve "this client's active members in
-- name order". So member keeps lowercase copies of the names (sort keys), maintained by a
-- trigger on member_details, and partial indexes over the active members carry them.
-- Collation "C" lets the same btree serve both ORDER BY and a prefix search (LIKE 'abc%').

ALTER TABLE member ADD COLUMN last_name_key text COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE member ADD COLUMN first_name_key text COLLATE "C" NOT NULL DEFAULT '';

-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION member_name_keys_sync() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE member SET last_name_key = lower(NEW.last_name), first_name_key = lower(NEW.first_name) WHERE id = NEW.member_id AND (last_name_key IS DISTINCT FROM lower(NEW.last_name) OR first_name_key IS DISTINCT FROM lower(NEW.first_name)); RETURN NULL; END $$;

CREATE TRIGGER member_details_name_keys AFTER INSERT OR UPDATE OF first_name, last_name ON member_details
  FOR EACH ROW EXECUTE FUNCTION member_name_keys_sync();

UPDATE member m SET last_name_key = lower(d.last_name), first_name_key = lower(d.first_name)
  FROM member_details d WHERE d.member_id = m.id;

-- Sorting active members by last or first name; the id keeps pages stable.
CREATE INDEX member_active_last_name ON member (client_id, last_name_key, first_name_key, id) WHERE archived_at IS NULL;
CREATE INDEX member_active_first_name ON member (client_id, first_name_key, last_name_key, id) WHERE archived_at IS NULL;
-- Prefix search on login names of active members.
CREATE INDEX member_active_username_prefix ON member (client_id, lower(username) text_pattern_ops) WHERE archived_at IS NULL;
CREATE INDEX member_active_email_prefix ON member (client_id, lower(email) text_pattern_ops) WHERE archived_at IS NULL;

-- The archive list: one client's archived members.
CREATE INDEX member_archived ON member (client_id, archived_at DESC, id) WHERE archived_at IS NOT NULL;

-- Scoping: units an ou-admin administers.
CREATE INDEX org_unit_admin_member_kind ON org_unit_admin (member_id, kind);
