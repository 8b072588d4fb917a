-- The audit log is read newest first, by keyset (created_at, id), for a client's owner and for the
-- licensee admin (modules/audit-log): the client's entries, the licensee staff's entries, and one
-- person's entries each come in that order from an index, however long the log.
DROP INDEX audit_log_client_time;
CREATE INDEX audit_log_client_time ON audit_log (client_id, created_at DESC, id DESC);
CREATE INDEX audit_log_staff_time ON audit_log (licensee_id, created_at DESC, id DESC) WHERE actor_advisor_id IS NOT NULL;
CREATE INDEX audit_log_actor_time ON audit_log ((coalesce(actor_member_id, actor_advisor_id)), created_at DESC, id DESC);
