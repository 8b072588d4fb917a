import { Pool } from 'pg';
import type { Report } from './company/report';

/**
 * What every benchmark script shares beyond measuring: the PostgreSQL it runs on, and parts
 * that fail alone.
 */

/** The PostgreSQL the benchmarks use (each part in its own schema, rebuilt on every run). */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Why a figure on PostgreSQL was not measured when none answers at `url`. */
export const noPostgres = (url = BENCH_DATABASE_URL): string => `no PostgreSQL at ${url} (set BENCH_DATABASE_URL)`;

export async function postgresReachable(url = BENCH_DATABASE_URL): Promise<boolean> {
  const probe = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 3000 });
  try {
    await probe.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await probe.end();
  }
}

/**
 * The rows a query finds in `schema` as a run before left it (for `--reuse-data`), or undefined
 * when the schema is not there yet.
 */
export async function rowsOfRunBefore<Row extends object>(
  schema: string,
  text: string,
  values: readonly unknown[] = [],
  url = BENCH_DATABASE_URL,
): Promise<Row[] | undefined> {
  const pool = new Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
  try {
    return (await pool.query<Row>(text, [...values])).rows;
  } catch {
    return undefined;
  } finally {
    await pool.end();
  }
}

/** Drops a schema of an earlier run: the server's migrations build it again from nothing. */
export async function dropSchema(schema: string, url = BENCH_DATABASE_URL): Promise<void> {
  const admin = new Pool({ connectionString: url, max: 1 });
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}

/** Runs one part; an error ends only that part, is printed in the table and fails the run at the end. */
export async function runPart(report: Report, section: string, work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    console.error(error);
    report.notMeasured(section, 'part failed', error instanceof Error ? error.message.split('\n')[0]!.slice(0, 160) : String(error));
    return false;
  }
}

/**
 * Runs `work` (a part's PostgreSQL measurements, failing alone as runPart does) when PostgreSQL
 * answers at `url`; otherwise one row says nothing was measured and why. Answers whether it ran.
 */
export async function runOnPostgres(
  report: Report,
  section: string,
  work: () => Promise<void>,
  url = BENCH_DATABASE_URL,
): Promise<boolean> {
  if (await postgresReachable(url)) return runPart(report, section, work);
  report.notMeasured(section, 'every figure', noPostgres(url));
  return false;
}

/** One row naming the parts `option` (`--parts`, `--only`) left out, which fails the run: their budgets went unchecked. */
export function reportLeftOut(
  report: Report,
  section: string,
  all: readonly string[],
  chosen: ReadonlySet<string>,
  option = '--parts',
): void {
  const leftOut = all.filter((part) => !chosen.has(part));
  if (leftOut.length > 0) report.notMeasured(section, leftOut.join(', '), `left out by ${option}`);
}

/**
 * The `--parts` and `--seconds` every bench takes, checked: the chosen parts (each one of `all`)
 * and the seconds of each load (a positive number).
 */
export function partsAndSeconds<Part extends string>(
  all: readonly Part[],
  args: { parts: string; seconds: string },
): { parts: ReadonlySet<string>; seconds: number } {
  const parts = new Set(args.parts.split(','));
  const unknownPart = [...parts].find((part) => !(all as readonly string[]).includes(part));
  if (unknownPart) throw new Error(`unknown part ${unknownPart}: one of ${all.join(', ')}`);
  const seconds = Number(args.seconds);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--seconds must be a positive number, not ${args.seconds}`);
  return { parts, seconds };
}
