import { createExecutionEndpoint, readExecutionEndpoint } from '@compliance/shared-contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signedInApp } from '../../../test/client';
import { PACKAGE_PIECE_BYTES } from '../package-store';
import { buildContentServer } from './content-server';
import { contentGrantPurgeJob } from './grants';

// The content origin (docs/decisions/0009, issue 67): a grant's launcher, its runtime and the
// package's files, each with a policy that lets only the app frame them; nothing else, no
// session, no cookie, no CORS. The demo's `member` has fire safety (SCORM 1.2) open.

const signedIn = signedInApp({ member: ['demo', 'member'], admin: ['demo', 'admin'] });
const { client, one } = signedIn;

const APP_HOST = 'localhost:8080';
const APP_ORIGIN = `http://${APP_HOST}`;
let content: FastifyInstance;

beforeAll(async () => {
  content = await buildContentServer({ config: signedIn.t.config, db: signedIn.t.db, logger: false });
});
afterAll(async () => content.close());

const get = (url: string, headers: Record<string, string> = {}) => content.inject({ method: 'GET', url, headers });

/** A grant of the member's fire-safety attempt, as opening the player issues it (read-execution). */
async function grantOfMemberAttempt(): Promise<{ token: string; executionUuid: string; entryUrl: string }> {
  const task = await one<{ id: string }>(
    `SELECT t.id FROM elearning_task t
       JOIN member m ON m.id = t.member_id JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
      WHERE m.username = 'member' AND c.texts -> 'de_DE' ->> 'title' = 'Brandschutz im Betrieb' AND t.completed_at IS NULL`,
  );
  const { executionUuid } = (await client('member').send(createExecutionEndpoint, { taskUuid: task.id })).answer();
  const opened = await client('member').send(readExecutionEndpoint, { executionUuid }, { headers: { host: APP_HOST } });
  const { launchUrl, entryUrl } = opened.answer();
  const token = new URL(launchUrl).pathname.split('/').pop()!;
  return { token, executionUuid, entryUrl };
}

/** The address of the runtime a launcher page loads. */
const runtimeScriptOf = (body: string) => /<script type="module" src="(\/runtime\/content-launcher-[A-Z0-9]+\.js)">/.exec(body)?.[1];

