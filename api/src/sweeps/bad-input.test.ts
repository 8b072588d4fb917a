import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { fillPath, type EndpointContract, type EndpointUpload } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../test/build';
import { TestClient } from '../test/client';
import { bodyArbitrary, paramsArbitrary, queryArbitrary } from './samples';
import { allUuidsOfClient, byName, errorBodyProblem, leaksInternals, PUBLIC_ENDPOINTS, SWEPT_ENDPOINTS } from './support';
import { multipartArbitrary } from './upload-files';

// Property-based bad input over every contract: bodies, path parameters and query strings
// inside the schema (with uuids of rows that exist now and then, so handlers get past their
// lookups), with one field hostile, and anything at all; uploads get generated files and
// broken forms. Whatever arrives, the answer is never a 500, never shows internals, is the
// error body of docs/architecture.md §4 when it is an error, and matches the contract when it is a 200.
// Fixed seed, so a failure repeats; SWEEP_RUNS sets the cases per endpoint.

const RUNS = Number(process.env.SWEEP_RUNS ?? 120);
const SEED = 42;
let t: TestApp;
let knownUuids: string[];

beforeAll(async () => {
  // The login cases all come from one address: the limit must leave room for the sweep's own
  // sign-ins after them (the limit itself is tested in the auth module).
  const attempts = String(4 * RUNS + 1000);
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT: attempts, RESET_RATE_LIMIT: attempts } });
  // Every row of the demo client but the sweeping super-admin's own account, which a case
  // could otherwise archive, deactivate or demote and so end the sweep's own session.
  const [self] = await t.db.query<{ id: string }>(
    `SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = 'superadmin'`,
  );
  knownUuids = (await allUuidsOfClient(t.db, 'demo')).filter((uuid) => uuid !== self?.id);
});
afterAll(async () => {
  await t.close();
});

/** A signed-in super-admin of demo (every permission), signed in again whenever a case ended the session. */
class SweepSession {
  private client: TestClient | undefined;

  async get(): Promise<TestClient> {
    if (!this.client) {
      this.client = new TestClient(t.app);
      const response = await this.client.login('demo', 'superadmin');
      if (response.statusCode !== 200) throw new Error(`super-admin sign-in failed: ${response.body}`);
    }
    return this.client;
  }

  forget(): void {
    this.client = undefined;
  }
}

/** What one case sends: the body as bytes with its content type, or nothing. */
interface Payload {
  body: string | Buffer | undefined;
  contentType: string | undefined;
}

/** JSON bodies, now and then under another content type or not JSON at all. */
function jsonPayloadArbitrary(endpoint: EndpointContract): fc.Arbitrary<Payload> {
  const json = bodyArbitrary(endpoint, knownUuids).map((body) => (body === undefined ? undefined : JSON.stringify(body)));
  return fc.oneof(
    { weight: 8, arbitrary: json.map((body) => ({ body, contentType: body === undefined ? undefined : 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.record({
        body: fc.oneof(json, fc.string({ maxLength: 100 }), fc.constant('{"a":')),
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          undefined,
        ),
      }),
    },
  );
}

function payloadArbitrary(endpoint: EndpointContract): fc.Arbitrary<Payload> {
  if (endpoint.method === 'GET') return fc.constant({ body: undefined, contentType: undefined });
  const upload: EndpointUpload | undefined = endpoint.upload;
  if (!upload) return jsonPayloadArbitrary(endpoint);
  return fc.oneof({ weight: 4, arbitrary: multipartArbitrary(upload) }, { weight: 1, arbitrary: jsonPayloadArbitrary(endpoint) });
}

function urlOf(endpoint: EndpointContract, params: Record<string, string>, query: string): string {
  try {
    return fillPath(endpoint.path, params) + query;
  } catch {
    // An empty parameter cannot fill a path: the router then sees the bare prefix.
    return endpoint.path.replace(/:\w+/g, '') + query;
  }
}

/** Why an answer breaks the promise of docs/architecture.md §4, or undefined when it keeps it. */
function problemOf(endpoint: EndpointContract, response: LightMyRequestResponse): string | undefined {
  const text = response.body;
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (leaksInternals(text)) return 'internals in the answer';
  if (response.statusCode >= 400) return errorBodyProblem(response);
  if (response.statusCode === 200 && endpoint.response && String(response.headers['content-type'] ?? '').includes('json')) {
    if (!endpoint.response.safeParse(response.json()).success) return 'the 200 body does not match the contract';
  }
  return undefined;
}

describe.each(byName(SWEPT_ENDPOINTS))('%s', (_name, endpoint) => {
  it(
    `answers ${RUNS} generated requests without a 500, internals or a malformed body`,
    async () => {
      const session = new SweepSession();
      const isPublic = PUBLIC_ENDPOINTS.includes(endpoint.id);
      await fc.assert(
        fc.asyncProperty(
          payloadArbitrary(endpoint),
          paramsArbitrary(endpoint, knownUuids),
          queryArbitrary(endpoint, knownUuids),
          async (payload, params, query) => {
            // Public endpoints are sent by a fresh visitor, so a login or logout touches no other case.
            const client = isPublic ? new TestClient(t.app) : await session.get();
            if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/csrf');
            const url = urlOf(endpoint, params, query);
            const response = await t.app.inject({
              method: endpoint.method,
              url,
              ...(payload.body === undefined ? {} : { payload: payload.body }),
              headers: {
                host: 'localhost',
                ...(payload.contentType ? { 'content-type': payload.contentType } : {}),
                cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
                'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
              },
            });
            if (response.statusCode === 401 && !isPublic) session.forget();
            const problem = problemOf(endpoint, response);
            if (problem) {
              const sent = typeof payload.body === 'string' ? payload.body : payload.body?.toString('latin1');
              throw new Error(
                `${problem}: ${response.statusCode} for ${url} (${payload.contentType}) ${sent?.slice(0, 400)}\n→ ${response.body.slice(0, 400)}`,
              );
            }
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // A ceiling for deep runs (SWEEP_RUNS=1000: a login case costs a scrypt), not a budget.
    },
    60_000 + RUNS * 500,
  );
});

describe('JSON nested deeper than the limit', () => {
  const posts = SWEPT_ENDPOINTS.filter((endpoint) => endpoint.method === 'POST' && !endpoint.params && !endpoint.upload);
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  it.each(byName(posts))('%s answers 400 Schema.Invalid for 10,000 levels', async (_name, endpoint) => {
    const client = PUBLIC_ENDPOINTS.includes(endpoint.id) ? new TestClient(t.app) : await new SweepSession().get();
    if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/csrf');
    // Sent as text: the test's own JSON.stringify would run out of stack first.
    const response = await client.post(endpoint.path, `{"nested":${deep}}`, { headers: { 'content-type': 'application/json' } });
    expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
      status: 400,
      body: { error: { code: 'Schema.Invalid' } },
    });
  });
});
