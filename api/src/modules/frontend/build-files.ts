import { readFile, stat } from 'node:fs/promises';

/** A file of a build folder as parsed, kept until a deploy rewrites the file. */
const parsedFiles = new Map<string, { modified: number; value: unknown }>();

/**
 * A file of a build folder (a remote's manifest, its area description, its first views) as
 * `parse` makes of it, read and parsed again only once the file has changed. A file that cannot be
 * read or parsed (half written by a deploy, not valid) gives the last good value of that file;
 * undefined when there never was one (a build without it): the page then starts without it.
 */
export async function readBuildFile<T>(file: string, parse: (text: string) => T): Promise<T | undefined> {
  const known = parsedFiles.get(file);
  try {
    const { mtimeMs } = await stat(file);
    if (known?.modified === mtimeMs) return known.value as T;
    const value = parse(await readFile(file, 'utf8'));
    parsedFiles.set(file, { modified: mtimeMs, value });
    return value;
  } catch {
    return known?.value as T | undefined;
  }
}
