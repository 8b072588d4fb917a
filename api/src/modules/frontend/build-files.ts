import { readFile, stat } from 'node:fs/promises';

/** A file of a build folder as parsed, kept until a deploy rewrites the file. */
const parsedFiles = new Map<string, { modified: number; value: unknown }>();

/**
 * A file of a build folder (a remote's manifest, its first views) as `parse` makes of it, read and
 * parsed again only once the file has changed; undefined when it is missing or does not parse (a
 * build without it, a file half written by a deploy): the page then starts without what it gives.
 */
export async function readBuildFile<T>(file: string, parse: (text: string) => T): Promise<T | undefined> {
  try {
    const { mtimeMs } = await stat(file);
    const known = parsedFiles.get(file);
    if (known?.modified === mtimeMs) return known.value as T;
    const value = parse(await readFile(file, 'utf8'));
    parsedFiles.set(file, { modified: mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}
