import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { clientIdOf, createMembers, runSqlOf } from '../company/member-data';
import { Report } from '../company/report';
import { createClient, postJson, signIn, withBenchServer, type BenchServer, type BenchSession, type Storage } from '../company/server';
import { loadFor, paced, timed } from '../measure';
import { BENCH_DATABASE_URL, dropSchema, partsAndSeconds, reportLeftOut, runOnPostgres } from '../parts';
import { answeringMembers, completeAnalyses, createAssessment, createMeasures, questionIds } from './data';
import { limitsOf } from '../budgets';

/**
 * Risk-assessment benchmark (issue 15) on PostgreSQL: one assessment whose analysis 10,000
 * members completed, finished once through complete-execution (its time printed beside the
 * rest), then read-risk-list and read-execution-result-details for the admin; before that,
 * save-execution from 50 members at once, each saving the draft of their own open analysis.
 * Prints every figure beside its budget; a figure that could not be measured says so and fails the run.
 *
 *   pnpm --filter @compliance/bench bench:risk [-- --seconds 10] [--parts save-execution,evaluation] [--analyses 10000]
 *
 * `--analyses` below the budget's 10,000 is for trying the bench out: the run then says its
 * figures are not the budget's and fails. The data lives in a database of its own (risk_bench
 * beside BENCH_DATABASE_URL's), rebuilt on every run.
 */
const BUDGETS = limitsOf('risk');
const BUDGET_ANALYSES = 10_000;
const DATABASE = 'risk_bench';
const SCHEMA = 'risk_bench';
const CLIENT_IDENTIFIER = 'bench-risk';
/** Concurrent admins reading the evaluation. */
const CONNECTIONS = 10;
/** Members saving at once, each in their own session and execution. */
const ANSWERING_MEMBERS = 50;
/** How often each member saves in the budget's load: a save for every answer clicked, one a second. */
const SAVE_EVERY_MS = 1000;
/** The paced load runs at least this long, so its p99 stands on 1,500 saves. */
const PACED_SECONDS = 30;

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '10' },
    parts: { type: 'string', default: 'save-execution,evaluation' },
    analyses: { type: 'string', default: String(BUDGET_ANALYSES) },
  },
});
const PARTS = ['save-execution', 'evaluation'] as const;
const { parts, seconds } = partsAndSeconds(PARTS, args);
const analyses = Number(args.analyses);
// complete-execution refuses fewer than 6 (RISK_ANONYMITY_THRESHOLD).
if (!Number.isInteger(analyses) || analyses < 6) throw new Error(`--analyses must be a whole number of at least 6, not ${args.analyses}`);
/** Members reached by the assessment: those who completed, and a fifth as many (at least the answering members twice) who have not yet. */
const MEMBERS = analyses + Math.max(Math.floor(analyses / 5), 2 * ANSWERING_MEMBERS);
const SECTION = `Risk assessments, PostgreSQL, ${analyses.toLocaleString('en')} completed analyses of ${questionIds().length} questions`;

