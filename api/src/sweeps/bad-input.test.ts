import fc from 'fast-check';
import { errorBodySchema, fillPath, type EndpointContract } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../test/build';
import { TestClient } from '../test/client';
import { arbitraryOf, bodyArbitrary, hostileValue, jsonSchemaOf } from './samples';
import { leaksInternals, PUBLIC_ENDPOINTS, SWEPT_ENDPOINTS } from './support';

// Property-based bad input over every contract: bodies inside the schema, with one field
// hostile, and anything at all. Whatever arrives, the answer is never a 500, never shows
// internals, is the error body of DESIGN.md §4 when it is an error, and matches the contract's
// response schema when it is a 200. Fixed seed, so a failure repeats; SWEEP_RUNS sets the cases
// per endpoint (CI: 120, which keeps this file near a minute on two cores).

const RUNS = Number(process.env.SWEEP_RUNS ?? 120);
const SEED = 42;
let t: TestApp;

beforeAll(async () => {
  // The login cases all come from one address: the limit must leave room for the sweep's own
  // sign-ins after them (the limit itself is tested in the auth module).
  const attempts = String(4 * RUNS + 1000);
  t = await buildTestApp({ env: { LOGIN_RATE_LIMIT: attempts, RESET_RATE_LIMIT: attempts } });
});
afterAll(async () => {
  await t.close();
});

/** A signed-in super-admin of demo, signed in again whenever a case ended the session. */
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

function paramsArbitrary(contract: EndpointContract): fc.Arbitrary<Record<string, string>> {
  if (!contract.params) return fc.constant({});
  const schema = jsonSchemaOf(contract.params);
  const names = Object.keys(schema.properties ?? {});
  const hostileText = hostileValue.map((value) => String(typeof value === 'object' ? JSON.stringify(value) : value).slice(0, 300) || 'x');
  return fc.oneof(
    arbitraryOf(schema).map((value) => value as Record<string, string>),
    fc.record(Object.fromEntries(names.map((name) => [name, hostileText]))),
  );
}

const byName = SWEPT_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);

describe.each(byName)('%s', (_name, endpoint) => {
  it(`answers ${RUNS} generated requests without a 500, internals or a malformed body`, async () => {
    const session = new SweepSession();
    const isPublic = PUBLIC_ENDPOINTS.includes(endpoint.id);
    await fc.assert(
      fc.asyncProperty(bodyArbitrary(endpoint), paramsArbitrary(endpoint), async (body, params) => {
        // Public endpoints are sent by a fresh visitor, so a login or logout touches no other case.
        const client = isPublic ? new TestClient(t.app) : await session.get();
        if (!client.cookies.has('XSRF-TOKEN')) await client.get('/api/csrf');
        let url: string;
        try {
          url = fillPath(endpoint.path, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));
        } catch {
          url = endpoint.path.replace(/:\w+/g, 'x');
        }
        const response =
          endpoint.method === 'GET'
            ? await client.get(url)
            : await t.app.inject({
                method: endpoint.method,
                url,
                payload: body === undefined ? undefined : JSON.stringify(body),
                headers: {
                  host: 'localhost',
                  'content-type': 'application/json',
                  cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
                  'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
                },
              });
        const text = response.body;
        if (response.statusCode >= 500) throw new Error(`${response.statusCode} for ${url} ${JSON.stringify(body)?.slice(0, 300)}: ${text.slice(0, 300)}`);
        if (leaksInternals(text)) throw new Error(`internals in the answer for ${url}: ${text.slice(0, 300)}`);
        if (response.statusCode >= 400) {
          const parsed = errorBodySchema.strict().safeParse(response.json());
          if (!parsed.success || !/^[A-Z][A-Za-z]*\.[A-Z][A-Za-z]*$/.test(parsed.data.error.code)) throw new Error(`not the error body: ${text.slice(0, 300)}`);
          if (response.statusCode === 401 && !isPublic) session.forget();
        } else if (response.statusCode === 200 && endpoint.response && response.headers['content-type']?.toString().includes('json')) {
          const parsed = endpoint.response.safeParse(response.json());
          if (!parsed.success) throw new Error(`the 200 body does not match the contract: ${text.slice(0, 300)}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
