import type { ReactElement } from 'react';
import { Navigate, useParams } from '@compliance/shared-ui';
import { EmptyState, Loaded, PermissionTabs } from '@compliance/shared-ui/page';
import { StartPage } from '../common/StartPage';
import { useStartTranslation } from '../common/namespace';
import { startPaths } from '../common/paths';
import { useAnalyses, useELearningTasks } from './api';
import { AnalysisTasks, ELearningTasks } from './OverviewTasks';
import { useOverviewTabs, type OverviewTabId } from './tabs';

/** The frame of the overview: its title, and the tabs the member sees. */
function OverviewFrame({ tabs, children }: { tabs: readonly OverviewTabId[]; children: ReactElement }): ReactElement {
  const { t } = useStartTranslation();
  return (
    <StartPage title={t('overview.title')}>
      <PermissionTabs
        label={t('overview.tabsLabel')}
        tabs={tabs.map((id) => ({ label: t(`overview.tabs.${id}`), path: startPaths.overviewTab(id) }))}
      />
      {children}
    </StartPage>
  );
}

/**
 * /dashboard/start/overview/:tabId: the member's tasks of one area as cards, the status bubbles
 * and task filters above them (docs/product.md §2, §4). A tab the member does not see leads to
 * the one the overview opens.
 */
export function OverviewPage(): ReactElement {
  const { tabId } = useParams();
  const tabs = useOverviewTabs();
  const tab = tabs.find((id) => id === tabId);
  // The overview in place, which opens the right tab in one step.
  if (tab === undefined) return <OverviewStart />;
  return <OverviewFrame tabs={tabs}>{tab === 'elearnings' ? <ELearningTasks /> : <AnalysisTasks />}</OverviewFrame>;
}

/**
 * /dashboard/start/overview: opens the first tab with overdue work, else the first tab. The
 * counts come with each tab's first page, which the tab then shows without reading it again.
 */
export function OverviewStart(): ReactElement {
  const { t } = useStartTranslation();
  const tabs = useOverviewTabs();
  const firstPage = { bucket: 'all', page: 1 } as const;
  const results = {
    elearnings: useELearningTasks(tabs.includes('elearnings') ? firstPage : null),
    'risk-assessments': useAnalyses(tabs.includes('risk-assessments') ? firstPage : null),
  } satisfies Record<OverviewTabId, unknown>;
  if (tabs.length === 0) {
    return (
      <OverviewFrame tabs={tabs}>
        <EmptyState icon="allDone" title={t('overview.noAreas')} />
      </OverviewFrame>
    );
  }
  // A tab whose read failed counts as without overdue work; the tab itself then says it failed.
  const settled = tabs.every((id) => results[id].data !== undefined || results[id].error !== undefined);
  const withOverdue = tabs.find((id) => (results[id].data?.counts.overdue ?? 0) > 0);
  return (
    <OverviewFrame tabs={tabs}>
      <Loaded result={{ data: settled ? (withOverdue ?? tabs[0]!) : undefined }}>
        {(tab) => <Navigate to={startPaths.overviewTab(tab)} replace />}
      </Loaded>
    </OverviewFrame>
  );
}
