import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import type { AttentionOverview } from '@compliance/shared-contracts';
import { clientIdOf, createMembers, runSqlOf } from '../company/member-data';
import { Report } from '../company/report';
import {
  createClient,
  getJson,
  postJson,
  signIn,
  withBenchServer,
  type BenchServer,
  type BenchSession,
  type Storage,
} from '../company/server';
import { loadFor, timed } from '../measure';
import { BENCH_DATABASE_URL, dropSchema, partsAndSeconds, reportLeftOut, runOnPostgres } from '../parts';
import { MEMBER_TASKS, createELearningData, createPeople, createRiskData, findAccounts, scopeSizes, type StartAccounts } from './data';
import { limitsOf } from '../budgets';

/**
 * Start-area benchmark (issue 16) on PostgreSQL, a client of 100,000 members: the overview's
 * read-member-tasks of both areas for a member with 100 E-Learning and 100 risk-assessment tasks
 * (one page and every bubble's count), and the admins' overview (attention read-overview) over
 * ten E-Learnings for every member (a million tasks, many overdue), certificates running out and
 * risk assessments with overdue measures; the same call of a loc-admin (one location of about
 * 2,000 members) and an ou-admin (one department of 10,000), whose figures are their scope's kept
 * rows; and the members' standing list (the list the overview's E-Learning figures lead to) over
 * the million standings, of the admins and of the ou-admin.
 * Prints every figure beside its budget; a figure that could not be measured says so and fails the run.
 *
 *   pnpm --filter @compliance/bench bench:start [-- --seconds 10] [--parts member-overview,attention,standing-list] [--reuse-data]
 *
 * The data lives in a schema of its own (start_bench), rebuilt on every run (several minutes);
 * `--reuse-data` measures on the data an earlier run left (the server migrates it as it would a
 * client's), for trying a change to the queries without waiting for the data again.
 */
const BUDGETS = limitsOf('start');
const SCHEMA = 'start_bench';
const CLIENT_IDENTIFIER = 'bench-start';
const MEMBERS = 100_000;
/** Concurrent connections: of the member's one session, and of the admins (each their own session). */
const CONNECTIONS = 10;
/** The overview's page size (shared-ui/src/table/member-task-data.ts MEMBER_TASKS_PER_PAGE, the lists' default). */
const MEMBER_TASKS_PER_PAGE = 25;
const SECTION = `Start area, PostgreSQL, ${MEMBERS.toLocaleString('en')} members`;

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '10' },
    parts: { type: 'string', default: 'member-overview,attention,standing-list' },
    'reuse-data': { type: 'boolean', default: false },
  },
});
const PARTS = ['member-overview', 'attention', 'standing-list'] as const;
const { parts, seconds } = partsAndSeconds(PARTS, args);
const report = new Report();
const postgres: Storage = { kind: 'postgres', url: BENCH_DATABASE_URL, schema: SCHEMA };

/** The statuses of a load's failed calls, counted, so its errors say what they were. */
class Failures {
  private readonly statuses = new Map<number, number>();

  /** Whether the call answered 200; counts its status when not. */
  ok(status: number): boolean {
    if (status !== 200) this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    return status === 200;
  }

  /** `n` errors, with their statuses when there were any. */
  describe(failures: number): string {
    return this.statuses.size === 0
      ? String(failures)
      : `${failures} (${[...this.statuses].map(([status, n]) => `HTTP ${status} × ${n}`).join(', ')})`;
  }
}

/** The bubbles' counts of a read-member-tasks answer, in the order the page shows them. */
const bubbles = (counts: Record<string, number>): string =>
  ['overdue', 'next7Days', 'nextMonth', 'done', 'all'].map((bubble) => `${bubble} ${counts[bubble]}`).join(' / ');

/**
 * The overview's call for each tab, as the page sends it (page 1, the page size of the UI, the
 * bubble 'all'), at CONNECTIONS concurrent calls of the member's session; each area on its own.
 */
async function benchMemberOverview(server: BenchServer, member: string): Promise<void> {
  const session = await signIn(server.base, CLIENT_IDENTIFIER, member);
  const body = { bucket: 'all', page: 1, perPage: MEMBER_TASKS_PER_PAGE };
  for (const [area, path, expected] of [
    ['E-Learning', '/api/elearning/read-member-tasks', MEMBER_TASKS.elearning],
    ['risk-assessment', '/api/risk-assessment/read-member-tasks', MEMBER_TASKS.risk],
  ] as const) {
    const first = await postJson(server.base, session, path, body);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${JSON.stringify(first.body)}`);
    const answer = first.body as { items: unknown[]; total: number; counts: Record<string, number> };
    if (answer.counts.all !== expected || answer.items.length !== MEMBER_TASKS_PER_PAGE) {
      throw new Error(
        `${path} answered ${answer.counts.all} tasks and ${answer.items.length} on the page, not ${expected} and ${MEMBER_TASKS_PER_PAGE}`,
      );
    }
    report.info(SECTION, `data: the member's ${area} tasks by bubble`, bubbles(answer.counts), answer.counts);
    const failures = new Failures();
    const figures = await loadFor(seconds * 1000, CONNECTIONS, async () =>
      failures.ok((await postJson(server.base, session, path, body)).status),
    );
    report.budgetedLoad(
      SECTION,
      `${area} read-member-tasks (page 1 of ${MEMBER_TASKS_PER_PAGE}, every count) at ${CONNECTIONS} connections`,
      figures,
      BUDGETS.memberTasksP99Ms,
      failures.describe(figures.failures),
    );
  }
}

