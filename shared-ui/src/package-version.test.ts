import { nextVersion, versionProblems } from '../../scripts/package-versions.cjs';

// Remotes built against another shared-ui than the page's choose between the page's copy and
// their own by version (docs/development.md, "Versions of the shared packages"): the version must change
// whenever what the package ships changes, and say how.
test('shared-ui’s version is recorded with what it ships, and no minor version dropped an export', () => {
  expect(versionProblems('shared-ui')).toEqual([]);
});

test('what changed decides the bump: a removed export is a major, an added one a minor, anything else a patch', () => {
  const before = { '.': ['Button', 'Dialog'], './table': ['DataTable'] };
  expect(nextVersion('1.4.2', before, { '.': ['Button'], './table': ['DataTable'] })).toBe('2.0.0');
  expect(nextVersion('1.4.2', before, { ...before, './print': ['PrintLayout'] })).toBe('1.5.0');
  expect(nextVersion('1.4.2', before, before)).toBe('1.4.3');
});
