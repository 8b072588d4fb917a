import { existsSync, readFileSync } from 'node:fs';

/**
 * How many characters of a minified file each original module makes up, read from the file's
 * source map (version 3, as webpack writes beside every chunk): each mapped segment runs from
 * its column to the next segment's on the same line. Characters no segment maps (webpack's
 * runtime glue) count as UNMAPPED. The same as source-map-explorer does, without the dependency.
 */
export const UNMAPPED = '(not mapped to a source)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one segment of `mappings` (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Characters of `codeFile` by original source path; null when the file has no source map beside it. */
export function charactersBySource(codeFile: string): Map<string, number> | null {
  const mapFile = `${codeFile}.map`;
  if (!existsSync(mapFile) || !existsSync(codeFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(codeFile, 'utf8').split('\n');
  const bySource = new Map<string, number>();
  const add = (source: string, characters: number) => bySource.set(source, (bySource.get(source) ?? 0) + characters);
  // The source index is relative to the previous segment's across the whole map; columns restart on each line.
  let sourceIndex = 0;
  map.mappings.split(';').forEach((mappingLine, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    const segments: Array<{ column: number; source: string }> = [];
    let column = 0;
    for (const segment of mappingLine.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) {
        segments.push({ column, source: UNMAPPED });
        continue;
      }
      sourceIndex += sourceDelta;
      segments.push({ column, source: map.sources[sourceIndex] ?? UNMAPPED });
    }
    const mapped = segments.reduce((covered, segment, index) => {
      const end = segments[index + 1]?.column ?? lineLength;
      add(segment.source, end - segment.column);
      return covered + end - segment.column;
    }, 0);
    if (lineLength > mapped) add(UNMAPPED, lineLength - mapped);
  });
  return bySource;
}
