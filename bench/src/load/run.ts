import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Pool } from 'pg';
import {
  createExecutionEndpoint,
  createRiskExecutionEndpoint,
  heartbeatEndpoint,
  memberDetailsEndpoint,
  memberListEndpoint,
  memberStateEndpoint,
  readAttentionOverviewEndpoint,
  readCatalogEndpoint,
  readExecutionEndpoint,
  readMemberStandingListEndpoint,
  readMemberTasksEndpoint,
  readRiskAssignmentOverviewListEndpoint,
  readRiskMemberTasksEndpoint,
  readStatisticsEndpoint,
  saveExecutionEndpoint,
  saveRiskExecutionEndpoint,
  updateMemberDetailsEndpoint,
  type ScormVersionName,
} from '@compliance/shared-contracts';
import { freePort } from '@compliance/api/process';
import { clientIdOf, createMembers, runSqlOf, SEARCH_TERM, type Queryable } from '../company/member-data';
import { Report } from '../company/report';
import {
  BENCH_ADMIN,
  createClient,
  postJson,
  signIn,
  startBenchServer,
  withStorageDatabase,
  type BenchServer,
  type BenchSession,
  type Storage,
} from '../company/server';
import { cpuSeconds, median, percentile, processTree, sampleTreeRss, summarize, type LoadFigures } from '../measure';
import { BENCH_DATABASE_URL, dropSchema, reportLeftOut, runOnPostgres, rowsOfRunBefore, runPart } from '../parts';
import { createELearnings } from '../elearning/data';
import { answeringMembers, createAssessment, questionIds } from '../risk/data';
import { limitsOf } from '../budgets';

/**
 * Mixed load (issues 5 and 17): signed-in users calling what the dashboard calls against the
 * real server. Admins: heartbeat, member state, member list pages (sorts, searches, filters, a
 * deep page), member details, the E-Learning catalog, statistics and members' standing list,
 * the analyses overview, the attention overview, and now and then a write (a member's details
 * saved unchanged). Learners beside them: their E-Learning and risk-assessment tasks, and the
 * two players' saves (an E-Learning attempt's progress, an analysis's draft). 50 connections on
 * PostgreSQL with a 100,000-member client, 10 on PGlite with 10,000; every member has three
 * E-Learnings and an analysis to answer. Beside it, the floor: a bare Fastify route in its own
 * process under the same load generator. To show where the time goes, each kind of request is
 * timed on its own too (one connection), and the CPU the server and PostgreSQL used during the
 * load is printed.
 *
 *   pnpm --filter @compliance/bench bench:load [-- --seconds 60 --only floor,pg,pglite] [--reuse-data]
 *
 * `--reuse-data` keeps the PostgreSQL data of the run before when its schema still holds it
 * (seeding 100,000 members takes minutes), for measuring one change after another; its writes
 * (member details saved as they were, players' saves of open attempts) leave it as it was.
 */
const BUDGETS = limitsOf('load');
/** E-Learnings every member has a task of (the default org unit's). */
const ELEARNINGS = 3;
const PARTS = ['floor', 'pg', 'pglite'] as const;
type Part = (typeof PARTS)[number];
const SCHEMA = 'load_bench';
const CLIENT = 'bench-load';
/** How long each kind of request is timed alone, one at a time. */
const COST_SECONDS = 2;
/** How long the heartbeat alone runs at the part's connections. */
const CEILING_SECONDS = 10;
/** How long each turn of the bare route and of a request alone runs, when they are measured side by side. */
const SLICE_SECONDS = 2;
const SERVER_APPLICATION_NAME = 'bench-load-server';

