import { readMemberTasksEndpoint, readRiskMemberTasksEndpoint } from '@compliance/shared-contracts/browser';
import { prefetchMemberTaskPage } from '@compliance/shared-ui/table';
import { startPaths } from './common/paths';
import { OVERVIEW_TAB_IDS, type OverviewTabId } from './overview/tabs';

/** The endpoint of each overview tab's tasks. */
const TAB_TASKS = { elearnings: readMemberTasksEndpoint, 'risk-assessments': readRiskMemberTasksEndpoint } as const;

/**
 * Starts a page's first request ahead of it, on a sidebar click or as the area arrives: the
 * overview's first page of each tab the member sees (the overview opens the tab with overdue
 * work), or of the tab opened, in the cache before the page's first render.
 */
export async function preloadStartPage(path: string): Promise<void> {
  // An address with a filter or page opens that selection: the page asks for it itself.
  if (/[?#]/.test(path)) return;
  const page = path.replace(/\/$/, '');
  const tabs = page === startPaths.overview() ? OVERVIEW_TAB_IDS : OVERVIEW_TAB_IDS.filter((id) => page === startPaths.overviewTab(id));
  await Promise.all(tabs.map((id: OverviewTabId) => prefetchMemberTaskPage(TAB_TASKS[id], { bucket: 'all', page: 1 })));
}
