import { resolveAreaDescription } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { areaDescription } from './area-description';

it('mounts the back office on pages of its own below /licensee, outside every sidebar, named in both languages', () => {
  const description = resolveAreaDescription(areaDescription, { de_DE, en_GB });
  expect(description.title).toEqual({ de_DE: 'Backoffice', en_GB: 'Back office' });
  expect(description.mounts).toEqual([{ prefix: '/licensee', layout: 'plain' }]);
  expect(description.sidebar).toEqual([]);
});
