import { openAsBlob, writeFileSync } from 'node:fs';
import { MEMBER_IMPORT_FILE_FIELD, uploadMemberCsvEndpoint } from '@compliance/shared-contracts';
import { percentile } from '../measure';
import type { Report } from './report';
import type { BenchServer, BenchSession } from './server';

/** The penetration test's file: 2.4 million one-character lines, 4.6 MB. */
export const STALL_LINES = 2_400_000;

export function writeStallCsv(file: string): number {
  const content = Buffer.from('a\n'.repeat(STALL_LINES));
  writeFileSync(file, content);
  return content.length;
}

/** One anonymous GET /api/csrf, as a visitor of another client sends it; answers its time in ms. */
async function unrelatedRequest(base: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/csrf`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /api/csrf answered ${response.status}`);
  return performance.now() - started;
}

const figures = (waits: readonly number[]) => {
  const sorted = [...waits].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
};
const describe = (waits: ReturnType<typeof figures>) =>
  `p50 ${waits.p50.toFixed(1)} / p99 ${waits.p99.toFixed(1)} / max ${waits.max.toFixed(1)} ms (${waits.count} requests)`;

export interface UploadStallOptions {
  section: string;
  server: BenchServer;
  session: BenchSession;
  file: string;
  /** Budget for the longest wait of an unrelated request while the upload runs. */
  maxWaitBudgetMs: number;
}

/**
 * Issue 11, chain 4: one client uploads the file of millions of lines while another sends one
 * request after the other. Prints how long those waited, beside the same requests on an idle
 * server, and what the upload answered.
 */
export async function benchUploadStall(report: Report, options: UploadStallOptions): Promise<void> {
  const { section, server, session } = options;
  const idle: number[] = [];
  for (let i = 0; i < 200; i++) idle.push(await unrelatedRequest(server.base));
  report.info(section, 'GET /api/csrf, idle server', describe(figures(idle)));

  const form = new FormData();
  form.set(MEMBER_IMPORT_FILE_FIELD, await openAsBlob(options.file, { type: 'text/csv' }), 'lines.csv');
  const started = performance.now();
  let uploading = true;
  const upload = fetch(`${server.base}${uploadMemberCsvEndpoint.path}`, { method: 'POST', headers: session.headers, body: form })
    .then(async (response) => ({ status: response.status, body: await response.text() }))
    .finally(() => (uploading = false));
  const during: number[] = [];
  // Every request sent while the upload runs counts, also the one answered only after it.
  while (uploading) during.push(await unrelatedRequest(server.base));
  const answer = await upload;
  const uploadSeconds = (performance.now() - started) / 1000;
  const code = answer.status === 200 ? '' : (/"code":"([^"]+)"/.exec(answer.body)?.[1] ?? '');
  report.info(section, 'upload answered', `${answer.status}${code ? ` ${code}` : ''} after ${uploadSeconds.toFixed(1)} s`, {
    seconds: uploadSeconds,
    status: answer.status,
  });
  const waits = figures(during);
  report.info(section, 'GET /api/csrf during the upload', describe(waits), { p50: waits.p50, p99: waits.p99, count: waits.count });
  report.atMost(section, 'longest wait of a request during the upload', waits.max, 'ms', options.maxWaitBudgetMs);
}
