-- Each API instance keeps, per members' standing list of a client by due date, where every 500th
-- row begins (lib/page-bookmarks.ts), so a deep page starts its walk there. These triggers
-- announce 'standings:<client id>' on the channel of 029 whenever a standing joins, leaves or
-- moves in that order (its due date), once per statement and client, and when an E-Learning is
-- switched on or off (the list shows active ones only). A standing that only changes its kind
-- (started, say) keeps its place and is not announced.
CREATE FUNCTION announce_standings_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'standings:' || c.client_id) FROM (SELECT DISTINCT client_id FROM changed_rows) c; RETURN NULL; END $$;
CREATE FUNCTION announce_standings_moved() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'standings:' || c.client_id) FROM (SELECT DISTINCT client_id FROM ((SELECT client_id, member_id, elearning_id, org_unit_id, due_date FROM new_rows EXCEPT SELECT client_id, member_id, elearning_id, org_unit_id, due_date FROM old_rows) UNION ALL (SELECT client_id, member_id, elearning_id, org_unit_id, due_date FROM old_rows EXCEPT SELECT client_id, member_id, elearning_id, org_unit_id, due_date FROM new_rows)) moved) c; RETURN NULL; END $$;
CREATE FUNCTION announce_standings_of_elearning() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'standings:' || NEW.client_id); RETURN NULL; END $$;
CREATE TRIGGER elearning_standing_insert_announced AFTER INSERT ON elearning_standing REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_standings_change();
CREATE TRIGGER elearning_standing_delete_announced AFTER DELETE ON elearning_standing REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_standings_change();
CREATE TRIGGER elearning_standing_order_announced AFTER UPDATE ON elearning_standing REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_standings_moved();
CREATE TRIGGER elearning_status_announced AFTER UPDATE ON elearning FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.client_id IS DISTINCT FROM OLD.client_id) EXECUTE FUNCTION announce_standings_of_elearning();
