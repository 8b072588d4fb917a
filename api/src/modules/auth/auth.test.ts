import { hashPassword } from '@compliance/shared-contracts';
import { hashForStorage } from '../../security/passwords';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';
import { errorCodeOf } from '../../test/answers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const setCookie = (response: { headers: Record<string, unknown> }, name: string): string => {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const found = list.find((value) => typeof value === 'string' && value.startsWith(`${name}=`));
  if (typeof found !== 'string') throw new Error(`no ${name} cookie set`);
  return found;
};

async function setPassword(username: string, password: string, change: string): Promise<void> {
  await t.db.query(
    `UPDATE member SET password_hash = $2 ${change ? `, ${change}` : ''}
      WHERE username = $1 AND client_id = (SELECT id FROM client WHERE client_identifier = 'demo')`,
    [username, await hashForStorage(hashPassword(password))],
  );
}

describe('login', () => {
  it('signs in with company ID, username and password hash and answers the member uuid', async () => {
    const client = new TestClient(t.app);
    const response = await client.login('demo', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await client.get('/api/heartbeat')).statusCode).toBe(200);
  });

  it('accepts the e-mail address instead of the username and ignores case', async () => {
    expect((await new TestClient(t.app).login('DEMO', 'Member@Demo-GmbH.example')).statusCode).toBe(200);
  });

  it('answers 401 Auth.InvalidCredentials for a wrong password, unknown user or unknown company alike', async () => {
    for (const [company, user, password] of [
      ['demo', 'admin', 'Wrong-Passw0rd!'],
      ['demo', 'nobody', 'Demo-Passw0rd!'],
      ['nocompany', 'admin', 'Demo-Passw0rd!'],
    ] as const) {
      const response = await new TestClient(t.app).login(company, user, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'Auth.InvalidCredentials' } });
      expect(response.headers['set-cookie'] ?? '').not.toContain('SESSION=');
    }
  });

  it('refuses archived and deactivated accounts with 403 once the password is right', async () => {
    await setPassword('archived.person', 'Arch1ved-Pass!', 'archived_at = NULL');
    await t.db.query(
      `INSERT INTO member (client_id, username, email, role, archived_at, password_hash)
       SELECT client_id, 'archived.person', 'archived.person@demo-gmbh.example', 'member', now(), $1
         FROM member WHERE username = 'admin' AND client_id = (SELECT id FROM client WHERE client_identifier = 'demo')`,
      [await hashForStorage(hashPassword('Arch1ved-Pass!'))],
    );
    await t.db.query(
      `INSERT INTO member_details (member_id, first_name, last_name) SELECT id, 'Archie', 'Ved' FROM member WHERE username = 'archived.person'`,
    );
    const archived = await new TestClient(t.app).login('demo', 'archived.person', 'Arch1ved-Pass!');
    expect(archived.statusCode).toBe(403);
    expect(archived.json()).toEqual({ error: { code: 'Member.Archived' } });
    // A wrong password for an archived account still says only 'invalid credentials'.
    expect((await new TestClient(t.app).login('demo', 'archived.person', 'Wrong-Passw0rd!')).statusCode).toBe(401);

    await t.db.query(`UPDATE member SET status = 'deactivated' WHERE username = 'archived.person'`);
    await t.db.query(`UPDATE member SET archived_at = NULL WHERE username = 'archived.person'`);
    const deactivated = await new TestClient(t.app).login('demo', 'archived.person', 'Arch1ved-Pass!');
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json()).toEqual({ error: { code: 'Member.Deactivated' } });
  });

  it('ends a live session when the account is archived', async () => {
    const client = new TestClient(t.app);
    await client.login('demo', 'ouadmin');
    await t.db.query(`UPDATE member SET archived_at = now() WHERE username = 'ouadmin'`);
    expect((await client.get('/api/heartbeat')).statusCode).toBe(401);
    await t.db.query(`UPDATE member SET archived_at = NULL WHERE username = 'ouadmin'`);
  });

  it('rejects a plain-text password: only the hash is accepted', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/login', { clientIdentifier: 'demo', username: 'admin', password: 'Demo-Passw0rd!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Schema.Invalid');
  });
});

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, path / and not Secure over plain HTTP', async () => {
    const response = await new TestClient(t.app).login('demo', 'member');
    const cookie = setCookie(response, 'SESSION');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).not.toMatch(/Max-Age/i);
  });

  it('is Secure under HTTPS behind a trusted proxy', async () => {
    const secure = await buildTestApp({ database: t.database!, env: { TRUST_PROXY: 'true' } });
    try {
      const client = new TestClient(secure.app);
      await client.get('/api/csrf');
      const response = await client.post(
        '/api/login',
        { clientIdentifier: 'demo', username: 'member', password: hashPassword('Demo-Passw0rd!') },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(setCookie(response, 'SESSION')).toMatch(/Secure/i);
    } finally {
      await secure.app.close();
    }
  });

  it('gets a new id at every login, and the old one stops working', async () => {
    const client = new TestClient(t.app);
    await client.login('demo', 'member');
    const first = client.cookies.get('SESSION')!;
    await client.login('demo', 'member');
    const second = client.cookies.get('SESSION')!;
    expect(second).not.toBe(first);
    const replay = await t.app.inject({ method: 'GET', url: '/api/heartbeat', headers: { host: 'localhost', cookie: `SESSION=${first}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('is stored only as a digest on the server', async () => {
    const client = new TestClient(t.app);
    await client.login('demo', 'member');
    const rows = await t.db.query<{ id: string }>('SELECT id FROM session WHERE id = $1', [client.cookies.get('SESSION')]);
    expect(rows).toHaveLength(0);
  });
});

describe('logout and heartbeat', () => {
  it('heartbeat answers 401 without a session', async () => {
    const response = await new TestClient(t.app).get('/api/heartbeat');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'Auth.Unauthenticated' } });
  });

  it('logout deletes the session on the server, so a saved cookie is worthless', async () => {
    const client = new TestClient(t.app);
    await client.login('demo', 'admin');
    const cookie = `SESSION=${client.cookies.get('SESSION')}`;
    const logout = await client.get('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect(setCookie(logout, 'SESSION')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const replay = await t.app.inject({ method: 'GET', url: '/api/member/state', headers: { host: 'localhost', cookie } });
    expect(replay.statusCode).toBe(401);
  });

  it('a 401 for an ended session clears its cookie; a login with that cookie sets a new one', async () => {
    const client = new TestClient(t.app);
    await client.login('demo', 'admin');
    const cookie = `SESSION=${client.cookies.get('SESSION')}`;
    await t.db.query('DELETE FROM session');
    const stale = await t.app.inject({ method: 'GET', url: '/api/member/state', headers: { host: 'localhost', cookie } });
    expect(stale.statusCode).toBe(401);
    expect(setCookie(stale, 'SESSION')).toMatch(/^SESSION=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/);
    const again = await client.login('demo', 'admin');
    expect(again.statusCode).toBe(200);
    expect(setCookie(again, 'SESSION')).toMatch(/^SESSION=[^;]+;/);
    expect(setCookie(again, 'SESSION')).not.toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect((await client.get('/api/heartbeat')).statusCode).toBe(200);
  });

  it("a sign-in in another tab outlives the first tab's late logout: a logout ends the session it was sent with, never a newer one", async () => {
    const browser = new TestClient(t.app);
    await browser.login('demo', 'admin');
    const oldCookie = `SESSION=${browser.cookies.get('SESSION')}`;
    // The second tab signs in while the first tab's logout is on its way: the login carries the old cookie.
    expect((await browser.login('demo', 'member')).statusCode).toBe(200);
    const newSession = browser.cookies.get('SESSION');
    expect(`SESSION=${newSession}`).not.toBe(oldCookie);
    const lateRequest = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie: oldCookie } });
    const lateLogout = await lateRequest('/api/logout');
    expect(lateLogout.statusCode).toBe(200);
    expect(lateLogout.cookies.map((cookie) => cookie.name)).not.toContain('SESSION');
    const lateBeat = await lateRequest('/api/heartbeat');
    expect(lateBeat.statusCode).toBe(401);
    expect(lateBeat.cookies.map((cookie) => cookie.name)).not.toContain('SESSION');
    // The browser keeps the member's session, and it is alive.
    expect(browser.cookies.get('SESSION')).toBe(newSession);
    const state = await browser.get('/api/member/state');
    expect(state.statusCode).toBe(200);
    expect(state.json().member.roleIdentifier).toBe('member');
  });

  it('heartbeat reports when the session expires and 401s once it has', async () => {
    const client = new TestClient(t.app);
    await client.login('demo', 'admin');
    const beat = await client.get('/api/heartbeat');
    expect(new Date(beat.json().expiresAt).getTime()).toBeGreaterThan(Date.now());
    await t.db.query(
      `UPDATE session SET expires_at = now() - interval '1 second' WHERE member_id = (SELECT id FROM member WHERE username = 'admin' AND client_id = (SELECT id FROM client WHERE client_identifier = 'demo'))`,
    );
    expect((await client.get('/api/heartbeat')).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a POST without the X-XSRF-TOKEN header or with a wrong one', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/csrf');
    const body = { clientIdentifier: 'demo', username: 'admin', password: hashPassword('Demo-Passw0rd!') };
    const missing = await client.post('/api/login', body, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ error: { code: 'Auth.CsrfTokenInvalid' } });
    const wrong = await client.post('/api/login', body, { csrf: false, headers: { 'x-xsrf-token': 'forged' } });
    expect(wrong.statusCode).toBe(403);
  });

  it.each([
    ['login', (client: TestClient) => client.login('demo', 'member')],
    [
      'support login',
      (client: TestClient) =>
        client.post('/api/support-login', { username: 'advisor', clientIdentifier: 'demo', password: hashPassword('Demo-Passw0rd!') }),
    ],
  ])('%s issues a new XSRF-TOKEN, which the next request uses', async (_kind, signIn) => {
    const client = new TestClient(t.app);
    await client.get('/api/csrf');
    const before = client.cookies.get('XSRF-TOKEN');
    const response = await signIn(client);
    expect(response.statusCode).toBe(200);
    const rotated = setCookie(response, 'XSRF-TOKEN').split(';')[0]!.split('=')[1];
    expect(rotated).toMatch(/\S{16,}/);
    expect(rotated).not.toBe(before);
    expect(client.cookies.get('XSRF-TOKEN')).toBe(rotated);
    // A write echoing the token of before sign-in fails the check; one echoing the new token passes it.
    const write = async (token: string | undefined) =>
      errorCodeOf(
        await client.post('/api/profile/update-profile-setting', { theme: 'light' }, { headers: { 'x-xsrf-token': token ?? '' } }),
      );
    expect(await write(before)).toBe('Auth.CsrfTokenInvalid');
    expect(await write(rotated)).not.toBe('Auth.CsrfTokenInvalid');
  });

  it('GET /api/csrf sets a script-readable XSRF-TOKEN cookie', async () => {
    const response = await new TestClient(t.app).get('/api/csrf');
    const cookie = setCookie(response, 'XSRF-TOKEN');
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(response.json().csrfToken).toBe(cookie.split(';')[0]!.split('=')[1]);
  });
});
