import { audit } from '../../audit';
import type { Queryable } from '../../db';
import { applyScheduleDates } from '../../lib/schedule-dates';
import { sql, sqlRows } from '../../lib/sql';
import type { ScheduledJob } from '../../scheduler/jobs';

interface OpenedReview {
  analysisId: string;
  assessmentId: string;
  clientId: string;
  licenseeId: string;
}

/**
 * Opens the review of every active, assigned assessment whose last analysis was evaluated and
 * whose next review date has come: a new analysis of the questionnaire as it stands, with a task
 * for each member its assignments reach (risk_task_sync, 022_risk_assessment.sql). An assessment
 * with an open analysis is left alone, so a review opens once however often this runs. Answers
 * the reviews opened.
 */
export async function openDueReviews(tx: Queryable): Promise<OpenedReview[]> {
  const due = await sqlRows<{ id: string }>(
    tx,
    sql`SELECT a.id FROM risk_assessment a
         WHERE a.status = 'active'
           AND NOT EXISTS (SELECT 1 FROM risk_analysis o WHERE o.risk_assessment_id = a.id AND o.finished_at IS NULL)
           AND (SELECT f.next_review_date FROM risk_analysis f
                 WHERE f.risk_assessment_id = a.id AND f.finished_at IS NOT NULL ORDER BY f.finished_at DESC LIMIT 1) <= CURRENT_DATE`,
  );
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  // A statement does not see the rows a function it calls inserts: the opened analyses are read after.
  await sqlRows(tx, sql`SELECT risk_task_sync(NULL, ${ids}::uuid[])`);
  return sqlRows<OpenedReview>(
    tx,
    sql`SELECT an.id AS "analysisId", an.risk_assessment_id AS "assessmentId", an.client_id AS "clientId", c.licensee_id AS "licenseeId"
          FROM risk_analysis an JOIN client c ON c.id = an.client_id
         WHERE an.risk_assessment_id = ANY(${ids}::uuid[]) AND an.finished_at IS NULL`,
  );
}

/**
 * Switches risk assessments on and off on their activation and deactivation dates, each date once
 * (lib/schedule-dates.ts): switching on opens the analysis of an assigned one (the table's
 * activation trigger), switching off hides its tasks. Then opens the reviews whose date has come;
 * each is audited, with no member as its actor.
 */
export const riskAssessmentDatesJob: ScheduledJob = {
  name: 'risk-assessment-dates',
  // Dates are days: four runs an hour apply one within a quarter of an hour of its start.
  everySeconds: 15 * 60,
  async run(tx: Queryable): Promise<number> {
    const switched = await applyScheduleDates(tx, { table: 'risk_assessment', area: 'risk-assessment' });
    const reviews = await openDueReviews(tx);
    for (const review of reviews) {
      await audit(tx, {
        licenseeId: review.licenseeId,
        clientId: review.clientId,
        actor: {},
        action: 'risk-assessment.open-review-on-date',
        entity: 'risk_assessment',
        entityId: review.assessmentId,
        details: { analysisUuid: review.analysisId },
      });
    }
    return switched + reviews.length;
  },
};
