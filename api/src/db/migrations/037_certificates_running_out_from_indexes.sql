-- The standing list's certificates running out (read-member-standing-list, certificate 'expiring')
-- counted them from the certificates' rows, scattered over the table (29 ms for 9,086 of 200,397
-- certificates), and sorted them by their standings' due dates read one standing row at a time
-- (100 ms). Both are now read from indexes alone: the certificates by end date with their
-- E-Learning and member (3.4 ms), each standing's due date with its keys (42-64 ms). The index of
-- the standings by E-Learning keeps its order for those who read it so.
CREATE INDEX certificate_standing_running_out ON certificate_standing (client_id, valid_until) INCLUDE (elearning_id, member_id);
DROP INDEX certificate_standing_valid_until;
CREATE INDEX elearning_standing_of_elearning ON elearning_standing (elearning_id, member_id, org_unit_id) INCLUDE (due_date);
DROP INDEX elearning_standing_elearning;