/** read-overview of a session once, checked; answers what it counted, in words. */
async function overviewOnce(server: BenchServer, session: BenchSession, who: string): Promise<string> {
  const first = await getJson(server.base, session, '/api/attention/read-overview');
  if (first.status !== 200) throw new Error(`read-overview as ${who} answered ${first.status}: ${JSON.stringify(first.body)}`);
  const { elearning, riskAssessment, locationsShort } = first.body as AttentionOverview;
  if (!elearning || elearning.overdueTasks === 0) throw new Error(`read-overview as ${who} counted no overdue E-Learning task`);
  return [
    `${elearning.overdueTasks.toLocaleString('en')} overdue tasks in ${elearning.overdueTasksByOrgUnit.length} units`,
    `${elearning.certificatesExpiring.toLocaleString('en')} certificates expiring`,
    riskAssessment
      ? `${riskAssessment.overdueActions} overdue measures, ${riskAssessment.analysesShortOfThreshold} analyses short`
      : 'no measures (not in the role)',
    `${locationsShort.length} locations short`,
  ].join(', ');
}

/** A load of `call` at CONNECTIONS admins at once, each call in a session no other call is using. */
function loadOfAdmins(admins: readonly BenchSession[], call: (session: BenchSession) => Promise<boolean>) {
  const idle = [...admins];
  return loadFor(seconds * 1000, CONNECTIONS, async () => {
    const session = idle.pop()!;
    return call(session).finally(() => idle.push(session));
  });
}

/**
 * The admins' overview at CONNECTIONS admins at once (each their own session, one call at a time),
 * then a loc-admin's and an ou-admin's at CONNECTIONS concurrent calls of their session; each held
 * to its budget.
 */
async function benchAttention(
  server: BenchServer,
  accounts: StartAccounts,
  admins: readonly BenchSession[],
  sizes: { locAdmin: number; ouAdmin: number },
): Promise<void> {
  const call = async (session: BenchSession, failures: Failures) =>
    failures.ok((await getJson(server.base, session, '/api/attention/read-overview')).status);
  report.info(SECTION, "data: what the admins' overview counts", await overviewOnce(server, admins[0]!, 'admin'));
  const failures = new Failures();
  const figures = await loadOfAdmins(admins, (session) => call(session, failures));
  report.budgetedLoad(
    SECTION,
    `attention read-overview at ${CONNECTIONS} admins`,
    figures,
    BUDGETS.attentionP99Ms,
    failures.describe(figures.failures),
  );

  for (const [role, username, scope] of [
    ['a loc-admin', accounts.locAdmin, `one location of ${sizes.locAdmin.toLocaleString('en')} members`],
    ['an ou-admin', accounts.ouAdmin, `one unit of ${sizes.ouAdmin.toLocaleString('en')} members`],
  ] as const) {
    const session = await signIn(server.base, CLIENT_IDENTIFIER, username);
    report.info(SECTION, `data: what ${role}'s overview counts`, await overviewOnce(server, session, role));
    const scopedFailures = new Failures();
    const scoped = await loadFor(seconds * 1000, CONNECTIONS, () => call(session, scopedFailures));
    report.budgetedLoad(
      SECTION,
      `attention read-overview of ${role} (${scope}) at ${CONNECTIONS} connections`,
      scoped,
      BUDGETS.scopedAttentionP99Ms,
      scopedFailures.describe(scoped.failures),
    );
  }
}

/**
 * The members' standing list (read-member-standing-list, the list the overview's E-Learning
 * figures lead to): page 1 as the tab opens it (no filter, by due date), as the overview's overdue
 * and certificate figures open it, and page 2,000 of the open list; of the admins at CONNECTIONS
 * admins at once, and of an ou-admin at CONNECTIONS calls of their session (loc-admins do not
 * read it). Held to the lists' budget of issue 17.
 */
