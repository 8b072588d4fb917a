-- Each API instance keeps the member state it read (the signed-in member's or advisor's details
-- and their client's name; modules/startup/member-state.ts) for a few seconds. These triggers
-- announce on 029's channel when what it shows changes: 'profiles:<client id>' for a member's
-- email, username or details, or the client's name or identifier (one announcement per client
-- and transaction however many members an import changes: PostgreSQL sends equal ones once);
-- 'profile:<advisor id>' for a support advisor's names, email or username.
CREATE FUNCTION announce_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_TABLE_NAME = 'member_details' THEN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'profiles:' || m.client_id) FROM member m WHERE m.id = NEW.member_id; ELSIF TG_TABLE_NAME = 'member' THEN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'profiles:' || NEW.client_id); ELSIF TG_TABLE_NAME = 'client' THEN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'profiles:' || NEW.id); ELSE PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'profile:' || NEW.id); END IF; RETURN NULL; END $$;
CREATE TRIGGER member_details_profile_announced AFTER UPDATE ON member_details FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION announce_profile_change();
CREATE TRIGGER member_profile_announced AFTER UPDATE ON member FOR EACH ROW WHEN (NEW.email IS DISTINCT FROM OLD.email OR NEW.username IS DISTINCT FROM OLD.username) EXECUTE FUNCTION announce_profile_change();
CREATE TRIGGER client_profile_announced AFTER UPDATE ON client FOR EACH ROW WHEN (NEW.name IS DISTINCT FROM OLD.name OR NEW.client_identifier IS DISTINCT FROM OLD.client_identifier) EXECUTE FUNCTION announce_profile_change();
CREATE TRIGGER customer_advisor_profile_announced AFTER UPDATE ON customer_advisor FOR EACH ROW WHEN ((NEW.username, NEW.email, NEW.first_name, NEW.last_name) IS DISTINCT FROM (OLD.username, OLD.email, OLD.first_name, OLD.last_name)) EXECUTE FUNCTION announce_profile_change();
