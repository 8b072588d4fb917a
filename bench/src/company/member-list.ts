import autocannon from 'autocannon';
import { memberListEndpoint } from '@compliance/shared-contracts';
import { loadFor, summarize, type LoadFigures } from '../measure';
import { SEARCH_TERM } from './member-data';
import { memberListStatements, type MemberListQuery, type Statement } from './member-list-sql';
import type { Report } from './report';
import { postJson, type BenchSession } from './server';

/** The pages the benchmark asks for: the first and a deep one, each with and without a search. */
export const SCENARIOS: ReadonlyArray<{ name: string; query: MemberListQuery }> = [
  { name: 'page 1', query: { page: 1, perPage: 25 } },
  { name: 'page 2,000', query: { page: 2000, perPage: 25 } },
  { name: `page 1, search '${SEARCH_TERM}'`, query: { page: 1, perPage: 25, search: SEARCH_TERM } },
  { name: `page 2,000, search '${SEARCH_TERM}'`, query: { page: 2000, perPage: 25, search: SEARCH_TERM } },
];

/** The request body the member table sends for a query (sorted by last name, ascending). */
const requestBody = (query: MemberListQuery) => ({
  page: query.page,
  perPage: query.perPage,
  sortBy: 'lastName',
  sortDirection: 'asc',
  filter: query.search ? { search: query.search } : {},
});

/** Runs one statement and answers its rows (pg Pool or PGlite). */
export type RunStatement = (statement: Statement) => Promise<unknown[]>;

interface ListAnswer {
  items: Array<{ uuid: string }>;
  total: number;
}
const isListAnswer = (body: unknown): body is ListAnswer =>
  typeof body === 'object' && body !== null && 'items' in body && Array.isArray(body.items) && 'total' in body && typeof body.total === 'number';

/** Whether the server has the member-list endpoint yet (it is built in parallel with this benchmark). */
export async function memberListAvailable(base: string, session: BenchSession): Promise<boolean> {
  const answer = await postJson(base, session, memberListEndpoint.path, requestBody({ page: 1, perPage: 25 }));
  return answer.status !== 404;
}

/** The floor of one query: the API's SQL run straight on the database, and what it answers. */
export interface Floor {
  load: LoadFigures;
  total: number | undefined;
  ids: string[];
}

/** Runs the query's statements once for its answer, then over and over for `seconds` with `connections` in flight. */
export async function measureFloor(run: RunStatement, clientId: string, query: MemberListQuery, seconds: number, connections: number): Promise<Floor> {
  const statements = memberListStatements(clientId, query);
  const [count, page] = statements;
  const total = ((await run(count!))[0] as { total: number } | undefined)?.total;
  const ids = ((await run(page!)) as Array<{ uuid: string }>).map((row) => row.uuid);
  const load = await loadFor(seconds * 1000, connections, async () => {
    for (const statement of statements) await run(statement);
    return true;
  });
  return { load, total, ids };
}

/** Both must name the same members in the same order with the same total, else the floor is not the API's SQL any more. */
async function differenceFromFloor(base: string, session: BenchSession, query: MemberListQuery, floor: Floor): Promise<string | null> {
  const api = await postJson(base, session, memberListEndpoint.path, requestBody(query));
  if (api.status !== 200 || !isListAnswer(api.body)) return `API answered ${api.status} ${JSON.stringify(api.body).slice(0, 200)}`;
  if (floor.total !== api.body.total) return `total: API ${api.body.total}, SQL ${floor.total}`;
  if (floor.ids.join() !== api.body.items.map((item) => item.uuid).join()) return 'the page holds other members than the SQL answers';
  return null;
}

/** Figures of a load run, with what went wrong. */
export interface ApiFigures extends LoadFigures {
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * `connections` clients POST the query for `seconds` (autocannon, one request in flight per
 * connection). Latencies are taken from each response with sub-millisecond precision
 * (autocannon's own histogram has 1 ms steps, too coarse for a ratio against the SQL floor).
 */
export function apiLoad(base: string, session: BenchSession, body: unknown, connections: number, seconds: number): Promise<ApiFigures> {
  const durations: number[] = [];
  let failures = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${memberListEndpoint.path}`,
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections,
        duration: seconds,
        timeout: 30,
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const figures = summarize(durations, failures, result.duration);
        resolve({ ...figures, perSecond: result.requests.average, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      durations.push(responseTime);
      if (statusCode !== 200) failures++;
    });
  });
}

export interface MemberListOptions {
  section: string;
  base: string;
  session: BenchSession;
  /** The floor of a query: measured now (PostgreSQL) or before the server took the database (PGlite). */
  floor: (query: MemberListQuery) => Promise<Floor>;
  /** Concurrent API clients; the floor's concurrency, for the label (PGlite has one connection). */
  connections: number;
  sqlConnections: number;
  seconds: number;
  p99BudgetMs: number;
  /** null: the ratio is printed without a budget (a serial floor is no fair comparison). */
  ratioBudget: number | null;
}

/** The member-list figures of one database: every scenario through the API and as bare SQL. */
export async function benchMemberList(report: Report, options: MemberListOptions): Promise<void> {
  const { section, base, session } = options;
  // Warm up the JIT, the pools and the caches before anything is measured.
  await apiLoad(base, session, requestBody(SCENARIOS[0]!.query), options.connections, 2);
  const p50s = new Map<string, number>();
  for (const scenario of SCENARIOS) {
    const floor = await options.floor(scenario.query);
    const difference = await differenceFromFloor(base, session, scenario.query, floor);
    if (difference) report.info(section, `${scenario.name}: API and floor SQL differ`, difference);
    const api = await apiLoad(base, session, requestBody(scenario.query), options.connections, options.seconds);
    const sql = floor.load;
    p50s.set(scenario.name, api.p50);
    const failed = api.failures + api.errors + api.timeouts;
    report.info(section, `${scenario.name}: API req/s`, `${api.perSecond.toFixed(0)} req/s (${api.requests} requests${failed ? `, ${failed} failed` : ''})`, {
      perSecond: api.perSecond,
      requests: api.requests,
      failed,
    });
    report.info(section, `${scenario.name}: API p50`, `${api.p50.toFixed(1)} ms`, { p50: api.p50 });
    report.atMost(section, `${scenario.name}: API p99`, api.p99, 'ms', options.p99BudgetMs);
    report.info(section, `${scenario.name}: SQL p50 / p99 (${options.sqlConnections} conn.)`, `${sql.p50.toFixed(1)} / ${sql.p99.toFixed(1)} ms, ${sql.perSecond.toFixed(0)}/s`, {
      p50: sql.p50,
      p99: sql.p99,
      perSecond: sql.perSecond,
    });
    const ratio = api.p50 / sql.p50;
    if (options.ratioBudget === null) report.info(section, `${scenario.name}: API/SQL p50`, `${ratio.toFixed(2)}×`, { ratio });
    else report.atMost(section, `${scenario.name}: API/SQL p50`, ratio, '×', options.ratioBudget, 2);
  }
  // A deep page must cost about what the first does (no OFFSET walk over the whole client).
  for (const [deep, first] of [[SCENARIOS[1]!, SCENARIOS[0]!], [SCENARIOS[3]!, SCENARIOS[2]!]] as const) {
    const ratio = p50s.get(deep.name)! / p50s.get(first.name)!;
    report.atMost(section, `${deep.name} / ${first.name} p50`, ratio, '×', 2, 2);
  }
}
