import { ENDPOINTS, fillPath, hasAnyPermission, hashPassword, permissionsForRole, type Role } from '@compliance/shared-contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo';
import { buildTestApp, type TestApp } from './test/build';
import { TestClient } from './test/client';

let t: TestApp;
const clients = new Map<Role, TestClient>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of DEMO_ACCOUNTS) {
    if (clients.has(account.role)) continue;
    const client = new TestClient(t.app);
    if (account.client) await client.login(account.client, account.username);
    else await client.post('/api/support-login', { username: account.username, clientIdentifier: 'demo', password: hashPassword(DEMO_PASSWORD) });
    clients.set(account.role, client);
  }
});
afterAll(async () => {
  await t.close();
});

const sessionEndpoints = ENDPOINTS.filter((endpoint) => endpoint.access.kind === 'session');
const samplePath = (path: string) =>
  fillPath(path, { uuid: '00000000-0000-4000-8000-000000000000', tabId: 'details', file: 'de_DE.json', context: 'client', type: 'document', filename: 'x' });

// Role × endpoint: every session endpoint of the contracts, for every role. A role without the
// contract's permission gets 403 before validation; one with it gets past the check (any other
// status, e.g. 400 for the empty sample body).
describe.each(['super-admin', 'admin', 'loc-admin', 'ou-admin', 'member', 'user'] as const)('role %s', (role) => {
  it.each(sessionEndpoints.map((e) => [e.method, e.path, e] as const))('%s %s', async (method, path, endpoint) => {
    const client = clients.get(role)!;
    const response = method === 'GET' ? await client.get(samplePath(path)) : await client.post(samplePath(path), {});
    const allowed = endpoint.access.kind === 'session' && hasAnyPermission(permissionsForRole(role), endpoint.access.permissions);
    if (allowed) expect([401, 403]).not.toContain(response.statusCode);
    else expect(response.json()).toEqual({ error: { code: 'Auth.Forbidden' } });
  });
});
