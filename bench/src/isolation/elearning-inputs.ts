import { request as httpRequest } from 'node:http';
import {
  createExecutionEndpoint,
  downloadCertificateEndpoint,
  exportStatisticsEndpoint,
  saveExecutionEndpoint,
} from '@compliance/shared-contracts';
import { createMembers, runSqlOf, type Queryable } from '../company/member-data';
import { BENCH_ADMIN, postJson, type BenchServer, type BenchSession } from '../company/server';
import { completeRepeatedTasks, createELearnings } from '../elearning/data';

/** Members of the attacking client: each has a task of its one E-Learning, so the export has as many rows. */
export const EXPORT_MEMBERS = 100_000;
/** Certificates downloaded at once, none rendered before. */
export const CERTIFICATES_AT_ONCE = 50;
/** The penetration test's commits: seven of 5 MB each, one after the other. */
export const CMI_COMMITS = 7;
const CMI_COMMIT_BYTES = 5 * 1024 * 1024;

/** What the E-Learning inputs need of the attacking client's data. */
export interface ELearningData {
  elearningId: string;
  /** An open task of the attacker's super-admin, to start an attempt of. */
  taskId: string;
  /** Results whose certificates were never rendered. */
  resultIds: string[];
}

/**
 * The attacking client's members, one E-Learning they all have a task of, a fifth of them with a
 * completion and its certificate; before the server starts.
 */
export async function createELearningData(db: Queryable, clientId: string): Promise<ELearningData> {
  await createMembers(runSqlOf(db), clientId, EXPORT_MEMBERS);
  const [elearningId] = await createELearnings(db, clientId, { count: 1 });
  await completeRepeatedTasks(db, clientId);
  // PGlite has no autovacuum: the plans must know the tables' sizes.
  await db.query('ANALYZE');
  const { rows: tasks } = await db.query(
    `SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id
      WHERE m.client_id = $1 AND m.username = $2 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL`,
    [clientId, BENCH_ADMIN],
  );
  const { rows: results } = await db.query(
    `SELECT id FROM elearning_result WHERE client_id = $1 AND certificate_pdf IS NULL ORDER BY id LIMIT ${CERTIFICATES_AT_ONCE}`,
    [clientId],
  );
  const task = (tasks as Array<{ id: string }>)[0];
  if (!elearningId || !task) throw new Error(`${BENCH_ADMIN} has no open task of the bench E-Learning`);
  if (results.length < CERTIFICATES_AT_ONCE) throw new Error(`only ${results.length} certificates to render`);
  return { elearningId, taskId: task.id, resultIds: (results as Array<{ id: string }>).map((row) => row.id) };
}

/** Each distinct answer once, with how often it came ("7 × 413 ELearning.RunTimeDataTooLarge"). */
const tally = (answers: readonly string[]): string =>
  [...new Set(answers)].map((answer) => `${answers.filter((other) => other === answer).length} × ${answer}`).join(', ');

/** An answer as the report prints it: its status and, for an error, its code ("413 ELearning.RunTimeDataTooLarge"). */
export function answerText(status: number, body: string): string {
  const code = /"code":"([^"]+)"/.exec(body)?.[1];
  return `${status}${code ? ` ${code}` : ''}`;
}

/** Starts an attempt and sends CMI_COMMITS commits of 5 MB of run-time data each, as a hostile course would. */
export async function hugeCommits(server: BenchServer, attacker: BenchSession, data: ELearningData): Promise<string> {
  const started = await postJson(server.base, attacker, createExecutionEndpoint.path, { taskUuid: data.taskId });
  if (started.status !== 200) throw new Error(`create-execution answered ${answerText(started.status, JSON.stringify(started.body))}`);
  const { executionUuid } = started.body as { executionUuid: string };
  // 2,000 interactions of 2,600 characters: the most elements a commit may carry, each far over its limit.
  const elements = 2000;
  const value = 'x'.repeat(Math.ceil(CMI_COMMIT_BYTES / elements));
  const cmi = Object.fromEntries(Array.from({ length: elements }, (_, n) => [`cmi.interactions.${n}.id`, value]));
  const body = JSON.stringify({ executionUuid, cmi });
  const answers: string[] = [];
  for (let commit = 0; commit < CMI_COMMITS; commit++)
    answers.push(await postRefusable(server, attacker, saveExecutionEndpoint.path, body));
  return tally(answers);
}

/**
 * POSTs a JSON body the server may refuse before reading it (413 by its Content-Length): the
 * answer then arrives while the body is still being sent and the server closes the connection,
 * which fetch reports as a failure without the answer. Answers status and error code.
 */
function postRefusable(server: BenchServer, attacker: BenchSession, path: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.base}${path}`, {
      method: 'POST',
      headers: { ...attacker.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(answerText(response.statusCode ?? 0, text)));
    });
    // A write cut off by the server's refusal is expected: the answer, when it came first, tells
    // what happened; a reset can also drop the answer, and then the connection's end says it.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      else setTimeout(() => resolve('closed by the server unread'), 200);
    });
    request.end(body);
  });
}

/** The statistics export of the E-Learning: one row per member, read to its end. */
export async function statisticsExport(server: BenchServer, attacker: BenchSession, data: ELearningData): Promise<string> {
  const response = await fetch(`${server.base}${exportStatisticsEndpoint.path}`, {
    method: 'POST',
    headers: { ...attacker.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ elearningUuid: data.elearningId }),
    signal: AbortSignal.timeout(600_000),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return `${response.status}, ${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** CERTIFICATES_AT_ONCE certificates downloaded at once, each rendered on its first download. */
export async function certificatesAtOnce(server: BenchServer, attacker: BenchSession, data: ELearningData): Promise<string> {
  const answers = await Promise.all(
    data.resultIds.map(async (resultUuid) => {
      const response = await fetch(`${server.base}${downloadCertificateEndpoint.path}`, {
        method: 'POST',
        headers: { ...attacker.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ resultUuid }),
        signal: AbortSignal.timeout(600_000),
      });
      await response.arrayBuffer();
      return String(response.status);
    }),
  );
  return tally(answers);
}
