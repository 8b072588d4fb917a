import { mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ELEARNING_PACKAGE_FILE_FIELD,
  MEMBER_IMPORT_FILE_FIELD,
  uploadMemberCsvEndpoint,
  uploadPackageEndpoint,
} from '@compliance/shared-contracts';
import { Report } from '../company/report';
import { clientIdOf } from '../company/member-data';
import {
  createClient,
  signIn,
  withBenchServer,
  withStorageDatabase,
  type BenchServer,
  type BenchSession,
  type Storage,
} from '../company/server';
import { BENCH_DATABASE_URL, dropSchema, partsAndSeconds, reportLeftOut, runOnPostgres, runPart } from '../parts';
import { CSV_INPUTS } from './csv-inputs';
import {
  answerText,
  CERTIFICATES_AT_ONCE,
  certificatesAtOnce,
  CMI_COMMITS,
  createELearningData,
  EXPORT_MEMBERS,
  hugeCommits,
  statisticsExport,
} from './elearning-inputs';
import { PACKAGE_UNPACKED_BYTES, writePackageZip } from './package-input';
import { HeartbeatProbe, PROBE_EVERY_MS, type ProbeFigures } from './probe';
import { limitsOf } from '../budgets';

/**
 * Isolation benchmark (issue 67, item 3): one client sends the heavy inputs of the penetration
 * test while a signed-in browser of another client sends a heartbeat every 20 ms; prints how
 * long those heartbeats waited during each input (p99 and maximum, each beside its budget) and
 * what the heavy request answered. On PGlite, as on a fresh machine, and on PostgreSQL.
 *
 *   pnpm --filter @compliance/bench bench:isolation [-- --parts pglite,postgres] [--inputs csv,package,cmi,export,pdf]
 */
const BUDGETS = limitsOf('isolation');
const PARTS = ['pglite', 'postgres'] as const;
/** The heavy inputs, by kind: `--inputs` runs only some while a change is worked on; the run then fails. */
const INPUTS = ['csv', 'package', 'cmi', 'export', 'pdf'] as const;
const SCHEMA = 'isolation_bench';
const ATTACKER = 'iso-attacker';
const PROBE_CLIENT = 'iso-probe';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    parts: { type: 'string', default: PARTS.join(',') },
    inputs: { type: 'string', default: INPUTS.join(',') },
    seconds: { type: 'string', default: '10' },
  },
});
const { parts } = partsAndSeconds(PARTS, args);
const { parts: inputs } = partsAndSeconds(INPUTS, { parts: args.inputs, seconds: args.seconds });
const report = new Report();

/** One heavy request of the attacking client: what it answered, as the report prints it. */
type HeavyInput = (server: BenchServer, attacker: BenchSession) => Promise<string>;

/** POSTs a form of the attacking client and answers its status and error code. */
async function send(server: BenchServer, attacker: BenchSession, path: string, body: FormData): Promise<string> {
  const response = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: attacker.headers,
    body,
    signal: AbortSignal.timeout(600_000),
  });
  return answerText(response.status, await response.text());
}

/** Uploads a member CSV for checking, as the admin's import dialog does. */
const csvUpload =
  (file: string): HeavyInput =>
  async (server, attacker) => {
    const form = new FormData();
    form.set(MEMBER_IMPORT_FILE_FIELD, await openAsBlob(file, { type: 'text/csv' }), basename(file));
    return send(server, attacker, uploadMemberCsvEndpoint.path, form);
  };

/** Uploads a SCORM package as a new course of the client's own, as the super-admin's upload dialog does. */
const packageUpload =
  (zip: Buffer): HeavyInput =>
  async (server, attacker) => {
    const form = new FormData();
    form.set('title', 'Isolation bench');
    form.set(ELEARNING_PACKAGE_FILE_FIELD, new File([zip], 'course.zip', { type: 'application/zip' }));
    return send(server, attacker, uploadPackageEndpoint.path, form);
  };

const describe = (figures: ProbeFigures) =>
  `p50 ${figures.p50.toFixed(1)} ms, ${figures.count} heartbeats, ${figures.failures} not answered 200`;

