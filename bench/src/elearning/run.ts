import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { clientIdOf, createMembers, runSqlOf } from '../company/member-data';
import { Report } from '../company/report';
import {
  BENCH_ADMIN,
  createClient,
  postJson,
  signIn,
  startBenchServer,
  type BenchServer,
  type BenchSession,
  type Storage,
} from '../company/server';
import { loadFor, paced, sampleRss, timed } from '../measure';
import { BENCH_DATABASE_URL, dropSchema, partsAndSeconds, reportLeftOut, rowsOfRunBefore, runOnPostgres } from '../parts';
import { createELearnings } from './data';
import { limitsOf } from '../budgets';

/**
 * E-Learning benchmark (issue 14) on PostgreSQL: read-statistics over 100,000 members with ten
 * active E-Learnings (a million tasks in every standing), and the statistics export of one
 * E-Learning's 100,000 members: its time and the server's peak memory; save-execution, the
 * player's commits, from 50 learners at once. Prints every figure
 * beside its budget; a figure that could not be measured says so and fails the run.
 *
 *   pnpm --filter @compliance/bench bench:elearning [-- --seconds 10] [--parts save-execution,statistics,export] [--reuse-data]
 *
 * `--reuse-data` keeps the data of the run before when its schema still holds it (setting it up
 * takes minutes); `--parts` measures only those parts, and the run then says it left the others out.
 */
const BUDGETS = limitsOf('elearning');
const SCHEMA = 'elearning_bench';
const MEMBERS = 100_000;
const ELEARNINGS = 10;
const CONNECTIONS = 10;
/** Learners committing at once, each in their own session and attempt. */
const LEARNERS = 50;
/** How often each learner commits in the budget's load. */
const COMMIT_EVERY_MS = 1000;
/** The paced load runs at least this long, so its p99 stands on 1,500 commits. */
const PACED_SECONDS = 30;
const SECTION = `E-Learnings, PostgreSQL, ${MEMBERS.toLocaleString('en')} members × ${ELEARNINGS} E-Learnings`;

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '10' },
    parts: { type: 'string', default: 'save-execution,statistics,export' },
    'reuse-data': { type: 'boolean', default: false },
  },
});
const PARTS = ['save-execution', 'statistics', 'export'] as const;
const { parts, seconds } = partsAndSeconds(PARTS, args);
const report = new Report();
const postgres: Storage = { kind: 'postgres', url: BENCH_DATABASE_URL, schema: SCHEMA };

/**
 * Ten active yearly E-Learnings assigned to the default org unit (every member is in it), so the
 * assignment trigger gives each member ten tasks (a fifth of them overdue, a fifth in progress,
 * a fifth the repetition after a completion, the rest due); the learners get the bench password.
 */
async function createELearningsWithLearners(pool: Pool, clientId: string): Promise<string[]> {
  const ids = await createELearnings(pool, clientId, { count: ELEARNINGS });
  // The learners sign in with the bench password (the super-admin's hash).
  await pool.query(
    `UPDATE member SET password_hash = (SELECT password_hash FROM member WHERE client_id = $1 AND username = $2)
      WHERE id IN (SELECT id FROM member WHERE client_id = $1 AND role = 'member' AND archived_at IS NULL AND status = 'active'
                    ORDER BY username LIMIT ${LEARNERS})`,
    [clientId, BENCH_ADMIN],
  );
  await pool.query('VACUUM ANALYZE');
  return ids;
}

/** The learners: members with the bench password, each with one open task to start. */
async function learnerTasks(pool: Pool, clientId: string): Promise<Array<{ username: string; taskUuid: string }>> {
  const { rows } = await pool.query(
    `SELECT DISTINCT ON (m.id) m.username, t.id AS "taskUuid"
       FROM member m JOIN elearning_task t ON t.member_id = m.id AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
      WHERE m.client_id = $1 AND m.role = 'member'
        AND m.password_hash = (SELECT password_hash FROM member WHERE client_id = $1 AND username = $2)
      ORDER BY m.id, t.due_date`,
    [clientId, BENCH_ADMIN],
  );
  return rows as Array<{ username: string; taskUuid: string }>;
}

/**
 * save-execution from LEARNERS learners at once, each committing to their own attempt what a
 * course commits every few seconds: where it is, its suspend data, the time spent, still incomplete.
 */
