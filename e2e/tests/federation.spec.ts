import { expect, test, type Request } from '@playwright/test';
import { signIn } from '../support/ui';

const SINGLETONS = ['react', 'react-dom', '@mui/material', '@emotion/react', 'jotai'];

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** A library and its shared subpaths ('@mui/material' and '@mui/material/Button'). */
const belongsTo = (entry: string, name: string) => entry === name || entry.startsWith(`${name}/`);

const assetsOf = (manifest: Manifest, name: string) =>
  manifest.shared.filter((entry) => belongsTo(entry.name, name)).flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);

test('React, react-dom, MUI, emotion and jotai load once; the core libraries from the shell, never the remote’s copy', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await signIn(page, 'demo', 'member');
  await expect(page).toHaveURL(/\/dashboard\//);

  const remote = (await (await request.get('/remotes/mfe-auth/mf-manifest.json')).json()) as Manifest;
  // MUI is shared per component path: a component only the remote uses may come from the
  // remote, once; the core libraries always come from the shell.
  for (const name of SINGLETONS.filter((library) => library !== '@mui/material')) {
    const remoteCopies = assetsOf(remote, name).map((file) => `/remotes/mfe-auth/${file}`);
    expect(remoteCopies.length, `the remote bundles a fallback of ${name}`).toBeGreaterThan(0);
    expect(scripts.filter((path) => remoteCopies.includes(path)), `${name} fetched from the remote`).toEqual([]);
  }
  // Every script was fetched once (no second copy of any chunk).
  expect(scripts.length).toBe(new Set(scripts).size);

  const shared = await page.evaluate((names) => {
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: unknown }>>>> } }).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [key, versions] of Object.entries(packages)) {
          if (!names.some((candidate) => key === candidate || key.startsWith(`${candidate}/`))) continue;
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded) result[key] = [...new Set([...(result[key] ?? []), `${version} from ${entry.from}`])];
          }
        }
      }
    }
    return result;
  }, SINGLETONS);
  // Every shared module (each MUI component path included) was loaded exactly once.
  for (const [key, providers] of Object.entries(shared)) expect(providers, key).toHaveLength(1);
  expect(Object.keys(shared).some((key) => key.startsWith('@mui/material/'))).toBe(true);
  for (const name of ['react', 'react-dom', '@emotion/react', 'jotai']) expect(shared[name], name).toEqual([expect.stringMatching(/ from shell$/)]);
});
