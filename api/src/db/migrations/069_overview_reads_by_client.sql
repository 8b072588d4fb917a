-- Issue 73, point 2: the admins' overview (read-attention-overview) reads a client's rows by its
-- own keys, where it read every client's: the E-Learning tallies of one kept scope (the whole
-- client's scope id is the same for every client), the measures still pursued by due date
-- (overdue, checks due) and each assessment's latest evaluation. Each of these statements
-- scanned its whole table, so its time grew with all tenants' rows, not with the caller's.
CREATE INDEX elearning_standing_tally_scope ON elearning_standing_tally (client_id, scope_id);
CREATE INDEX risk_action_pursued_due ON risk_action (client_id, due_date) WHERE cancelled_at IS NULL AND check_effective IS NOT TRUE AND carried_over_at IS NULL;
CREATE INDEX risk_result_latest ON risk_result (client_id, risk_assessment_id, created_at DESC, id);