describe('the content origin', () => {
  describe("a grant's launcher", () => {
    let token: string;
    let entryUrl: string;
    let page: LightMyRequestResponse;
    beforeAll(async () => {
      ({ token, entryUrl } = await grantOfMemberAttempt());
      page = await get(`/launch/${token}`);
    });

    it("is a page of HTML at the grant's address", () => {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('lets only the app that opened the grant frame it', () => {
      expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${APP_ORIGIN}`);
    });

    it('runs scripts from this origin only', () => {
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('sets no cookie', () => {
      expect(page.headers['set-cookie']).toBeUndefined();
    });

    it('tells the launcher the app it answers to', () => {
      expect(page.body).toContain(`data-app-origin="${APP_ORIGIN}"`);
    });

    it("points the launcher at the package's entry page under the grant", () => {
      expect(page.body).toContain(`data-entry="/elearning/${token}/index.html"`);
    });

    it('names the same entry page to the player, which a launcher it already holds starts next', async () => {
      expect(entryUrl).toBe(`http://127.0.0.1:8081/elearning/${token}/index.html`);
      expect((await get(new URL(entryUrl).pathname)).statusCode).toBe(200);
    });

    it('loads the runtime as a module from this origin', () => {
      expect(runtimeScriptOf(page.body)).toBeDefined();
    });

    describe('the runtime it loads', () => {
      let script: string;
      let runtime: LightMyRequestResponse;
      beforeAll(async () => {
        script = runtimeScriptOf(page.body)!;
        runtime = await get(script);
      });

      it('is served as JavaScript', () => {
        expect(runtime.statusCode).toBe(200);
        expect(runtime.headers['content-type']).toBe('text/javascript; charset=utf-8');
      });

      // Its name changes with its content, so a cached copy never goes stale.
      it('may be cached for good', () => {
        expect(runtime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      });

      it('talks to the app by postMessage', () => {
        expect(runtime.body).toContain('postMessage');
      });

      it('is sent compressed with Brotli to a browser that takes it', async () => {
        const compressed = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
        expect(compressed.headers['content-encoding']).toBe('br');
        expect(compressed.rawPayload.length).toBeLessThan(runtime.rawPayload.length);
      });
    });
  });

  it('answers a runtime it does not have with 404', async () => {
    expect((await get('/runtime/unknown.js')).statusCode).toBe(404);
  });

  it("serves the package's files to the grant's address only, framed by the launcher and the app", async () => {
    const { token } = await grantOfMemberAttempt();
    const page = await get(`/elearning/${token}/index.html`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${APP_ORIGIN}`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).toContain('<script src="course.js"></script>');
    expect((await get(`/elearning/${token}/course.js`)).headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const path of ['missing.html', '../index.html', '%2e%2e/index.html', 'imsmanifest.xml/..', '', '%00']) {
      expect((await get(`/elearning/${token}/${path}`)).statusCode).toBe(404);
    }
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(`/elearning/${forged}/index.html`)).statusCode).toBe(404);
    expect((await get(`/launch/${forged}`)).statusCode).toBe(404);
    expect((await get('/elearning/short/index.html')).statusCode).toBe(404);
  });

  it('sends a file of several pieces whole, read piece by piece, with its length', async () => {
    const { token, executionUuid } = await grantOfMemberAttempt();
    const { packageId } = await one<{ packageId: string }>('SELECT package_id AS "packageId" FROM elearning_execution WHERE id = $1', [
      executionUuid,
    ]);
    const film = randomBytes(2 * PACKAGE_PIECE_BYTES + 7);
    await one(
      `INSERT INTO elearning_package_file (package_id, path, mime_type, size) VALUES ($1, 'media/film.mp4', 'video/mp4', $2) RETURNING 1`,
      [packageId, film.length],
    );
    for (let seq = 0; seq * PACKAGE_PIECE_BYTES < film.length; seq += 1) {
      const piece = film.subarray(seq * PACKAGE_PIECE_BYTES, (seq + 1) * PACKAGE_PIECE_BYTES);
      await one(
        `INSERT INTO elearning_package_file_piece (package_id, path, seq, content) VALUES ($1, 'media/film.mp4', $2, $3) RETURNING 1`,
        [packageId, seq, piece],
      );
    }
    try {
      const answer = await get(`/elearning/${token}/media/film.mp4`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('video/mp4');
      expect(answer.headers['content-length']).toBe(String(film.length));
      expect(answer.rawPayload.equals(film)).toBe(true);
    } finally {
      await one(`DELETE FROM elearning_package_file WHERE package_id = $1 AND path = 'media/film.mp4' RETURNING 1`, [packageId]);
    }
  });

  it('ends a grant when it expires or its attempt is reset', async () => {
    const expiring = await grantOfMemberAttempt();
    await one(`UPDATE elearning_content_grant SET expires_at = now() - interval '1 second' RETURNING 1`);
    expect((await get(`/elearning/${expiring.token}/index.html`)).statusCode).toBe(404);
    expect((await get(`/launch/${expiring.token}`)).statusCode).toBe(404);
    // The scheduled purge removes ended grants, and only those.
    const live = await grantOfMemberAttempt();
    expect(await signedIn.t.db.transaction((tx) => contentGrantPurgeJob.run(tx))).toBeGreaterThanOrEqual(1);
    expect(
      (await one<{ count: number }>('SELECT count(*)::int AS count FROM elearning_content_grant WHERE expires_at <= now()')).count,
    ).toBe(0);
    expect((await get(`/launch/${live.token}`)).statusCode).toBe(200);

    const reset = await grantOfMemberAttempt();
    await one('UPDATE elearning_execution SET archived_at = now() WHERE id = $1 RETURNING 1', [reset.executionUuid]);
    expect((await get(`/elearning/${reset.token}/index.html`)).statusCode).toBe(404);
  });

  it("has no API, no session and no CORS: the app's cookie opens nothing here", async () => {
    const { token } = await grantOfMemberAttempt();
    const session = client('member').cookieHeader();
    for (const url of ['/api/member/state', '/api/bootstrap/load-licensee-config', '/', '/dashboard']) {
      const answer = await get(url, { cookie: session });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const update = await content.inject({ method: 'POST', url: '/api/profile/update', headers: { cookie: session }, payload: {} });
    expect(update.statusCode).toBe(404);
    const preflight = await content.inject({
      method: 'OPTIONS',
      url: `/elearning/${token}/index.html`,
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the app's side of the content origin", () => {
  it('answers no CORS preflight from the content origin and lets its pages frame only the content port besides itself', async () => {
    const preflight = await signedIn.t.app.inject({
      method: 'OPTIONS',
      url: '/api/profile/update',
      headers: {
        origin: 'http://127.0.0.1:8081',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-xsrf-token',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const page = await signedIn.t.app.inject({ method: 'GET', url: '/auth/login' });
    expect(page.headers['content-security-policy']).toMatch(/frame-src 'self' \*:8081[ ;]/);
  });
});
