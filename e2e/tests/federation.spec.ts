import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { test, waitForSettled } from '../support/settle';
import {
  allTasksBubble,
  escapeRegExp,
  expectAccessible,
  firstMemberRow,
  LANDING,
  saveScreenshot,
  signIn,
  signInAndLand,
  signOut,
  toggleSidebarWhenSettled,
} from '../support/ui';

/** The shared singletons (shared-ui/build/federation.cjs) whose one copy this proof checks. */
const SINGLETONS = ['react', 'react-dom', '@mui/system', '@emotion/react', 'jotai', 'i18next', '@compliance/shared-ui'];
/** shared-ui's entries the member list uses; shared by version range, the shell offers each. */
const SHARED_UI_ENTRIES = [
  '@compliance/shared-ui/table',
  '@compliance/shared-ui/inputs',
  '@compliance/shared-ui/phone',
  '@compliance/shared-ui/page',
];
const REMOTES_USED = ['mfe-auth', 'mfe-company'];

interface Manifest {
  shared: Array<{ name: string; version: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** A library and its shared subpaths ('@mui/material' and '@mui/material/Button'). */
const belongsTo = (entry: string, name: string) => entry === name || entry.startsWith(`${name}/`);

const assetsOf = (manifest: Manifest, name: string) =>
  manifest.shared.filter((entry) => belongsTo(entry.name, name)).flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);

/** Which version of each shared library (and its subpaths) the page loaded, and from which app. */
function loadedShared(page: Page, names: readonly string[]): Promise<Record<string, string[]>> {
  return page.evaluate((libraries) => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: unknown }>>>> };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [key, versions] of Object.entries(packages)) {
          if (!libraries.some((candidate) => key === candidate || key.startsWith(`${candidate}/`))) continue;
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded) result[key] = [...new Set([...(result[key] ?? []), `${version} from ${entry.from}`])];
          }
        }
      }
    }
    return result;
  }, names);
}