async function benchSaveExecution(server: BenchServer, learners: ReadonlyArray<{ username: string; taskUuid: string }>): Promise<void> {
  if (learners.length < LEARNERS) throw new Error(`only ${learners.length} learners with an open task`);
  const attempts: Array<{ session: BenchSession; executionUuid: string }> = [];
  for (const learner of learners.slice(0, LEARNERS)) {
    const session = await signIn(server.base, 'bench-elearning', learner.username);
    const started = await postJson(server.base, session, '/api/elearning/create-execution', { taskUuid: learner.taskUuid });
    if (started.status !== 200) throw new Error(`create-execution answered ${started.status}`);
    attempts.push({ session, executionUuid: (started.body as { executionUuid: string }).executionUuid });
  }
  const suspendData = 'page=7;answers=' + 'ABCD'.repeat(500);
  let page = 0;
  const commit = async (attempt: (typeof attempts)[number]): Promise<boolean> => {
    page += 1;
    const answer = await postJson(server.base, attempt.session, '/api/elearning/save-execution', {
      executionUuid: attempt.executionUuid,
      cmi: {
        'cmi.core.lesson_location': String(page % 20),
        'cmi.suspend_data': suspendData,
        'cmi.core.session_time': '00:12:34',
        'cmi.core.lesson_status': 'incomplete',
        'cmi.core.exit': 'suspend',
      },
    });
    return answer.status === 200;
  };
  // The budget's load: each learner commits once a second, ten times as often as the player's
  // own commit (every 10 s) and as often as a course that commits on every page turned at a
  // page a second; each learner to their own attempt, one commit at a time, as the player's queue sends them.
  const learnersPaced = await paced(Math.max(seconds, PACED_SECONDS) * 1000, LEARNERS, COMMIT_EVERY_MS, (learner) =>
    commit(attempts[learner]!),
  );
  report.atMost(
    SECTION,
    `save-execution, p99 at ${LEARNERS} learners committing once a second`,
    learnersPaced.p99,
    'ms',
    BUDGETS.saveExecutionP99Ms,
  );
  report.add({
    section: SECTION,
    name: 'save-execution, errors',
    figure: String(learnersPaced.failures),
    budget: '0',
    within: learnersPaced.failures === 0,
  });
  report.info(
    SECTION,
    'save-execution, p50 / requests per second',
    `${learnersPaced.p50.toFixed(1)} ms / ${learnersPaced.perSecond.toFixed(0)}`,
    { p50: learnersPaced.p50, perSecond: learnersPaced.perSecond },
  );
  // The capacity beside it: the same learners committing without a pause, each the moment its
  // last commit was answered (what a course committing in a loop would do).
  const idle = [...attempts];
  const saturated = await loadFor(seconds * 1000, LEARNERS, async () => {
    const attempt = idle.pop()!;
    return commit(attempt).finally(() => idle.push(attempt));
  });
  report.info(
    SECTION,
    `save-execution without a pause (capacity), p50 / p99 / requests per second / errors`,
    `${saturated.p50.toFixed(1)} ms / ${saturated.p99.toFixed(1)} ms / ${saturated.perSecond.toFixed(0)} / ${saturated.failures}`,
    { p50: saturated.p50, p99: saturated.p99, perSecond: saturated.perSecond, failures: saturated.failures },
  );
}

/** read-statistics per E-Learning and per org unit of one, at CONNECTIONS concurrent clients. */
async function benchStatistics(server: BenchServer, session: BenchSession, elearningUuid: string): Promise<void> {
  for (const [name, body] of [
    ['per E-Learning', {}],
    ['per org unit of one E-Learning', { elearningUuid }],
  ] as const) {
    const first = await postJson(server.base, session, '/api/elearning/read-statistics', body);
    if (first.status !== 200) throw new Error(`read-statistics ${name} answered ${first.status}`);
    const figures = await loadFor(seconds * 1000, CONNECTIONS, async () => {
      const answer = await postJson(server.base, session, '/api/elearning/read-statistics', body);
      return answer.status === 200;
    });
    report.atMost(SECTION, `read-statistics ${name}, p99 at ${CONNECTIONS} clients`, figures.p99, 'ms', BUDGETS.statisticsP99Ms);
    report.spread(SECTION, `read-statistics ${name}`, figures);
  }
}

