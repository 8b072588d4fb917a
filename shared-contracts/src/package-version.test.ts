import { versionProblems } from '../../scripts/package-versions.cjs';

// Each app bundles the contracts it builds with; the version says which contracts those were.
test('shared-contracts’ version is recorded with what it ships, and no minor version dropped an export', () => {
  expect(versionProblems('shared-contracts')).toEqual([]);
});
