import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';
import {
  FIRST_VIEW_IMAGE_VARIANTS,
  FIRST_VIEW_TOKENS,
  FIRST_VIEWS_INDEX,
  SHELL_PAGE_DATA_ID,
  createExecutionEndpoint,
  firstViewFile,
  memberStateEndpoint,
  pageAnswerKey,
  readMemberStatisticsEndpoint,
  readExecutionEndpoint,
  readExecutionOutlineEndpoint,
  readMemberTasksEndpoint,
  readProfileSettingEndpoint,
  type ShellPageData,
} from '@compliance/shared-contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderShellPage } from './shell-page';
import { localRemoteFile } from './remote-folders';

const frontendDir = mkdtempSync(join(tmpdir(), 'cd-frontend-'));
const deployDir = mkdtempSync(join(tmpdir(), 'cd-deploy-'));
const remotesFile = join(deployDir, 'remotes.json');
const SHELL_PAGE =
  '<!doctype html><html><head><title>shell</title><script defer src=/main.js></script></head><body><div id="root"></div></body></html>';
const BIG_SCRIPT = 'console.log("a line the build compresses");\n'.repeat(200);
let t: TestApp;

/** A remote's manifest as the federation build writes it, reduced to what the page reads. */
const manifest = (areaChunks: string[]) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'Area', assets: { js: { sync: areaChunks, async: ['later.0123abcd.js'] } } },
    { name: 'Other', assets: { js: { sync: ['other.0123abcd.js'], async: [] } } },
  ],
});

/** An area description as a remote's build writes it (area.json). */
const description = (title: string, mounts: Array<[string, 'dashboard' | 'plain']>, sidebar: unknown[] = []) => ({
  title: { de_DE: title, en_GB: title },
  mounts: mounts.map(([prefix, layout]) => ({ prefix, layout })),
  sidebar,
});
const TASKS_BODY = { bucket: 'all', page: 1, perPage: 25 } as const;
const AUTH_AREA = {
  ...description('Anmeldung', [
    ['/auth', 'plain'],
    ['/dashboard/profile', 'dashboard'],
  ]),
  // Reads of another area's endpoints, a write and an unknown endpoint: only the reads are answered.
  firstRequests: [
    { route: '/dashboard/profile/settings', endpoint: readMemberTasksEndpoint.id, body: TASKS_BODY },
    { route: '/dashboard/profile/settings', endpoint: readMemberStatisticsEndpoint.id },
    { route: '/dashboard/profile/settings', endpoint: createExecutionEndpoint.id, body: { taskUuid: TASKS_BODY } },
    { route: '/dashboard/profile/settings', endpoint: 'elearning.no-such-read' },
    { route: '/dashboard/profile/other', endpoint: readMemberStatisticsEndpoint.id },
    // A page of an address value: the value is the body's field. A read that writes (it opens the attempt) is not answered.
    { route: '/dashboard/profile/attempt/:executionUuid', endpoint: readExecutionOutlineEndpoint.id },
    { route: '/dashboard/profile/attempt/:executionUuid', endpoint: readExecutionEndpoint.id },
    // Another area's page: not this area's to declare.
    { route: '/dashboard/notes', endpoint: readMemberStatisticsEndpoint.id },
  ],
};
const NOTES_AREA = description(
  'Notizen',
  [['/dashboard/notes', 'dashboard']],
  [
    {
      group: { id: 'apps', label: { de_DE: 'Apps', en_GB: 'Apps' }, order: 20 },
      order: 50,
      entries: [{ id: 'notes', label: { de_DE: 'Notizen', en_GB: 'Notes' }, path: '/dashboard/notes' }],
    },
  ],
);

/** First views of the login page as an area's build writes them: each file says which it is, with every token. */
function writeFirstViews(buildFolder: string): void {
  mkdirSync(join(buildFolder, 'first-views'));
  writeFileSync(join(buildFolder, FIRST_VIEWS_INDEX), JSON.stringify({ views: [{ route: '/auth/login/:clientId', name: 'login' }] }));
  for (const language of ['de_DE', 'en_GB'] as const) {
    for (const images of FIRST_VIEW_IMAGE_VARIANTS) {
      const file = firstViewFile('login', language, images);
      const tokens = Object.values(FIRST_VIEW_TOKENS).join(' ');
      writeFileSync(join(buildFolder, file), `<div data-first-view="">${file} ${tokens}</div>`);
    }
  }
}

/** The first view written into the page's root, '' without one. */
const firstViewIn = (html: string): string => /<div id="root">(.*?)<\/div><\/body>/.exec(html)?.[1] ?? '';

