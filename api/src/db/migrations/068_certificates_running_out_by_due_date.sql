-- Issue 73, point 2: the standing list's certificates running out (read-member-standing-list,
-- certificate 'expiring') opens by due date. The certificates of the window were read by end
-- date (067's index), every one of a scope's (9,149 of the whole client's at 100,000 members in
-- bench:start), and sorted for a page of 25: 11.6 ms of the page's 16 ms. In due-date order per
-- scope, with their end date beside the keys, a page walks the scope's certificates in order and
-- keeps those of the window (the first 25 after about 500 entries: 1.3 ms).
CREATE INDEX certificate_standing_due ON certificate_standing (client_id, scope_id, due_date, member_id, elearning_id) INCLUDE (valid_until);
