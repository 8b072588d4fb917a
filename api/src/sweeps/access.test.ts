import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { hasAnyPermission, permissionsForRole, ROLES, type EndpointContract, type Role } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../test/build';
import { signInEveryRole, TestClient } from '../test/client';
import {
  byName,
  changeMark,
  tablesChangedSince,
  endpointName,
  INFRASTRUCTURE_ROUTES,
  PUBLIC_ENDPOINTS,
  registeredRoutes,
  sampleRequest,
  send,
  SWEPT_ENDPOINTS,
  clientTablesWithUuids,
  uuidsByKind,
  uuidsOfClient,
  type ClientUuids,
} from './support';

// Access sweeps over every contract: routes and contracts agree, only the listed endpoints are
// public, every other one needs a session, every write needs the CSRF token, and each role of
// the demo client gets exactly what the role table gives it.

let t: TestApp;
let clients: Map<Role, TestClient>;
let demo: ClientUuids;
let tables: string[];

beforeAll(async () => {
  t = await buildTestApp();
  clients = await signInEveryRole(t.app);
  demo = await uuidsOfClient(t.db, 'demo');
  tables = await clientTablesWithUuids(t.db);
});
afterAll(async () => {
  await t.close();
});

/** A request the endpoint would serve, with uuids of the demo client of the kinds its fields name. */
const validRequest = (endpoint: EndpointContract) => sampleRequest(endpoint, uuidsByKind(endpoint, demo, tables));

const guarded = SWEPT_ENDPOINTS.filter((endpoint) => !PUBLIC_ENDPOINTS.includes(endpoint.id));
const writes = SWEPT_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');

describe('routes and contracts', () => {
  it('has a contract for every API route the router holds, and a route for every contract', () => {
    const routes = registeredRoutes(t.app);
    const contracts = SWEPT_ENDPOINTS.map(endpointName);
    const uncontracted = routes.filter((route) => {
      const path = route.slice(route.indexOf(' ') + 1);
      return path.startsWith('/api') && !contracts.includes(route) && !INFRASTRUCTURE_ROUTES.some(({ pattern }) => pattern.test(path));
    });
    expect(uncontracted).toEqual([]);
    expect(contracts.filter((contract) => !routes.includes(contract))).toEqual([]);
  });

  it('reads the router’s routes, hidden ones included', () => {
    // The OpenAPI UI is hidden from OpenAPI: seeing it shows the route list is the router's own.
    expect(registeredRoutes(t.app)).toEqual(
      expect.arrayContaining(['GET /api/docs/json', 'POST /api/login', 'GET /api/file/:context/:type/:uuid/:filename']),
    );
  });

  it('keeps every infrastructure route in use, so the list cannot hide a later route', () => {
    const paths = registeredRoutes(t.app).map((route) => route.slice(route.indexOf(' ') + 1));
    expect(INFRASTRUCTURE_ROUTES.filter(({ pattern }) => !paths.some((path) => pattern.test(path)))).toEqual([]);
  });

  it('names every public endpoint in the one list, and only those', () => {
    const publicInContracts = SWEPT_ENDPOINTS.filter((endpoint) => endpoint.access.kind === 'public').map((endpoint) => endpoint.id);
    expect([...publicInContracts].sort()).toEqual([...PUBLIC_ENDPOINTS].sort());
  });
});

/** Sends a request with exactly these cookies and headers (no CSRF echo unless given). */
function sendRaw(
  endpoint: EndpointContract,
  request: { url: string; body: unknown },
  cookies: Record<string, string>,
  headers: Record<string, string> = {},
  method: string = endpoint.method,
) {
  return t.app.inject({
    method: method as 'GET',
    url: request.url,
    ...(method === 'GET' || method === 'HEAD' ? {} : { payload: (request.body ?? {}) as object }),
    headers: {
      host: 'localhost',
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      ...headers,
    },
  });
}

const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({ status, body: { error: { code } } });
};