/** The start-up data and the preloaded scripts the page carries. */
function readShellPage(html: string): { data: ShellPageData; preloads: string[]; images: string[] } {
  const json = new RegExp(`<script type="application/json" id="${SHELL_PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!json) throw new Error(`no start-up data in ${html}`);
  const linked = (as: string) =>
    [...html.matchAll(new RegExp(`<link rel="preload" as="${as}" href="([^"]+)">`, 'g'))].map((match) => match[1]!);
  return { data: JSON.parse(json) as ShellPageData, preloads: linked('script'), images: linked('image') };
}

beforeAll(async () => {
  mkdirSync(join(frontendDir, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(frontendDir, 'shell', 'dist', 'index.html'), SHELL_PAGE);
  writeFileSync(join(frontendDir, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(frontendDir, 'shell', 'dist', 'big.89abcdef.js'), BIG_SCRIPT);
  writeFileSync(join(frontendDir, 'shell', 'dist', 'big.89abcdef.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(frontendDir, 'shell', 'dist', 'big.89abcdef.js.gz'), gzipSync(BIG_SCRIPT));
  mkdirSync(join(frontendDir, 'mfe-auth', 'dist'), { recursive: true });
  writeFileSync(join(frontendDir, 'mfe-auth', 'package.json'), '{}');
  writeFileSync(
    join(frontendDir, 'mfe-auth', 'dist', 'mf-manifest.json'),
    JSON.stringify(manifest(['__federation_expose_Area.0123abcd.js'])),
  );
  writeFileSync(join(frontendDir, 'mfe-auth', 'dist', 'area.json'), JSON.stringify(AUTH_AREA));
  writeFirstViews(join(frontendDir, 'mfe-auth', 'dist'));
  // A remote folder without a build: listed, without a description.
  mkdirSync(join(frontendDir, 'mfe-company'));
  writeFileSync(join(frontendDir, 'mfe-company', 'package.json'), '{}');
  writeFileSync(remotesFile, '{}');
  t = await buildTestApp({ env: { FRONTEND_DIR: frontendDir, DEPLOY_DIR: deployDir, REMOTES_FILE: remotesFile } });
});
afterAll(async () => {
  await t.close();
  rmSync(frontendDir, { recursive: true, force: true });
  rmSync(deployDir, { recursive: true, force: true });
});

describe('the built front end', () => {
  it.each(['/', '/login', '/dashboard/company/members/list'])('answers %s with the shell page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const { data } = readShellPage(response.body);
    expect(data.licensee).toEqual(
      (await t.app.inject({ method: 'GET', url: '/api/bootstrap/load-licensee-config', headers: { host: 'localhost' } })).json(),
    );
    expect(data.remotes).toEqual((await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { host: 'localhost' } })).json());
    // Written into the head, after the shell's own script.
    expect(response.body.indexOf(SHELL_PAGE_DATA_ID)).toBeGreaterThan(response.body.indexOf('/main.js'));
    expect(response.body.indexOf(SHELL_PAGE_DATA_ID)).toBeLessThan(response.body.indexOf('</head>'));
  });

  it.each(['/', '/auth/login', '/dashboard/company/members/list'])('answers HEAD of %s as GET does, without the body', async (url) => {
    const head = await t.app.inject({ method: 'HEAD', url, headers: { host: 'localhost' } });
    const get = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect([head.statusCode, head.headers['content-type'], head.headers['cache-control']]).toEqual([
      200,
      get.headers['content-type'],
      'no-cache',
    ]);
    expect(head.body).toBe('');
  });

  it('answers HEAD of an unknown API path or file 404, as GET does', async () => {
    for (const url of ['/api/no-such-call', '/no-such-file.js']) {
      const head = await t.app.inject({ method: 'HEAD', url, headers: { host: 'localhost' } });
      expect({ url, status: head.statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('preloads the scripts the area of the requested page starts with, and no others', async () => {
    const page = async (url: string) => readShellPage((await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body);
    const authScripts = ['/remotes/mfe-auth/remoteEntry.js', '/remotes/mfe-auth/__federation_expose_Area.0123abcd.js'];
    expect((await page('/auth/login')).preloads).toEqual(authScripts);
    expect((await page('/dashboard/profile/settings?x=1')).preloads).toEqual(authScripts);
    // No area, or an area whose build is not here: nothing to preload.
    expect((await page('/')).preloads).toEqual([]);
    expect((await page('/dashboard/company/members/list')).preloads).toEqual([]);
  });

  it("preloads the licensee's logo on the sign-in pages, where it is the largest element, and nowhere else", async () => {
    const page = async (url: string) => readShellPage((await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body);
    const login = await page('/auth/login/demo');
    expect(login.data.licensee.images.logo).toMatch(/^\/api\/file\/licensee\/logo\//);
    expect(login.images).toEqual([login.data.licensee.images.logo]);
    expect((await page('/auth/forgot-password/demo')).images).toEqual([login.data.licensee.images.logo]);
    expect((await page('/dashboard/company/members/list')).images).toEqual([]);
    expect((await page('/')).images).toEqual([]);
  });

  it("writes the login page's first view into the root, in the browser's language, the request's values in place of its tokens", async () => {
    const licensee = (
      await t.app.inject({ method: 'GET', url: '/api/bootstrap/load-licensee-config', headers: { host: 'localhost' } })
    ).json();
    const images = { logo: Boolean(licensee.images.logo), mood: Boolean(licensee.images.mood) };
    const page = async (language: string) =>
      (await t.app.inject({ method: 'GET', url: '/auth/login/demo', headers: { host: 'localhost', 'accept-language': language } })).body;
    const english = firstViewIn(await page('en-GB,en;q=0.9,de;q=0.8'));
    expect(english).toContain(firstViewFile('login', 'en_GB', images));
    expect(english).toContain(`demo ${licensee.licenseeName} ${licensee.images.logo ?? ''} `);
    expect(english).not.toContain('__FIRST_VIEW_');
    expect(firstViewIn(await page('de-DE,de;q=0.9'))).toContain(firstViewFile('login', 'de_DE', images));
    expect(firstViewIn(await page('fr-FR,de;q=0.5,en;q=0.4'))).toContain(firstViewFile('login', 'de_DE', images));
    // The licensee's colours, for the first view's theme.
    expect(await page('de')).toContain(`--first-view-primary-light:${licensee.theme.light.primary}`);
  });

  it('writes no first view where the page has none, for a company ID it could not write as it is, or for someone signed in', async () => {
    const page = async (url: string, headers: Record<string, string> = {}) =>
      (await t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } })).body;
    expect(firstViewIn(await page('/auth/login/demo'))).not.toBe('');
    expect(firstViewIn(await page('/auth/forgot-password/demo'))).toBe('');
    expect(firstViewIn(await page('/auth/login/%3Cb%3E'))).toBe('');
    expect(firstViewIn(await page('/auth/login/demo', { cookie: 'SESSION=whatever' }))).toBe('');
  });

  it("carries a signed-in member's start and the page's declared first reads, answered as the member's own requests", async () => {
    const member = new TestClient(t.app);
    await member.login('demo', 'member');
    const answers = async (url: string, client = member) => readShellPage((await client.get(url)).body).data.answers;
    // The member's data is never stored, as the API's answers of it are not; a page without it is revalidated.
    expect((await member.get('/dashboard/profile/settings')).headers['cache-control']).toBe('no-store');
    expect((await new TestClient(t.app).get('/dashboard/profile/settings')).headers['cache-control']).toBe('no-cache');
    const page = await answers('/dashboard/profile/settings');
    const expected = [
      [pageAnswerKey('GET', memberStateEndpoint.path), (await member.send(memberStateEndpoint)).answer()],
      [pageAnswerKey('GET', readProfileSettingEndpoint.path), (await member.send(readProfileSettingEndpoint)).answer()],
      [pageAnswerKey('POST', readMemberTasksEndpoint.path, TASKS_BODY), (await member.send(readMemberTasksEndpoint, TASKS_BODY)).answer()],
      [pageAnswerKey('GET', readMemberStatisticsEndpoint.path), (await member.send(readMemberStatisticsEndpoint)).answer()],
    ];
    expect(page?.map(({ key, answer }) => [key, answer])).toEqual(expected);
    // Another page of the area, or the page with a search part: the start's answers only.
    expect((await answers('/dashboard/profile/settings?bucket=done'))?.map(({ key }) => key)).toEqual(
      expected.slice(0, 2).map(([key]) => key),
    );
    expect((await answers('/dashboard/profile/mine'))?.map(({ key }) => key)).toEqual(expected.slice(0, 2).map(([key]) => key));
    expect((await answers('/dashboard/notes'))?.map(({ key }) => key)).toEqual(expected.slice(0, 2).map(([key]) => key));
    // Signed out, or with a session that has ended: none.
    expect(await answers('/dashboard/profile/settings', new TestClient(t.app))).toBeUndefined();
    const ended = await t.app.inject({
      method: 'GET',
      url: '/dashboard/profile/settings',
      headers: { host: 'localhost', cookie: 'SESSION=ended' },
    });
    expect(readShellPage(ended.body).data.answers).toBeUndefined();
  });

  it('answers a page of an address value with the value in the body, and never a read that writes', async () => {
    const member = new TestClient(t.app);
    await member.login('demo', 'member');
    const [attempt] = await t.db.query<{ executionUuid: string; grants: number }>(
      `SELECT x.id AS "executionUuid", (SELECT count(*)::int FROM elearning_content_grant) AS grants
         FROM elearning_execution x JOIN member m ON m.id = x.member_id JOIN client cl ON cl.id = m.client_id
        WHERE cl.client_identifier = 'demo' AND m.username = 'member' LIMIT 1`,
    );
    const { executionUuid, grants } = attempt!;
    const keys = async (url: string) => readShellPage((await member.get(url)).body).data.answers?.map(({ key }) => key);
    const outline = { executionUuid };
    const page = readShellPage((await member.get(`/dashboard/profile/attempt/${executionUuid}`)).body).data.answers;
    expect(page?.slice(2)).toEqual([
      {
        key: pageAnswerKey('POST', readExecutionOutlineEndpoint.path, outline),
        answer: (await member.send(readExecutionOutlineEndpoint, outline)).answer(),
      },
    ]);
    const [after] = await t.db.query<{ grants: number }>('SELECT count(*)::int AS grants FROM elearning_content_grant');
    expect(after!.grants).toBe(grants);
    // Another member's attempt is refused them, so not answered; a longer address is another page.
    expect(await keys('/dashboard/profile/attempt/00000000-0000-4000-8000-000000000000')).toHaveLength(2);
    expect(await keys(`/dashboard/profile/attempt/${executionUuid}/more`)).toHaveLength(2);
  });

  it('sends the page brotli-compressed to a browser that takes it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/auth/login/demo', headers: { host: 'localhost' } });
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/auth/login/demo',
      headers: { host: 'localhost', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect([compressed.headers['content-encoding'], compressed.headers.vary]).toEqual([
      'br',
      'accept-encoding, sec-ch-prefers-color-scheme',
    ]);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('writes the licensee of the host, and text that could end the element stays inside it', async () => {
    const html = renderShellPage(
      SHELL_PAGE,
      { licensee: { licenseeName: '</script><script>alert(1)</script>\u2028' }, remotes: {} } as never,
      ['/a"b.js'],
    );
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('href="/a&quot;b.js"');
    expect((readShellPage(html).data.licensee as { licenseeName: string }).licenseeName).toBe('</script><script>alert(1)</script>\u2028');
  });

  it('serves files named by content hash for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main.0123abcd.js', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])("sends the build's precompressed copy to a browser that accepts %s, cached like the file itself", async (accepted, encoding) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/big.89abcdef.js',
      headers: { host: 'localhost', 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    if (encoding === 'br') expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/big.89abcdef.js', headers: { host: 'localhost' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });
});

describe('/remotes.json', () => {
  it('lists each remote folder of the workspace (mfe-*) with the area description its build wrote, null without one', async () => {
    expect((await new TestClient(t.app).get('/remotes.json')).json()).toEqual({
      mfe_auth: { entry: '/remotes/mfe-auth/mf-manifest.json', area: AUTH_AREA },
      mfe_company: { entry: '/remotes/mfe-company/mf-manifest.json', area: null },
    });
  });
});

describe('redeploying one remote without a restart', () => {
  it('serves a build copied into DEPLOY_DIR and the remotes REMOTES_FILE names now, with its area description', async () => {
    const client = new TestClient(t.app);
    const remotes = async () => (await client.get('/remotes.json')).json();
    expect((await remotes()).mfe_auth.entry).toBe('/remotes/mfe-auth/mf-manifest.json');
    mkdirSync(join(deployDir, 'mfe-auth-2'));
    writeFileSync(join(deployDir, 'mfe-auth-2', 'mf-manifest.json'), '{"id":"mfe_auth"}');
    const renamed = { ...AUTH_AREA, title: { de_DE: 'Anmeldung 2', en_GB: 'Sign-in 2' } };
    writeFileSync(join(deployDir, 'mfe-auth-2', 'area.json'), JSON.stringify(renamed));
    writeFileSync(remotesFile, JSON.stringify({ mfe_auth: '/deploy/mfe-auth-2/mf-manifest.json' }));
    expect((await remotes()).mfe_auth).toEqual({ entry: '/deploy/mfe-auth-2/mf-manifest.json', area: renamed });
    const manifest = await client.get('/deploy/mfe-auth-2/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-store');
    // A half-written file keeps the last good answer, of the remotes file and of a description.
    writeFileSync(remotesFile, '{"mfe_auth": "/deploy/mfe');
    writeFileSync(join(deployDir, 'mfe-auth-2', 'area.json'), '{"title": {"de_DE"');
    expect((await remotes()).mfe_auth).toEqual({ entry: '/deploy/mfe-auth-2/mf-manifest.json', area: renamed });
  });

  it('adds an area by one line of the remotes file and its deploy, and takes it away by removing the line', async () => {
    mkdirSync(join(deployDir, 'mfe-notes-1'));
    writeFileSync(join(deployDir, 'mfe-notes-1', 'mf-manifest.json'), JSON.stringify(manifest(['__federation_expose_Area.89abcdef.js'])));
    writeFileSync(join(deployDir, 'mfe-notes-1', 'area.json'), JSON.stringify(NOTES_AREA));
    writeFileSync(remotesFile, JSON.stringify({ mfe_notes: '/deploy/mfe-notes-1/mf-manifest.json' }));
    const page = async (url: string) => readShellPage((await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body);
    const notes = await page('/dashboard/notes');
    expect(notes.data.remotes.mfe_notes).toEqual({ entry: '/deploy/mfe-notes-1/mf-manifest.json', area: NOTES_AREA });
    expect(notes.preloads).toEqual(['/deploy/mfe-notes-1/remoteEntry.js', '/deploy/mfe-notes-1/__federation_expose_Area.89abcdef.js']);
    writeFileSync(remotesFile, '{}');
    const without = await page('/dashboard/notes');
    expect(without.data.remotes.mfe_notes).toBeUndefined();
    expect(without.preloads).toEqual([]);
  });

  it('preloads the area from the build a deploy put in place', async () => {
    mkdirSync(join(deployDir, 'mfe-auth-3'));
    writeFileSync(join(deployDir, 'mfe-auth-3', 'mf-manifest.json'), JSON.stringify(manifest(['__federation_expose_Area.4567cdef.js'])));
    writeFileSync(join(deployDir, 'mfe-auth-3', 'area.json'), JSON.stringify(AUTH_AREA));
    const companyArea = description('Unternehmen', [['/dashboard/company', 'dashboard']]);
    const hosted: string[] = [];
    const elsewhere: Server = createServer((request, response) => {
      hosted.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(request.url === '/mfe-company/area.json' ? JSON.stringify(companyArea) : '{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    try {
      writeFileSync(
        remotesFile,
        JSON.stringify({ mfe_auth: '/deploy/mfe-auth-3/mf-manifest.json', mfe_company: `${origin}/mfe-company/mf-manifest.json` }),
      );
      const page = async (url: string) => readShellPage((await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body);
      expect((await page('/auth/login')).preloads).toEqual([
        '/deploy/mfe-auth-3/remoteEntry.js',
        '/deploy/mfe-auth-3/__federation_expose_Area.4567cdef.js',
      ]);
      expect((await page('/auth/login')).data.remotes.mfe_auth?.entry).toBe('/deploy/mfe-auth-3/mf-manifest.json');
      // A remote hosted elsewhere: its description is asked for there (once a minute), its
      // manifest is not, and nothing is preloaded.
      const company = await page('/dashboard/company/members/list');
      expect(company.data.remotes.mfe_company?.area).toEqual(companyArea);
      expect(company.preloads).toEqual([]);
      expect(hosted).toEqual(['/mfe-company/area.json']);
    } finally {
      elsewhere.closeAllConnections();
      await new Promise((resolve) => elsewhere.close(resolve));
    }
  });
});

describe('the file behind a URL of a remote', () => {
  const config = { frontendDir, deployDir: '/srv/deploy' };
  it('is a file of a build or deploy folder, never one outside them', () => {
    expect(localRemoteFile(config, '/remotes/mfe-auth/mf-manifest.json')).toBe(join(frontendDir, 'mfe-auth', 'dist', 'mf-manifest.json'));
    expect(localRemoteFile(config, '/deploy/mfe-auth-2/mf-manifest.json')).toBe('/srv/deploy/mfe-auth-2/mf-manifest.json');
    expect(localRemoteFile(config, '/deploy/../etc/passwd')).toBeUndefined();
    expect(localRemoteFile(config, '/remotes/mfe-auth/../../shell/dist/x.json')).toBeUndefined();
    expect(localRemoteFile(config, 'https://cdn.example/mfe-auth/mf-manifest.json')).toBeUndefined();
    expect(localRemoteFile({ ...config, deployDir: undefined }, '/deploy/mfe-auth-2/mf-manifest.json')).toBeUndefined();
  });
});
