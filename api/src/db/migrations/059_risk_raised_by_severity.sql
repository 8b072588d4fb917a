-- Issue 71, point 4: a hazard of the highest damage severity that any counted answer meets (an
-- answer other than "never") is at least a medium risk and calls for a measure, whatever the mean
-- of the answers says (docs/areas/risk-assessments.md, "Finishing and evaluating"). The flag says
-- the factor was raised above the matrix's cell by that rule. Results evaluated before the rule
-- keep the factors they were evaluated with: a result is not rewritten.
ALTER TABLE risk ADD COLUMN raised_by_severity boolean NOT NULL DEFAULT false;