/** The URL of another database on BENCH_DATABASE_URL's server. */
function databaseUrl(database: string): string {
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
/** Where the bench creates its database: the server's maintenance database, never the one other benches share. */
const MAINTENANCE_URL = databaseUrl('postgres');
const RISK_DATABASE_URL = databaseUrl(DATABASE);
const report = new Report();
const postgres: Storage = { kind: 'postgres', url: RISK_DATABASE_URL, schema: SCHEMA };

/** Creates the bench's database unless a run before did; its schema is dropped and migrated anew each run. */
async function createDatabase(): Promise<void> {
  const admin = new Pool({ connectionString: MAINTENANCE_URL, max: 1 });
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  await dropSchema(SCHEMA, RISK_DATABASE_URL);
}

/**
 * save-execution from ANSWERING_MEMBERS members at once, each saving the draft of their own
 * execution (opened by create-execution and read-execution, as the page does) with one more
 * question answered each time and a note, the window keeping the lock.
 */
async function benchSaveExecution(server: BenchServer, members: ReadonlyArray<{ username: string; taskUuid: string }>): Promise<void> {
  if (members.length < ANSWERING_MEMBERS) throw new Error(`only ${members.length} members with an open analysis`);
  const executions: Array<{ session: BenchSession; executionUuid: string; answered: number }> = [];
  for (const member of members) {
    const session = await signIn(server.base, CLIENT_IDENTIFIER, member.username);
    const created = await postJson(server.base, session, '/api/risk-assessment/create-execution', { taskUuid: member.taskUuid });
    if (created.status !== 200) throw new Error(`create-execution answered ${created.status}`);
    const { executionUuid } = created.body as { executionUuid: string };
    const read = await postJson(server.base, session, '/api/risk-assessment/read-execution', { executionUuid });
    if (read.status !== 200) throw new Error(`read-execution answered ${read.status}`);
    executions.push({ session, executionUuid, answered: 0 });
  }
  const questions = questionIds();
  const save = async (execution: (typeof executions)[number]): Promise<boolean> => {
    // The draft grows by one answer a save and starts over once every question is answered (never completing it).
    execution.answered = (execution.answered % questions.length) + 1;
    const answered = questions.slice(0, execution.answered);
    const answer = await postJson(server.base, execution.session, '/api/risk-assessment/save-execution', {
      executionUuid: execution.executionUuid,
      answers: Object.fromEntries(answered.map((id, index) => [id, index % 5])),
      notes: { [answered[0]!]: 'Am Fenster blendet die Sonne am Nachmittag.' },
    });
    return answer.status === 200;
  };
  const pacedFigures = await paced(Math.max(seconds, PACED_SECONDS) * 1000, ANSWERING_MEMBERS, SAVE_EVERY_MS, (member) =>
    save(executions[member]!),
  );
  const name = `save-execution at ${ANSWERING_MEMBERS} members saving once a second`;
  report.budgetedLoad(SECTION, name, pacedFigures, BUDGETS.saveExecutionP99Ms);
  // The capacity beside it: the same members saving without a pause, each the moment its last save was answered.
  const idle = [...executions];
  const saturated = await loadFor(seconds * 1000, ANSWERING_MEMBERS, async () => {
    const execution = idle.pop()!;
    return save(execution).finally(() => idle.push(execution));
  });
  report.info(SECTION, 'save-execution without a pause (capacity), p99', `${saturated.p99.toFixed(1)} ms`, { p99: saturated.p99 });
  report.spread(SECTION, 'save-execution without a pause (capacity)', saturated);
}

/**
 * Finishes the analysis through complete-execution (the admin's call; its time is printed, it
 * has no budget), then reads the result and its risks at CONNECTIONS concurrent admins.
 */
async function benchEvaluation(server: BenchServer, pool: Pool, clientId: string, assessmentId: string): Promise<void> {
  const session = await signIn(server.base, CLIENT_IDENTIFIER);
  const { result: finished, seconds: finishSeconds } = await timed(() =>
    postJson(server.base, session, '/api/risk-assessment/complete-execution', { riskAssessmentTaskUuid: assessmentId }, 600_000),
  );
  if (finished.status !== 200) throw new Error(`complete-execution answered ${finished.status}: ${JSON.stringify(finished.body)}`);
  const resultUuid = (finished.body as { riskAssessmentExecutionResultUuid: string }).riskAssessmentExecutionResultUuid;
  report.info(
    SECTION,
    `complete-execution, finishing ${analyses.toLocaleString('en')} completed analyses`,
    `${finishSeconds.toFixed(2)} s`,
    {
      seconds: finishSeconds,
    },
  );
  const result = await postJson(server.base, session, '/api/risk-assessment/read-execution-result-details', {
    riskAssessmentExecutionResultUuid: resultUuid,
  });
  const counted = (result.body as { analysesCount?: number } | null)?.analysesCount;
  if (counted !== analyses) throw new Error(`the result counts ${counted} analyses, not ${analyses}`);
  const measures = await createMeasures(pool, clientId, resultUuid);
  report.info(SECTION, 'data: measures against the risks that call for one', String(measures));
  for (const [name, path, body] of [
    [
      'read-execution-result-details',
      '/api/risk-assessment/read-execution-result-details',
      { riskAssessmentExecutionResultUuid: resultUuid },
    ],
    [
      'read-risk-list (highest risk factor first, 25 a page)',
      '/api/risk-assessment/read-risk-list',
      { riskAssessmentExecutionResultUuid: resultUuid, sortBy: 'riskFactor', sortDirection: 'desc' },
    ],
  ] as const) {
    const figures = await loadFor(seconds * 1000, CONNECTIONS, async () => {
      const answer = await postJson(server.base, session, path, body);
      return answer.status === 200;
    });
    report.atMost(SECTION, `${name}, p99 at ${CONNECTIONS} admins`, figures.p99, 'ms', BUDGETS.evaluationP99Ms);
    report.spread(SECTION, name, figures);
  }
}

/** Creates the client, its members and the assessment with its completed analyses; answers what the parts need. */
async function createData(pool: Pool) {
  await createClient(postgres, CLIENT_IDENTIFIER, 'Bench Gefährdungsbeurteilung GmbH');
  const clientId = await clientIdOf(pool, CLIENT_IDENTIFIER);
  const members = await timed(() => createMembers(runSqlOf(pool), clientId, MEMBERS));
  const assessment = await timed(async () => {
    const ids = await createAssessment(pool, clientId);
    const tasks = await completeAnalyses(pool, clientId, ids.analysisId, analyses);
    const answering = await answeringMembers(pool, clientId, ids.analysisId, ANSWERING_MEMBERS);
    await pool.query('VACUUM ANALYZE');
    return { ...ids, tasks, answering };
  });
  const { tasks, ...ids } = assessment.result;
  report.info(
    SECTION,
    'data: members / assessment with tasks and completed analyses (SQL, VACUUM ANALYZE)',
    `${members.seconds.toFixed(1)} s / ${assessment.seconds.toFixed(1)} s, ${analyses.toLocaleString('en')} of ${tasks.toLocaleString('en')} tasks completed`,
  );
  return { clientId, ...ids };
}

async function benchOnPostgres(): Promise<void> {
  await createDatabase();
  const pool = new Pool({ connectionString: RISK_DATABASE_URL, max: 4, options: `-c search_path=${SCHEMA}` });
  try {
    const { clientId, assessmentId, answering } = await createData(pool);
    // The answering members sign in from one address: above the login limit of an address.
    await withBenchServer(postgres, { LOGIN_RATE_LIMIT: '1000' }, async (server) => {
      // Saving first: finishing the analysis ends every open execution.
      if (parts.has('save-execution')) await benchSaveExecution(server, answering);
      if (parts.has('evaluation')) await benchEvaluation(server, pool, clientId, assessmentId);
    });
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  await runOnPostgres(report, SECTION, benchOnPostgres, MAINTENANCE_URL);
  reportLeftOut(report, SECTION, PARTS, parts);
  if (analyses < BUDGET_ANALYSES) {
    report.notMeasured(
      SECTION,
      `at ${BUDGET_ANALYSES.toLocaleString('en')} analyses`,
      `ran at ${analyses.toLocaleString('en')} (--analyses), not the budget's size`,
    );
  }
  report.machineLoad(loadAtStart);
  const totalSeconds = (performance.now() - started) / 1000;
  report.print(`Risk-assessment benchmark (${seconds} s per load, ${totalSeconds.toFixed(0)} s in all)`);
  console.log(`Results: ${report.save('risk', { seconds, analyses, connections: CONNECTIONS, budgets: BUDGETS })}`);
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
