import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR, RUNNING_FROM_SOURCE, sourceFile } from '../source-files';

/** Where `pnpm build` writes the worker threads' script (api/scripts/build.mjs), beside the compiled server. */
const BUILT_SCRIPT = join(API_DIR, 'dist', 'workers', 'heavy-work.js');

/** The API's dependencies but its workspace packages, which are TypeScript and so bundled in (as api/scripts/build.mjs does). */
function installedDependencies(): string[] {
  const { dependencies } = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(dependencies)
    .filter((name) => !name.startsWith('@compliance/'))
    .flatMap((name) => [name, `${name}/*`]);
}

/**
 * The worker threads' script: as built, or bundled now from its sources when the server runs from
 * them (tsx in development, Jest in tests: a thread cannot load TypeScript).
 * The bundle lands inside api/ so its dependencies resolve from api/node_modules, under a name
 * of its own first and then renamed, so two test processes building at once never read half a file.
 */
export async function heavyWorkScript(): Promise<string> {
  if (!RUNNING_FROM_SOURCE) return BUILT_SCRIPT;
  // esbuild is a development dependency: only a server without a build gets here.
  const { build } = await import('esbuild');
  const folder = join(API_DIR, 'node_modules', '.cache', 'heavy-work');
  mkdirSync(folder, { recursive: true });
  const script = join(folder, 'heavy-work.js');
  const building = `${script}.${process.pid}.${Date.now()}`;
  await build({
    entryPoints: [sourceFile('workers', 'heavy-work.ts')],
    outfile: building,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: installedDependencies(),
    logLevel: 'warning',
  });
  renameSync(building, script);
  return script;
}
