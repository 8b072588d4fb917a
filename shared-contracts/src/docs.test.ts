import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const SOURCE = /\.(ts|tsx|cjs|mjs|js|sql|sh)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'data', '.git', 'coverage']);

/** Every source file of the workspace (what a clone holds and a comment could be in). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.name !== '.ci') return [];
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The numbered sections (`## 4. …`) of a document. */
function sectionsOf(document: string): Set<string> {
  return new Set([...readFileSync(join(ROOT, document), 'utf8').matchAll(/^## (\d+)\./gm)].map((match) => match[1]!));
}

describe('the repository explains itself', () => {
  const files = sourceFiles(ROOT);

  it('finds the sources of every package', () => {
    for (const folder of ['api', 'shell', 'shared-ui', 'shared-contracts', 'mfe-company', 'e2e'])
      expect(files.some((file) => relative(ROOT, file).startsWith(`${folder}/`))).toBe(true);
  });

  it('cites no document outside the repository', () => {
    const outside = files.filter((file) => /\.\.\/shared\/|\bSPEC(\.md)?\b|\bDESIGN(\.md)?\b/.test(readFileSync(file, 'utf8')));
    expect(outside.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('cites sections that exist in the documents it names', () => {
    const sections = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(docs\/[\w/.-]+\.md)((?: ?(?:§\d+|and|,|–|§)\s*)*)/g)) {
        const document = match[1]!;
        if (!existsSync(join(ROOT, document))) {
          missing.push(`${relative(ROOT, file)}: ${document}`);
          continue;
        }
        if (!sections.has(document)) sections.set(document, sectionsOf(document));
        for (const [, number] of (match[2] ?? '').matchAll(/§(\d+)/g))
          if (!sections.get(document)!.has(number!)) missing.push(`${relative(ROOT, file)}: ${document} §${number}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
