import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { memberImportAvailable, benchImport, writeImportCsv } from './member-import';
import { clientIdOf, createMembers, runSqlOf, type RunSql } from './member-data';
import {
  benchMemberList,
  listScenarios,
  measureFloor,
  memberListAvailable,
  type Floor,
  type MemberListOptions,
  type RunStatement,
  type Scenario,
} from './member-list';
import type { MemberListQuery } from './member-list-sql';
import { BENCH_DATABASE_URL, dropSchema, noPostgres, postgresReachable, reportLeftOut, runPart } from '../parts';
import { timed } from '../measure';
import { Report } from './report';
import { createClient, signIn, startBenchServer, type BenchServer, type Storage } from './server';
import { limitsOf } from '../budgets';

/**
 * Company-administration benchmark (issue 4): the member list with 100,000 members on
 * PostgreSQL and 10,000 on PGlite, each beside the bare SQL it runs, and the member CSV
 * import of 10,000 and 100,000 rows. How long another client waits while a heavy file is
 * uploaded is measured by the isolation benchmark (src/isolation/run.ts). Prints every figure
 * beside its budget; a missed budget is marked, never fatal.
 *
 *   pnpm --filter @compliance/bench bench:company [-- --only list-pg,import,list-pglite] [--seconds 10]
 */
const BUDGETS = limitsOf('company');
const PARTS = ['list-pg', 'import', 'list-pglite'] as const;
type Part = (typeof PARTS)[number];

/** Rebuilt on every run, so each run starts from the same data. */
const SCHEMA = 'company_bench';
const CONNECTIONS = 20;
const SERIAL_SECONDS = 3;
const LIST_PG = 'Member list, PostgreSQL, 100,000 members';
const LIST_PGLITE = 'Member list, PGlite, 10,000 members';

const { values: args } = parseArgs({
  // `pnpm … bench:company -- --only …` passes the `--` through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { only: { type: 'string', default: PARTS.join(',') }, seconds: { type: 'string', default: '10' } },
});
const parts = new Set(args.only.split(',').map((part) => part.trim()));
for (const part of parts) if (!PARTS.includes(part as Part)) throw new Error(`unknown part ${part}; parts: ${PARTS.join(', ')}`);
const seconds = Number(args.seconds);

const report = new Report();
const postgres: Storage = { kind: 'postgres', url: BENCH_DATABASE_URL, schema: SCHEMA };

const statementRunner =
  (run: RunSql): RunStatement =>
  async (statement) =>
    (await run(statement.text, statement.values)) as unknown[];

async function withServer(storage: Storage, work: (server: BenchServer) => Promise<void>): Promise<void> {
  const server = await startBenchServer(storage);
  try {
    await work(server);
  } finally {
    await server.stop();
  }
}

/** Part 1: 100,000 members on PostgreSQL, 20 concurrent clients, beside the same SQL on 20 connections. */
async function listOnPostgres(pool: Pool): Promise<void> {
  const section = LIST_PG;
  await createClient(postgres, 'bench-list', 'Bench Liste GmbH');
  const run = runSqlOf(pool);
  const clientId = await clientIdOf(pool, 'bench-list');
  const created = await timed(() => createMembers(run, clientId, 100_000));
  report.info(section, 'data: 100,000 members + 1,000 archived (SQL, VACUUM ANALYZE)', `${created.seconds.toFixed(1)} s`, {
    seconds: created.seconds,
  });
  const floor = (query: MemberListQuery) => measureFloor(statementRunner(run), clientId, query, seconds, CONNECTIONS);
  // One request at a time shows what a request costs, without the queue of 20 clients on 2 cores.
  const serial = {
    floor: (query: MemberListQuery) => measureFloor(statementRunner(run), clientId, query, SERIAL_SECONDS, 1),
    seconds: SERIAL_SECONDS,
  };
  // The first of the four locations (createMembers) holds a quarter of the members: its last page is its deep page.
  const { rows: sites } = await pool.query<{ id: string; members: number }>(
    `SELECT l.id, count(m.id)::int AS members FROM location l
       JOIN location_member lm ON lm.location_id = l.id JOIN member m ON m.id = lm.member_id AND m.archived_at IS NULL
      WHERE l.client_id = $1 AND l.identifier = 'standort-1' GROUP BY l.id`,
    [clientId],
  );
  const site = sites[0] ? { uuid: sites[0].id, lastPage: Math.ceil(sites[0].members / 25) } : undefined;
  await listThroughApi(postgres, section, listScenarios(2000, site), {
    floor,
    sqlConnections: CONNECTIONS,
    p99BudgetMs: BUDGETS.listP99Ms,
    ratioBudget: BUDGETS.listApiToSqlP50,
    serial,
  });
}

type ListOptions = Pick<MemberListOptions, 'floor' | 'sqlConnections' | 'p99BudgetMs' | 'ratioBudget' | 'serial'>;

