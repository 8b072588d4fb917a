-- Each instance caches which licensee serves a host (plugins/client-scope.ts). A licensee's name
-- or domains changed in its back office end those answers on every instance when the change
-- commits: 'licensee:*' (as 029 notifies the other cached reads).
CREATE FUNCTION announce_licensee_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_change_' || TG_TABLE_SCHEMA, 'licensee:*'); RETURN NULL; END $$;
CREATE TRIGGER licensee_announced AFTER UPDATE OR DELETE ON licensee FOR EACH STATEMENT EXECUTE FUNCTION announce_licensee_change();
CREATE TRIGGER licensee_domain_announced AFTER INSERT OR UPDATE OR DELETE ON licensee_domain FOR EACH STATEMENT EXECUTE FUNCTION announce_licensee_change();
