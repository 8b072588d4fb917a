-- Each API instance keeps, per list of a client's members, where every 500th row of a sort order
-- begins (lib/page-bookmarks.ts), so a deep page starts its walk there. These triggers announce
-- 'members:<client id>' on the channel of 029 whenever a member joins, leaves or moves in an
-- order kept that way (names, username, role, status, archiving), once per statement and client.
CREATE FUNCTION announce_members_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'members:' || c.client_id) FROM (SELECT DISTINCT client_id FROM changed_rows) c; RETURN NULL; END $$;
CREATE FUNCTION announce_members_moved() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'members:' || c.client_id) FROM (SELECT DISTINCT n.client_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n.client_id, n.last_name_key, n.first_name_key, n.username, n.role, n.status, n.archived_at) IS DISTINCT FROM (o.client_id, o.last_name_key, o.first_name_key, o.username, o.role, o.status, o.archived_at)) c; RETURN NULL; END $$;
CREATE TRIGGER member_insert_announced AFTER INSERT ON member REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_members_change();
CREATE TRIGGER member_delete_announced AFTER DELETE ON member REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_members_change();
CREATE TRIGGER member_order_announced AFTER UPDATE ON member REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_members_moved();