const { values: args } = parseArgs({
  // `pnpm … bench:load -- --seconds 10` passes the `--` through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '60' },
    only: { type: 'string', default: PARTS.join(',') },
    'reuse-data': { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--seconds must be a positive number, not ${args.seconds}`);
const parts = new Set(args.only.split(',').map((part) => part.trim()));
for (const part of parts) if (!PARTS.includes(part as Part)) throw new Error(`unknown part ${part}; parts: ${PARTS.join(', ')}`);
const report = new Report();

/** One request of the mix, named so its latencies can be told apart from the others'. */
interface MixEntry {
  label: string;
  request: autocannon.Request;
}

interface MixFigures extends LoadFigures {
  errors: number;
  non2xx: number;
  byStatus: Record<string, number>;
  /** Latencies (ms, ascending) of each kind of request. */
  byLabel: Map<string, number[]>;
}

const WRITE_LABEL = 'updatememberdetails (the write)';
const HEARTBEAT_LABEL = `GET ${heartbeatEndpoint.path}`;
const MEMBER_STATE_LABEL = `GET ${memberStateEndpoint.path}`;

/** Builds a user's requests in their session: GETs, and POSTs of JSON labelled by what they ask. */
function requestsOf(session: BenchSession) {
  const json = { ...session.headers, 'content-type': 'application/json' };
  return {
    get: (path: string): MixEntry => ({ label: `GET ${path}`, request: { method: 'GET', path, headers: session.headers } }),
    post: (label: string, path: string, body: object): MixEntry => ({
      label,
      request: { method: 'POST', path, headers: json, body: JSON.stringify(body) },
    }),
  };
}

/**
 * The requests of one signed-in admin, in the proportions a session on the member and area pages
 * produces them: 26 requests, of which 5 heartbeats, 2 member states, 8 member-list pages
 * (sorts, searches, filters, a deep page), 4 member details, 6 area reads (E-Learning catalog,
 * statistics and standing list, analyses overview, attention overview) and 1 write.
 */
function mixOf(session: BenchSession, memberUuids: readonly string[], write: object): MixEntry[] {
  const { get, post } = requestsOf(session);
  const list = (label: string, body: object) =>
    post(`getlist ${label}`, memberListEndpoint.path, { sortDirection: 'asc', perPage: 25, ...body });
  const details = (index: number) => post('memberdetails', memberDetailsEndpoint.path, { uuid: memberUuids[index % memberUuids.length] });
  const page1 = { page: 1, perPage: 25, sortDirection: 'asc' };
  const heartbeat = get(heartbeatEndpoint.path);
  const memberState = get(memberStateEndpoint.path);
  return [
    heartbeat,
    memberState,
    list('page 1, last name', { page: 1, sortBy: 'lastName' }),
    list('page 2, last name', { page: 2, sortBy: 'lastName' }),
    details(0),
    heartbeat,
    post('elearning read-catalog, page 1', readCatalogEndpoint.path, { ...page1, sortBy: 'title' }),
    list(`page 1 of 50, first name desc, search '${SEARCH_TERM}'`, {
      page: 1,
      perPage: 50,
      sortBy: 'firstName',
      sortDirection: 'desc',
      filter: { search: SEARCH_TERM },
    }),
    list('page 40, last name', { page: 40, sortBy: 'lastName' }),
    post('elearning read-member-standing-list, page 1, due date', readMemberStandingListEndpoint.path, { ...page1, sortBy: 'dueDate' }),
    details(1),
    list('page 1, last login desc, status active', { page: 1, sortBy: 'lastLoginAt', sortDirection: 'desc', filter: { status: 'active' } }),
    memberState,
    post('risk read-assignment-overview-list, page 1', readRiskAssignmentOverviewListEndpoint.path, { ...page1, sortBy: 'dueDate' }),
    list("page 3 of 100, username, search 'anna'", { page: 3, perPage: 100, sortBy: 'username', filter: { search: 'anna' } }),
    details(2),
    heartbeat,
    get(readAttentionOverviewEndpoint.path),
    list('page 1, last name, role member', { page: 1, sortBy: 'lastName', filter: { role: 'member' } }),
    heartbeat,
    post('elearning read-statistics, per E-Learning', readStatisticsEndpoint.path, {}),
    list('page 7, e-mail', { page: 7, sortBy: 'email' }),
    details(3),
    post('elearning read-member-standing-list, page 1, overdue', readMemberStandingListEndpoint.path, {
      ...page1,
      sortBy: 'dueDate',
      filter: { standing: 'overdue' },
    }),
    heartbeat,
    post(WRITE_LABEL, updateMemberDetailsEndpoint.path, write),
  ];
}

/** A learner's open E-Learning attempt and analysis execution, the two players' saves go to. */
interface LearnerExecutions {
  elearningExecutionUuid: string;
  elearningScormVersion: ScormVersionName;
  riskExecutionUuid: string;
}

/** What a course in progress commits, in the elements of its SCORM version (a commit of the other's is refused). */
const PROGRESS_CMI: Readonly<Record<ScormVersionName, Record<string, string>>> = {
  '1.2': {
    'cmi.core.lesson_location': '7',
    'cmi.suspend_data': 'page=7;answers=' + 'ABCD'.repeat(100),
    'cmi.core.session_time': '00:01:00',
    'cmi.core.lesson_status': 'incomplete',
    'cmi.core.exit': 'suspend',
  },
  '2004': {
    'cmi.location': '7',
    'cmi.suspend_data': 'page=7;answers=' + 'ABCD'.repeat(100),
    'cmi.session_time': 'PT1M',
    'cmi.completion_status': 'incomplete',
    'cmi.exit': 'suspend',
  },
};

/**
 * The requests of one signed-in learner on the start area and in the players: 10 requests, of
 * which 3 heartbeats, 1 member state, 4 task lists (E-Learning tasks in two bubbles, analyses,
 * analyses with measures to define) and 2 writes (an E-Learning attempt's progress, an analysis's draft).
 */
function learnerMixOf(session: BenchSession, executions: LearnerExecutions): MixEntry[] {
  const { get, post } = requestsOf(session);
  const heartbeat = get(heartbeatEndpoint.path);
  const tasks = { page: 1, perPage: 25 };
  const firstQuestion = questionIds()[0]!;
  return [
    heartbeat,
    get(memberStateEndpoint.path),
    post('elearning read-member-tasks, all', readMemberTasksEndpoint.path, { ...tasks, bucket: 'all' }),
    post('risk read-member-tasks, all', readRiskMemberTasksEndpoint.path, { ...tasks, bucket: 'all' }),
    heartbeat,
    post('elearning save-execution (a write)', saveExecutionEndpoint.path, {
      executionUuid: executions.elearningExecutionUuid,
      cmi: PROGRESS_CMI[executions.elearningScormVersion],
    }),
    post('elearning read-member-tasks, overdue', readMemberTasksEndpoint.path, { ...tasks, bucket: 'overdue' }),
    heartbeat,
    post('risk save-execution (a write)', saveRiskExecutionEndpoint.path, {
      executionUuid: executions.riskExecutionUuid,
      answers: { [firstQuestion]: 2 },
      notes: {},
    }),
    post('risk read-member-tasks, measures to define', readRiskMemberTasksEndpoint.path, { ...tasks, bucket: 'measuresToDefine' }),
  ];
}

/**
 * Runs one autocannon instance per user side by side (each user its own session and request
 * cycle) and merges what they saw, latency by latency and kind by kind.
 */
async function mixedLoad(base: string, users: readonly MixEntry[][], connections: number, durationSeconds: number): Promise<MixFigures> {
  const durations: number[] = [];
  const byStatus: Record<string, number> = {};
  const byLabel = new Map<string, number[]>();
  // autocannon calls a request's onResponse right before it emits 'response' for the same
  // answer, synchronously: the label set here names the latency the listener receives.
  let answered = '';
  const labelled = (entries: readonly MixEntry[]): autocannon.Request[] =>
    entries.map(({ label, request }) => ({ ...request, onResponse: () => void (answered = label) }));
  const perUser = Math.max(1, Math.floor(connections / users.length));
  const results = await Promise.all(
    users.map(
      (entries) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            { url: base, connections: perUser, duration: durationSeconds, timeout: 30, requests: labelled(entries) },
            (error: unknown, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
          );
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            durations.push(responseTime);
            byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
            const latencies = byLabel.get(answered) ?? [];
            latencies.push(responseTime);
            byLabel.set(answered, latencies);
          });
        }),
    ),
  );
  for (const latencies of byLabel.values()) latencies.sort((a, b) => a - b);
  const non2xx = results.reduce((sum, result) => sum + result.non2xx, 0);
  return {
    ...summarize(durations, non2xx, Math.max(...results.map((result) => result.duration))),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    non2xx,
    byStatus,
    byLabel,
  };
}

/** The bare route's path and its one-request mix. */
const FLOOR_PATH = '/api/heartbeat';
const floorMix: MixEntry[][] = [[{ label: 'bare route', request: { method: 'GET', path: FLOOR_PATH } }]];

/** A bare Fastify route in its own process, like the product server: the floor the answers are compared with. */
async function startFloor(): Promise<{ base: string; stop: () => void }> {
  // fastify is the api package's dependency, not bench's: resolve it from there.
  const requireFromApi = createRequire(require.resolve('@compliance/api/process'));
  const fastifyPath = requireFromApi.resolve('fastify');
  const port = await freePort();
  const script = `const app = require(${JSON.stringify(fastifyPath)})(); app.get('${FLOOR_PATH}', async () => ({ success: true })); app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The bare route under the same load for `duration` seconds. */
async function floorFigures(connections: number, duration: number): Promise<MixFigures> {
  const floor = await startFloor();
  try {
    return await mixedLoad(floor.base, floorMix, connections, duration);
  } finally {
    floor.stop();
  }
}

/** Signs in `admins` times (one session each, as separate browsers would) and builds their mixes. */
async function adminsOf(base: string, admins: number): Promise<MixEntry[][]> {
  const result: MixEntry[][] = [];
  for (let index = 0; index < admins; index++) {
    const session = await signIn(base, CLIENT);
    const list = await postJson(base, session, memberListEndpoint.path, { page: 5, perPage: 25, sortBy: 'lastName', sortDirection: 'asc' });
    if (list.status !== 200) throw new Error(`member list answered ${list.status}`);
    // Each admin looks at other members (offset by admin), so the writes do not queue on one row.
    const uuids = (list.body as { items: Array<{ uuid: string }> }).items.map((item) => item.uuid).slice(index * 4);
    const details = await postJson(base, session, memberDetailsEndpoint.path, { uuid: uuids[0] });
    if (details.status !== 200) throw new Error(`member details answered ${details.status}`);
    // The write: the member's details saved as they are (validation, scope, uniqueness, audit, update).
    const { status: _status, lastLoginAt: _lastLogin, archivedAt: _archived, ...fields } = details.body as Record<string, unknown>;
    result.push(mixOf(session, uuids, fields));
  }
  return result;
}

/** Answers a POST the mix's setup needs, or fails the part with what it answered. */
async function setupPost<T>(base: string, session: BenchSession, path: string, body: object): Promise<T> {
  const answer = await postJson(base, session, path, body);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** Signs each learner in, starts their first open E-Learning task and their analysis as the players do, and builds their mixes. */
async function learnersOf(base: string, usernames: readonly string[]): Promise<MixEntry[][]> {
  const result: MixEntry[][] = [];
  for (const username of usernames) {
    const session = await signIn(base, CLIENT, username);
    type Tasks = { items: Array<{ taskUuid: string; status: string }> };
    const elearningTasks = await setupPost<Tasks>(base, session, readMemberTasksEndpoint.path, { page: 1, perPage: 25, bucket: 'all' });
    const elearningTask = elearningTasks.items.find((task) => task.status !== 'completed');
    if (!elearningTask) throw new Error(`${username} has no open E-Learning task`);
    const riskTasks = await setupPost<Tasks>(base, session, readRiskMemberTasksEndpoint.path, { page: 1, perPage: 25, bucket: 'all' });
    const riskTask = riskTasks.items[0];
    if (!riskTask) throw new Error(`${username} has no analysis to answer`);
    type Started = { executionUuid: string };
    const elearning = await setupPost<Started>(base, session, createExecutionEndpoint.path, { taskUuid: elearningTask.taskUuid });
    const risk = await setupPost<Started>(base, session, createRiskExecutionEndpoint.path, { taskUuid: riskTask.taskUuid });
    const { scormVersion } = await setupPost<{ scormVersion: ScormVersionName }>(base, session, readExecutionEndpoint.path, {
      executionUuid: elearning.executionUuid,
    });
    result.push(
      learnerMixOf(session, {
        elearningExecutionUuid: elearning.executionUuid,
        elearningScormVersion: scormVersion,
        riskExecutionUuid: risk.executionUuid,
      }),
    );
  }
  return result;
}

/** Each kind of request of the mix alone, one at a time: what it costs the server without a queue. */
async function costsAlone(base: string, mix: readonly MixEntry[]): Promise<Map<string, LoadFigures>> {
  const costs = new Map<string, LoadFigures>();
  for (const entry of mix) {
    if (costs.has(entry.label)) continue;
    const figures = await mixedLoad(base, [[entry]], 1, COST_SECONDS);
    if (figures.non2xx + figures.errors > 0) throw new Error(`${entry.label} alone answered ${JSON.stringify(figures.byStatus)}`);
    costs.set(entry.label, figures);
  }
  return costs;
}

/** CPU seconds PostgreSQL has used: all of it (postmaster, live children, ended children such as parallel workers), and this server's connections. */
interface PostgresCpu {
  all: number;
  byConnection: Map<number, number>;
}

async function postgresCpu(admin: Pool): Promise<PostgresCpu> {
  const [directory] = (await admin.query<{ setting: string }>("SELECT setting FROM pg_settings WHERE name = 'data_directory'")).rows;
  const postmaster = Number(readFileSync(join(directory!.setting, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const [, ...children] = processTree(postmaster);
  const connections = (
    await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [SERVER_APPLICATION_NAME])
  ).rows;
  return {
    all: cpuSeconds(postmaster, true) + children.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    byConnection: new Map(connections.map(({ pid }) => [pid, cpuSeconds(pid)])),
  };
}

interface CpuUsed {
  server: number;
  generator: number;
  postgres: { all: number; connections: number } | null;
}

/** CPU seconds used from now until `stop` by the server's process tree, the load generator (this process) and PostgreSQL. */
async function cpuMeter(serverRootPid: number, admin: Pool | null): Promise<{ stop: () => Promise<CpuUsed> }> {
  const serverNow = () => processTree(serverRootPid).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const generatorNow = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  };
  const start = { server: serverNow(), generator: generatorNow(), postgres: admin ? await postgresCpu(admin) : null };
  return {
    stop: async () => {
      const end = { server: serverNow(), generator: generatorNow(), postgres: admin ? await postgresCpu(admin) : null };
      const postgres =
        start.postgres && end.postgres
          ? {
              all: end.postgres.all - start.postgres.all,
              // A connection opened during the run started from nothing.
              connections: [...end.postgres.byConnection].reduce(
                (sum, [pid, seconds]) => sum + seconds - (start.postgres!.byConnection.get(pid) ?? 0),
                0,
              ),
            }
          : null;
      return { server: end.server - start.server, generator: end.generator - start.generator, postgres };
    },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The mix's figures: requests/s (held to the budget where one is given), latencies, errors and its share of the floor. */
function recordLoad(section: string, figures: MixFigures, floor: MixFigures | undefined, perSecondBudget: number | undefined): void {
  const rate = `${figures.perSecond.toFixed(0)} (${figures.requests} requests in ${seconds} s)`;
  if (perSecondBudget === undefined) {
    report.info(section, 'requests/s', rate, { perSecond: figures.perSecond, requests: figures.requests });
  } else {
    report.add({
      section,
      name: 'requests/s',
      figure: rate,
      budget: `≥ ${perSecondBudget.toLocaleString('en')}`,
      within: figures.perSecond >= perSecondBudget,
      values: { perSecond: figures.perSecond, requests: figures.requests },
    });
  }
  report.info(section, 'p50 / p95', `${ms(figures.p50)} / ${ms(figures.p95)}`, { p50: figures.p50, p95: figures.p95 });
  report.atMost(section, 'p99', figures.p99, 'ms', BUDGETS.p99Ms);
  // Every request of the mix is one its user may make on data they may see: no answer but 2xx is expected.
  report.add({
    section,
    name: 'errors / non-2xx (none expected)',
    figure: `${figures.errors} / ${figures.non2xx}, by status ${JSON.stringify(figures.byStatus)}`,
    budget: '0 / 0',
    within: figures.errors + figures.non2xx === 0,
    values: { errors: figures.errors, non2xx: figures.non2xx },
  });
  if (floor) {
    const share = figures.perSecond / floor.perSecond;
    report.info(
      section,
      'share of the bare-Fastify floor (requests/s)',
      `${(share * 100).toFixed(1)} % (${figures.perSecond.toFixed(0)} of ${floor.perSecond.toFixed(0)})`,
      {
        share,
        floorPerSecond: floor.perSecond,
      },
    );
  }
}

/** Latency of each kind of request within the mix, beside its cost alone and its share of the server's time. */
function recordBreakdown(section: string, figures: MixFigures, costs: Map<string, LoadFigures>): void {
  const weight = (label: string) => (figures.byLabel.get(label)?.length ?? 0) * (costs.get(label)?.p50 ?? 0);
  const total = [...costs.keys()].reduce((sum, label) => sum + weight(label), 0);
  const breakdown = `${section}, by kind of request (p50 / p99 in the mix; p50 alone; share of the time = count × p50 alone)`;
  for (const label of [...costs.keys()].sort((a, b) => weight(b) - weight(a))) {
    const latencies = figures.byLabel.get(label) ?? [];
    const alone = costs.get(label)!;
    const inMix =
      latencies.length === 0 ? 'none answered in the run' : `${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))}`;
    report.info(breakdown, label, `${inMix}; alone ${ms(alone.p50)}; ${((weight(label) / total) * 100).toFixed(0)} %`, {
      count: latencies.length,
      mixP50: percentile(latencies, 50),
      mixP99: percentile(latencies, 99),
      aloneP50: alone.p50,
      alonePerSecond: alone.perSecond,
      share: weight(label) / total,
    });
  }
}

/** Who signs in for a part's mix: admins, and learners by username. */
interface People {
  admins: number;
  learners: readonly string[];
}

/**
 * One kind of signed-in request alone under the same connections, held to its share of the floor:
 * the ceiling of any mix (session lookup, CSRF and permission checks, one small query). With
 * `withFloor`, the floor runs beside it, turn by turn: slices of SLICE_SECONDS, the bare route's
 * then the request's, each pair giving one share, and the median share is held to the budget.
 * This machine's speed moves by half within minutes (the bare route alone answered 45,000 and
 * 20,000 requests/s ten minutes apart, docs/performance.md), so a floor measured
 * once, before the request, compared two different machines.
 */
async function aloneUnderLoad(
  base: string,
  section: string,
  mixes: readonly MixEntry[][],
  label: string,
  connections: number,
  withFloor: boolean,
): Promise<void> {
  const only = mixes.map((mix) => mix.filter((entry) => entry.label === label).slice(0, 1)).filter((mix) => mix.length > 0);
  const duration = Math.min(seconds, CEILING_SECONDS);
  const name = `${label} only, same connections (${duration} s)`;
  if (!withFloor) {
    const figures = await mixedLoad(base, only, connections, duration);
    report.info(section, name, `${figures.perSecond.toFixed(0)} requests/s, p50 ${ms(figures.p50)} / p99 ${ms(figures.p99)}`, {
      perSecond: figures.perSecond,
      p50: figures.p50,
      p99: figures.p99,
    });
    return;
  }
  const floor = await startFloor();
  const turns: Array<{ floor: MixFigures; answers: MixFigures }> = [];
  try {
    // Both warmed first (connections opened, code compiled), not counted.
    await mixedLoad(floor.base, floorMix, connections, 1);
    await mixedLoad(base, only, connections, 1);
    for (let turn = 0; turn < Math.max(1, Math.round(duration / SLICE_SECONDS)); turn++) {
      const floorSlice = await mixedLoad(floor.base, floorMix, connections, SLICE_SECONDS);
      turns.push({ floor: floorSlice, answers: await mixedLoad(base, only, connections, SLICE_SECONDS) });
    }
  } finally {
    floor.stop();
  }
  const shares = turns.map((turn) => turn.answers.perSecond / turn.floor.perSecond);
  const share = median(shares);
  const perSecond = median(turns.map((turn) => turn.answers.perSecond));
  const floorPerSecond = median(turns.map((turn) => turn.floor.perSecond));
  // The worst slice's tail: a slow slice is not averaged away.
  const p99 = Math.max(...turns.map((turn) => turn.answers.p99));
  const p50 = median(turns.map((turn) => turn.answers.p50));
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  report.floor(
    section,
    `bare Fastify route beside ${label} (median of ${turns.length} slices of ${SLICE_SECONDS} s): requests/s`,
    floorPerSecond.toFixed(0),
    {
      perSecond: floorPerSecond,
    },
  );
  report.add({
    section,
    name: `${name}: median share of the bare-Fastify floor, slice by slice`,
    figure: `${percent(share)} (slices ${percent(Math.min(...shares))}–${percent(Math.max(...shares))}; ${perSecond.toFixed(0)} requests/s, p50 ${ms(p50)} / p99 ${ms(p99)}; floor ${floorPerSecond.toFixed(0)} requests/s)`,
    budget: `≥ ${BUDGETS.heartbeatFloorShare * 100} %`,
    within: share >= BUDGETS.heartbeatFloorShare,
    values: { perSecond, p50, p99, floorShare: share, floorPerSecond, lowestShare: Math.min(...shares), highestShare: Math.max(...shares) },
  });
}

/** Signs in the people, runs the mix under load (memory and CPU sampled), then times each kind alone. */
async function underLoad(
  server: BenchServer,
  section: string,
  connections: number,
  people: People,
  floor: MixFigures | undefined,
  admin: Pool | null,
  perSecondBudget?: number,
): Promise<void> {
  const adminMixes = await adminsOf(server.base, people.admins);
  const learnerMixes = await learnersOf(server.base, people.learners);
  const mixes = [...adminMixes, ...learnerMixes];
  const rootPid = server.server.process.pid!;
  const rss = sampleTreeRss(rootPid);
  const cpu = await cpuMeter(rootPid, admin);
  const figures = await mixedLoad(server.base, mixes, connections, seconds);
  const used = await cpu.stop();
  recordLoad(section, figures, floor, perSecondBudget);
  const peakMb = rss.stop();
  report.info(section, 'server peak RSS (process tree, sampled every 200 ms)', `${peakMb.toFixed(0)} MB`, { peakMb });
  const core = (cpuSeconds: number) => `${((cpuSeconds / seconds) * 100).toFixed(0)} %`;
  report.info(section, 'CPU used, in % of one core: server / load generator', `${core(used.server)} / ${core(used.generator)}`, {
    serverCpuSeconds: used.server,
    generatorCpuSeconds: used.generator,
  });
  if (used.postgres) {
    report.info(
      section,
      "CPU used by PostgreSQL: the server's connections / all of it (other suites too)",
      `${core(used.postgres.connections)} / ${core(used.postgres.all)}`,
      {
        connectionsCpuSeconds: used.postgres.connections,
        allCpuSeconds: used.postgres.all,
      },
    );
  }
  for (const label of [HEARTBEAT_LABEL, MEMBER_STATE_LABEL])
    await aloneUnderLoad(server.base, section, mixes, label, connections, floor !== undefined);
  recordBreakdown(section, figures, await costsAlone(server.base, [...adminMixes[0]!, ...(learnerMixes[0] ?? [])]));
}

/**
 * Creates the bench client with `members` members on the storage, before the server starts:
 * three E-Learnings and an analysis for every member, and `learners` members who can sign in
 * to do theirs; answers the learners' usernames.
 */
async function seed(storage: Storage, members: number, learners: number): Promise<string[]> {
  await createClient(storage, CLIENT, 'Bench Last GmbH');
  return withStorageDatabase(storage, (db) => seedData(db, members, learners));
}

/** The learners of the run before when its schema holds its client with `members` members, else undefined. */
async function learnersOfRunBefore(members: number, learners: number): Promise<string[] | undefined> {
  // The learners sign in with the admin's password (answeringMembers gave it them).
  const rows = await rowsOfRunBefore<{ username: string }>(
    SCHEMA,
    `SELECT m.username FROM client c JOIN member a ON a.client_id = c.id AND a.username = $2
       JOIN member m ON m.client_id = c.id AND m.password_hash = a.password_hash AND m.id <> a.id
      WHERE c.client_identifier = $1 AND (SELECT count(*) FROM member x WHERE x.client_id = c.id) >= $3
      ORDER BY m.username LIMIT $4`,
    [CLIENT, BENCH_ADMIN, members, learners],
  );
  return rows?.length === learners ? rows.map((row) => row.username) : undefined;
}

async function seedData(db: Queryable, members: number, learners: number): Promise<string[]> {
  const clientId = await clientIdOf(db, CLIENT);
  await createMembers(runSqlOf(db), clientId, members);
  await createELearnings(db, clientId, { count: ELEARNINGS });
  const { analysisId } = await createAssessment(db, clientId);
  const answering = await answeringMembers(db, clientId, analysisId, learners);
  await db.query('VACUUM ANALYZE');
  return answering.map((learner) => learner.username);
}

async function withServer(storage: Storage, work: (server: BenchServer) => Promise<void>): Promise<void> {
  // Names its PostgreSQL connections, so their CPU can be told from other clients'.
  const server = await startBenchServer(storage, { PGAPPNAME: SERVER_APPLICATION_NAME });
  try {
    await work(server);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const floors = new Map<number, MixFigures>();
  if (parts.has('floor')) {
    for (const connections of [50, 10]) {
      const section = `Floor: bare Fastify route, ${connections} connections`;
      await runPart(report, section, async () => {
        const figures = await floorFigures(connections, seconds);
        floors.set(connections, figures);
        report.floor(section, 'requests/s', figures.perSecond.toFixed(0), { perSecond: figures.perSecond });
        report.floor(section, 'p50 / p99', `${ms(figures.p50)} / ${ms(figures.p99)}`, { p50: figures.p50, p99: figures.p99 });
      });
    }
  }
  if (parts.has('pg')) {
    const section = 'Mixed load, PostgreSQL, 100,000 members, 50 connections (5 admins, 5 learners)';
    await runOnPostgres(report, section, async () => {
      const storage: Storage = { kind: 'postgres', url: BENCH_DATABASE_URL, schema: SCHEMA };
      const reused = args['reuse-data'] ? await learnersOfRunBefore(100_000, 5) : undefined;
      if (reused) report.info(section, 'data', 'kept from the run before (--reuse-data)');
      else await dropSchema(SCHEMA);
      const learners = reused ?? (await seed(storage, 100_000, 5));
      const admin = new Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
      try {
        await withServer(storage, (server) =>
          underLoad(server, section, 50, { admins: 5, learners }, floors.get(50), admin, BUDGETS.perSecond),
        );
      } finally {
        await admin.end();
      }
    });
  }
  if (parts.has('pglite')) {
    const section = 'Mixed load, PGlite, 10,000 members, 10 connections (1 admin, 1 learner)';
    await runPart(report, section, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cd-bench-load-'));
      try {
        const storage: Storage = { kind: 'pglite', dataDir };
        const learners = await seed(storage, 10_000, 1);
        await withServer(storage, (server) => underLoad(server, section, 10, { admins: 1, learners }, floors.get(10), null));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
  reportLeftOut(report, 'Mixed load', PARTS, parts, '--only');
  // Other work on the machine (test suites, builds) shows in every figure: print it beside them.
  report.machineLoad(loadAtStart);
  report.print(`Mixed-load benchmark (${seconds} s per load)`);
  const file = report.save('load', { seconds, startedAt: new Date().toISOString(), budgets: BUDGETS, parts: [...parts] });
  console.log(`Results: ${file}`);
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