/** Runs one heavy input with the probe beating, and reports the probe's waits against the budgets. */
async function measure(section: string, name: string, probe: HeartbeatProbe, input: () => Promise<string>): Promise<void> {
  const { result, figures, seconds } = await probe.during(input);
  report.info(section, `${name}: answered`, `${result} after ${seconds.toFixed(1)} s`, { seconds });
  report.atMost(section, `${name}: heartbeat p99`, figures.p99, 'ms', BUDGETS.heartbeatP99Ms);
  report.atMost(section, `${name}: heartbeat max`, figures.max, 'ms', BUDGETS.heartbeatMaxMs);
  report.info(section, `${name}: heartbeats meanwhile`, describe(figures), { p50: figures.p50, count: figures.count });
  report.add({
    section,
    name: `${name}: heartbeats not answered`,
    figure: String(figures.failures),
    budget: '0',
    within: figures.failures === 0,
  });
}

async function runOn(storage: Storage, section: string, folder: string): Promise<void> {
  await createClient(storage, ATTACKER, 'Isolation attacker');
  await createClient(storage, PROBE_CLIENT, 'Isolation probe');
  // The attacker's 100,000 members and E-Learning data (which switches the area on for it): the
  // CSV inputs are checked against a large client's login names, the others need the data.
  const data = await withStorageDatabase(storage, async (db) => createELearningData(db, await clientIdOf(db, ATTACKER)));
  const files = new Map<string, string>();
  for (const input of CSV_INPUTS) files.set(input.name, await input.write(folder));
  const zip = await writePackageZip();
  await withBenchServer(storage, {}, async (server) => {
    const attacker = await signIn(server.base, ATTACKER);
    const probe = new HeartbeatProbe(server.base, (await signIn(server.base, PROBE_CLIENT)).headers);
    await measure(section, 'idle server', probe, () => new Promise((done) => setTimeout(() => done('—'), 3000)));
    for (const input of inputs.has('csv') ? CSV_INPUTS : []) {
      const file = files.get(input.name)!;
      const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
      await measure(section, `${input.name} (${megabytes} MB)`, probe, () => csvUpload(file)(server, attacker));
    }
    const packageName = `SCORM package of ${(zip.length / 1024 / 1024).toFixed(1)} MB unpacking to ${PACKAGE_UNPACKED_BYTES / 1024 / 1024} MB`;
    if (inputs.has('package')) await measure(section, packageName, probe, () => packageUpload(zip)(server, attacker));
    if (inputs.has('cmi'))
      await measure(section, `${CMI_COMMITS} commits of 5 MB of run-time data`, probe, () => hugeCommits(server, attacker, data));
    if (inputs.has('export'))
      await measure(section, `statistics export of ${EXPORT_MEMBERS.toLocaleString('en')} rows`, probe, () =>
        statisticsExport(server, attacker, data),
      );
    if (inputs.has('pdf'))
      await measure(section, `${CERTIFICATES_AT_ONCE} certificate PDFs at once`, probe, () => certificatesAtOnce(server, attacker, data));
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  const folder = mkdtempSync(join(tmpdir(), 'isolation-bench-'));
  try {
    if (parts.has('pglite')) {
      const dataDir = join(folder, 'pglite');
      await runPart(report, 'PGlite', () => runOn({ kind: 'pglite', dataDir }, 'PGlite', folder));
    }
    if (parts.has('postgres')) {
      await runOnPostgres(report, 'PostgreSQL', async () => {
        await dropSchema(SCHEMA);
        await runOn({ kind: 'postgres', url: BENCH_DATABASE_URL, schema: SCHEMA }, 'PostgreSQL', folder);
      });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  reportLeftOut(report, 'Isolation', PARTS, parts);
  reportLeftOut(report, 'Isolation', INPUTS, inputs, '--inputs');
  report.machineLoad(loadAtStart);
  const totalSeconds = (performance.now() - started) / 1000;
  report.print(`Isolation benchmark (a heartbeat every ${PROBE_EVERY_MS} ms from another client, ${totalSeconds.toFixed(0)} s in all)`);
  console.log(`Results: ${report.save('isolation', { budgets: BUDGETS, parts: [...parts] })}`);
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