/** export-statistics of one E-Learning: 100,000 member rows, read to the end as a browser saves them. */
async function benchExport(server: BenchServer, session: BenchSession, elearningUuid: string): Promise<void> {
  const memory = sampleRss(server.serverPid);
  const { result: bytes, seconds: took } = await timed(async () => {
    const response = await fetch(`${server.base}/api/elearning/export-statistics`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ elearningUuid }),
    });
    if (response.status !== 200 || !response.body) throw new Error(`export-statistics answered ${response.status}`);
    let total = 0;
    for await (const chunk of response.body) total += (chunk as Uint8Array).byteLength;
    return total;
  });
  const { peakMb } = memory.stop();
  report.atMost(SECTION, `export-statistics, ${MEMBERS.toLocaleString('en')} member rows`, took, 's', BUDGETS.exportSeconds);
  report.atMost(SECTION, 'export-statistics, server RSS at its peak', peakMb, 'MB', BUDGETS.exportRssMb, 0);
  report.info(SECTION, 'export-statistics, file size', `${(bytes / 1024 / 1024).toFixed(1)} MB`, { bytes });
}

/** The bench client's id when the schema already holds its whole data set (a run before finished setting it up). */
async function dataOfRunBefore(): Promise<string | undefined> {
  const rows = await rowsOfRunBefore<{ id: string }>(
    SCHEMA,
    `SELECT c.id FROM client c WHERE c.client_identifier = 'bench-elearning'
        AND (SELECT count(*) FROM elearning_task t WHERE t.client_id = c.id) >= ${MEMBERS * ELEARNINGS}
        AND EXISTS (SELECT FROM elearning_package)`,
  );
  return rows?.[0]?.id;
}

/** Creates the client, its members and E-Learnings in a schema of their own; answers the client's id. */
async function createData(pool: Pool): Promise<string> {
  await createClient(postgres, 'bench-elearning', 'Bench E-Learning GmbH');
  const clientId = await clientIdOf(pool, 'bench-elearning');
  const members = await timed(() => createMembers(runSqlOf(pool), clientId, MEMBERS));
  const elearnings = await timed(() => createELearningsWithLearners(pool, clientId));
  const { rows: count } = await pool.query('SELECT count(*)::int AS tasks FROM elearning_task WHERE client_id = $1', [clientId]);
  report.info(
    SECTION,
    'data: members / E-Learnings with their tasks (SQL, VACUUM ANALYZE)',
    `${members.seconds.toFixed(1)} s / ${elearnings.seconds.toFixed(1)} s, ${(count[0] as { tasks: number }).tasks.toLocaleString('en')} tasks`,
  );
  return clientId;
}

async function benchOnPostgres(): Promise<void> {
  const reused = args['reuse-data'] ? await dataOfRunBefore() : undefined;
  if (!reused) await dropSchema(SCHEMA);
  const pool = new Pool({ connectionString: BENCH_DATABASE_URL, max: 4, options: `-c search_path=${SCHEMA}` });
  try {
    const clientId = reused ?? (await createData(pool));
    if (reused) report.info(SECTION, 'data', 'kept from the run before (--reuse-data)');
    const { rows } = await pool.query(
      `SELECT e.id FROM elearning e JOIN elearning_course c ON c.id = e.course_id
        WHERE e.client_id = $1 ORDER BY c.texts->'en_GB'->>'title' LIMIT 1`,
      [clientId],
    );
    const elearningUuid = (rows[0] as { id: string } | undefined)?.id;
    if (!elearningUuid) throw new Error('no E-Learning created');
    // Fifty learners sign in from one address: above the login limit of an address.
    const server = await startBenchServer(postgres, { LOGIN_RATE_LIMIT: '1000' });
    try {
      const session = await signIn(server.base, 'bench-elearning');
      if (parts.has('save-execution')) await benchSaveExecution(server, await learnerTasks(pool, clientId));
      if (parts.has('statistics')) await benchStatistics(server, session, elearningUuid);
      if (parts.has('export')) await benchExport(server, session, elearningUuid);
    } finally {
      await server.stop();
    }
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  await runOnPostgres(report, SECTION, benchOnPostgres);
  reportLeftOut(report, SECTION, PARTS, parts);
  report.machineLoad(loadAtStart);
  const totalSeconds = (performance.now() - started) / 1000;
  report.print(`E-Learning benchmark (${seconds} s per load, ${totalSeconds.toFixed(0)} s in all)`);
  console.log(`Results: ${report.save('elearning', { seconds, connections: CONNECTIONS, budgets: BUDGETS })}`);
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
