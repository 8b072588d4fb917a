import { areaLinks, resolveAreaDescription } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { areaDescription } from './area-description';

it('describes the E-Learnings entry of the apps group behind its feature flag, every label in both languages', () => {
  const description = resolveAreaDescription(areaDescription, { de_DE, en_GB });
  expect(description.sidebar.map((section) => section.group)).toEqual([{ id: 'apps', label: { de_DE: 'Apps', en_GB: 'Apps' }, order: 20 }]);
  // The member's own tasks first, as docs/product.md §2 orders the sidebar.
  expect(areaLinks(description).map((link) => [link.path, link.featureFlag])).toEqual([
    ['/dashboard/apps/elearnings/my-elearnings', 'elearnings'],
    ['/dashboard/apps/elearnings/catalog/list', 'elearnings'],
  ]);
  expect(description.mounts).toEqual([{ prefix: '/dashboard/apps/elearnings', layout: 'dashboard' }]);
});