test('each shared singleton and each shared-ui entry loads once, from the shell’s files, never a remote’s copy; remotes share no MUI component and no router', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo', 'admin');
  await expect(page).toHaveURL(/\/dashboard\//);
  // One page load from the start, in a page of its own (the first page's late requests are not
  // counted): the member list opened directly, with the table, the inputs and the phone field.
  const list = await page.context().newPage();
  const scripts: string[] = [];
  list.on('request', (req: Request) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await list.goto('/dashboard/company/members/list');
  await expect(list.getByRole('grid').getByRole('row').nth(1)).toBeVisible();

  const manifestOf = async (path: string) => (await (await request.get(path)).json()) as Manifest;
  // No remote's copy of a singleton or an entry was fetched: each came from the shell's files
  // (the shell offers every entry of its version).
  for (const remote of REMOTES_USED) {
    const manifest = await manifestOf(`/remotes/${remote}/mf-manifest.json`);
    // MUI's components come with shared-ui's entries and the router with its core; a remote
    // offers none of its own.
    const notShared = ['@mui/material', '@mui/x-data-grid', 'react-router', 'react-router-dom'];
    expect(
      manifest.shared.filter((entry) => notShared.some((name) => belongsTo(entry.name, name))),
      remote,
    ).toEqual([]);
    for (const name of [...SINGLETONS, ...SHARED_UI_ENTRIES]) {
      const remoteCopies = assetsOf(manifest, name).map((file) => `/remotes/${remote}/${file}`);
      expect(
        scripts.filter((path) => remoteCopies.includes(path)),
        `${name} fetched from ${remote}`,
      ).toEqual([]);
    }
  }
  // Every script was fetched once (no second copy of any chunk).
  expect(scripts.filter((path, index) => scripts.indexOf(path) !== index)).toEqual([]);

  const shared = await loadedShared(list, [...SINGLETONS, ...SHARED_UI_ENTRIES]);
  // Every shared module (subpaths included) was loaded exactly once; the singletons by the
  // shell itself (an entry is first asked for by the remote, which the runtime names).
  for (const [key, providers] of Object.entries(shared)) expect(providers, key).toHaveLength(1);
  for (const name of SINGLETONS) expect(shared[name], name).toEqual([expect.stringMatching(/ from shell$/)]);
  for (const name of SHARED_UI_ENTRIES) expect(shared[name], name).toHaveLength(1);
});

test('the page brings its start-up data and the first scripts of its area: the shell asks for neither, and each script is fetched once', async ({
  browser,
}) => {
  // A fresh context: nothing cached, signed out, as a first visit to the login page.
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (req: Request) => requests.push(new URL(req.url()).pathname));
  const response = await page.goto('/auth/login/demo');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const html = (await response!.text()) as string;
  const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]!);
  const manifest = (await (await page.request.get('/remotes/mfe-auth/mf-manifest.json')).json()) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const areaChunks = manifest.exposes.find((expose) => expose.name === 'Area')!.assets.js.sync;
  expect(preloads.filter((path) => path.startsWith('/remotes/'))).toEqual([
    '/remotes/mfe-auth/remoteEntry.js',
    ...areaChunks.map((file) => `/remotes/mfe-auth/${file}`),
  ]);
  // The shell's own start scripts, which the browser would otherwise find only once main.js ran.
  expect(preloads.filter((path) => !path.startsWith('/remotes/')).map((path) => path.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual(
    expect.arrayContaining(['/framework', '/shared-libraries', '/core']),
  );
  // The files the page starts with carry V8's compile hint on their first line (CompileHintPlugin);
  // a file loaded later does not (its functions are compiled as they are called).
  const firstLine = async (path: string) => (await (await page.request.get(path)).text()).split('\n', 1)[0];
  for (const path of ['/main.js', ...preloads]) expect(await firstLine(path), path).toBe('//# allFunctionsCalledOnLoad');
  const later = requests.find((path) => path.endsWith('.js') && path !== '/main.js' && !preloads.includes(path));
  expect(later, 'a script beyond the start').toBeDefined();
  expect(await firstLine(later!)).not.toBe('//# allFunctionsCalledOnLoad');
  // The sign-in page's largest element, the licensee's logo, comes with the page too.
  const images = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map((match) => match[1]!);
  expect(images).toEqual([expect.stringMatching(/^\/api\/file\/licensee\/logo\//)]);
  // The browser used each preload for the script the federation runtime then asked for, and for the logo.
  for (const path of [...preloads, ...images])
    expect(
      requests.filter((requested) => requested === path),
      path,
    ).toHaveLength(1);
  expect(requests).not.toContain('/api/bootstrap/load-licensee-config');
  expect(requests).not.toContain('/remotes.json');
  // The licensee's name came with the page all the same.
  const licensee = (await (await page.request.get('/api/bootstrap/load-licensee-config')).json()) as { licenseeName: string };
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(licensee.licenseeName)));
  await context.close();
});

const ROOT = join(__dirname, '..', '..');
const BUILT_APPS = ['shell', 'mfe-auth', 'mfe-start', 'mfe-elearning', 'mfe-risk', 'mfe-company', 'mfe-licensee'];

/** A digest of every file of every built app (shell and remotes), by path. */
function builtFiles(): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else result[relative(ROOT, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  for (const app of BUILT_APPS) {
    try {
      walk(join(ROOT, app, 'dist'));
    } catch {
      // an app without a build yet
    }
  }
  return result;
}

/** The version of a shared library the built shell provides (from its manifest). */
function shellVersionOf(name: string): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
  const entry = manifest.shared.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`the shell shares no ${name}`);
  return entry.version;
}

/** A shared library as the shell provides it and as a remote built one minor up or down declares it (2.20.3 → 2.19.0 or 2.21.0). */
function skewed(name: string, step: 1 | -1): { name: string; shell: string; declared: string } {
  const shell = shellVersionOf(name);
  const [major, minor] = shell.split('.').map(Number) as [number, number];
  return { name, shell, declared: `${major}.${minor + step}.0` };
}

