import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR, RUNNING_FROM_SOURCE, sourceFile } from '../source-files';

/** The worker threads' scripts, by their source's name in src/workers/. */
export type WorkerScriptName = 'heavy-work' | 'page-views';

/** The API's dependencies but its workspace packages, which are TypeScript and so bundled in (as api/scripts/build.mjs does). */
function installedDependencies(): string[] {
  const { dependencies } = JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(dependencies)
    .filter((name) => !name.startsWith('@compliance/'))
    .flatMap((name) => [name, `${name}/*`]);
}

/**
 * A worker threads' script: as built (`pnpm build` writes it beside the compiled server,
 * api/scripts/build.mjs), or bundled now from its sources when the server runs from them (tsx in
 * development, Jest in tests: a thread cannot load TypeScript).
 * The bundle lands inside api/ so its dependencies resolve from api/node_modules, under a name
 * of its own first and then renamed, so two test processes building at once never read half a file.
 */
export async function workerScript(name: WorkerScriptName): Promise<string> {
  if (!RUNNING_FROM_SOURCE) return join(API_DIR, 'dist', 'workers', `${name}.js`);
  // esbuild is a development dependency: only a server without a build gets here.
  const { build } = await import('esbuild');
  const folder = join(API_DIR, 'node_modules', '.cache', name);
  mkdirSync(folder, { recursive: true });
  const script = join(folder, `${name}.js`);
  const building = `${script}.${process.pid}.${Date.now()}`;
  await build({
    entryPoints: [sourceFile('workers', `${name}.ts`)],
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
