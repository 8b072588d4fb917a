import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The API package's folder (api/), found by walking up from this code: it runs as src/… under
 * tsx and Jest and as dist/server.js once compiled, so a path relative to `__dirname` would
 * differ between the two.
 */
function findApiDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@compliance/api') return dir;
    if (dirname(dir) === dir) throw new Error(`no @compliance/api package.json above ${from}`);
  }
}

/** The API package's folder (api/). */
export const API_DIR = findApiDir(__dirname);

/** A file the server reads from its own sources at run time (SQL migrations, the demo course's runtime files). */
export const sourceFile = (...segments: string[]): string => join(API_DIR, 'src', ...segments);

/**
 * Whether the server runs from its TypeScript sources (tsx in development, Jest), not from the
 * build: then what the build would have written (the content launcher, the worker threads'
 * script) is made from the sources, never read from a dist/ an earlier build left behind.
 */
export const RUNNING_FROM_SOURCE = __filename.endsWith('.ts');
