-- docs/product.md §4: confirming every measure ends the assessment (issue 71, point 2). A result
-- is done once nothing waits: every risk that needs a measure (risk factor 5 and above,
-- RISK_MEASURE_REQUIRED_FROM of the contracts) has one in force and every measure in force is
-- agreed. Effectiveness checks come after that as follow-up tasks (a measure's own status, the
-- admins' overview) and no longer hold the assessment open. Until then it is measures agreed once
-- one of its measures in force is agreed, else measures created; the statuses keep that order.
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE OR REPLACE FUNCTION risk_result_status_sync(result_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF cardinality(result_ids) = 0 THEN RETURN; END IF; PERFORM 1 FROM risk_result res WHERE res.id = ANY (result_ids) ORDER BY res.id FOR NO KEY UPDATE; UPDATE risk_result res SET status = now_status FROM (SELECT r0.id, CASE WHEN NOT EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = r0.id AND x.cancelled_at IS NULL AND x.agreed_at IS NULL) AND NOT EXISTS (SELECT 1 FROM risk r WHERE r.result_id = r0.id AND r.risk_factor >= 5 AND NOT EXISTS (SELECT 1 FROM risk_action x WHERE x.risk_id = r.id AND x.cancelled_at IS NULL)) THEN 'done' WHEN EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = r0.id AND x.cancelled_at IS NULL AND x.agreed_at IS NOT NULL) THEN 'measures-agreed' ELSE 'measures-created' END AS now_status FROM risk_result r0 WHERE r0.id = ANY (result_ids)) computed WHERE res.id = computed.id AND res.status <> computed.now_status; END $$;

SELECT risk_result_status_sync(ARRAY(SELECT id FROM risk_result));
