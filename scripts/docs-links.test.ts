import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// The README and docs/ are what a newcomer reads first (issue 68): every link in them leads
// somewhere, and every repository path they name in a code span is there, so a file that moves
// takes its mentions along or the suite fails; and a table whose cells grew into paragraphs
// shows as a line too long.

const ROOT = join(__dirname, '..');

/** Folders a build or a run writes and git ignores (.gitignore): the docs may name them before they exist. */
const WRITTEN_BY_RUNS = new Set(['dist', 'data', 'results', 'coverage', 'test-results', 'node_modules']);

/** The README and every Markdown file under docs/. */
function documents(folder = join(ROOT, 'docs')): string[] {
  const nested = readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return documents(path).filter((file) => file !== join(ROOT, 'README.md'));
    return entry.name.endsWith('.md') ? [path] : [];
  });
  return [join(ROOT, 'README.md'), ...nested];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1]!)));
}

/** What a Markdown file links to, and the repository paths its code spans name; fenced code left out. */
function referencesOf(file: string): { links: string[]; paths: string[] } {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  const topLevel = new Set(readdirSync(ROOT));
  const paths = [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    // A path of the repository: starts with one of its folders or files; placeholders (<name>, *) are patterns.
    .filter((span) => span.includes('/') && topLevel.has(span.split('/')[0]!) && !/[<>*{}$]/.test(span))
    .map((span) => span.replace(/[:#].*$/, ''));
  return { links, paths };
}

/** Why a link of `file` leads nowhere, or undefined when it resolves. */
function brokenLink(file: string, link: string): string | undefined {
  if (/^(https?|mailto):/.test(link)) return undefined;
  const [target = '', anchor] = link.split('#');
  const path = target === '' ? file : join(dirname(file), target);
  if (!existsSync(path)) return `${link}: no such file`;
  if (anchor === undefined) return undefined;
  if (statSync(path).isDirectory() || !path.endsWith('.md')) return `${link}: an anchor into what is not Markdown`;
  return anchorsOf(path).has(anchor) ? undefined : `${link}: no heading #${anchor}`;
}

/** Whether a path a document names is absent (folders that runs write may be). */
const isMissingPath = (path: string): boolean =>
  !path.split('/').some((segment) => WRITTEN_BY_RUNS.has(segment)) && !existsSync(join(ROOT, path));

describe('the README and docs/', () => {
  const files = documents();

  it('are found', () => {
    expect(files.map((file) => relative(ROOT, file))).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
  });

  it('link only to files and headings that exist', () => {
    const broken = files.flatMap((file) =>
      referencesOf(file).links.flatMap((link) => {
        const why = brokenLink(file, link);
        return why ? [`${relative(ROOT, file)}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const missing = files.flatMap((file) =>
      referencesOf(file)
        .paths.filter(isMissingPath)
        .map((path) => `${relative(ROOT, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('stay short enough to read: the README at most 250 lines, no line of any over 400 characters', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
    const long = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.length > 400 ? [`${relative(ROOT, file)}:${index + 1} (${line.length} characters)`] : [])),
    );
    expect(long).toEqual([]);
  });

  it('anchor headings as GitHub does', () => {
    expect(headingAnchor('Health probes')).toBe('health-probes');
    expect(headingAnchor('4. Sessions & CSRF (server side)')).toBe('4-sessions--csrf-server-side');
    expect(headingAnchor('Schnellstart für Ümlaute')).toBe('schnellstart-für-ümlaute');
  });

  it('find a broken link and a missing path when there is one', () => {
    const readme = join(ROOT, 'README.md');
    expect(brokenLink(readme, 'notes/no-such-file.md')).toBe('notes/no-such-file.md: no such file');
    expect(brokenLink(readme, 'docs/operations.md#no-such-heading')).toBe(
      'docs/operations.md#no-such-heading: no heading #no-such-heading',
    );
    expect(brokenLink(readme, 'docs/operations.md#health-probes')).toBeUndefined();
    expect(brokenLink(readme, 'https://example.com/anything')).toBeUndefined();
    const paths = ['api/src/no-such-file.ts', 'api/src/app.ts', 'bench/results/', 'api/dist/server.js', 'shell/dist'];
    expect(paths.filter(isMissingPath)).toEqual(['api/src/no-such-file.ts']);
  });
});
