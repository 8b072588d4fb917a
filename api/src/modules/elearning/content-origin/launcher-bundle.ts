import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { API_DIR, RUNNING_FROM_SOURCE, sourceFile } from '../../../source-files';
import type { BuildOptions } from 'esbuild';
import buildOptions from './launcher/build-options.json';

/** A script of the launcher as it is sent: as built, and brotli-compressed for browsers that take it. */
export interface LauncherFile {
  plain: Buffer;
  brotli: Buffer;
}

/** The launcher's script files by name (content-launcher-<hash>.js and its runtime chunks), and which one the page loads. */
export interface LauncherBundle {
  entry: string;
  files: ReadonlyMap<string, LauncherFile>;
}

const compress = promisify(brotliCompress);

/** Where `pnpm build` writes the launcher (api/scripts/build.mjs), beside the compiled server. */
export const LAUNCHER_DIST_DIR = join(API_DIR, 'dist', 'content-launcher');

/** The bundle of the built files, each compressed once, in libuv's thread pool: never on the event loop. */
async function bundleOf(built: Map<string, Buffer>): Promise<LauncherBundle> {
  const entry = [...built.keys()].find((name) => name.startsWith('content-launcher-') && name.endsWith('.js'));
  if (!entry) throw new Error('the content launcher has no entry script');
  const files = new Map<string, LauncherFile>();
  for (const [name, plain] of built) {
    files.set(name, { plain, brotli: await compress(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) });
  }
  return { entry, files };
}

/**
 * The launcher as built, or built now from its sources when the server runs from them (tsx in
 * development, Jest in tests; esbuild is then installed). Read once per process.
 */
async function loadLauncherBundle(): Promise<LauncherBundle> {
  if (!RUNNING_FROM_SOURCE) {
    const names = readdirSync(LAUNCHER_DIST_DIR).filter((name) => name.endsWith('.js'));
    return bundleOf(new Map(names.map((name) => [name, readFileSync(join(LAUNCHER_DIST_DIR, name))])));
  }
  const { build } = await import('esbuild');
  const result = await build({
    ...(buildOptions as BuildOptions),
    absWorkingDir: sourceFile('modules', 'elearning', 'content-origin', 'launcher'),
    outdir: '/',
    write: false,
  });
  return bundleOf(new Map(result.outputFiles.map((file) => [basename(file.path), Buffer.from(file.contents)])));
}

let loaded: Promise<LauncherBundle> | undefined;

/** The launcher's scripts, loaded at the first call. */
export function launcherBundle(): Promise<LauncherBundle> {
  loaded ??= loadLauncherBundle();
  return loaded;
}