/** Replaces `anchor` in a file with `replacement`; fails when the file no longer holds it. */
function rewrite(file: string, anchor: string, replacement: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} no longer holds ${anchor}`);
  writeFileSync(file, text.replace(anchor, replacement));
}

/**
 * A copy of shared-ui one minor ahead of the shell's, as a team has it that adds a component to
 * an entry and builds its remote before the shell is released: `version`, with `ReleaseNote` in
 * its `page` entry. Its dependencies are the workspace's.
 */
function sharedUiAhead(dir: string, version: string) {
  cpSync(join(ROOT, 'shared-ui'), dir, { recursive: true, filter: (source) => !/[/\\]node_modules$/.test(source) });
  symlinkSync(realpathSync(join(ROOT, 'shared-ui', 'node_modules')), join(dir, 'node_modules'));
  rewrite(join(dir, 'package.json'), `"version": "${shellVersionOf('@compliance/shared-ui')}"`, `"version": "${version}"`);
  writeFileSync(
    join(dir, 'src', 'page', 'ReleaseNote.tsx'),
    [
      "import type { ReactNode } from 'react';",
      "import Alert from '@mui/material/Alert';",
      'export function ReleaseNote({ children }: { children: ReactNode }) {',
      '  return <Alert severity="info" role="note">{children}</Alert>;',
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'src', 'page', 'index.ts'),
    `${readFileSync(join(dir, 'src', 'page', 'index.ts'), 'utf8')}export * from './ReleaseNote';\n`,
  );
}

/** A node_modules folder for a copy of an app: the app's own, with shared-ui taken from `sharedUi`. */
function nodeModulesWith(app: string, target: string, sharedUi: string) {
  const source = join(ROOT, app, 'node_modules');
  mkdirSync(join(target, '@compliance'), { recursive: true });
  for (const entry of readdirSync(source)) {
    // The webpack cache stays the app's: a build in another folder starts its own.
    if (entry === '@compliance' || entry === '.cache') continue;
    symlinkSync(realpathSync(join(source, entry)), join(target, entry));
  }
  for (const entry of readdirSync(join(source, '@compliance'))) {
    symlinkSync(entry === 'shared-ui' ? sharedUi : realpathSync(join(source, '@compliance', entry)), join(target, '@compliance', entry));
  }
}

/** The remotes file of this worker's server (support/product-server.ts), read on every request. */
const remotesFile = () => process.env.E2E_REMOTES_FILE as string;

/**
 * Builds a team's copy of a remote in its own folder, one webpack build at a time on this
 * machine, and deploys the build to `<E2E_DEPLOY_DIR>/<folder>` (served at `/deploy/<folder>/`).
 */
function buildAndDeploy(app: string, folder: string, env: Readonly<Record<string, string>> = {}) {
  execFileSync(
    'flock',
    ['/tmp/webpack-build.lock', join(app, 'node_modules', '.bin', 'webpack'), '--mode', 'production', '--config', 'webpack.config.cjs'],
    {
      cwd: app,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    },
  );
  cpSync(join(app, 'dist'), join(process.env.E2E_DEPLOY_DIR as string, folder), { recursive: true });
}

test.describe('one remote redeployed alone, built against a newer shared-ui whose new component the shell lacks, one minor of a shared library behind and of another ahead', () => {
  const NEW_HEADLINE = 'Willkommen – neue Version';
  const NEW_NOTE = 'Neu: Hinweise auf der Anmeldeseite';
  // Two singletons the shell has loaded before the remote asks for them. A remote a minor
  // behind accepts the shell's copy (^ of its own version); one a minor ahead does not, and
  // with strictVersion false (shared-ui/build/federation.cjs) the runtime warns and serves the
  // shell's copy anyway: the area works, and the console says why.
  let behind: ReturnType<typeof skewed>;
  let ahead: ReturnType<typeof skewed>;
  let sharedUi: ReturnType<typeof skewed>;
  let before: Record<string, string>;

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    // Building a remote takes minutes on two cores, and waits while another build runs.
    testInfo.setTimeout(15 * 60_000);
    before = builtFiles();
    behind = skewed('jotai', -1);
    ahead = skewed('i18next', 1);
    sharedUi = skewed('@compliance/shared-ui', 1);
    // The team of mfe-auth changes a text and builds its copy of the remote: against jotai a
    // minor behind the shell's and i18next a minor ahead, into its own folder, without touching
    // anyone else's build.
    // It also shows a note on the company-ID page with a component it added to shared-ui's
    // `page` entry, a minor version ahead of the shell's shared-ui, which lacks it.
    const work = mkdtempSync(join(tmpdir(), 'cd-e2e-mfe-auth-'));
    const app = join(work, 'mfe-auth');
    try {
      sharedUiAhead(join(work, 'shared-ui'), sharedUi.declared);
      cpSync(join(ROOT, 'mfe-auth'), app, {
        recursive: true,
        filter: (source) => !/[/\\](node_modules|dist)$|build-stats\.json$/.test(source),
      });
      nodeModulesWith('mfe-auth', join(app, 'node_modules'), join(work, 'shared-ui'));
      const i18nFile = join(app, 'i18n', 'de_DE.json');
      const i18n = JSON.parse(readFileSync(i18nFile, 'utf8')) as { companyId: { headline: string } };
      i18n.companyId.headline = NEW_HEADLINE;
      writeFileSync(i18nFile, JSON.stringify(i18n, null, 2));
      const pageFile = join(app, 'src', 'pages', 'CompanyIdPage.tsx');
      rewrite(
        pageFile,
        "import { AuthLayout } from '../layout/AuthLayout';",
        "import { AuthLayout } from '../layout/AuthLayout';\nimport { ReleaseNote } from '@compliance/shared-ui/page';",
      );
      rewrite(pageFile, '<Form<CompanyIdValues>', `<ReleaseNote>${NEW_NOTE}</ReleaseNote>\n      <Form<CompanyIdValues>`);
      buildAndDeploy(app, 'mfe-auth-2', {
        FEDERATION_SHARED_VERSIONS: JSON.stringify({ [behind.name]: behind.declared, [ahead.name]: ahead.declared }),
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  test.afterAll(() => {
    writeFileSync(remotesFile(), '{}');
  });

  test('the running product shows the new version after a reload; nothing else changed; it works on the shell’s copies and its own newer page entry, with a warning for each singleton ahead', async ({
    page,
  }) => {
    const messages: string[] = [];
    // Whatever the runtime says about versions, singletons, the two libraries or this remote,
    // and any uncaught error. (A 401 before sign-in and the manifests of remotes not built yet
    // are the product as it is.)
    const watched = new RegExp(`version|singleton|${behind.name}|${ahead.name}|mfe_auth|mfe-auth`, 'i');
    page.on('console', (message) => {
      if (watched.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
    const scripts: string[] = [];
    page.on('request', (req: Request) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto('/auth/login');
    await waitForSettled(page, page.getByRole('heading', { name: 'Willkommen', exact: true }));
    expect(messages).toEqual([]);

    // The deploy: point /remotes.json at the new build. The shell's files stay as they are.
    writeFileSync(remotesFile(), JSON.stringify({ mfe_auth: '/deploy/mfe-auth-2/mf-manifest.json' }));
    await page.reload();
    await expect(page.getByRole('heading', { name: NEW_HEADLINE })).toBeVisible();
    // The component the shell's shared-ui lacks renders: the page's copy of the `page` entry is
    // too old for the remote (^ of its version), so the runtime loads the remote's own copy,
    // which draws on the page's one core, the shell's, with its theme and store.
    await expect(page.getByRole('note')).toHaveText(NEW_NOTE);
    expect(await loadedShared(page, ['@compliance/shared-ui'])).toEqual({
      '@compliance/shared-ui': [`${sharedUi.shell} from shell`],
      '@compliance/shared-ui/page': [`${sharedUi.declared} from mfe_auth`],
    });

    // The new remote works: sign in through it.
    await signIn(page, 'demo', 'member');
    await expect(page).toHaveURL(/\/dashboard\//);
    expect(scripts.some((path) => path.startsWith('/deploy/mfe-auth-2/'))).toBe(true);
    const manifest = (await (await page.request.get('/deploy/mfe-auth-2/mf-manifest.json')).json()) as Manifest;
    const loaded = await loadedShared(page, [behind.name, ahead.name]);
    for (const library of [behind, ahead]) {
      expect(
        manifest.shared.find((entry) => entry.name === library.name),
        `${library.name} as the remote declares it`,
      ).toMatchObject({ version: library.declared });
      // The shell's copy serves the remote; the remote's own copy is never fetched.
      expect(loaded[library.name], `${library.name} loaded`).toEqual([`${library.shell} from shell`]);
      const remoteCopy = assetsOf(manifest, library.name).map((file) => `/deploy/mfe-auth-2/${file}`);
      expect(
        scripts.filter((path) => remoteCopy.includes(path)),
        `${library.name} fetched from the remote`,
      ).toEqual([]);
    }
    // The one behind passes silently (^ of the remote's version takes the shell's); the ones
    // ahead, i18next and shared-ui's core (singletons: the page's copy serves every remote), are
    // named in a clear runtime warning each, and nothing else is said or thrown.
    const aheadWarnings = [ahead, sharedUi].map(
      (library) =>
        new RegExp(
          `^warning: .*Version ${escapeRegExp(library.shell)} from shell of shared singleton module ${escapeRegExp(library.name)} does not satisfy the requirement of mfe_auth which needs \\^${escapeRegExp(library.declared)}`,
        ),
    );
    for (const warning of aheadWarnings)
      expect(messages.filter((message) => warning.test(message)).length, messages.join('\n')).toBeGreaterThan(0);
    expect(messages.filter((message) => !aheadWarnings.some((warning) => warning.test(message)))).toEqual([]);

    // Every file of the shell and of every other remote is byte-identical.
    expect(builtFiles()).toEqual(before);

    // And back: the old version again, still without a restart.
    await page.goto('/auth/logout');
    await waitForSettled(page, page.getByRole('heading', { name: 'Anmelden', exact: true }));
    writeFileSync(remotesFile(), '{}');
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Willkommen', exact: true })).toBeVisible();
  });
});

test.describe('an area the shell has never seen, added by deploying its remote and one line of remotes configuration, and taken away by removing the line', () => {
  let before: Record<string, string>;

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    testInfo.setTimeout(15 * 60_000);
    before = builtFiles();
    // The notes team's remote (e2e/fixtures/mfe-notes): its description, texts and one page,
    // built in a folder of its own with the workspace's libraries, as any remote is built.
    const work = mkdtempSync(join(tmpdir(), 'cd-e2e-mfe-notes-'));
    const app = join(work, 'mfe-notes');
    try {
      cpSync(join(__dirname, '..', 'fixtures', 'mfe-notes'), app, { recursive: true });
      nodeModulesWith('mfe-company', join(app, 'node_modules'), realpathSync(join(ROOT, 'shared-ui')));
      buildAndDeploy(app, 'mfe-notes-1');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  test.afterAll(() => {
    writeFileSync(remotesFile(), '{}');
  });

  test('its entry appears in the sidebar and its page renders; a member finds and opens it too; without the line both are gone; no other file changed', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await signInAndLand(page, 'demo', 'admin');
    await page.goto('/dashboard/company/members/list');
    await toggleSidebarWhenSettled(page, firstMemberRow(page));
    await expect(nav.getByRole('link', { name: 'Standorte' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pinnwand' })).toHaveCount(0);

    // The deploy: one line of remotes configuration, no shell build, no restart.
    writeFileSync(remotesFile(), JSON.stringify({ mfe_notes: '/deploy/mfe-notes-1/mf-manifest.json' }));
    await page.reload();
    await toggleSidebarWhenSettled(page, firstMemberRow(page));
    await expect(nav.getByRole('heading', { name: 'Notizen' })).toBeVisible();
    await nav.getByRole('link', { name: 'Pinnwand' }).click();
    await expect(page).toHaveURL(/\/dashboard\/apps\/notes\/board$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pinnwand' })).toBeVisible();
    await expect(page.getByText('ohne neuen Build der Shell')).toBeVisible();
    await expect(page).toHaveTitle(/^Pinnwand - /);
    await expectAccessible(page, 'an area deployed by configuration');
    await saveScreenshot(page, 'area-deployed-by-configuration');

    // Its entry is open to every member (the permission every session holds): a member finds it beside their own
    // E-Learnings and opens it.
    await signOut(page);
    await expect(page).toHaveURL(/\/auth\/login\/demo$/);
    await signInAndLand(page, 'demo', 'member');
    await toggleSidebarWhenSettled(page, allTasksBubble(page));
    await nav.getByRole('link', { name: 'Pinnwand' }).click();
    await expect(page).toHaveURL(/\/dashboard\/apps\/notes\/board$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pinnwand' })).toBeVisible();

    // Taken away: the line goes, and with the next page load the area is gone; its path has no
    // page any more and says so, with the way to the member's landing page.
    await waitForSettled(page, page.getByText('ohne neuen Build der Shell'));
    writeFileSync(remotesFile(), '{}');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL((url) => url.pathname === LANDING);
    await toggleSidebarWhenSettled(page, allTasksBubble(page));
    await expect(nav.getByRole('link', { name: 'Meine Übersicht' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pinnwand' })).toHaveCount(0);

    // The shell and every other remote are byte for byte what they were.
    expect(builtFiles()).toEqual(before);
  });
});