describe('without a session', () => {
  it.each(byName(guarded))('%s answers 401 and changes nothing', async (_name, endpoint) => {
    const anonymous = new TestClient(t.app);
    await anonymous.get('/api/csrf');
    const request = validRequest(endpoint);
    const before = await changeMark(t.db);
    // As a browser without a session sends it (the CSRF token echoed), and with a session
    // cookie the server never issued.
    expectError(await send(anonymous, endpoint, request), 401, 'Auth.Unauthenticated');
    const csrf = anonymous.cookies.get('XSRF-TOKEN') ?? '';
    expectError(
      await sendRaw(endpoint, request, { 'XSRF-TOKEN': csrf, SESSION: 'f'.repeat(64) }, { 'x-xsrf-token': csrf }),
      401,
      'Auth.Unauthenticated',
    );
    if (endpoint.method === 'GET') expect((await sendRaw(endpoint, request, {}, {}, 'HEAD')).statusCode).toBe(401);
    expect(await tablesChangedSince(t.db, before)).toEqual([]);
  });
});

describe('CSRF', () => {
  it.each(byName(writes))('%s without or with a wrong X-XSRF-TOKEN answers 403 and changes nothing', async (_name, endpoint) => {
    const superAdmin = clients.get('super-admin') as TestClient;
    const request = validRequest(endpoint);
    const cookies = Object.fromEntries(superAdmin.cookies);
    const withoutCsrfCookie = Object.fromEntries([...superAdmin.cookies].filter(([name]) => name !== 'XSRF-TOKEN'));
    const before = await changeMark(t.db);
    for (const token of [undefined, 'wrong-token', '', `${cookies['XSRF-TOKEN']}x`]) {
      expectError(
        await sendRaw(endpoint, request, cookies, token === undefined ? {} : { 'x-xsrf-token': token }),
        403,
        'Auth.CsrfTokenInvalid',
      );
    }
    // A header that matches no cookie: the token is the pair, not the header alone.
    expectError(
      await sendRaw(endpoint, request, withoutCsrfCookie, { 'x-xsrf-token': cookies['XSRF-TOKEN'] ?? '' }),
      403,
      'Auth.CsrfTokenInvalid',
    );
    expect(await tablesChangedSince(t.db, before)).toEqual([]);
  });
});

describe('permission matrix', () => {
  const outcome = new Map<string, Map<Role, string>>();

  afterAll(() => {
    const header = `| endpoint | ${ROLES.join(' | ')} |\n| --- |${ROLES.map(() => ' :-: |').join('')}`;
    const lines = guarded.map((endpoint) => {
      const row = outcome.get(endpoint.id);
      return `| \`${endpointName(endpoint)}\` | ${ROLES.map((role) => row?.get(role) ?? '?').join(' | ')} |`;
    });
    const table = [header, ...lines].join('\n');
    const legend =
      '✓ allowed (answered neither 401 nor 403), 403 refused with Auth.Forbidden, ✗ differs from the role table (with the status it answered)';
    const dir = join(__dirname, '..', '..', '..', '.test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'permission-matrix.md'), `# Permission matrix of the demo client\n\n${legend}.\n\n${table}\n`);
    console.log(`Permission matrix (${legend}; also in .test-results/permission-matrix.md):\n${table}`);
  });

  describe.each(ROLES)('role %s', (role) => {
    it.each(byName(guarded))('%s: allowed exactly where the role table says', async (_name, endpoint) => {
      const client = clients.get(role);
      if (!client) throw new Error(`no demo account of role ${role}`);
      const allowed = endpoint.access.kind === 'session' && hasAnyPermission(permissionsForRole(role), endpoint.access.permissions);
      // Allowed: an empty body, which validation refuses after the permission check, so the
      // sweep changes nothing. Refused: the valid request, which must change nothing either.
      const request = validRequest(endpoint);
      const before = allowed ? undefined : await changeMark(t.db);
      const response = await send(client, endpoint, allowed ? { url: request.url, body: {} } : request);
      const refused = response.statusCode === 401 || response.statusCode === 403;
      const row = outcome.get(endpoint.id) ?? new Map<Role, string>();
      row.set(role, allowed === !refused ? (allowed ? '✓' : '403') : `✗ ${response.statusCode}`);
      outcome.set(endpoint.id, row);
      if (allowed) expect([401, 403]).not.toContain(response.statusCode);
      else {
        expectError(response, 403, 'Auth.Forbidden');
        expect(await tablesChangedSince(t.db, before!)).toEqual([]);
      }
    });
  });
});
