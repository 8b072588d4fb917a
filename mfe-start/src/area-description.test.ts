import { areaLinks, resolveAreaDescription } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { areaDescription } from './area-description';

it('mounts the start pages and guards the overview and the infopoint', () => {
  const description = resolveAreaDescription(areaDescription, { de_DE, en_GB });
  expect(description.title).toEqual({ de_DE: 'Start', en_GB: 'Start' });
  expect(areaLinks(description)).toEqual([]);
  expect(description.mounts).toEqual([{ prefix: '/dashboard/start', layout: 'dashboard' }]);
  expect(description.pages).toEqual([
    {
      id: 'overview',
      prefix: '/dashboard/start/overview',
      path: '/dashboard/start/overview',
      permissions: ['elearning.read-member-tasks', 'risk-assessment.read-member-tasks'],
    },
    {
      id: 'infopoint',
      prefix: '/dashboard/start/infopoint',
      path: '/dashboard/start/infopoint',
      permissions: ['infopoint.read-location-list'],
    },
  ]);
});
