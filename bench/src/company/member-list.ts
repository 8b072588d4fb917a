import autocannon from 'autocannon';
import { memberListEndpoint } from '@compliance/shared-contracts';
import { loadFor, summarize, type LoadFigures } from '../measure';
import { SEARCH_TERM } from './member-data';
import { memberListStatements, type MemberListQuery, type Statement } from './member-list-sql';
import type { Report } from './report';
import { postJson, type BenchSession } from './server';

export interface Scenario {
  name: string;
  query: MemberListQuery;
}

/**
 * The pages the benchmark asks for: the first and a deep one, each with and without a search;
 * with `site`, also the first and last page of one location's members (the filter of the list,
 * as the location's members tab asks too). The deep page walks an OFFSET of (page - 1) × 25
 * rows, which only exists with enough members.
 */
export function listScenarios(deepPage: number, site?: { uuid: string; lastPage: number }): Scenario[] {
  const deep = `page ${deepPage.toLocaleString('en')}`;
  return [
    { name: 'page 1', query: { page: 1, perPage: 25 } },
    { name: deep, query: { page: deepPage, perPage: 25 } },
    { name: `page 1, search '${SEARCH_TERM}'`, query: { page: 1, perPage: 25, search: SEARCH_TERM } },
    { name: `${deep}, search '${SEARCH_TERM}'`, query: { page: deepPage, perPage: 25, search: SEARCH_TERM } },
    ...(site
      ? [
          { name: 'page 1, one location', query: { page: 1, perPage: 25, locationUuid: site.uuid } },
          {
            name: `page ${site.lastPage.toLocaleString('en')}, one location`,
            query: { page: site.lastPage, perPage: 25, locationUuid: site.uuid },
          },
        ]
      : []),
  ];
}

/** The request body the member table sends for a query (sorted by last name, ascending). */
const requestBody = (query: MemberListQuery) => ({
  page: query.page,
  perPage: query.perPage,
  sortBy: 'lastName',
  sortDirection: 'asc',
  filter: { ...(query.search ? { search: query.search } : {}), ...(query.locationUuid ? { locationUuid: query.locationUuid } : {}) },
});

/** Runs one statement and answers its rows (pg Pool or PGlite). */
export type RunStatement = (statement: Statement) => Promise<unknown[]>;

interface ListAnswer {
  items: Array<{ uuid: string }>;
  total: number;
}
const isListAnswer = (body: unknown): body is ListAnswer =>
  typeof body === 'object' &&
  body !== null &&
  'items' in body &&
  Array.isArray(body.items) &&
  'total' in body &&
  typeof body.total === 'number';

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
export async function measureFloor(
  run: RunStatement,
  clientId: string,
  query: MemberListQuery,
  seconds: number,
  connections: number,
): Promise<Floor> {
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
        resolve({
          ...figures,
          perSecond: result.requests.average,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
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
  /** First, deep, first with search, deep with search, and maybe first and last of a location (see listScenarios). */
  scenarios: readonly Scenario[];
  /** The floor of a query: measured now (PostgreSQL) or before the server took the database (PGlite). */
  floor: (query: MemberListQuery) => Promise<Floor>;
  /** Concurrent API clients, and the floor's concurrency (PGlite has one connection). */
  connections: number;
  sqlConnections: number;
  seconds: number;
  p99BudgetMs: number;
  /** null: the ratio is printed without a budget. */
  ratioBudget: number | null;
  /** When the floor runs concurrently: also one request at a time for this long, the bare cost of a request. */
  serial?: { floor: (query: MemberListQuery) => Promise<Floor>; seconds: number };
}

const p50p99 = (figures: LoadFigures): string => `p50 ${figures.p50.toFixed(1)} / p99 ${figures.p99.toFixed(1)} ms`;
const rawFigures = (figures: LoadFigures) => ({
  perSecond: figures.perSecond,
  requests: figures.requests,
  p50: figures.p50,
  p99: figures.p99,
  failed: figures.failures,
});

/** The member-list figures of one database: every scenario through the API and as bare SQL. */
export async function benchMemberList(report: Report, options: MemberListOptions): Promise<void> {
  const { section, base, session, scenarios } = options;
  const load = (query: MemberListQuery, connections: number, seconds: number) =>
    apiLoad(base, session, requestBody(query), connections, seconds);
  // Warm up the JIT, the pools and the caches before anything is measured.
  await load(scenarios[0]!.query, options.connections, 2);
  const p50s = new Map<string, number>();
  for (const scenario of scenarios) {
    const floor = await options.floor(scenario.query);
    const difference = await differenceFromFloor(base, session, scenario.query, floor);
    if (difference) report.info(section, `${scenario.name}: API and floor SQL differ`, difference);
    const api = await load(scenario.query, options.connections, options.seconds);
    p50s.set(scenario.name, api.p50);
    const failed = api.failures + api.errors + api.timeouts;
    report.info(
      section,
      `${scenario.name}: API, ${options.connections} clients`,
      `${api.perSecond.toFixed(0)} req/s, ${p50p99(api)}${failed ? `, ${failed} failed` : ''}`,
      rawFigures({ ...api, failures: failed }),
    );
    report.atMost(section, `${scenario.name}: API p99`, api.p99, 'ms', options.p99BudgetMs);
    report.floor(
      section,
      `${scenario.name}: SQL, ${options.sqlConnections} conn.`,
      `${floor.load.perSecond.toFixed(0)} /s, ${p50p99(floor.load)}`,
      rawFigures(floor.load),
    );
    // Compared at the floor's concurrency: a serial floor against 20 queued clients would only measure the queue.
    let apiLikeFloor = api;
    if (options.sqlConnections !== options.connections) {
      apiLikeFloor = await load(scenario.query, options.sqlConnections, options.seconds);
      report.info(
        section,
        `${scenario.name}: API, ${options.sqlConnections} client(s)`,
        `${apiLikeFloor.perSecond.toFixed(0)} req/s, ${p50p99(apiLikeFloor)}`,
        rawFigures(apiLikeFloor),
      );
    }
    const ratio = apiLikeFloor.p50 / floor.load.p50;
    const ratioName = `${scenario.name}: API/SQL p50, ${options.sqlConnections} conn.`;
    if (options.ratioBudget === null) report.info(section, ratioName, `${ratio.toFixed(2)} ×`, { ratio });
    else report.atMost(section, ratioName, ratio, '×', options.ratioBudget, 2);
    if (options.serial) {
      const sqlAlone = await options.serial.floor(scenario.query);
      const apiAlone = await load(scenario.query, 1, options.serial.seconds);
      report.info(
        section,
        `${scenario.name}: one at a time, API / SQL p50`,
        `${apiAlone.p50.toFixed(1)} / ${sqlAlone.load.p50.toFixed(1)} ms`,
        { apiP50: apiAlone.p50, sqlP50: sqlAlone.load.p50 },
      );
    }
  }
  // A deep page must cost about what the first does (no OFFSET walk over the whole client).
  for (const [deep, first] of [
    [scenarios[1]!, scenarios[0]!],
    [scenarios[3]!, scenarios[2]!],
    ...(scenarios.length > 5 ? [[scenarios[5]!, scenarios[4]!] as const] : []),
  ] as const) {
    const ratio = p50s.get(deep.name)! / p50s.get(first.name)!;
    report.atMost(section, `${deep.name} / ${first.name} p50`, ratio, '×', 2, 2);
  }
}
