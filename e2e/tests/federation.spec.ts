import { expect, test, type Request } from '@playwright/test';
import { signIn } from '../support/ui';

const SINGLETONS = ['react', 'react-dom', '@mui/material', '@emotion/react', 'jotai'];

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

const assetsOf = (manifest: Manifest, name: string) =>
  manifest.shared.filter((entry) => entry.name === name).flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);

test('React, react-dom, MUI, emotion and jotai load once, from the shell, never the remote’s copy', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await signIn(page, 'demo', 'member');
  await expect(page).toHaveURL(/\/dashboard\//);

  const remote = (await (await request.get('/remotes/mfe-auth/mf-manifest.json')).json()) as Manifest;
  for (const name of SINGLETONS) {
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
        for (const name of names) {
          for (const [version, entry] of Object.entries(packages[name] ?? {})) {
            if (entry.loaded) result[name] = [...new Set([...(result[name] ?? []), `${version} from ${entry.from}`])];
          }
        }
      }
    }
    return result;
  }, SINGLETONS);
  for (const name of SINGLETONS) expect(shared[name], name).toEqual([expect.stringMatching(/ from shell$/)]);
});
