import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasAnyPermission, hashPassword, permissionsForRole, ROLES, type EndpointContract, type Role } from '@compliance/shared-contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo';
import { buildTestApp, type TestApp } from '../test/build';
import { TestClient } from '../test/client';
import { databaseDigest, PUBLIC_ENDPOINTS, sampleRequest, send, SWEPT_ENDPOINTS, uuidsOfClient } from './support';

// Access sweeps over every contract: routes and contracts agree, only the listed endpoints are
// public, every other one needs a session, every write needs the CSRF token, and each role of
// the demo client gets exactly what the role table gives it.

let t: TestApp;
const clients = new Map<Role, TestClient>();
let demoUuid: (path: string) => string;

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of DEMO_ACCOUNTS) {
    if (clients.has(account.role) || account.client === 'acme') continue;
    const client = new TestClient(t.app);
    if (account.client) await client.login(account.client, account.username);
    else await client.post('/api/support-login', { username: account.username, clientIdentifier: 'demo', password: hashPassword(DEMO_PASSWORD) });
    clients.set(account.role, client);
  }
  const demo = await uuidsOfClient(t.db, 'demo');
  demoUuid = () => demo.member ?? '';
});
afterAll(async () => {
  await t.close();
});

const guarded = SWEPT_ENDPOINTS.filter((endpoint) => !PUBLIC_ENDPOINTS.includes(endpoint.id));
const writes = SWEPT_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');
const byName = (endpoints: readonly EndpointContract[]) => endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);

describe('routes and contracts', () => {
  it('has exactly one contract for every API route and a route for every contract', () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    const contracts = SWEPT_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route) => !contracts.includes(route))).toEqual([]);
    expect(contracts.filter((contract) => !routes.includes(contract))).toEqual([]);
  });

  it('names every public endpoint in the one list, and only those', () => {
    const publicInContracts = SWEPT_ENDPOINTS.filter((endpoint) => endpoint.access.kind === 'public').map((endpoint) => endpoint.id);
    expect([...publicInContracts].sort()).toEqual([...PUBLIC_ENDPOINTS].sort());
  });
});

describe('without a session', () => {
  it.each(byName(guarded))('%s answers 401 and changes nothing', async (_name, endpoint) => {
    const anonymous = new TestClient(t.app);
    await anonymous.get('/api/csrf');
    const before = await databaseDigest(t.db);
    const response = await send(anonymous, endpoint, sampleRequest(endpoint, demoUuid));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'Auth.Unauthenticated' } });
    expect(await databaseDigest(t.db)).toBe(before);
  });
});

describe('CSRF', () => {
  it.each(byName(writes))('%s without or with a wrong X-XSRF-TOKEN answers 403 and changes nothing', async (_name, endpoint) => {
    const superAdmin = clients.get('super-admin') as TestClient;
    const request = sampleRequest(endpoint, demoUuid);
    const cookie = [...superAdmin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const before = await databaseDigest(t.db);
    for (const token of [undefined, 'wrong-token', '']) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: request.url,
        payload: (request.body ?? {}) as object,
        headers: { host: 'localhost', cookie, ...(token === undefined ? {} : { 'x-xsrf-token': token }) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'Auth.CsrfTokenInvalid' } });
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });
});

describe('permission matrix', () => {
  const roles = ROLES;
  const outcome = new Map<string, Map<Role, string>>();

  afterAll(() => {
    const header = `| endpoint | ${roles.join(' | ')} |\n| --- |${roles.map(() => ' :-: |').join('')}`;
    const lines = guarded.map((endpoint) => {
      const row = outcome.get(endpoint.id);
      return `| \`${endpoint.method} ${endpoint.path}\` | ${roles.map((role) => row?.get(role) ?? '?').join(' | ')} |`;
    });
    const table = [header, ...lines].join('\n');
    const dir = join(__dirname, '..', '..', '..', '.test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'permission-matrix.md'), `# Permission matrix (✓ allowed, 403 refused)\n\n${table}\n`);
    console.log(`Permission matrix (also in .test-results/permission-matrix.md):\n${table}`);
  });

  describe.each(roles)('role %s', (role) => {
    it.each(byName(guarded))('%s: allowed exactly where the role table says', async (_name, endpoint) => {
      const client = clients.get(role);
      if (!client) throw new Error(`no demo account of role ${role}`);
      // An empty body: the permission check comes before validation, and nothing is changed.
      const response = await send(client, endpoint, { url: sampleRequest(endpoint, demoUuid).url, body: {} });
      const allowed = endpoint.access.kind === 'session' && hasAnyPermission(permissionsForRole(role), endpoint.access.permissions);
      const row = outcome.get(endpoint.id) ?? new Map<Role, string>();
      row.set(role, allowed ? '✓' : '403');
      outcome.set(endpoint.id, row);
      if (allowed) expect([401, 403]).not.toContain(response.statusCode);
      else expect(response.json()).toEqual({ error: { code: 'Auth.Forbidden' } });
    });
  });
});
