-- A measure's history (issue 71, "history that is never rewritten"): the assessment is evidence
-- for the authorities (ArbSchG §6), so what was agreed must stay readable as agreed. The measure's
-- row holds what it says now; each step it took is a row of risk_action_event that is never
-- changed: defined and each new version (its content, and the reason once it had been agreed),
-- agreed, checked (the check as recorded), cancelled (with its reason). `seq` orders the steps,
-- also those of one transaction.
ALTER TABLE risk_action ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE risk_action ADD COLUMN cancelled_at timestamptz;
ALTER TABLE risk_action ADD COLUMN cancelled_by uuid REFERENCES member (id) ON DELETE SET NULL;
ALTER TABLE risk_action ADD COLUMN cancel_reason text;

CREATE TABLE risk_action_event (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES client (id) ON DELETE CASCADE,
  action_id uuid NOT NULL REFERENCES risk_action (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('defined', 'changed', 'agreed', 'checked', 'cancelled')),
  at timestamptz NOT NULL DEFAULT now(),
  -- Who took the step; null once that member is gone (the step itself stays).
  by_member_id uuid REFERENCES member (id) ON DELETE SET NULL,
  version integer NOT NULL,
  -- defined, changed: the measure's content as it then read.
  content jsonb,
  -- changed (required once the measure had been agreed), cancelled.
  reason text,
  -- checked: date, reviewer, effective or not, note.
  check_record jsonb,
  CHECK ((kind IN ('defined', 'changed')) = (content IS NOT NULL)),
  CHECK ((kind = 'checked') = (check_record IS NOT NULL)),
  CHECK (kind <> 'cancelled' OR reason IS NOT NULL)
);
CREATE INDEX risk_action_event_action ON risk_action_event (action_id, seq);

-- Never rewritten: only the member reference may go (ON DELETE SET NULL of a deleted member).
-- One line per statement: the migration runner splits at semicolons that end a line.
CREATE FUNCTION risk_action_event_kept() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF (NEW.seq, NEW.client_id, NEW.action_id, NEW.kind, NEW.at, NEW.version, NEW.content, NEW.reason, NEW.check_record) IS DISTINCT FROM (OLD.seq, OLD.client_id, OLD.action_id, OLD.kind, OLD.at, OLD.version, OLD.content, OLD.reason, OLD.check_record) OR NEW.by_member_id IS NOT NULL AND NEW.by_member_id IS DISTINCT FROM OLD.by_member_id THEN RAISE EXCEPTION 'risk_action_event is never rewritten'; END IF; RETURN NEW; END $$;
CREATE TRIGGER risk_action_event_kept BEFORE UPDATE ON risk_action_event FOR EACH ROW EXECUTE FUNCTION risk_action_event_kept();

-- The measures there were: defined as they read now (earlier wording was not kept), agreed and
-- checked as their rows say; the check's time is unknown, so its date stands for it.
INSERT INTO risk_action_event (client_id, action_id, kind, at, by_member_id, version, content)
SELECT client_id, id, 'defined', created_at, created_by, 1,
       jsonb_build_object('title', title, 'description', description, 'measureType', measure_type, 'typeReason', type_reason,
                          'responsibleMemberUuid', responsible_member_id, 'dueDate', due_date::text, 'expectedRiskFactor', expected_risk_factor)
  FROM risk_action ORDER BY created_at, id;
INSERT INTO risk_action_event (client_id, action_id, kind, at, by_member_id, version)
SELECT client_id, id, 'agreed', agreed_at, agreed_by, 1 FROM risk_action WHERE agreed_at IS NOT NULL ORDER BY agreed_at, id;
INSERT INTO risk_action_event (client_id, action_id, kind, at, by_member_id, version, check_record)
SELECT client_id, id, 'checked', greatest(check_date::timestamptz, coalesce(agreed_at, created_at)), NULL, 1,
       jsonb_build_object('checkDate', check_date::text, 'reviewerUuid', check_reviewer_id, 'effective', check_effective, 'note', coalesce(check_note, ''))
  FROM risk_action WHERE check_date IS NOT NULL ORDER BY check_date, id;

-- A cancelled measure leaves the result's status as if it had never been defined.
CREATE OR REPLACE FUNCTION risk_result_status_sync(result_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN IF cardinality(result_ids) = 0 THEN RETURN; END IF; PERFORM 1 FROM risk_result res WHERE res.id = ANY (result_ids) ORDER BY res.id FOR NO KEY UPDATE; UPDATE risk_result res SET status = now_status FROM (SELECT r0.id, CASE WHEN EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = r0.id AND x.cancelled_at IS NULL AND x.agreed_at IS NULL) OR EXISTS (SELECT 1 FROM risk r WHERE r.result_id = r0.id AND r.risk_factor >= 5 AND NOT EXISTS (SELECT 1 FROM risk_action x WHERE x.risk_id = r.id AND x.cancelled_at IS NULL)) THEN 'measures-created' WHEN EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = r0.id AND x.cancelled_at IS NULL AND x.check_effective IS NOT TRUE) THEN 'measures-agreed' ELSE 'done' END AS now_status FROM risk_result r0 WHERE r0.id = ANY (result_ids)) computed WHERE res.id = computed.id AND res.status <> computed.now_status; END $$;
