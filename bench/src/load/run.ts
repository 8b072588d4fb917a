import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { freePort } from '@compliance/api/process';
import { CLIENT_ID_SQL, createMembers, type RunSql } from '../company/member-data';
import { Report } from '../company/report';
import { createClient, postJson, signIn, startBenchServer, type BenchSession, type Storage } from '../company/server';
import { sampleRss, summarize, type LoadFigures } from '../measure';

/**
 * Mixed load (issue 5): signed-in users calling what the dashboard calls — heartbeat, member
 * state, member list pages (sorts, searches, deep pages), member details, and now and then a
 * write (a member's details saved unchanged) — against the real server: 50 connections on
 * PostgreSQL with a 100,000-member client, 10 on PGlite with 10,000. Beside it, the floor: a
 * bare Fastify route on the same machine with the same load generator.
 *
 *   pnpm --filter @compliance/bench bench:load [-- --seconds 60 --only pg,pglite,floor]
 */
const BUDGETS = { p99Ms: 150, floorShare: 0.25 };
const PARTS = ['floor', 'pg', 'pglite'] as const;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
const SCHEMA = 'load_bench';
const CLIENT = 'bench-load';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { seconds: { type: 'string', default: '60' }, only: { type: 'string', default: PARTS.join(',') } },
});
const seconds = Number(args.seconds);
const parts = new Set(args.only.split(','));
const report = new Report();

interface MixFigures extends LoadFigures {
  errors: number;
  non2xx: number;
  byStatus: Record<string, number>;
}

/** The requests of one signed-in user, in the proportions a dashboard page produces them. */
function mixedRequests(session: BenchSession, memberUuids: readonly string[], write: { path: string; body: unknown }): autocannon.Request[] {
  const json = { ...session.headers, 'content-type': 'application/json' };
  const list = (body: object): autocannon.Request => ({ method: 'POST', path: '/api/memberlist/getlist', headers: json, body: JSON.stringify(body) });
  const details = (uuid: string): autocannon.Request => ({ method: 'POST', path: '/api/memberlist/memberdetails', headers: json, body: JSON.stringify({ uuid }) });
  return [
    { method: 'GET', path: '/api/heartbeat', headers: session.headers },
    { method: 'GET', path: '/api/member/state', headers: session.headers },
    list({ page: 1, perPage: 25, sortBy: 'lastName', sortDirection: 'asc' }),
    list({ page: 2, perPage: 25, sortBy: 'lastName', sortDirection: 'asc' }),
    details(memberUuids[0] ?? ''),
    { method: 'GET', path: '/api/heartbeat', headers: session.headers },
    list({ page: 1, perPage: 50, sortBy: 'firstName', sortDirection: 'desc', filter: { search: 'mül' } }),
    list({ page: 40, perPage: 25, sortBy: 'lastName', sortDirection: 'asc' }),
    details(memberUuids[1] ?? memberUuids[0] ?? ''),
    list({ page: 1, perPage: 25, sortBy: 'lastLoginAt', sortDirection: 'desc', filter: { status: 'active' } }),
    { method: 'GET', path: '/api/member/state', headers: session.headers },
    list({ page: 3, perPage: 100, sortBy: 'username', sortDirection: 'asc', filter: { search: 'anna' } }),
    details(memberUuids[2] ?? memberUuids[0] ?? ''),
    { method: 'GET', path: '/api/heartbeat', headers: session.headers },
    list({ page: 1, perPage: 25, sortBy: 'lastName', sortDirection: 'asc', filter: { role: 'member' } }),
    { method: 'GET', path: '/api/heartbeat', headers: session.headers },
    list({ page: 7, perPage: 25, sortBy: 'email', sortDirection: 'asc' }),
    details(memberUuids[3] ?? memberUuids[0] ?? ''),
    { method: 'GET', path: '/api/heartbeat', headers: session.headers },
    { method: 'POST', path: write.path, headers: json, body: JSON.stringify(write.body) },
  ];
}

/** Runs autocannon instances side by side and merges what they saw, latency by latency. */
async function mixedLoad(base: string, users: readonly autocannon.Request[][], connections: number): Promise<MixFigures> {
  const durations: number[] = [];
  const byStatus: Record<string, number> = {};
  const perUser = Math.max(1, Math.floor(connections / users.length));
  const results = await Promise.all(
    users.map(
      (requests) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon({ url: base, connections: perUser, duration: seconds, timeout: 30, requests }, (error: unknown, result) =>
            error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
          );
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            durations.push(responseTime);
            byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
          });
        }),
    ),
  );
  const non2xx = results.reduce((sum, result) => sum + result.non2xx, 0);
  return {
    ...summarize(durations, non2xx, Math.max(...results.map((result) => result.duration))),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    non2xx,
    byStatus,
  };
}

/** A bare Fastify route, in its own process like the product server, under the same load. */
async function floorFigures(connections: number): Promise<MixFigures> {
  const requireFromApi = createRequire(require.resolve('@compliance/api/process'));
  const fastifyPath = requireFromApi.resolve('fastify');
  const port = await freePort();
  const script = `const app = require(${JSON.stringify(fastifyPath)})(); app.get('/api/heartbeat', async () => ({ success: true })); app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  try {
    return await mixedLoad(`http://127.0.0.1:${port}`, [[{ method: 'GET', path: '/api/heartbeat' }]], connections);
  } finally {
    child.kill('SIGTERM');
  }
}

