-- The standing list's certificates running out, by due date, sorted the 9,143 certificates of a
-- client in bench:start by their standings' due dates: one index probe into the standings per
-- certificate (36,575 buffers, about 100 ms alone, 1.2 s p99 at ten admins). Each certificate
-- now keeps its member's due date in that E-Learning as a whole (the standing of org unit 0, none
-- without a standing), so the window's certificates and their order come from one index.
--
-- Kept by triggers on the standings: a standing added or moved gives its due date to the
-- certificate of its member and E-Learning, a standing removed takes it. A certificate added
-- takes the due date of the standing it finds.
ALTER TABLE certificate_standing ADD COLUMN due_date date;
UPDATE certificate_standing cs SET due_date = s.due_date FROM elearning_standing s WHERE s.member_id = cs.member_id AND s.elearning_id = cs.elearning_id AND s.org_unit_id = '00000000-0000-0000-0000-000000000000' AND s.due_date IS NOT NULL;
CREATE INDEX certificate_standing_running_out_by_due_date ON certificate_standing (client_id, valid_until) INCLUDE (elearning_id, member_id, due_date);
DROP INDEX certificate_standing_running_out;
ALTER INDEX certificate_standing_running_out_by_due_date RENAME TO certificate_standing_running_out;

CREATE FUNCTION certificate_due_date_of_standing() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.due_date := (SELECT s.due_date FROM elearning_standing s WHERE s.member_id = NEW.member_id AND s.elearning_id = NEW.elearning_id AND s.org_unit_id = '00000000-0000-0000-0000-000000000000'); RETURN NEW; END $$;
CREATE FUNCTION certificate_due_date_set() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE certificate_standing cs SET due_date = n.due_date FROM new_rows n WHERE n.org_unit_id = '00000000-0000-0000-0000-000000000000' AND cs.member_id = n.member_id AND cs.elearning_id = n.elearning_id AND cs.due_date IS DISTINCT FROM n.due_date; RETURN NULL; END $$;
CREATE FUNCTION certificate_due_date_taken() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE certificate_standing cs SET due_date = NULL FROM old_rows o WHERE o.org_unit_id = '00000000-0000-0000-0000-000000000000' AND cs.member_id = o.member_id AND cs.elearning_id = o.elearning_id AND cs.due_date IS NOT NULL AND NOT EXISTS (SELECT 1 FROM elearning_standing s WHERE s.member_id = o.member_id AND s.elearning_id = o.elearning_id AND s.org_unit_id = o.org_unit_id); RETURN NULL; END $$;
CREATE TRIGGER certificate_standing_due_date BEFORE INSERT ON certificate_standing FOR EACH ROW EXECUTE FUNCTION certificate_due_date_of_standing();
CREATE TRIGGER elearning_standing_insert_certificate AFTER INSERT ON elearning_standing REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION certificate_due_date_set();
CREATE TRIGGER elearning_standing_update_certificate AFTER UPDATE ON elearning_standing REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION certificate_due_date_set();
CREATE TRIGGER elearning_standing_delete_certificate AFTER DELETE ON elearning_standing REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION certificate_due_date_taken();
