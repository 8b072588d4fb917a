-- A risk-assessment result's status (RISK_RESULT_STATUSES) follows from its risks and their
-- measures: measures created while a measure is not yet agreed or a risk that needs one (risk
-- factor 5 and above, RISK_MEASURE_REQUIRED_FROM of the contracts) has none; else measures agreed
-- while one is not yet found effective; else done. A member's task list and its counts showed it
-- for every task, computed from the risks each time: 3 ms of a 6 ms count for a member with 75
-- evaluated analyses (bench:start). Statement-level triggers on risks and measures now keep it on
-- the result, the way 020, 025 and 026 keep their tallies.

ALTER TABLE risk_result ADD COLUMN status text NOT NULL DEFAULT 'done' CHECK (status IN ('measures-created', 'measures-agreed', 'done'));

-- Looks again at the given results: their rows are locked first, in id order, so the status is
-- computed by a statement after the lock, which reads what a concurrent change committed.
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION risk_result_status_sync(result_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF cardinality(result_ids) = 0 THEN RETURN; END IF; PERFORM 1 FROM risk_result res WHERE res.id = ANY (result_ids) ORDER BY res.id FOR NO KEY UPDATE; UPDATE risk_result res SET status = now_status FROM (SELECT r0.id, CASE WHEN EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = r0.id AND x.agreed_at IS NULL) OR EXISTS (SELECT 1 FROM risk r WHERE r.result_id = r0.id AND r.risk_factor >= 5 AND NOT EXISTS (SELECT 1 FROM risk_action x WHERE x.risk_id = r.id)) THEN 'measures-created' WHEN EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = r0.id AND x.check_effective IS NOT TRUE) THEN 'measures-agreed' ELSE 'done' END AS now_status FROM risk_result r0 WHERE r0.id = ANY (result_ids)) computed WHERE res.id = computed.id AND res.status <> computed.now_status; END $$;

CREATE FUNCTION risk_result_status_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN PERFORM risk_result_status_sync(ARRAY(SELECT DISTINCT result_id FROM old_rows)); ELSE PERFORM risk_result_status_sync(ARRAY(SELECT DISTINCT result_id FROM new_rows)); END IF; RETURN NULL; END $$;

CREATE TRIGGER risk_result_status_risk_insert AFTER INSERT ON risk REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_result_status_rows_changed();
CREATE TRIGGER risk_result_status_action_insert AFTER INSERT ON risk_action REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_result_status_rows_changed();
CREATE TRIGGER risk_result_status_action_update AFTER UPDATE ON risk_action REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_result_status_rows_changed();
CREATE TRIGGER risk_result_status_action_delete AFTER DELETE ON risk_action REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION risk_result_status_rows_changed();

SELECT risk_result_status_sync(ARRAY(SELECT id FROM risk_result));
