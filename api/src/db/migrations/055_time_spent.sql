-- Time spent (issue 70, "an attempt as an admin sees it"): each activity of an attempt keeps the
-- whole seconds its total time says (time-spent.ts reads it at each commit), the attempt their
-- sum, so the attempts list and the statistics export read a number instead of every SCO's data.
ALTER TABLE elearning_execution_activity ADD COLUMN seconds_spent integer NOT NULL DEFAULT 0 CHECK (seconds_spent >= 0);
ALTER TABLE elearning_execution ADD COLUMN seconds_spent integer NOT NULL DEFAULT 0 CHECK (seconds_spent >= 0);

-- What was kept before: SCORM 1.2's HHHH:MM:SS.SS or 2004's ISO 8601 duration (a year 365 days,
-- a month 30), as time-spent.ts reads them.
WITH parsed AS (
  SELECT execution_id, activity_id,
         regexp_match(cmi ->> 'cmi.core.total_time', '^(\d{2,4}):(\d{2}):(\d{2}(?:\.\d{1,2})?)$') AS t12,
         regexp_match(cmi ->> 'cmi.total_time',
                      '^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$') AS t2004
    FROM elearning_execution_activity
)
UPDATE elearning_execution_activity a
   SET seconds_spent = round(CASE
         WHEN p.t12 IS NOT NULL THEN p.t12[1]::numeric * 3600 + p.t12[2]::numeric * 60 + p.t12[3]::numeric
         WHEN p.t2004 IS NOT NULL THEN coalesce(p.t2004[1]::numeric, 0) * 365 * 86400 + coalesce(p.t2004[2]::numeric, 0) * 30 * 86400
           + coalesce(p.t2004[3]::numeric, 0) * 86400 + coalesce(p.t2004[4]::numeric, 0) * 3600
           + coalesce(p.t2004[5]::numeric, 0) * 60 + coalesce(p.t2004[6]::numeric, 0)
         ELSE 0 END)
  FROM parsed p
 WHERE p.execution_id = a.execution_id AND p.activity_id = a.activity_id;

UPDATE elearning_execution x
   SET seconds_spent = s.total
  FROM (SELECT execution_id, sum(seconds_spent) AS total FROM elearning_execution_activity GROUP BY execution_id) s
 WHERE s.execution_id = x.id;
