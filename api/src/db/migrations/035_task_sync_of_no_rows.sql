-- The task syncs of 012 and 022 run once per statement on member_option, org_unit_member and
-- location_member, even when the statement changed no row: an upsert of a member's options fires
-- both its INSERT and its UPDATE triggers, each about 1.2 ms with 100,000 members though its
-- transition table is empty. A statement that changed no row now syncs nothing.
CREATE OR REPLACE FUNCTION elearning_task_sync_members() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM elearning_task_sync(ARRAY(SELECT DISTINCT member_id FROM old_rows), NULL); END IF; ELSIF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM elearning_task_sync(ARRAY(SELECT DISTINCT member_id FROM new_rows), NULL); END IF; RETURN NULL; END $$;
CREATE OR REPLACE FUNCTION risk_task_sync_members() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' THEN IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM risk_task_sync(ARRAY(SELECT DISTINCT member_id FROM old_rows), NULL); END IF; ELSIF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM risk_task_sync(ARRAY(SELECT DISTINCT member_id FROM new_rows), NULL); END IF; RETURN NULL; END $$;
