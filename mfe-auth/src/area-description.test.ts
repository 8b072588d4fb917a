import { resolveAreaDescription } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { areaDescription } from './area-description';

it('mounts the sign-in pages on their own and guards the profile, which has no sidebar entry', () => {
  const description = resolveAreaDescription(areaDescription, { de_DE, en_GB });
  expect(description.title).toEqual({ de_DE: 'Anmeldung und Profil', en_GB: 'Sign-in and profile' });
  expect(description.mounts).toEqual([
    { prefix: '/auth', layout: 'plain' },
    { prefix: '/dashboard/profile', layout: 'dashboard' },
  ]);
  expect(description.sidebar).toEqual([]);
  expect(description.pages).toEqual([
    { id: 'profile', prefix: '/dashboard/profile', path: '/dashboard/profile/details', permissions: ['profile.read-member-profile'] },
  ]);
});
