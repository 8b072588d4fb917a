// Run by the server, in a worker thread: the first views of this area's signed-in pages, drawn
// on request from the page's answers (docs/decisions/0021-signed-in-first-view.md).
import { definePageViews } from '@compliance/shared-ui/first-view';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';
import { StartArea } from './StartArea';
import { START_NAMESPACE } from './common/namespace';
import { START_BASE_PATH, startPaths } from './common/paths';

export const { routes, render } = definePageViews({
  Area: StartArea,
  basePath: START_BASE_PATH,
  namespace: START_NAMESPACE,
  translations: { de_DE, en_GB },
  // The member's overview: each tab's first page of cards is among the page's answers
  // (area-description.ts), and the render follows the overview to the tab it opens.
  routes: [startPaths.overview()],
});