/** Starts the server on the storage, signs in to the bench client and runs the member-list scenarios. */
async function listThroughApi(storage: Storage, section: string, scenarios: Scenario[], options: ListOptions): Promise<void> {
  await withServer(storage, async (server) => {
    const session = await signIn(server.base, 'bench-list');
    if (!(await memberListAvailable(server.base, session)))
      return report.notMeasured(section, 'every figure', 'endpoint not available (POST /api/memberlist/getlist answers 404)');
    await benchMemberList(report, { section, base: server.base, session, scenarios, connections: CONNECTIONS, seconds, ...options });
  });
}

/** Part 2: CSV import of 10,000 and 100,000 rows, each on a fresh server (so VmHWM is the import's). */
async function importOnPostgres(pool: Pool): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'cd-bench-import-'));
  try {
    for (const [rows, budgetSeconds] of [
      [10_000, BUDGETS.import10kSeconds],
      [100_000, BUDGETS.import100kSeconds],
    ] as const) {
      const section = `Member CSV import, PostgreSQL, ${rows.toLocaleString('en')} rows (password mode initial)`;
      const clientIdentifier = `bench-import-${rows / 1000}k`;
      await createClient(postgres, clientIdentifier, `Bench Import ${rows}`);
      await pool.query('UPDATE client SET max_members = $2 WHERE client_identifier = $1', [clientIdentifier, rows * 2]);
      const file = join(folder, `members-${rows}.csv`);
      const bytes = await writeImportCsv(file, rows);
      report.info(section, 'file', `${(bytes / 1024 / 1024).toFixed(1)} MB`, { bytes });
      await withServer(postgres, async (server) => {
        const session = await signIn(server.base, clientIdentifier);
        if (!(await memberImportAvailable(server.base, session)))
          return report.notMeasured(section, 'every figure', 'endpoint not available (POST /api/memberimport/import-csv answers 404)');
        // Bounded: four times the budget, then the part is marked failed and the run goes on.
        await benchImport(report, {
          section,
          server,
          session,
          file,
          rows,
          budgetSeconds,
          rssBudgetMb: BUDGETS.importRssMb,
          timeoutMs: budgetSeconds * 4000,
        });
      });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Part 3: 10,000 members on embedded PGlite. PGlite is single-process, so the floor SQL runs
 * (serially, its one connection) before the server takes the data folder.
 */
async function listOnPglite(): Promise<void> {
  const section = LIST_PGLITE;
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-bench-pglite-'));
  const storage: Storage = { kind: 'pglite', dataDir };
  try {
    await createClient(storage, 'bench-list', 'Bench Liste GmbH');
    // 10,000 members fill about 400 pages of 25: page 400 is the deep page here (page 2,000 would be empty).
    const scenarios = listScenarios(400);
    const floors = new Map<MemberListQuery, Floor>();
    const db = new PGlite(join(dataDir, 'pglite'));
    try {
      const run = runSqlOf(db);
      const clientId = await clientIdOf(db, 'bench-list');
      const created = await timed(() => createMembers(run, clientId, 10_000));
      report.info(section, 'data: 10,000 members + 100 archived (SQL, VACUUM ANALYZE)', `${created.seconds.toFixed(1)} s`, {
        seconds: created.seconds,
      });
      for (const scenario of scenarios)
        floors.set(scenario.query, await measureFloor(statementRunner(run), clientId, scenario.query, seconds, 1));
    } finally {
      await db.close();
    }
    await listThroughApi(storage, section, scenarios, {
      floor: async (query) => floors.get(query)!,
      sqlConnections: 1,
      p99BudgetMs: BUDGETS.pgliteListP99Ms,
      ratioBudget: null,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  if ((parts.has('list-pg') || parts.has('import')) && !(await postgresReachable())) {
    report.notMeasured('PostgreSQL parts', [...parts].filter((part) => part === 'list-pg' || part === 'import').join(', '), noPostgres());
  } else if (parts.has('list-pg') || parts.has('import')) {
    // Every run starts from an empty schema: the server's migrations rebuild it (create-client runs them first).
    await dropSchema(SCHEMA);
    const pool = new Pool({ connectionString: BENCH_DATABASE_URL, max: CONNECTIONS, options: `-c search_path=${SCHEMA}` });
    try {
      if (parts.has('list-pg')) await runPart(report, LIST_PG, () => listOnPostgres(pool));
      if (parts.has('import')) await runPart(report, 'Member CSV import, PostgreSQL', () => importOnPostgres(pool));
    } finally {
      await pool.end();
    }
  }
  if (parts.has('list-pglite')) await runPart(report, LIST_PGLITE, listOnPglite);
  reportLeftOut(report, 'Company administration', PARTS, parts, '--only');
  // Other work on the machine (test suites, builds) shows in every figure: print it beside them.
  report.machineLoad(loadAtStart);

  const totalSeconds = (performance.now() - started) / 1000;
  report.print(
    `Company-administration benchmark (${seconds} s per load, ${CONNECTIONS} concurrent clients, ${totalSeconds.toFixed(0)} s in all)`,
  );
  const file = report.save('company', {
    startedAt: new Date(Date.now() - totalSeconds * 1000).toISOString(),
    seconds,
    connections: CONNECTIONS,
    budgets: BUDGETS,
    parts: [...parts],
  });
  console.log(`Results: ${file}`);
  // Missed budgets are figures, not failures; only a figure that could not be measured fails the run.
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
