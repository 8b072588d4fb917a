import type { Pool } from 'pg';
import type { Queryable } from '../company/member-data';
import { BENCH_ADMIN } from '../company/server';

/**
 * Bulk data of the risk-assessment benchmark, in SQL of the shape 022_risk_assessment.sql and
 * 023_risk_evaluation.sql give the tables: a questionnaire of the bench licensee, the client's
 * active assessment of it assigned to the default org unit (the assignment trigger opens the
 * analysis and gives every member a task, as assign-org-units does), completed member analyses
 * (task, execution, answer sheet) and the members who answer in the benchmark.
 */

/** A large questionnaire (the demo ones have 8 or 9 questions): its risks fill two pages of the list. */
const SECTIONS = 5;
const QUESTIONS_PER_SECTION = 8;

interface LocalisedText {
  de_DE: string;
  en_GB: string;
}

interface Question {
  id: string;
  severity: number;
  text: LocalisedText;
  hint?: LocalisedText;
}

/** The questionnaire's content column: sections of questions, each with the damage severity its author set. */
export function benchQuestionnaire(): { sections: Array<{ id: string; title: LocalisedText; questions: Question[] }> } {
  return {
    sections: Array.from({ length: SECTIONS }, (_, section) => ({
      id: `section-${section + 1}`,
      title: { de_DE: `Bereich ${section + 1}`, en_GB: `Area ${section + 1}` },
      questions: Array.from({ length: QUESTIONS_PER_SECTION }, (_, index) => {
        const number = section * QUESTIONS_PER_SECTION + index + 1;
        return {
          id: `hazard-${number}`,
          // Severities 1 … 5 over the questions, so the risks come out at every level.
          severity: 1 + (number % 5),
          text: { de_DE: `Gefährdung ${number} tritt bei meiner Arbeit auf.`, en_GB: `Hazard ${number} occurs in my work.` },
          ...(number % 3 === 0 ? { hint: { de_DE: `Hinweis zu Gefährdung ${number}.`, en_GB: `A hint on hazard ${number}.` } } : {}),
        };
      }),
    })),
  };
}

/** The question ids of the bench questionnaire, in order. */
export const questionIds = (): string[] =>
  benchQuestionnaire().sections.flatMap((section) => section.questions.map((question) => question.id));

/** Which questionnaire an assessment asks and whom: the bench's default is one for every member. */
export interface AssessmentOptions {
  /** The questionnaire's identifier, unique within the licensee. */
  identifier?: string;
  /** Its German and English title. */
  title?: { de_DE: string; en_GB: string };
  /** The identifier of the org unit the assessment is assigned to; the default unit (every member is in it) when left out. */
  orgUnitIdentifier?: string;
}

/**
 * The client's active assessment of a new questionnaire, assigned to an org unit (the default
 * one unless named); answers the assessment's and its open analysis's ids. The licensee
 * switches the area on for the client.
 */
export async function createAssessment(
  pool: Queryable,
  clientId: string,
  {
    identifier = 'bench-workplace',
    title = { de_DE: 'Arbeitsplatz Bench', en_GB: 'Bench workplace' },
    orgUnitIdentifier,
  }: AssessmentOptions = {},
): Promise<{ assessmentId: string; analysisId: string }> {
  await pool.query(
    `INSERT INTO client_feature_flag (client_id, flag, enabled) VALUES ($1, 'riskAssessments', true) ON CONFLICT DO NOTHING`,
    [clientId],
  );
  const texts = Object.fromEntries(
    (['de_DE', 'en_GB'] as const).map((language) => [language, { title: title[language], description: '', category: 'Bench' }]),
  );
  const { rows } = await pool.query(
    `WITH questionnaire AS (
       INSERT INTO risk_questionnaire (licensee_id, identifier, texts, content, duration_minutes)
       SELECT licensee_id, $4, $2::jsonb, $3::jsonb, 20 FROM client WHERE id = $1 RETURNING id)
     INSERT INTO risk_assessment (client_id, questionnaire_id, status, interval_months, first_execution_buffer_days)
     SELECT $1, id, 'active', 12, 30 FROM questionnaire RETURNING id`,
    [clientId, JSON.stringify(texts), JSON.stringify(benchQuestionnaire()), identifier],
  );
  const assessmentId = (rows[0] as { id: string }).id;
  await pool.query(
    `INSERT INTO risk_assessment_assignment (client_id, risk_assessment_id, kind, org_unit_id)
     SELECT $1, $2, 'org-unit', id FROM org_unit
      WHERE client_id = $1 AND CASE WHEN $3::text IS NULL THEN is_default ELSE identifier = $3 END`,
    [clientId, assessmentId, orgUnitIdentifier ?? null],
  );
  const { rows: analyses } = await pool.query(`SELECT id FROM risk_analysis WHERE risk_assessment_id = $1 AND finished_at IS NULL`, [
    assessmentId,
  ]);
  const analysisId = (analyses[0] as { id: string } | undefined)?.id;
  if (!analysisId) throw new Error('assigning the assessment opened no analysis');
  return { assessmentId, analysisId };
}

