// Run by the build, in Node: writes the first views of this area's pages into the build folder
// given as the argument (docs/decisions/0019-first-view-in-the-page.md).
import { writeFirstViews } from '@compliance/shared-ui/first-view';
import { AUTH_ROUTES } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { AuthArea } from './AuthArea';
import { AUTH_NAMESPACE } from './namespace';

writeFirstViews(
  {
    Area: AuthArea,
    basePath: '/auth',
    namespace: AUTH_NAMESPACE,
    translations: { de_DE, en_GB },
    views: [{ route: AUTH_ROUTES.loginWithClient, name: 'login' }],
  },
  process.argv[2] ?? 'dist',
);
