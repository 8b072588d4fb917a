import type { Queryable } from '../db';

export interface RiskAnalysisDrift {
  analysisId: string;
  tallied: [number, number, number];
  real: [number, number, number];
}

/**
 * Where the tally table of 032_risk_analysis_tally.sql disagrees with a count made here from
 * scratch (participants: tasks not withdrawn; completed: answer sheets; counted: those that
 * count), over every analysis;
 * none when it is exact. An analysis the tally lacks counts as 0 and 0 tallied.
 */
export function riskAnalysisTallyDrift(db: Queryable): Promise<RiskAnalysisDrift[]> {
  return db.query<RiskAnalysisDrift>(
    `WITH real AS (
       SELECT an.id AS analysis_id,
              (SELECT count(*)::int FROM risk_member_task t WHERE t.analysis_id = an.id AND t.withdrawn_at IS NULL) AS participants,
              (SELECT count(*)::int FROM risk_answer_sheet s WHERE s.analysis_id = an.id) AS completed,
              (SELECT count(*)::int FROM risk_answer_sheet s WHERE s.analysis_id = an.id AND s.counted) AS counted
         FROM risk_analysis an)
     SELECT r.analysis_id AS "analysisId", ARRAY[coalesce(k.participants, 0), coalesce(k.completed, 0), coalesce(k.counted, 0)] AS tallied,
            ARRAY[r.participants, r.completed, r.counted] AS real
       FROM real r LEFT JOIN risk_analysis_tally k ON k.analysis_id = r.analysis_id
      WHERE (r.participants, r.completed, r.counted) IS DISTINCT FROM (coalesce(k.participants, 0), coalesce(k.completed, 0), coalesce(k.counted, 0))`,
  );
}
