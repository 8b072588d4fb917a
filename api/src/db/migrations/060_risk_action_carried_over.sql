-- Issue 71, point 6: a new run of an assessment starts with the previous run's unfinished measures
-- (in force, not found effective). Each is carried into the new result as a measure of its own,
-- defined again against the same question's risk (`carried_from` names the one it continues); the
-- previous one is marked carried over (`carried_over_at`, and a 'carried-over' step in its history),
-- keeps what it said and its agreement, and is followed up only in the new run from then on.
ALTER TABLE risk_action ADD COLUMN carried_from uuid REFERENCES risk_action (id) ON DELETE SET NULL;
ALTER TABLE risk_action ADD COLUMN carried_over_at timestamptz;
ALTER TABLE risk_action_event DROP CONSTRAINT risk_action_event_kind_check;
ALTER TABLE risk_action_event ADD CONSTRAINT risk_action_event_kind_check CHECK (kind IN ('defined', 'changed', 'agreed', 'checked', 'cancelled', 'carried-over'));
