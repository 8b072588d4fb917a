import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { hashPassword } from '@compliance/shared-contracts';
import { startServer, waitUntilReady, type RunningServer } from '@compliance/api/process';
import { Report } from './company/report';
import { load, treeRssMb, type LoadFigures } from './measure';
import { runPart } from './parts';
import { limitsOf } from './budgets';

/**
 * API benchmark: starts the real server as `pnpm start` does (compiled; `--from source` runs
 * the TypeScript through tsx, to compare) on a fresh embedded database with the demo data,
 * starts it again on the same data, and prints the start times, the memory of the idle server,
 * and latency and throughput of the start-up calls.
 *
 *   npx tsx src/run.ts [--from build|source] [--idle-seconds 10]
 */
const BUDGETS = limitsOf('api');

const { values: options } = parseArgs({
  options: { from: { type: 'string', default: 'build' }, 'idle-seconds': { type: 'string', default: '10' } },
});
if (options.from !== 'build' && options.from !== 'source') throw new Error('--from is build or source');
const from = options.from;
const idleSeconds = Number(options['idle-seconds']);

const report = new Report();
const START = 'Start and memory (PGlite)';
const CALLS = 'Start-up calls (demo data, 8 in flight)';

/** Starts the server and answers it with the seconds until it answered; stops it when it never does. */
async function timedStart(dataDir?: string): Promise<{ server: RunningServer; seconds: number }> {
  const t0 = performance.now();
  const server = await startServer({ from, ...(dataDir ? { dataDir } : {}) });
  try {
    await waitUntilReady(server);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { server, seconds: (performance.now() - t0) / 1000 };
}

async function stop(server: RunningServer): Promise<void> {
  server.process.kill('SIGTERM');
  await server.exited;
}

const seconds = (value: number) => new Promise((resolve) => setTimeout(resolve, value * 1000));

async function measureCalls(server: RunningServer): Promise<void> {
  const base = `http://127.0.0.1:${server.port}`;
  const timedLoad = (name: string, figures: LoadFigures, budgetMs: number) => {
    report.atMost(CALLS, `${name}, p95`, figures.p95, 'ms', budgetMs);
    report.add({ section: CALLS, name: `${name}, errors`, figure: String(figures.failures), budget: '0', within: figures.failures === 0 });
    report.spread(CALLS, name, figures);
  };
  // Warm up the JIT and the connection pool before measuring.
  for (let i = 0; i < 50; i++) await fetch(`${base}/api/bootstrap/load-licensee-config`).then((r) => r.arrayBuffer());
  timedLoad(
    'GET /api/bootstrap/load-licensee-config',
    await load(
      2000,
      8,
      async () => await fetch(`${base}/api/bootstrap/load-licensee-config`).then(async (r) => (await r.arrayBuffer(), r.ok)),
    ),
    BUDGETS.licenseeConfigP95,
  );

  const csrf = (await (await fetch(`${base}/api/csrf`)).json()) as { csrfToken: string };
  const loginOnce = async () => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': csrf.csrfToken, cookie: `XSRF-TOKEN=${csrf.csrfToken}` },
      body: JSON.stringify({ clientIdentifier: 'demo', username: 'admin', password: hashPassword('Demo-Passw0rd!') }),
    });
    await response.arrayBuffer();
    return response;
  };
  const first = await loginOnce();
  const session = /SESSION=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`login failed: ${first.status}`);
  timedLoad(
    'GET /api/member/state',
    await load(
      2000,
      8,
      async () =>
        await fetch(`${base}/api/member/state`, { headers: { cookie: `SESSION=${session}` } }).then(
          async (r) => (await r.arrayBuffer(), r.ok),
        ),
    ),
    BUDGETS.memberStateP95,
  );
  // Logins are slow on purpose (scrypt); a few suffice, under the rate limit of 10 a minute.
  timedLoad('POST /api/login (scrypt)', await load(8, 2, async () => (await loginOnce()).ok), BUDGETS.loginP95);
  report.atMost(
    CALLS,
    'server memory after the calls (RSS of the process tree)',
    treeRssMb(server.process.pid!),
    'MB',
    BUDGETS.rssAfterLoadMb,
  );
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  report.info(
    START,
    'server run as',
    from === 'build' ? 'compiled (node dist/server.js, as pnpm start)' : 'TypeScript through tsx (src/server.ts)',
  );
  let dataDir: string | undefined;
  try {
    await runPart(report, START, async () => {
      const first = await timedStart();
      dataDir = first.server.dataDir;
      report.atMost(START, 'first start (migrate, 250-member demo, listen)', first.seconds, 's', BUDGETS.firstStartSeconds);
      await stop(first.server);

      const later = await timedStart(dataDir);
      report.atMost(START, 'start on the same data, after the first', later.seconds, 's', BUDGETS.laterStartSeconds, 2);
      try {
        await seconds(idleSeconds);
        report.atMost(
          START,
          `idle server memory, ${idleSeconds} s after the start (RSS of the process tree)`,
          treeRssMb(later.server.process.pid!),
          'MB',
          BUDGETS.idleRssMb,
          0,
        );
        await runPart(report, CALLS, () => measureCalls(later.server));
      } finally {
        await stop(later.server);
      }
    });
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  report.machineLoad(loadAtStart);
  report.print('API benchmark');
  console.log(`Results: ${report.save('api', { from, idleSeconds, budgets: BUDGETS })}`);
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
