-- Each API instance keeps what it read of a session (and of a client's feature flags) for a
-- few seconds (plugins/session.ts, lib/feature-flags.ts). These triggers announce every change
-- that ends or alters one, so each instance drops its copy when the change commits:
-- 'session:<id>', 'member:<id>', 'advisor:<id>', 'client:<id>' (a client's sessions),
-- 'flags:<client id>' and 'flags:*' (a client's, or every client's, feature flags). Each schema
-- has its channel (api_change_<schema>): the schemas of one server do not hear each other.
CREATE FUNCTION announce_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, TG_ARGV[0] || ':' || OLD.id); RETURN NULL; END $$;
CREATE FUNCTION announce_flags_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_LEVEL = 'STATEMENT' THEN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'flags:*'); ELSIF TG_OP = 'DELETE' THEN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'flags:' || OLD.client_id); ELSE PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'flags:' || NEW.client_id); END IF; RETURN NULL; END $$;
-- A touch only pushes a session's expiry forward: not announced.
CREATE TRIGGER session_change_announced AFTER UPDATE ON session FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at OR (NEW.kind, NEW.client_id, NEW.member_id, NEW.advisor_id, NEW.absolute_expires_at, NEW.idle_seconds) IS DISTINCT FROM (OLD.kind, OLD.client_id, OLD.member_id, OLD.advisor_id, OLD.absolute_expires_at, OLD.idle_seconds)) EXECUTE FUNCTION announce_change('session');
CREATE TRIGGER session_end_announced AFTER DELETE ON session FOR EACH ROW EXECUTE FUNCTION announce_change('session');
CREATE TRIGGER member_change_announced AFTER UPDATE ON member FOR EACH ROW WHEN (NEW.role IS DISTINCT FROM OLD.role OR NEW.status IS DISTINCT FROM OLD.status OR NEW.archived_at IS DISTINCT FROM OLD.archived_at OR NEW.client_id IS DISTINCT FROM OLD.client_id) EXECUTE FUNCTION announce_change('member');
CREATE TRIGGER customer_advisor_change_announced AFTER UPDATE ON customer_advisor FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status) EXECUTE FUNCTION announce_change('advisor');
CREATE TRIGGER client_change_announced AFTER UPDATE ON client FOR EACH ROW WHEN (NEW.allow_support_login IS DISTINCT FROM OLD.allow_support_login OR NEW.licensee_id IS DISTINCT FROM OLD.licensee_id) EXECUTE FUNCTION announce_change('client');
CREATE TRIGGER client_feature_flag_announced AFTER INSERT OR UPDATE OR DELETE ON client_feature_flag FOR EACH ROW EXECUTE FUNCTION announce_flags_change();
CREATE TRIGGER client_package_announced AFTER INSERT OR UPDATE OR DELETE ON client_package FOR EACH ROW EXECUTE FUNCTION announce_flags_change();
CREATE TRIGGER package_product_announced AFTER INSERT OR UPDATE OR DELETE ON package_product FOR EACH STATEMENT EXECUTE FUNCTION announce_flags_change();
CREATE TRIGGER product_announced AFTER INSERT OR UPDATE OR DELETE ON product FOR EACH STATEMENT EXECUTE FUNCTION announce_flags_change();
CREATE TRIGGER product_type_announced AFTER INSERT OR UPDATE OR DELETE ON product_type FOR EACH STATEMENT EXECUTE FUNCTION announce_flags_change();