/**
 * `count` members' analyses completed as save-execution with `complete` leaves them: the task
 * done, the execution emptied and closed, the answers a sheet of the analysis without member or
 * time. Each question leans to its own answer (apart from its severity, so severity and
 * probability meet in every combination) and the members vary around it; one sheet in 20 has a note. Answers how many tasks the analysis has.
 */
export async function completeAnalyses(pool: Pool, clientId: string, analysisId: string, count: number): Promise<number> {
  const { rowCount } = await pool.query(
    `WITH chosen AS (
       SELECT id FROM risk_member_task WHERE analysis_id = $2 AND withdrawn_at IS NULL ORDER BY hashtext(id::text) LIMIT $3),
     done AS (
       UPDATE risk_member_task t SET started_at = now() - interval '2 days', completed_at = now() - interval '1 day'
         FROM chosen c WHERE t.id = c.id RETURNING t.id)
     INSERT INTO risk_execution (client_id, task_id, started_at, saved_at, completed_at)
     SELECT $1, id, now() - interval '2 days', now() - interval '1 day', now() - interval '1 day' FROM done`,
    [clientId, analysisId, count],
  );
  if (rowCount !== count) throw new Error(`only ${rowCount} of ${count} tasks could be completed`);
  await pool.query(
    `INSERT INTO risk_answer_sheet (client_id, analysis_id, answers, notes)
     SELECT $1, $2,
            (SELECT jsonb_object_agg(q.id, LEAST(4, GREATEST(0, (q.n / 5 % 5)::int + (i + q.n)::int % 3 - 1)))
               FROM unnest($3::text[]) WITH ORDINALITY AS q(id, n)),
            CASE WHEN i % 20 = 0 THEN jsonb_build_object(($3::text[])[1 + (i / 20) % cardinality($3::text[])], 'Hinweis ' || i) ELSE '{}' END
       FROM generate_series(1, $4::int) AS i`,
    [clientId, analysisId, questionIds(), count],
  );
  const { rows } = await pool.query(`SELECT count(*)::int AS tasks FROM risk_member_task WHERE analysis_id = $1 AND withdrawn_at IS NULL`, [
    analysisId,
  ]);
  return (rows[0] as { tasks: number }).tasks;
}

/**
 * `count` active members with an open task in the analysis, given the bench admin's password
 * hash (generated members have none) so they can sign in; answers their usernames and tasks.
 */
export async function answeringMembers(
  pool: Queryable,
  clientId: string,
  analysisId: string,
  count: number,
): Promise<Array<{ username: string; taskUuid: string }>> {
  const { rows } = await pool.query(
    `WITH answering AS (
       SELECT m.id, m.username, t.id AS task_id FROM risk_member_task t JOIN member m ON m.id = t.member_id
        WHERE t.analysis_id = $2 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
          AND m.role = 'member' AND m.status = 'active' AND m.archived_at IS NULL
        ORDER BY m.username LIMIT $3),
     signed AS (
       UPDATE member m SET password_hash = (SELECT password_hash FROM member WHERE client_id = $1 AND username = $4)
         FROM answering a WHERE m.id = a.id)
     SELECT username, task_id AS "taskUuid" FROM answering ORDER BY username`,
    [clientId, analysisId, count, BENCH_ADMIN],
  );
  return rows as Array<{ username: string; taskUuid: string }>;
}

/**
 * Measures as an evaluated analysis collects them: two against every risk that calls for one
 * (factor 5 or more), one of them agreed, and every fourth agreed one found effective; some
 * overdue. Without them every status would be computed over no measures at all.
 */
export async function createMeasures(pool: Pool, clientId: string, resultId: string): Promise<number> {
  const { rowCount } = await pool.query(
    `INSERT INTO risk_action (client_id, result_id, risk_id, title, measure_type, type_reason, due_date, expected_risk_factor,
                              agreed_at, check_date, check_effective)
     SELECT $1, $2, r.id, 'Maßnahme ' || r.position || '.' || n, 'technical', 'Eine Substitution ist nicht möglich.',
            CURRENT_DATE + (r.position % 60) - 10, 2,
            CASE WHEN n = 1 THEN now() END,
            CASE WHEN n = 1 AND r.position % 4 = 0 THEN CURRENT_DATE END,
            CASE WHEN n = 1 AND r.position % 4 = 0 THEN true END
       FROM risk r, generate_series(1, 2) AS n WHERE r.result_id = $2 AND r.risk_factor >= 5`,
    [clientId, resultId],
  );
  await pool.query('ANALYZE risk, risk_action, risk_result');
  return rowCount ?? 0;
}
