import type { Pool } from 'pg';
import { BENCH_ADMIN } from '../company/server';
import { completeRepeatedTasks, createELearnings } from '../elearning/data';
import { completeAnalyses, createAssessment, createMeasures } from '../risk/data';

/**
 * Bulk data of the start-area benchmark, on top of createMembers' client (100,000 members in the
 * default unit, ten departments, four locations), in SQL of the shape the migrations give the
 * tables; tasks come from the assignment triggers (012, 022), the standing tally from 020's.
 *
 * - Six small branches ("Filiale 1" … "Filiale 6") of about 2,000 members each, moved there from
 *   the four large locations; first aiders and fire wardens as member groups, so some locations
 *   fall short.
 * - The accounts that sign in: ten admins, a loc-admin responsible for Filiale 1, an ou-admin of
 *   department 1, and the member of the overview, who is in a small team ("Team Start") with
 *   many E-Learnings and risk assessments of its own.
 * - Ten E-Learnings for every member (a million tasks, a fifth overdue) and forty for the team;
 *   every task that repeats a completion gets its completed predecessor with attempt and
 *   certificate (valid twelve months from its completion, some running out within 30 days).
 * - Risk assessments for departments 1–3 (10,000 members each), two of them evaluated once with
 *   measures (some overdue) and analysing again, one short of the answers an evaluation needs;
 *   and 25 for the team, each evaluated three times (a year apart) and analysing a fourth time.
 *
 * The member of the overview has 100 E-Learning tasks (50 open, 50 done) and 100 risk-assessment
 * tasks (25 open, the rest answered or ended with their analysis), the open ones due from 20 days
 * ago to 100 days ahead, some started.
 */

/** E-Learnings assigned to every member (the default unit), and to the team on top. */
export const CLIENT_ELEARNINGS = 10;
export const TEAM_ELEARNINGS = 40;
/** Risk assessments assigned to the team, and how many times each has been evaluated. */
export const TEAM_ASSESSMENTS = 25;
export const TEAM_ROUNDS_EVALUATED = 3;
/** Members of the team, the overview's member among them; how many of them answer each analysis. */
const TEAM_MEMBERS = 20;
const TEAM_ANSWERING = 15;
/** Department assessments: completed analyses before each evaluation and in the analysis running now (below 6: short). */
const DEPARTMENT_ASSESSMENTS = [
  { department: 1, evaluatedWith: 2_000, runningWith: 500 },
  { department: 2, evaluatedWith: 2_000, runningWith: 3 },
  { department: 3, evaluatedWith: 0, runningWith: 4 },
] as const;
const SMALL_LOCATIONS = 6;
/** The overview member's tasks per area, as the data above gives them. */
export const MEMBER_TASKS = { elearning: 2 * (CLIENT_ELEARNINGS + TEAM_ELEARNINGS), risk: TEAM_ASSESSMENTS * (TEAM_ROUNDS_EVALUATED + 1) };

/** Who signs in: usernames, each with the bench password. */
export interface StartAccounts {
  member: string;
  admins: string[];
  locAdmin: string;
  ouAdmin: string;
}

/** Finishes an assessment's open analysis (complete-execution, as an admin does); answers its result's id. */
export type FinishAnalysis = (assessmentId: string) => Promise<string>;

/** Spread over a member's open tasks `t` numbered `n`: due from 20 days ago to 99 days ahead, every fourth started. */
const SPREAD_DUE = `CURRENT_DATE + (mine.n * 37 % 120)::int - 20`;
const SPREAD_STARTED = `CASE WHEN mine.n % 4 = 0 THEN now() - interval '2 days' END`;

/** One row's first column of a query. */
async function value<T>(pool: Pool, text: string, params: unknown[]): Promise<T> {
  const { rows } = await pool.query(text, params);
  return Object.values(rows[0] as Record<string, T>)[0]!;
}

/**
 * Small branches, member groups, the team and the accounts that sign in (given the bench
 * admin's password hash): before any E-Learning or assessment, so moving members triggers no task.
 */
