import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/settle';
import { hashPassword } from '@compliance/shared-contracts';
import { startServer } from '@compliance/api/process';
import { createFreshMember, csrfToken, DEMO_PASSWORD, postLogin } from '../support/api';
import { freshTag } from '../support/company';
import { waitForResetLink } from '../support/mail';

const dataDir = () => process.env.E2E_DATA_DIR!;

test('the first start creates the demo and prints the URL and the accounts', async () => {
  const printed = readFileSync(join(dataDir(), 'startup.log'), 'utf8');
  expect(printed).toContain('Compliance dashboard is running at http://localhost:');
  expect(printed).toContain('(demo data created)');
  for (const username of ['superadmin', 'admin', 'locadmin', 'ouadmin', 'member', 'advisor']) expect(printed).toContain(username);
  expect(printed).toContain(DEMO_PASSWORD);
});

for (const [company, username, role] of [
  ['demo', 'superadmin', 'super-admin'],
  ['demo', 'admin', 'admin'],
  ['demo', 'locadmin', 'loc-admin'],
  ['demo', 'ouadmin', 'ou-admin'],
  ['demo', 'member', 'member'],
  ['acme', 'admin', 'admin'],
] as const) {
  test(`demo account ${company}/${username} logs in over HTTP as ${role}`, async ({ request }) => {
    expect((await postLogin(request, company, username)).status()).toBe(200);
    const state = await (await request.get('/api/member/state')).json();
    expect(state.member.roleIdentifier).toBe(role);
    expect(state.client.clientIdentifier).toBe(company);
    expect((await request.get('/api/logout')).status()).toBe(200);
    expect((await request.get('/api/heartbeat')).status()).toBe(401);
  });
}

test('the customer advisor reaches the demo company through the support login', async ({ request }) => {
  const token = await csrfToken(request);
  const response = await request.post('/api/support-login', {
    headers: { 'x-xsrf-token': token },
    data: { clientIdentifier: 'demo', username: 'advisor', password: hashPassword(DEMO_PASSWORD) },
  });
  expect(response.status()).toBe(200);
  const state = await (await request.get('/api/member/state')).json();
  expect(state.member.roleIdentifier).toBe('user');
  expect(state.supportSession).toBe(true);
});

test('forgot password → mail in the outbox → reset → login with the new password', async ({ request }) => {
  const account = await createFreshMember(`reset.${freshTag()}`, 'Rita');
  const token = await csrfToken(request);
  const created = await request.post('/api/createpasswordresettoken', {
    headers: { 'x-xsrf-token': token },
    data: { clientIdentifier: 'demo', username: account.username, languageCode: 'en_GB' },
  });
  expect(created.status()).toBe(200);
  const link = new URL(await waitForResetLink(account.username));
  expect(link.pathname).toBe('/auth/reset-password/demo');

  const reset = await request.post('/api/resetpassword', {
    headers: { 'x-xsrf-token': token },
    data: {
      token: link.searchParams.get('token'),
      password: hashPassword('Brand-N3w-Pass!'),
      passwordConfirmation: hashPassword('Brand-N3w-Pass!'),
    },
  });
  expect(reset.status()).toBe(200);
  await request.get('/api/logout');
  expect((await postLogin(request, 'demo', account.username, 'Brand-N3w-Pass!')).status()).toBe(200);
  await request.get('/api/logout');
  expect((await postLogin(request, 'demo', account.username, account.password)).status()).toBe(401);
});

test('a second server on the same data folder refuses to start', async () => {
  const second = await startServer({ dataDir: dataDir() });
  const code = await second.exited;
  expect(code).not.toBe(0);
  expect(second.output()).toContain('is in use by process');
});

test('the API documentation is served at /api/docs', async ({ request }) => {
  const spec = await (await request.get('/api/docs/json')).json();
  expect(Object.keys(spec.paths)).toContain('/api/login');
  expect((await request.get('/api/docs/')).status()).toBe(200);
});
