import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, pathParams, readMemberTasksEndpoint } from '@compliance/shared-contracts/browser';
import { prefetchMemberTaskPage } from '@compliance/shared-ui/member-tasks';
import { elearningPaths } from './common/paths';
import { prefetchExecutionOutline } from './execution/api';
import { CatalogListPage, MemberStandingsPage } from './lazy-pages';

/**
 * Starts a page's first request ahead of it, on a sidebar click or as the area arrives: the
 * catalog's, with its page and the grid that show it; My E-Learnings' first page of cards and the
 * player's outline of its attempt, in the cache before the page's first render; the standing
 * list's page. Other pages load as they render.
 */
export async function preloadELearningPage(path: string): Promise<void> {
  // A link with parameters may open a list filtered: the page asks for that itself.
  const [page, search] = path.split(/[?#]/);
  const plain = search === undefined;
  const player = pathParams(`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.elearningExecution}`, page!);
  if (player?.executionUuid) return prefetchExecutionOutline(player.executionUuid);
  switch (page!.replace(/\/$/, '')) {
    case elearningPaths.catalogList(): {
      // The catalog's code, and the table entry with it, loads with the click, not with the member's pages.
      const [{ prefetchList, preloadDataTableGrid }, { ELEARNING_CATALOG }] = await Promise.all([
        import('@compliance/shared-ui/table'),
        import('./catalog/api'),
        CatalogListPage.preload(),
      ]);
      if (plain) prefetchList(ELEARNING_CATALOG);
      return preloadDataTableGrid();
    }
    case elearningPaths.standingList():
      return MemberStandingsPage.preload();
    case elearningPaths.myELearnings():
      if (!plain) return;
      return prefetchMemberTaskPage(readMemberTasksEndpoint, { bucket: 'all', page: 1 });
  }
}