/** Signs in `users` times (one session each) and builds their request mixes. */
async function usersOf(base: string, users: number): Promise<autocannon.Request[][]> {
  const result: autocannon.Request[][] = [];
  for (let index = 0; index < users; index++) {
    const session = await signIn(base, CLIENT);
    const list = await postJson(base, session, '/api/memberlist/getlist', { page: 5, perPage: 25, sortBy: 'lastName', sortDirection: 'asc' });
    if (list.status !== 200) throw new Error(`member list answered ${list.status}`);
    const uuids = (list.body as { items: Array<{ uuid: string }> }).items.map((item) => item.uuid);
    // The write: one member's details saved as they are (validation, scope, audit, update).
    const detailsOfFirst = await postJson(base, session, '/api/memberlist/memberdetails', { uuid: uuids[index] });
    const { status: _status, lastLoginAt: _last, archivedAt: _archived, ...fields } = detailsOfFirst.body as Record<string, unknown>;
    result.push(mixedRequests(session, uuids, { path: '/api/memberlist/updatememberdetails', body: fields }));
  }
  return result;
}

function record(section: string, figures: MixFigures, floor: MixFigures | undefined, serverPeakMb: number): void {
  report.info(section, 'requests/s', `${figures.perSecond.toFixed(0)} (${figures.requests} requests in ${seconds} s)`, { perSecond: figures.perSecond });
  report.info(section, 'p50 / p95', `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} ms`, { p50: figures.p50, p95: figures.p95 });
  report.atMost(section, 'p99', figures.p99, 'ms', BUDGETS.p99Ms);
  report.add({ section, name: 'errors and non-2xx (none expected)', figure: `${figures.errors} / ${figures.non2xx} ${JSON.stringify(figures.byStatus)}`, budget: '0', within: figures.errors + figures.non2xx === 0 });
  report.info(section, 'server peak RSS', `${serverPeakMb.toFixed(0)} MB`, { peakMb: serverPeakMb });
  if (floor) {
    const share = figures.perSecond / floor.perSecond;
    report.add({ section, name: 'share of the bare-Fastify floor', figure: `${(share * 100).toFixed(1)} %`, budget: `≥ ${BUDGETS.floorShare * 100} %`, within: share >= BUDGETS.floorShare, values: { share } });
  }
}

async function underLoad(storage: Storage, section: string, connections: number, users: number, floor: MixFigures | undefined): Promise<void> {
  const server = await startBenchServer(storage);
  try {
    const mixes = await usersOf(server.base, users);
    const rss = sampleRss(server.serverPid);
    const figures = await mixedLoad(server.base, mixes, connections);
    record(section, figures, floor, rss.stop().peakMb);
  } finally {
    await server.stop();
  }
}

async function runPart(section: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error);
    report.add({ section, name: 'part failed', figure: error instanceof Error ? error.message.split('\n')[0]!.slice(0, 160) : String(error), budget: '', within: false });
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const floors = new Map<number, MixFigures>();
  if (parts.has('floor')) {
    for (const connections of [50, 10]) {
      await runPart(`Floor: bare Fastify route, ${connections} connections`, async () => {
        const figures = await floorFigures(connections);
        floors.set(connections, figures);
        report.info(`Floor: bare Fastify route, ${connections} connections`, 'requests/s, p99', `${figures.perSecond.toFixed(0)}, ${figures.p99.toFixed(1)} ms`, { perSecond: figures.perSecond, p99: figures.p99 });
      });
    }
  }
  if (parts.has('pg')) {
    const section = 'Mixed load, PostgreSQL, 100,000 members, 50 connections (5 signed-in users)';
    await runPart(section, async () => {
      const admin = new Pool({ connectionString: DATABASE_URL, max: 1 });
      await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
      await admin.end();
      const storage: Storage = { kind: 'postgres', url: DATABASE_URL, schema: SCHEMA };
      await createClient(storage, CLIENT, 'Bench Last GmbH');
      const pool = new Pool({ connectionString: DATABASE_URL, max: 4, options: `-c search_path=${SCHEMA}` });
      try {
        const run: RunSql = async (sql, params) => (await pool.query(sql, params)).rows;
        const [client] = (await run(CLIENT_ID_SQL, [CLIENT])) as Array<{ id: string }>;
        await createMembers(run, client!.id, 100_000);
      } finally {
        await pool.end();
      }
      await underLoad(storage, section, 50, 5, floors.get(50));
    });
  }
  if (parts.has('pglite')) {
    const section = 'Mixed load, PGlite, 10,000 members, 10 connections (2 signed-in users)';
    await runPart(section, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cd-bench-load-'));
      const storage: Storage = { kind: 'pglite', dataDir };
      try {
        await createClient(storage, CLIENT, 'Bench Last GmbH');
        const db = new PGlite(join(dataDir, 'pglite'));
        try {
          const run: RunSql = async (sql, params) => (await db.query(sql, params)).rows;
          const [client] = (await run(CLIENT_ID_SQL, [CLIENT])) as Array<{ id: string }>;
          await createMembers(run, client!.id, 10_000);
        } finally {
          await db.close();
        }
        await underLoad(storage, section, 10, 2, floors.get(10));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
  report.info('Machine', 'load average (1 min) at start / end', `${loadAtStart.toFixed(1)} / ${loadavg()[0]!.toFixed(1)} on 2 cores`);
  report.print(`Mixed-load benchmark (${seconds} s per part)`);
  const file = report.save('load', { seconds, startedAt: new Date().toISOString() });
  console.log(`Results: ${file}`);
  if (report.rows.some((row) => row.name === 'part failed')) process.exitCode = 1;
}

void main();
