-- The licensee's back office (decision 0013). Its staff are the licensee's accounts in
-- customer_advisor, each with a back-office role; the support login into a client stays and
-- gives the role `user` there. A staff session belongs to no client.
ALTER TABLE customer_advisor ADD COLUMN role text NOT NULL DEFAULT 'licensee-advisor'
  CHECK (role IN ('licensee-admin', 'licensee-advisor'));

ALTER TABLE session DROP CONSTRAINT session_kind_check;
ALTER TABLE session DROP CONSTRAINT session_check;
ALTER TABLE session ALTER COLUMN client_id DROP NOT NULL;
ALTER TABLE session ADD CONSTRAINT session_kind_check CHECK (kind IN ('member', 'advisor', 'licensee'));
ALTER TABLE session ADD CONSTRAINT session_owner_check CHECK (
  (kind = 'member' AND member_id IS NOT NULL AND client_id IS NOT NULL)
  OR (kind = 'advisor' AND advisor_id IS NOT NULL AND client_id IS NOT NULL)
  OR (kind = 'licensee' AND advisor_id IS NOT NULL AND client_id IS NULL AND member_id IS NULL)
);
CREATE INDEX session_advisor ON session (advisor_id) WHERE advisor_id IS NOT NULL;

-- A role change takes effect with the next request on every instance, as a member's does (029).
DROP TRIGGER customer_advisor_change_announced ON customer_advisor;
CREATE TRIGGER customer_advisor_change_announced AFTER UPDATE ON customer_advisor FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.role IS DISTINCT FROM OLD.role)
  EXECUTE FUNCTION announce_change('advisor');
