-- Issue 71, point 3: the risk expected after a measure may exceed the risk before it only with a
-- reason, which is part of what the measure says (a new version when it changes, kept in the
-- history's content). Null while the expected risk is not above the risk's own.
ALTER TABLE risk_action ADD COLUMN expected_risk_reason text;