async function benchStandingList(server: BenchServer, accounts: StartAccounts, admins: readonly BenchSession[]): Promise<void> {
  const path = '/api/elearning/read-member-standing-list';
  const ouAdmin = await signIn(server.base, CLIENT_IDENTIFIER, accounts.ouAdmin);
  for (const [who, sessions] of [
    [`${CONNECTIONS} admins`, admins],
    ['an ou-admin', Array.from({ length: CONNECTIONS }, () => ouAdmin)],
  ] as const) {
    for (const [name, filter, page] of [
      ['page 1, no filter', {}, 1],
      ["page 1, overdue (the overview's link)", { standing: 'overdue' }, 1],
      ['page 1, certificates running out', { certificate: 'expiring' }, 1],
      ['page 2,000, no filter', {}, 2_000],
    ] as const) {
      const body = { filter, page, perPage: MEMBER_TASKS_PER_PAGE };
      const first = await postJson(server.base, sessions[0]!, path, body);
      if (first.status !== 200) throw new Error(`${path} answered ${first.status}: ${JSON.stringify(first.body)}`);
      const { items, total } = first.body as { items: unknown[]; total: number };
      if (items.length !== MEMBER_TASKS_PER_PAGE)
        throw new Error(`${path} (${name}, ${who}) answered ${items.length} rows, not ${MEMBER_TASKS_PER_PAGE}`);
      report.info(SECTION, `data: standing list rows of ${who}, ${name}`, total.toLocaleString('en'), { total });
      const failures = new Failures();
      const figures = await loadOfAdmins(sessions, async (session) =>
        failures.ok((await postJson(server.base, session, path, body)).status),
      );
      report.budgetedLoad(
        SECTION,
        `elearning read-member-standing-list, ${name}, at ${who}`,
        figures,
        BUDGETS.standingListP99Ms,
        failures.describe(figures.failures),
      );
    }
  }
}

/** The risk assessments, evaluated through the server; then each data step's time and size in the report. */
async function createRiskDataAndReport(pool: Pool, server: BenchServer, clientId: string, bulk: BulkData) {
  const { people, elearning } = bulk;
  const accounts = people.result;
  const admin = await signIn(server.base, CLIENT_IDENTIFIER);
  const finish = async (assessmentId: string): Promise<string> => {
    const done = await postJson(
      server.base,
      admin,
      '/api/risk-assessment/complete-execution',
      { riskAssessmentTaskUuid: assessmentId },
      600_000,
    );
    if (done.status !== 200) throw new Error(`complete-execution answered ${done.status}: ${JSON.stringify(done.body)}`);
    return (done.body as { riskAssessmentExecutionResultUuid: string }).riskAssessmentExecutionResultUuid;
  };
  const risk = await timed(async () => {
    const counted = await createRiskData(pool, clientId, accounts.member, finish);
    await pool.query('VACUUM ANALYZE');
    return counted;
  });
  report.info(
    SECTION,
    'data: members and accounts / E-Learnings / risk assessments (SQL, API evaluations, VACUUM ANALYZE)',
    `${people.seconds.toFixed(1)} s / ${elearning.seconds.toFixed(1)} s / ${risk.seconds.toFixed(1)} s`,
  );
  report.info(
    SECTION,
    'data: E-Learning tasks / certificates / expiring within 30 days',
    [elearning.result.tasks, elearning.result.certificates, elearning.result.expiring].map((n) => n.toLocaleString('en')).join(' / '),
    elearning.result,
  );
  report.info(
    SECTION,
    'data: risk-assessment tasks / results / measures / overdue measures',
    [risk.result.tasks, risk.result.results, risk.result.measures, risk.result.overdueMeasures]
      .map((n) => n.toLocaleString('en'))
      .join(' / '),
    risk.result,
  );
}

/** The members, the small branches and the accounts, then the E-Learnings with their tasks and certificates: SQL before the server starts. */
async function createBulkData(pool: Pool, clientId: string) {
  const people = await timed(async () => {
    await createMembers(runSqlOf(pool), clientId, MEMBERS);
    return createPeople(pool, clientId);
  });
  const elearning = await timed(() => createELearningData(pool, clientId, people.result.member));
  return { people, elearning };
}
type BulkData = Awaited<ReturnType<typeof createBulkData>>;

async function benchOnPostgres(): Promise<void> {
  const reuse = args['reuse-data'];
  if (!reuse) await dropSchema(SCHEMA);
  const pool = new Pool({ connectionString: BENCH_DATABASE_URL, max: 4, options: `-c search_path=${SCHEMA}` });
  try {
    if (!reuse) await createClient(postgres, CLIENT_IDENTIFIER, 'Bench Start GmbH');
    const clientId = await clientIdOf(pool, CLIENT_IDENTIFIER);
    const bulk = reuse ? undefined : await createBulkData(pool, clientId);
    // Ten admins and more sign in from one address: above the login limit of an address.
    await withBenchServer(postgres, { LOGIN_RATE_LIMIT: '1000' }, async (server) => {
      if (bulk) await createRiskDataAndReport(pool, server, clientId, bulk);
      else report.info(SECTION, 'data', 'reused from an earlier run (--reuse-data)');
      const accounts = bulk?.people.result ?? (await findAccounts(pool, clientId));
      const sizes = await scopeSizes(pool, clientId, accounts);
      if (parts.has('member-overview')) await benchMemberOverview(server, accounts.member);
      // Ten admins, each their own session, for the admins' loads.
      const admins = await Promise.all(accounts.admins.map((name) => signIn(server.base, CLIENT_IDENTIFIER, name)));
      if (parts.has('attention')) await benchAttention(server, accounts, admins, sizes);
      if (parts.has('standing-list')) await benchStandingList(server, accounts, admins);
    });
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
  report.print(`Start-area benchmark (${seconds} s per load, ${totalSeconds.toFixed(0)} s in all)`);
  console.log(`Results: ${report.save('start', { seconds, members: MEMBERS, connections: CONNECTIONS, budgets: BUDGETS })}`);
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
