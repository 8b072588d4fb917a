import { readMemberTasksEndpoint, readRiskMemberTasksEndpoint } from '@compliance/shared-contracts/browser';
import { prefetchMemberTaskPage } from '@compliance/shared-ui/member-tasks';
import { startPaths, TEMPLATES_BASE_PATH } from './common/paths';
import { AttentionPage, InfopointPage, TemplatesPage } from './lazy-pages';
import { OVERVIEW_TAB_IDS, type OverviewTabId } from './overview/tabs';

/** The endpoint of each overview tab's tasks. */
const TAB_TASKS = { elearnings: readMemberTasksEndpoint, 'risk-assessments': readRiskMemberTasksEndpoint } as const;

/** The pages of the sidebar that load with their first visit, by path: their code loads with the click. */
const LAZY_PAGES: ReadonlyArray<[string, { preload: () => Promise<void> }]> = [
  [startPaths.attention(), AttentionPage],
  [startPaths.infopoint(), InfopointPage],
  [TEMPLATES_BASE_PATH, TemplatesPage],
];

/**
 * Starts a page's first request ahead of it, on a sidebar click or as the area arrives: the
 * overview's first page of each tab the member sees (the overview opens the tab with overdue
 * work), or of the tab opened, in the cache before the page's first render; the code of a page
 * that loads with its first visit.
 */
export async function preloadStartPage(path: string): Promise<void> {
  const page = path.split(/[?#]/)[0]!.replace(/\/$/, '');
  const lazyPage = LAZY_PAGES.find(([pagePath]) => page === pagePath)?.[1];
  if (lazyPage) return lazyPage.preload();
  // An address with a filter or page opens that selection: the page asks for it itself.
  if (/[?#]/.test(path)) return;
  const tabs = page === startPaths.overview() ? OVERVIEW_TAB_IDS : OVERVIEW_TAB_IDS.filter((id) => page === startPaths.overviewTab(id));
  await Promise.all(tabs.map((id: OverviewTabId) => prefetchMemberTaskPage(TAB_TASKS[id], { bucket: 'all', page: 1 })));
}
