// Run by the server, in a worker thread: the first views of this area's signed-in pages, drawn
// on request from the page's answers (docs/decisions/0021-signed-in-first-view.md).
import { definePageViews } from '@compliance/shared-ui/first-view';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, dashboardPath } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { ELearningArea } from './ELearningArea';
import { ELEARNING_NAMESPACE } from './common/namespace';
import { ELEARNING_BASE_PATH } from './common/paths';

export const { routes, render } = definePageViews({
  Area: ELearningArea,
  basePath: ELEARNING_BASE_PATH,
  namespace: ELEARNING_NAMESPACE,
  translations: { de_DE, en_GB },
  // My E-Learnings: its first page of cards is among the page's answers (area-description.ts); the
  // player: its attempt's outline is (docs/decisions/0022).
  routes: [dashboardPath(DASHBOARD_ROUTES.elearningMy), `${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.elearningExecution}`],
});
