import type { Database } from '../../db';
import { buildTestApp, type TestApp } from '../../test/build';
import { errorCodeOf } from '../../test/answers';
import { TestClient } from '../../test/client';
import { bearerTokenMatches } from './metrics';

// GET /api/metrics as an operator's Prometheus scrapes it: closed unless a token is configured,
// then only with that token, and no id or tenant in what it tells.

const TOKEN = 'scrape-token-0123456789';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let unconfigured: TestApp;
let configured: TestApp;
beforeAll(async () => {
  unconfigured = await buildTestApp();
  // A second app on the same database, in the same process: each has a registry of its own.
  configured = await buildTestApp({ database: unconfigured.database, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await configured.close();
  await unconfigured.close();
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

it('answers 404 as for an unknown path while no METRICS_TOKEN is set, a token or not', async () => {
  for (const response of [await scrape(unconfigured), await scrape(unconfigured, `Bearer ${TOKEN}`)])
    expect([response.statusCode, errorCodeOf(response)]).toEqual([404, 'Dashboard.NotFound']);
});

it('answers 401 with the error body without the token or with another one', async () => {
  for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
    const response = await scrape(configured, authorization);
    expect([authorization, response.statusCode, errorCodeOf(response)]).toEqual([authorization, 401, 'Auth.Unauthenticated']);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  }
});

describe('a scrape with the token', () => {
  let response: Awaited<ReturnType<typeof scrape>>;
  beforeAll(async () => {
    const fileUuid = crypto.randomUUID();
    await configured.app.inject({ method: 'GET', url: `/api/file/member/photo/${fileUuid}/portrait.png` });
    await configured.app.inject({ method: 'GET', url: '/api/health/live' });
    await configured.app.inject({ method: 'GET', url: `/api/nothing-here/${fileUuid}` });
    response = await scrape(configured, `Bearer ${TOKEN}`);
  });

  it('answers Prometheus text', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts request durations by route pattern, unknown paths as one route', () => {
    expect(response.body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/file\/:context\/:type\/:uuid\/:filename",status_code="\d{3}"\} 1$/m,
    );
    expect(response.body).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live",status_code="200"\} \d+$/m,
    );
    expect(response.body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1$/m);
  });

  it("holds the process's metrics and the event loop's lag", () => {
    expect(response.body).toMatch(/^process_cpu_seconds_total \d/m);
    expect(response.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('holds the sessions and the mail queue, counted in the database at the scrape', () => {
    expect(response.body).toMatch(/^dashboard_sessions_active\{kind="member"\} \d+$/m);
    expect(response.body).toMatch(/^dashboard_sessions_active\{kind="advisor"\} \d+$/m);
    expect(response.body).toMatch(/^dashboard_sessions_active\{kind="licensee"\} \d+$/m);
    expect(response.body).toMatch(/^dashboard_mail_queue_length\{state="waiting"\} \d+$/m);
    expect(response.body).toMatch(/^dashboard_mail_queue_length\{state="given-up"\} \d+$/m);
  });

  it("names neither the URLs' ids nor any tenant", () => {
    expect(response.body).not.toMatch(UUID);
    expect(response.body).not.toMatch(/demo|acme/i);
  });
});

it('counts sessions and the mail queue in the database at each scrape, and the scheduled jobs this instance ran', async () => {
  const figure = async (series: string) => {
    const text = (await scrape(configured, `Bearer ${TOKEN}`)).body;
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  const members = (await figure('dashboard_sessions_active{kind="member"}'))!;
  expect((await new TestClient(configured.app).login('demo', 'member')).statusCode).toBe(200);
  expect(await figure('dashboard_sessions_active{kind="member"}')).toBe(members + 1);

  const givenUp = (await figure('dashboard_mail_queue_length{state="given-up"}'))!;
  await configured.db.query(
    `INSERT INTO mail_queue (recipient, subject, text_body, html_body, attempts, last_error, given_up_at)
     VALUES ('someone@example.com', 'Erinnerung', 'Text', '<p>Text</p>', 8, 'connection refused', now())`,
  );
  expect(await figure('dashboard_mail_queue_length{state="given-up"}')).toBe(givenUp + 1);

  expect(await figure('dashboard_scheduled_job_runs_total{job="mail-queue",outcome="failed"}')).toBeUndefined();
  configured.app.recordJobRun('mail-queue', 'failed');
  expect(await figure('dashboard_scheduled_job_runs_total{job="mail-queue",outcome="failed"}')).toBe(1);
  // The app without a token counts nothing and fails nothing.
  expect(() => unconfigured.app.recordJobRun('mail-queue', 'ran')).not.toThrow();
});

it('times the statements this app ran, failed ones apart, and shows the connection pool on PostgreSQL', async () => {
  const figure = (text: string, series: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };
  const before = (await scrape(configured, `Bearer ${TOKEN}`)).body;
  const ok = figure(before, 'dashboard_db_query_duration_seconds_count{outcome="ok"}') ?? 0;
  expect((await new TestClient(configured.app).login('demo', 'admin')).statusCode).toBe(200);
  await expect(configured.db.query('SELECT no_such_column FROM client')).rejects.toThrow();

  const after = (await scrape(configured, `Bearer ${TOKEN}`)).body;
  expect(figure(after, 'dashboard_db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(ok);
  expect(figure(after, 'dashboard_db_query_duration_seconds_count{outcome="failed"}')).toBeGreaterThanOrEqual(1);
  expect(after).toMatch(/^dashboard_db_query_duration_seconds_bucket\{le="0\.001",outcome="ok"\} \d+$/m);
  if (configured.db.kind === 'postgres') {
    const total = figure(after, 'dashboard_db_pool_connections{state="total"}')!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(figure(after, 'dashboard_db_pool_connections{state="idle"}')).toBeLessThanOrEqual(total);
    // The scrape's own counts in the database ask for connections at the same moment: some may wait.
    expect(figure(after, 'dashboard_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
  } else {
    // PGlite is one connection in the process: there is no pool to show.
    expect(after).not.toContain('dashboard_db_pool_connections');
  }
});

it('stops timing statements once its app has closed', async () => {
  const db = configured.db;
  let observing = 0;
  const counted: Database = {
    ...db,
    observeQueries: (observer) => {
      observing++;
      const stop = db.observeQueries(observer);
      return () => {
        observing--;
        stop();
      };
    },
  };
  const another = await buildTestApp({ db: counted, env: { METRICS_TOKEN: TOKEN } });
  expect(observing).toBe(1);
  await another.close();
  expect(observing).toBe(0);
});

it('compares the bearer token whole, its scheme in any case', () => {
  expect(bearerTokenMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  expect(bearerTokenMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
  expect(bearerTokenMatches('Bearer ', TOKEN)).toBe(false);
  expect(bearerTokenMatches(undefined, TOKEN)).toBe(false);
});
