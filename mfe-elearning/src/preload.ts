import { readMemberTasksEndpoint } from '@compliance/shared-contracts/browser';
import { prefetchMemberTaskPage, preloadDataTableGrid, prefetchList } from '@compliance/shared-ui/table';
import { ELEARNING_CATALOG } from './catalog/api';
import { elearningPaths } from './common/paths';

/**
 * Starts a page's first request ahead of it, on a sidebar click or as the area arrives: the
 * catalog's, with the grid that shows it; My E-Learnings' first page of cards, in the cache before
 * the page's first render. Other pages load as they render.
 */
export async function preloadELearningPage(path: string): Promise<void> {
  // A link with parameters may open a list filtered: the page asks for that itself.
  const [page, search] = path.split(/[?#]/);
  const plain = search === undefined;
  switch (page!.replace(/\/$/, '')) {
    case elearningPaths.catalogList():
      if (plain) prefetchList(ELEARNING_CATALOG);
      return preloadDataTableGrid();
    case elearningPaths.myELearnings():
      if (!plain) return;
      return prefetchMemberTaskPage(readMemberTasksEndpoint, { bucket: 'all', page: 1 });
  }
}
