import { areaLinks, resolveAreaDescription } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { areaDescription } from './area-description';

it('describes the company group of the sidebar with every label in both languages', () => {
  const description = resolveAreaDescription(areaDescription, { de_DE, en_GB });
  expect(description.sidebar.map((section) => section.group.label)).toEqual([{ de_DE: 'Unternehmen', en_GB: 'Company' }]);
  expect(areaLinks(description).map((link) => link.path)).toEqual([
    '/dashboard/company/members/list',
    '/dashboard/company/members/archive/list',
    '/dashboard/company/members/group/list',
    '/dashboard/company/org-units/list',
    '/dashboard/company/locations/list',
    '/dashboard/company/settings/details',
    '/dashboard/company/audit-log',
  ]);
});
