import {
  RISK_MEASURE_REQUIRED_FROM,
  RISK_LEVEL_FACTORS,
  RISK_SEVERE_DAMAGE,
  RISK_LEVELS,
  RISK_OVERVIEW_SORT_COLUMNS,
  RISK_SORT_COLUMNS,
  type Language,
  type Risk,
  type RiskOverviewRow,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { contentText } from '../../lib/content-catalog';
import { ACTION_IN_FORCE, ACTION_OPEN, ACTION_OVERDUE, ACTION_PURSUED } from '../../lib/risk-action-state';
import { carryOverUnfinished } from './action-queries';
import { CLIENT, clientRows, isoTime, joinSql, sql, type ClientRef, type Sql } from '../../lib/sql';
import type { RowList } from '../../lib/paging';

// The evaluation's SQL: finishing an analysis into a result with its risks, and reading results,
// risks and the client's matrix. Statuses are computed here from the risks and their measures
// (023_risk_evaluation.sql), never stored.

/** Stores the client's risk matrix. */
export async function saveMatrix(db: Queryable, client: ClientRef, factors: number[][], memberId: string | null): Promise<void> {
  await clientRows(
    db,
    client,
    sql`INSERT INTO risk_matrix (client_id, factors, updated_by) VALUES (${CLIENT}, ${JSON.stringify(factors)}::jsonb, ${memberId})
        ON CONFLICT (client_id) DO UPDATE SET factors = EXCLUDED.factors, updated_by = EXCLUDED.updated_by, updated_at = now()`,
  );
}

/** The open analysis of an assessment, locked against saves and other finishes; undefined when it has none. */
export async function lockOpenAnalysis(db: Queryable, client: ClientRef, assessmentId: string) {
  const [row] = await clientRows<{ id: string; completed: number; counted: number }>(
    db,
    client,
    sql`SELECT an.id, sheets.completed, sheets.counted
          FROM risk_analysis an,
               LATERAL (SELECT count(*)::int AS completed, (count(*) FILTER (WHERE s.counted))::int AS counted
                          FROM risk_answer_sheet s WHERE s.analysis_id = an.id) sheets
         WHERE an.client_id = ${CLIENT} AND an.risk_assessment_id = ${assessmentId} AND an.finished_at IS NULL
           FOR UPDATE OF an`,
  );
  return row;
}

/**
 * How many audit entries of admins acting on the run's participants (tasks not withdrawn) fall
 * between the start of the accounts' window (the fixing of the participants less the licensee's
 * days) and now: what an inspector of the result should know about who could act as whom.
 */
const PARTICIPANT_ADMIN_CHANGES = (analysisId: string) =>
  sql`SELECT count(*)::int FROM audit_log al
        JOIN risk_analysis an ON an.id = ${analysisId} JOIN client c ON c.id = an.client_id JOIN licensee l ON l.id = c.licensee_id
       WHERE al.client_id = an.client_id AND al.entity = 'member' AND al.action LIKE 'member.%' AND al.actor_member_id IS DISTINCT FROM al.entity_id
         AND al.created_at >= coalesce(an.participants_fixed_at, an.started_at) - make_interval(days => l.risk_counted_account_days)
         AND al.entity_id IN (SELECT t.member_id FROM risk_member_task t WHERE t.analysis_id = an.id AND t.withdrawn_at IS NULL)`;

/**
 * Finishes an analysis: every member's execution ends, answered or not (drafts emptied); the
 * result keeps the matrix; each question becomes a risk with the answers' counts and notes.
 * The probability is 1 + the mean answer (0 never … 4 always), rounded; the factor is the
 * matrix's for severity × probability, raised to RISK_MEASURE_REQUIRED_FROM when the question's
 * severity is RISK_SEVERE_DAMAGE and any counted answer meets it (the risk keeps that it was
 * raised). The previous run's unfinished measures carry over into the new result
 * (carryOverUnfinished). Answers the result's id.
 */
export async function finishAnalysis(
  db: Queryable,
  client: ClientRef,
  analysis: { id: string; assessmentId: string; completed: number; counted: number },
  matrix: number[][],
  memberId: string | null,
): Promise<string> {
  await clientRows(
    db,
    client,
    sql`UPDATE risk_analysis an SET finished_at = now(), finished_by = ${memberId},
               next_review_date = CASE WHEN a.interval_months > 0 THEN (CURRENT_DATE + make_interval(months => a.interval_months))::date END
          FROM risk_assessment a WHERE a.id = an.risk_assessment_id AND an.client_id = ${CLIENT} AND an.id = ${analysis.id}`,
  );
  await clientRows(
    db,
    client,
    sql`WITH ended AS (UPDATE risk_member_task SET ended_at = now()
                        WHERE client_id = ${CLIENT} AND analysis_id = ${analysis.id} AND completed_at IS NULL AND withdrawn_at IS NULL AND ended_at IS NULL
                        RETURNING id)
        UPDATE risk_execution e SET answers = '{}', notes = '{}', lock_holder = NULL, locked_until = NULL FROM ended WHERE e.task_id = ended.id`,
  );
  const [result] = await clientRows<{ id: string }>(
    db,
    client,
    sql`INSERT INTO risk_result (client_id, risk_assessment_id, analysis_id, analyses_count, answers_counted, participants,
                             participant_admin_changes, matrix)
        VALUES (${CLIENT}, ${analysis.assessmentId}, ${analysis.id}, ${analysis.completed}, ${analysis.counted},
                (SELECT count(*)::int FROM risk_member_task WHERE analysis_id = ${analysis.id} AND withdrawn_at IS NULL),
                (${PARTICIPANT_ADMIN_CHANGES(analysis.id)}), ${JSON.stringify(matrix)}::jsonb)
        RETURNING id`,
  );
  const resultId = result!.id;
  const answerCounts = sql`jsonb_build_array(${joinSql(
    [0, 1, 2, 3, 4].map((answer) => sql`coalesce(sum(t.n) FILTER (WHERE t.answer = ${answer}), 0)::int`),
  )})`;
  await clientRows(
    db,
    client,
    sql`WITH questions AS (
          SELECT row_number() OVER (ORDER BY s.si, q.qi)::int AS position, s.sec ->> 'id' AS section_id, q.q ->> 'id' AS question_id,
                 (q.q ->> 'severity')::int AS severity,
                 jsonb_build_object(
                   'de_DE', jsonb_build_object('section', s.sec -> 'title' ->> 'de_DE', 'title', q.q -> 'text' ->> 'de_DE', 'hint', q.q -> 'hint' ->> 'de_DE'),
                   'en_GB', jsonb_build_object('section', s.sec -> 'title' ->> 'en_GB', 'title', q.q -> 'text' ->> 'en_GB', 'hint', q.q -> 'hint' ->> 'en_GB')) AS texts
            FROM risk_analysis an, jsonb_array_elements(an.content -> 'sections') WITH ORDINALITY s(sec, si),
                 jsonb_array_elements(s.sec -> 'questions') WITH ORDINALITY q(q, qi)
           WHERE an.id = ${analysis.id}),
        tallies AS (
          SELECT a.key AS question_id, a.value::int AS answer, count(*)::int AS n
            FROM risk_answer_sheet sh, jsonb_each_text(sh.answers) a WHERE sh.analysis_id = ${analysis.id} GROUP BY 1, 2),
        notes AS (
          SELECT n.key AS question_id, jsonb_agg(n.value ORDER BY n.value) AS notes
            FROM risk_answer_sheet sh, jsonb_each_text(sh.notes) n WHERE sh.analysis_id = ${analysis.id} GROUP BY 1),
        scored AS (
          SELECT qs.position, qs.section_id, qs.question_id, qs.severity, qs.texts, ${answerCounts} AS counts,
                 LEAST(5, GREATEST(1, 1 + round(coalesce(sum(t.answer * t.n)::numeric / nullif(sum(t.n), 0), 0))))::int AS probability,
                 qs.severity = ${RISK_SEVERE_DAMAGE} AND coalesce(sum(t.n) FILTER (WHERE t.answer > 0), 0) > 0 AS severe
            FROM questions qs LEFT JOIN tallies t ON t.question_id = qs.question_id
           GROUP BY qs.position, qs.section_id, qs.question_id, qs.severity, qs.texts),
        factored AS (
          SELECT sc.*, (${JSON.stringify(matrix)}::jsonb -> (sc.severity - 1) ->> (sc.probability - 1))::int AS matrix_factor FROM scored sc)
        INSERT INTO risk (client_id, result_id, position, section_id, question_id, texts, damage_severity, probability, risk_factor,
                          raised_by_severity, answer_counts, notes)
        SELECT ${CLIENT}, ${resultId}, f.position, f.section_id, f.question_id, f.texts, f.severity, f.probability,
               CASE WHEN f.severe THEN GREATEST(f.matrix_factor, ${RISK_MEASURE_REQUIRED_FROM}) ELSE f.matrix_factor END,
               f.severe AND f.matrix_factor < ${RISK_MEASURE_REQUIRED_FROM}, f.counts, coalesce(nt.notes, '[]'::jsonb)
          FROM factored f LEFT JOIN notes nt ON nt.question_id = f.question_id`,
  );
  await carryOverUnfinished(db, client, { assessmentId: analysis.assessmentId, resultId }, memberId);
  return resultId;
}

/** The status of the risk `r` (RISK_STATUSES), from its factor and its measures. */
export const RISK_STATUS = sql`CASE
  WHEN NOT EXISTS (SELECT 1 FROM risk_action x WHERE x.risk_id = r.id AND ${ACTION_IN_FORCE})
    THEN CASE WHEN r.risk_factor >= ${RISK_MEASURE_REQUIRED_FROM} THEN 'measure-to-define' ELSE 'open' END
  WHEN EXISTS (SELECT 1 FROM risk_action x WHERE x.risk_id = r.id AND ${ACTION_IN_FORCE} AND x.agreed_at IS NULL) THEN 'measure-defined'
  WHEN EXISTS (SELECT 1 FROM risk_action x WHERE x.risk_id = r.id AND ${ACTION_OPEN}) THEN 'measure-agreed'
  ELSE 'done' END`;

/** A risk's title, section and hint in `language`, German when the analysis stored none in it. */
const riskText = (field: 'title' | 'section' | 'hint', language: Language): Sql => contentText('r', field, language);

/** The level of the risk `r` (RISK_LEVELS) from its factor. */
const RISK_LEVEL = sql`CASE ${joinSql(
  RISK_LEVELS.map((level) => sql`WHEN r.risk_factor <= ${RISK_LEVEL_FACTORS[level][1]} THEN ${level}`),
  sql` `,
)} END`;

/** The risks of a result. */
export function riskList(language: Language): RowList<(typeof RISK_SORT_COLUMNS)[number], Risk> {
  return {
    columns: sql`r.id AS "riskUuid", r.position, ${riskText('section', language)} AS section, ${riskText('title', language)} AS title,
      r.damage_severity AS "damageSeverity", r.probability, r.risk_factor AS "riskFactor", r.raised_by_severity AS "raisedBySeverity",
      ${RISK_LEVEL} AS level,
      ${RISK_STATUS} AS status, (SELECT count(*)::int FROM risk_action x WHERE x.risk_id = r.id AND ${ACTION_IN_FORCE}) AS "riskActionCount"`,
    from: sql`risk r`,
    order: {
      position: [sql`r.position`],
      riskFactor: [sql`r.risk_factor`, sql`r.position`],
      status: [RISK_STATUS, sql`r.position`],
    },
    defaultSort: 'position',
  };
}

/** The analyses of the client's assessments, running and evaluated. */
export function overviewList(language: Language): RowList<(typeof RISK_OVERVIEW_SORT_COLUMNS)[number], RiskOverviewRow> {
  const title = contentText('q', 'title', language);
  const highest = sql`(SELECT max(r.risk_factor) FROM risk r WHERE r.result_id = res.id)`;
  return {
    columns: sql`an.id AS "analysisUuid", a.id AS "riskAssessmentTaskUuid", ${title} AS title, ${contentText('q', 'category', language)} AS category,
      CASE WHEN res.id IS NULL THEN 'running' ELSE res.status END AS state,
      coalesce(tally.participants, 0) AS participants, coalesce(tally.completed, 0) AS completed, coalesce(tally.counted, 0) AS counted,
      an.due_date::text AS "dueDate", ${isoTime(sql`an.finished_at`)} AS "finishedAt", res.id AS "riskAssessmentExecutionResultUuid",
      ${highest} AS "highestRiskFactor", an.next_review_date::text AS "nextReviewDate",
      (SELECT count(*)::int FROM risk_action x WHERE x.result_id = res.id AND ${ACTION_PURSUED}) AS "openRiskActions",
      (SELECT count(*)::int FROM risk_action x WHERE x.result_id = res.id AND ${ACTION_OVERDUE}) AS "overdueRiskActions"`,
    from: sql`risk_analysis an JOIN risk_assessment a ON a.id = an.risk_assessment_id JOIN risk_questionnaire q ON q.id = a.questionnaire_id
      LEFT JOIN risk_result res ON res.analysis_id = an.id LEFT JOIN risk_analysis_tally tally ON tally.analysis_id = an.id`,
    pageKeys: { columns: [sql`an.id`] },
    order: {
      title: [sql`lower(${title})`, sql`an.started_at`, sql`an.id`],
      dueDate: [sql`an.due_date`, sql`an.id`],
      finishedAt: [sql`an.finished_at`, sql`an.id`],
      highestRiskFactor: [highest, sql`an.id`],
    },
    defaultSort: 'title',
  };
}

/** An evaluated analysis with its figures, or undefined when the client has no such result. */
export async function readResult(db: Queryable, client: ClientRef, resultId: string, language: Language) {
  const [row] = await clientRows<{
    riskAssessmentExecutionResultUuid: string;
    riskAssessmentTaskUuid: string;
    title: string;
    status: string;
    analysesCount: number;
    participants: number;
    answersCounted: number;
    participantAdminChanges: number | null;
    finishedAt: string;
    nextReviewDate: string | null;
    matrix: number[][];
    factors: number[];
    reports: Array<{ severity: number; reported: number }>;
    total: number;
    agreed: number;
    done: number;
    overdue: number;
  }>(
    db,
    client,
    sql`SELECT res.id AS "riskAssessmentExecutionResultUuid", a.id AS "riskAssessmentTaskUuid", ${contentText('q', 'title', language)} AS title,
               res.status, res.analyses_count AS "analysesCount", res.participants, res.answers_counted AS "answersCounted",
               res.participant_admin_changes AS "participantAdminChanges", ${isoTime(sql`an.finished_at`)} AS "finishedAt",
               an.next_review_date::text AS "nextReviewDate", res.matrix,
               (SELECT coalesce(array_agg(r.risk_factor), '{}') FROM risk r WHERE r.result_id = res.id) AS factors,
               (SELECT coalesce(jsonb_agg(jsonb_build_object('severity', r.damage_severity, 'reported',
                         (SELECT coalesce(sum(n::int), 0) FROM jsonb_array_elements_text(r.answer_counts) WITH ORDINALITY c(n, i) WHERE i > 1))), '[]')
                  FROM risk r WHERE r.result_id = res.id) AS reports,
               (SELECT count(*)::int FROM risk_action x WHERE x.result_id = res.id AND ${ACTION_IN_FORCE}) AS total,
               (SELECT count(*)::int FROM risk_action x WHERE x.result_id = res.id AND ${ACTION_IN_FORCE} AND x.agreed_at IS NOT NULL) AS agreed,
               (SELECT count(*)::int FROM risk_action x WHERE x.result_id = res.id AND ${ACTION_IN_FORCE} AND x.check_effective IS TRUE) AS done,
               (SELECT count(*)::int FROM risk_action x WHERE x.result_id = res.id AND ${ACTION_OVERDUE}) AS overdue
          FROM risk_result res JOIN risk_analysis an ON an.id = res.analysis_id JOIN risk_assessment a ON a.id = res.risk_assessment_id
          JOIN risk_questionnaire q ON q.id = a.questionnaire_id
         WHERE res.client_id = ${CLIENT} AND res.id = ${resultId}`,
  );
  return row;
}

/** Every risk of a result, by position. */
export function risksOfResult(db: Queryable, client: ClientRef, resultId: string, language: Language): Promise<Risk[]> {
  const list = riskList(language);
  return clientRows<Risk>(
    db,
    client,
    sql`SELECT ${list.columns} FROM ${list.from} WHERE r.client_id = ${CLIENT} AND r.result_id = ${resultId} ORDER BY r.position`,
  );
}

/**
 * The scope and dates of a result's run: what its assessment is assigned to as it stands (org
 * units and locations by name, single members by count), when the analysis opened, its due date
 * and who finished it.
 */
export async function readRunOfResult(db: Queryable, client: ClientRef, resultId: string) {
  const [row] = await clientRows<{
    orgUnits: string[];
    locations: string[];
    members: number;
    startedAt: string;
    dueDate: string;
    finishedBy: { uuid: string; firstName: string; lastName: string } | null;
  }>(
    db,
    client,
    sql`SELECT (SELECT coalesce(array_agg(o.name ORDER BY lower(o.name)), '{}') FROM risk_assessment_assignment x JOIN org_unit o ON o.id = x.org_unit_id
                 WHERE x.risk_assessment_id = res.risk_assessment_id) AS "orgUnits",
               (SELECT coalesce(array_agg(l.name ORDER BY lower(l.name)), '{}') FROM risk_assessment_assignment x JOIN location l ON l.id = x.location_id
                 WHERE x.risk_assessment_id = res.risk_assessment_id) AS locations,
               (SELECT count(*)::int FROM risk_assessment_assignment x WHERE x.risk_assessment_id = res.risk_assessment_id AND x.kind = 'member') AS members,
               ${isoTime(sql`an.started_at`)} AS "startedAt", an.due_date::text AS "dueDate",
               CASE WHEN fd.member_id IS NULL THEN NULL
                    ELSE json_build_object('uuid', fd.member_id, 'firstName', fd.first_name, 'lastName', fd.last_name) END AS "finishedBy"
          FROM risk_result res JOIN risk_analysis an ON an.id = res.analysis_id LEFT JOIN member_details fd ON fd.member_id = an.finished_by
         WHERE res.client_id = ${CLIENT} AND res.id = ${resultId}`,
  );
  return row;
}

/** A risk with its answer counts and notes, or undefined when the client has no such risk. */
export async function readRisk(db: Queryable, client: ClientRef, riskId: string, language: Language) {
  const list = riskList(language);
  const [row] = await clientRows<
    Risk & { riskAssessmentExecutionResultUuid: string; hint: string; answerCounts: number[]; notes: string[] }
  >(
    db,
    client,
    sql`SELECT ${list.columns}, r.result_id AS "riskAssessmentExecutionResultUuid", ${riskText('hint', language)} AS hint,
               r.answer_counts AS "answerCounts", r.notes
          FROM risk r WHERE r.client_id = ${CLIENT} AND r.id = ${riskId}`,
  );
  return row;
}