export async function createPeople(pool: Pool, clientId: string): Promise<StartAccounts> {
  const run = (text: string, params: unknown[] = []) => pool.query(text, params);
  await run(
    `INSERT INTO location (client_id, identifier, name, postal_code, city, location_type)
     SELECT $1, 'filiale-' || n, 'Filiale ' || n, '20095', 'Hamburg', 'branch' FROM generate_series(1, ${SMALL_LOCATIONS}) AS n`,
    [clientId],
  );
  // A member of the client works at one location: a 50th of them moves to each branch.
  await run(
    `UPDATE location_member lm SET location_id = l.id
       FROM member m, location l
      WHERE m.id = lm.member_id AND m.client_id = $1 AND l.client_id = $1 AND abs(hashtext(m.id::text)) % 50 < ${SMALL_LOCATIONS}
        AND l.identifier = 'filiale-' || (1 + abs(hashtext(m.id::text)) % 50)`,
    [clientId],
  );
  // 8 % first aiders (a headquarters needs 5 %, a branch 10 %) and about 5 % fire wardens (5 % needed): some locations fall short.
  await run(
    `WITH groups AS (
       INSERT INTO member_group (client_id, identifier, name, type)
       VALUES ($1, 'ersthelfer', 'Ersthelfer', 'first-aid'), ($1, 'brandschutzhelfer', 'Brandschutzhelfer', 'fire-assistent')
       RETURNING id, type)
     INSERT INTO member_group_member (member_group_id, member_id)
     SELECT g.id, m.id FROM member m JOIN groups g
         ON CASE g.type WHEN 'first-aid' THEN abs(hashtext('group:' || m.id)) % 1000 < 80
                        ELSE abs(hashtext('group:' || m.id)) % 1000 BETWEEN 80 AND 129 END
      WHERE m.client_id = $1 AND m.archived_at IS NULL`,
    [clientId],
  );
  const active = `m.client_id = $1 AND m.status = 'active' AND m.archived_at IS NULL`;
  const usernames = async (role: string, count: number, where = 'TRUE'): Promise<Array<{ id: string; username: string }>> => {
    const { rows } = await run(
      `SELECT m.id, m.username FROM member m WHERE ${active} AND m.role = $2 AND ${where} ORDER BY m.username LIMIT $3`,
      [clientId, role, count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} active ${role}s`);
    return rows as Array<{ id: string; username: string }>;
  };
  // The team: members of department 10, which no department assessment reaches; the first is the overview's member.
  const team = await usernames(
    'member',
    TEAM_MEMBERS,
    `EXISTS (SELECT 1 FROM org_unit_member om JOIN org_unit o ON o.id = om.org_unit_id WHERE om.member_id = m.id AND o.identifier = 'abteilung-10')`,
  );
  await run(
    `WITH team AS (
       INSERT INTO org_unit (client_id, parent_id, identifier, name)
       SELECT $1, id, 'team-start', 'Team Start' FROM org_unit WHERE client_id = $1 AND is_root RETURNING id)
     INSERT INTO org_unit_member (org_unit_id, member_id) SELECT team.id, member FROM team, unnest($2::uuid[]) AS member`,
    [clientId, team.map((member) => member.id)],
  );
  const admins = await usernames('admin', 10);
  const [locAdmin] = await usernames('loc-admin', 1);
  const [ouAdmin] = await usernames('ou-admin', 1);
  await run(
    `INSERT INTO location_responsible (location_id, member_id) SELECT id, $2 FROM location WHERE client_id = $1 AND identifier = 'filiale-1'`,
    [clientId, locAdmin!.id],
  );
  await run(
    `INSERT INTO org_unit_admin (org_unit_id, member_id, kind) SELECT id, $2, 'admin' FROM org_unit WHERE client_id = $1 AND identifier = 'abteilung-1'`,
    [clientId, ouAdmin!.id],
  );
  await run(
    `UPDATE member SET password_hash = (SELECT password_hash FROM member WHERE client_id = $1 AND username = $2) WHERE id = ANY ($3::uuid[])`,
    [clientId, BENCH_ADMIN, [team[0]!, ...admins, locAdmin!, ouAdmin!].map((account) => account.id)],
  );
  return {
    member: team[0]!.username,
    admins: admins.map((admin) => admin.username),
    locAdmin: locAdmin!.username,
    ouAdmin: ouAdmin!.username,
  };
}

/**
 * The E-Learnings (the client's ten and the team's forty), the overview member's open tasks
 * spread over the bubbles, and the completed predecessor of every repeating task with its
 * attempt and certificate. Answers how many tasks and certificates there are.
 */
export async function createELearningData(
  pool: Pool,
  clientId: string,
  member: string,
): Promise<{ tasks: number; certificates: number; expiring: number }> {
  const run = (text: string, params: unknown[] = []) => pool.query(text, params);
  await createELearnings(pool, clientId, { count: CLIENT_ELEARNINGS });
  await createELearnings(pool, clientId, { count: TEAM_ELEARNINGS, orgUnitIdentifier: 'team-start', firstNumber: CLIENT_ELEARNINGS + 1 });
  // Every open task of the overview's member repeats a completion, so they have as many done as open.
  await run(
    `WITH mine AS (
       SELECT t.id, row_number() OVER (ORDER BY t.id) AS n FROM elearning_task t JOIN member m ON m.id = t.member_id
        WHERE m.client_id = $1 AND m.username = $2 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL)
     UPDATE elearning_task t SET due_date = ${SPREAD_DUE}, started_at = ${SPREAD_STARTED}, is_repeat = true FROM mine WHERE t.id = mine.id`,
    [clientId, member],
  );
  await completeRepeatedTasks(pool, clientId);
  const { rows } = await run(
    `SELECT (SELECT count(*)::int FROM elearning_task WHERE client_id = $1) AS tasks,
            (SELECT count(*)::int FROM elearning_result WHERE client_id = $1) AS certificates,
            (SELECT count(*)::int FROM elearning_result WHERE client_id = $1 AND valid_until BETWEEN CURRENT_DATE AND CURRENT_DATE + 30) AS expiring`,
    [clientId],
  );
  return rows[0] as { tasks: number; certificates: number; expiring: number };
}

/** Opens the next analysis of assessments whose last one was finished (the review date come, as the dates job does); answers their ids. */
async function analyseAgain(pool: Pool, assessmentIds: readonly string[]): Promise<Map<string, string>> {
  await pool.query(
    `UPDATE risk_analysis SET next_review_date = CURRENT_DATE WHERE risk_assessment_id = ANY ($1::uuid[]) AND finished_at IS NOT NULL`,
    [assessmentIds],
  );
  await pool.query('SELECT risk_task_sync(NULL, $1::uuid[])', [assessmentIds]);
  const { rows } = await pool.query(
    `SELECT risk_assessment_id, id FROM risk_analysis WHERE risk_assessment_id = ANY ($1::uuid[]) AND finished_at IS NULL`,
    [assessmentIds],
  );
  const open = new Map((rows as Array<{ risk_assessment_id: string; id: string }>).map((row) => [row.risk_assessment_id, row.id]));
  if (open.size !== assessmentIds.length)
    throw new Error(`only ${open.size} of ${assessmentIds.length} assessments opened an analysis again`);
  return open;
}

/**
 * The risk assessments of departments 1–3 and of the team, their evaluations (through `finish`,
 * the API's complete-execution) with measures, and the overview member's open analyses spread
 * over the bubbles. Answers how many member tasks, measures and overdue measures there are.
 */
export async function createRiskData(
  pool: Pool,
  clientId: string,
  member: string,
  finish: FinishAnalysis,
): Promise<{ tasks: number; measures: number; overdueMeasures: number; results: number }> {
  const run = (text: string, params: unknown[] = []) => pool.query(text, params);
  for (const { department, evaluatedWith, runningWith } of DEPARTMENT_ASSESSMENTS) {
    const { assessmentId, analysisId } = await createAssessment(pool, clientId, {
      identifier: `bench-abteilung-${department}`,
      title: { de_DE: `Arbeitsplatz Abteilung ${department}`, en_GB: `Workplace department ${department}` },
      orgUnitIdentifier: `abteilung-${department}`,
    });
    let running = analysisId;
    if (evaluatedWith > 0) {
      await completeAnalyses(pool, clientId, analysisId, evaluatedWith);
      await createMeasures(pool, clientId, await finish(assessmentId));
      running = (await analyseAgain(pool, [assessmentId])).get(assessmentId)!;
    }
    await completeAnalyses(pool, clientId, running, runningWith);
  }

  const team: string[] = [];
  const openAnalyses = new Map<string, string>();
  for (let number = 1; number <= TEAM_ASSESSMENTS; number++) {
    const { assessmentId, analysisId } = await createAssessment(pool, clientId, {
      identifier: `bench-team-${number}`,
      title: { de_DE: `Gefährdung Team ${number}`, en_GB: `Team hazard ${number}` },
      orgUnitIdentifier: 'team-start',
    });
    team.push(assessmentId);
    openAnalyses.set(assessmentId, analysisId);
  }
  const rounds: Array<{ analyses: string[]; results: string[] }> = [];
  for (let round = 0; round < TEAM_ROUNDS_EVALUATED; round++) {
    const analyses: string[] = [];
    const results: string[] = [];
    for (const assessmentId of team) {
      const analysisId = openAnalyses.get(assessmentId)!;
      await completeAnalyses(pool, clientId, analysisId, TEAM_ANSWERING);
      const resultId = await finish(assessmentId);
      await createMeasures(pool, clientId, resultId);
      analyses.push(analysisId);
      results.push(resultId);
    }
    rounds.push({ analyses, results });
    for (const [assessmentId, analysisId] of await analyseAgain(pool, team)) openAnalyses.set(assessmentId, analysisId);
  }
  // The evaluated rounds a year apart, the latest a year ago: older measures were all agreed and found effective;
  // of the latest, every other assessment's measures are agreed, the rest still wait (some overdue).
  for (const [round, { analyses, results }] of rounds.entries()) {
    const back = `${TEAM_ROUNDS_EVALUATED - round} years`;
    // Each analysis was reviewed when the next one opened: a year after it opened.
    await run(
      `UPDATE risk_analysis SET started_at = started_at - $2::interval, finished_at = finished_at - $2::interval,
              due_date = (due_date - $2::interval)::date, next_review_date = (next_review_date - $2::interval + interval '1 year')::date
        WHERE id = ANY ($1::uuid[])`,
      [analyses, back],
    );
    await run(
      `UPDATE risk_member_task SET due_date = (due_date - $2::interval)::date, started_at = started_at - $2::interval,
              completed_at = completed_at - $2::interval, ended_at = ended_at - $2::interval, created_at = created_at - $2::interval
        WHERE analysis_id = ANY ($1::uuid[])`,
      [analyses, back],
    );
    const settled = round < TEAM_ROUNDS_EVALUATED - 1 ? results : results.filter((_, index) => index % 2 === 0);
    await run(
      `UPDATE risk_action SET agreed_at = coalesce(agreed_at, now()),
              check_date = CASE WHEN $2 THEN coalesce(check_date, CURRENT_DATE) ELSE check_date END,
              check_effective = CASE WHEN $2 THEN true ELSE check_effective END
        WHERE result_id = ANY ($1::uuid[])`,
      [settled, round < TEAM_ROUNDS_EVALUATED - 1],
    );
  }
  // The overview member's running analyses: due dates spread, every fourth started (with its draft).
  await run(
    `WITH mine AS (
       SELECT t.id, row_number() OVER (ORDER BY t.id) AS n
         FROM risk_member_task t JOIN member m ON m.id = t.member_id JOIN risk_analysis an ON an.id = t.analysis_id AND an.finished_at IS NULL
        WHERE m.client_id = $1 AND m.username = $2 AND t.withdrawn_at IS NULL AND t.completed_at IS NULL),
     spread AS (
       UPDATE risk_member_task t SET due_date = ${SPREAD_DUE}, started_at = ${SPREAD_STARTED} FROM mine WHERE t.id = mine.id
       RETURNING t.id, t.client_id, t.started_at)
     INSERT INTO risk_execution (client_id, task_id, started_at, saved_at)
     SELECT client_id, id, started_at, started_at FROM spread WHERE started_at IS NOT NULL`,
    [clientId, member],
  );
  const { rows } = await run(
    `SELECT (SELECT count(*)::int FROM risk_member_task WHERE client_id = $1) AS tasks,
            (SELECT count(*)::int FROM risk_result WHERE client_id = $1) AS results,
            (SELECT count(*)::int FROM risk_action WHERE client_id = $1) AS measures,
            (SELECT count(*)::int FROM risk_action x WHERE client_id = $1 AND x.check_effective IS NOT TRUE AND x.due_date < CURRENT_DATE) AS "overdueMeasures"`,
    [clientId],
  );
  return rows[0] as { tasks: number; measures: number; overdueMeasures: number; results: number };
}

/** The accounts createPeople made, found again in the data of an earlier run (bench:start --reuse-data). */
export async function findAccounts(pool: Pool, clientId: string): Promise<StartAccounts> {
  const names = async (text: string): Promise<string[]> =>
    (await pool.query<{ username: string }>(text, [clientId])).rows.map((row) => row.username);
  const [member] = await names(
    `SELECT m.username FROM member m JOIN org_unit_member om ON om.member_id = m.id JOIN org_unit o ON o.id = om.org_unit_id
      WHERE m.client_id = $1 AND o.identifier = 'team-start' ORDER BY m.username LIMIT 1`,
  );
  const admins = await names(
    `SELECT m.username FROM member m WHERE m.client_id = $1 AND m.role = 'admin' AND m.status = 'active' AND m.archived_at IS NULL
      ORDER BY m.username LIMIT 10`,
  );
  const [locAdmin] = await names(
    `SELECT m.username FROM member m JOIN location_responsible lr ON lr.member_id = m.id JOIN location l ON l.id = lr.location_id
      WHERE m.client_id = $1 AND l.identifier = 'filiale-1' AND m.role = 'loc-admin'`,
  );
  const [ouAdmin] = await names(
    `SELECT m.username FROM member m JOIN org_unit_admin oa ON oa.member_id = m.id AND oa.kind = 'admin' JOIN org_unit o ON o.id = oa.org_unit_id
      WHERE m.client_id = $1 AND o.identifier = 'abteilung-1' AND m.role = 'ou-admin'`,
  );
  if (!member || admins.length < 10 || !locAdmin || !ouAdmin)
    throw new Error('the data of an earlier run is not complete: run without --reuse-data');
  return { member, admins, locAdmin, ouAdmin };
}

/** How many members the loc-admin's locations and the ou-admin's units hold (not archived). */
export async function scopeSizes(pool: Pool, clientId: string, accounts: StartAccounts): Promise<{ locAdmin: number; ouAdmin: number }> {
  return {
    locAdmin: await value<number>(
      pool,
      `SELECT count(DISTINCT lm.member_id)::int FROM member a JOIN location_responsible lr ON lr.member_id = a.id
         JOIN location_member lm ON lm.location_id = lr.location_id JOIN member m ON m.id = lm.member_id AND m.archived_at IS NULL
        WHERE a.client_id = $1 AND a.username = $2`,
      [clientId, accounts.locAdmin],
    ),
    ouAdmin: await value<number>(
      pool,
      `SELECT count(DISTINCT om.member_id)::int FROM member a JOIN org_unit_admin oa ON oa.member_id = a.id AND oa.kind = 'admin'
         JOIN org_unit_member om ON om.org_unit_id = oa.org_unit_id JOIN member m ON m.id = om.member_id AND m.archived_at IS NULL
        WHERE a.client_id = $1 AND a.username = $2`,
      [clientId, accounts.ouAdmin],
    ),
  };
}
