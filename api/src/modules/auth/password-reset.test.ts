import { hashPassword } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';
import { decodeQuotedPrintable, resetTokenFrom } from '../../test/mail';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const requestReset = (client: TestClient, username: string, clientIdentifier = 'demo', languageCode?: string) =>
  client.post('/api/createpasswordresettoken', { username, clientIdentifier, ...(languageCode ? { languageCode } : {}) });

const resetWith = (client: TestClient, token: string, password: string, confirmation = password) =>
  client.post('/api/resetpassword', { token, password: hashPassword(password), passwordConfirmation: hashPassword(confirmation) });

/** Lets the throttle window of a (company, username) pair pass. */
const forgetThrottle = () => t.db.query(`UPDATE password_reset_request SET created_at = now() - interval '11 minutes'`);

async function mailFor(username: string): Promise<string> {
  await t.app.mailer.flush();
  const mail = t
    .outbox()
    .filter((eml) => eml.includes(`${username}@demo-gmbh.example`))
    .pop();
  if (!mail) throw new Error(`no mail for ${username}`);
  return mail;
}

describe('password reset', () => {
  it('mails a link, resets once, signs in, and the new password logs in', async () => {
    const client = new TestClient(t.app);
    expect((await requestReset(client, 'member')).json()).toEqual({ success: true });
    const mail = await mailFor('member');
    expect(mail).toMatch(/^To: member@demo-gmbh\.example/m);
    expect(decodeQuotedPrintable(mail)).toContain('http://localhost/auth/reset-password/demo?token=');
    const token = resetTokenFrom(mail);

    const reset = await resetWith(client, token, 'N3w-Passw0rd!');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, uuid: expect.any(String), clientIdentifier: 'demo' });
    expect((await client.get('/api/member/state')).statusCode).toBe(200);

    expect((await new TestClient(t.app).login('demo', 'member', 'N3w-Passw0rd!')).statusCode).toBe(200);
    expect((await new TestClient(t.app).login('demo', 'member')).statusCode).toBe(401);

    const again = await resetWith(new TestClient(t.app), token, 'Other-Passw0rd!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'PasswordResetToken.Invalid' } });
  });

  it('writes the mail in the requested language, German by default', async () => {
    await forgetThrottle();
    await requestReset(new TestClient(t.app), 'admin', 'demo', 'en_GB');
    expect(decodeQuotedPrintable(await mailFor('admin'))).toContain('You asked for a new password');
    await forgetThrottle();
    await requestReset(new TestClient(t.app), 'locadmin');
    expect(decodeQuotedPrintable(await mailFor('locadmin'))).toContain('Sie haben ein neues Passwort angefordert');
  });

  it('refuses an expired token', async () => {
    await forgetThrottle();
    await requestReset(new TestClient(t.app), 'ouadmin');
    const token = resetTokenFrom(await mailFor('ouadmin'));
    await t.db.query(`UPDATE password_reset_token SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const response = await resetWith(new TestClient(t.app), token, 'N3w-Passw0rd!');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('PasswordResetToken.Invalid');
  });

  it('issues at most one token per 10 minutes, for existing and unknown names alike', async () => {
    await forgetThrottle();
    const client = new TestClient(t.app);
    expect((await requestReset(client, 'superadmin')).statusCode).toBe(200);
    const second = await requestReset(client, 'superadmin');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: { code: 'PasswordResetToken.TooFrequent' } });

    expect((await requestReset(client, 'no-such-user')).statusCode).toBe(200);
    const unknownAgain = await requestReset(client, 'no-such-user');
    expect(unknownAgain.statusCode).toBe(400);
    expect(unknownAgain.json()).toEqual(second.json());

    await forgetThrottle();
    expect((await requestReset(client, 'superadmin')).statusCode).toBe(200);
  });

  it('answers the same for unknown users and companies and sends them nothing', async () => {
    await forgetThrottle();
    await t.app.mailer.flush();
    const before = t.outbox().length;
    const known = await requestReset(new TestClient(t.app), 'admin');
    const unknownUser = await requestReset(new TestClient(t.app), 'ghost');
    const unknownCompany = await requestReset(new TestClient(t.app), 'admin', 'ghost-company');
    for (const response of [unknownUser, unknownCompany]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
    }
    await t.app.mailer.flush();
    expect(t.outbox().length).toBe(before + 1);
  });

  it('refuses a password used before and keeps the token usable', async () => {
    await forgetThrottle();
    await requestReset(new TestClient(t.app), 'admin');
    const token = resetTokenFrom(await mailFor('admin'));
    const reused = await resetWith(new TestClient(t.app), token, 'Demo-Passw0rd!');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: { code: 'Password.AlreadyUsed' } });
    expect((await resetWith(new TestClient(t.app), token, 'Fresh-Passw0rd!')).statusCode).toBe(200);
  });

  it('refuses a commonly used password with Password.TooCommon and keeps the token usable', async () => {
    await forgetThrottle();
    await requestReset(new TestClient(t.app), 'locadmin');
    const token = resetTokenFrom(await mailFor('locadmin'));
    const common = await resetWith(new TestClient(t.app), token, 'Sommer2026!');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: { code: 'Password.TooCommon' } });
    expect((await new TestClient(t.app).login('demo', 'locadmin', 'Sommer2026!')).statusCode).toBe(401);
    expect((await resetWith(new TestClient(t.app), token, 'Seltenes-Passw0rt!')).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs', async () => {
    const response = await resetWith(new TestClient(t.app), 'x'.repeat(43), 'A-Passw0rd!', 'B-Passw0rd!');
    expect(response.json()).toEqual({ error: { code: 'Password.Mismatch' } });
  });

  it('ends the other sessions of the member', async () => {
    await forgetThrottle();
    const other = new TestClient(t.app);
    expect((await other.login('demo', 'superadmin')).statusCode).toBe(200);
    await requestReset(new TestClient(t.app), 'superadmin');
    const token = resetTokenFrom(await mailFor('superadmin'));
    expect((await resetWith(new TestClient(t.app), token, 'Sup3r-Passw0rd!')).statusCode).toBe(200);
    expect((await other.get('/api/heartbeat')).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  // The counts live in the database, shared with the calls of the tests before (on a limit of 1000).
  beforeEach(() => t.db.query('DELETE FROM rate_limit_count'));

  it('answers 429 Auth.TooManyRequests after too many logins for one account', async () => {
    const limited = await buildTestApp({ database: t.database!, env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      const client = new TestClient(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await client.login('demo', 'locadmin', 'Wrong-Passw0rd!')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await client.login('demo', 'locadmin');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: { code: 'Auth.TooManyRequests' } });
      // Per address and account: another account from the same address is still heard.
      expect((await client.login('demo', 'member', 'Wrong-Passw0rd!')).statusCode).toBe(401);
    } finally {
      await limited.app.close();
    }
  });

  it('limits reset requests per address', async () => {
    const limited = await buildTestApp({ database: t.database!, env: { RESET_RATE_LIMIT: '2' } });
    try {
      const client = new TestClient(limited.app);
      const statuses: number[] = [];
      for (const name of ['a1', 'a2', 'a3']) statuses.push((await requestReset(client, name)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
