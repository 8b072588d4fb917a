-- The member lists of an org unit, a location or a member group, the member list filtered by
-- one of them, and a scoped admin's member list (loc-admins: their locations' members; ou-admins:
-- their units') keep deep-page bookmarks and search hits like the client's list (031). Their rows
-- also follow the link tables, so these triggers announce 'memberships:<client id>' on the channel
-- of 029 whenever a member joins or leaves an org unit, location or group, or an admin's units or
-- locations change, once per statement and client.
CREATE FUNCTION announce_memberships_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'memberships:' || c.client_id) FROM (SELECT DISTINCT m.client_id FROM changed_rows r JOIN member m ON m.id = r.member_id) c; RETURN NULL; END $$;
CREATE TRIGGER org_unit_member_insert_announced AFTER INSERT ON org_unit_member REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER org_unit_member_delete_announced AFTER DELETE ON org_unit_member REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER org_unit_member_update_announced AFTER UPDATE ON org_unit_member REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER location_member_insert_announced AFTER INSERT ON location_member REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER location_member_delete_announced AFTER DELETE ON location_member REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER location_member_update_announced AFTER UPDATE ON location_member REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER member_group_member_insert_announced AFTER INSERT ON member_group_member REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER member_group_member_delete_announced AFTER DELETE ON member_group_member REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER member_group_member_update_announced AFTER UPDATE ON member_group_member REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER org_unit_admin_insert_announced AFTER INSERT ON org_unit_admin REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER org_unit_admin_delete_announced AFTER DELETE ON org_unit_admin REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER org_unit_admin_update_announced AFTER UPDATE ON org_unit_admin REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER location_responsible_insert_announced AFTER INSERT ON location_responsible REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER location_responsible_delete_announced AFTER DELETE ON location_responsible REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
CREATE TRIGGER location_responsible_update_announced AFTER UPDATE ON location_responsible REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_memberships_change();
