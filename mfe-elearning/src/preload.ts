import { preloadDataTableGrid, prefetchList } from '@compliance/shared-ui/table';
import { ELEARNING_CATALOG } from './catalog/api';
import { elearningPaths } from './common/paths';

/**
 * Starts the catalog's first request and the loading of the grid that shows it when the
 * catalog is opened from the sidebar; other pages load as they render.
 */
export async function preloadELearningPage(path: string): Promise<void> {
  if (path.split(/[?#]/)[0]!.replace(/\/$/, '') !== elearningPaths.catalogList()) return;
  // A link with parameters may open the list filtered: the table asks for that page itself.
  if (!path.includes('?')) prefetchList(ELEARNING_CATALOG);
  await preloadDataTableGrid();
}
