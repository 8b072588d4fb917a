-- The members' standing list (read-member-standing-list) opens on the first page by due date, and
-- the admins' overview leads to it filtered to overdue standings: without an index in that order it
-- sorted every standing of the client (a million for 100,000 members and ten E-Learnings) on each
-- call. Members given an E-Learning together share its due date, so the index orders a date's
-- standings by member and E-Learning too: a page is then read in the index's order, where ordering a
-- date's standings by name sorted up to all of them. Its certificates running out are read by end
-- date, not from all of the client's certificates.

CREATE INDEX elearning_standing_due ON elearning_standing (client_id, org_unit_id, due_date, member_id, elearning_id);
CREATE INDEX certificate_standing_valid_until ON certificate_standing (client_id, valid_until);
