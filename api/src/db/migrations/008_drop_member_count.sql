-- The tally of 006 holds the unfiltered total too (the sum of a client's rows), so 004's count
-- was kept a second time on every member write for nothing: its triggers and table go.
DROP TRIGGER member_count_insert ON member;
DROP TRIGGER member_count_update ON member;
DROP TRIGGER member_count_delete ON member;
DROP FUNCTION client_member_count_apply();
DROP TABLE client_member_count;
