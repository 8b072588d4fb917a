-- A licensee deactivates a client it no longer serves (decision 0013): its members cannot sign
-- in and their sessions end; nothing of the client is deleted, and reactivating it restores all.
ALTER TABLE client ADD COLUMN deactivated_at timestamptz;

-- The sessions of the client's members end at once on every instance, as when support login is
-- turned off (029).
DROP TRIGGER client_change_announced ON client;
CREATE TRIGGER client_change_announced AFTER UPDATE ON client FOR EACH ROW
  WHEN (NEW.allow_support_login IS DISTINCT FROM OLD.allow_support_login OR NEW.licensee_id IS DISTINCT FROM OLD.licensee_id
        OR NEW.deactivated_at IS DISTINCT FROM OLD.deactivated_at)
  EXECUTE FUNCTION announce_change('client');
