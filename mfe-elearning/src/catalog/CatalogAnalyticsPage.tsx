import { useCallback } from 'react';
import type { ELearningStatisticsRow } from '@compliance/shared-contracts/browser';
import { useNavigate } from '@compliance/shared-ui';
import { ELearningPage } from '../common/ELearningPage';
import { useELearningTranslation } from '../common/namespace';
import { elearningPaths } from '../common/paths';
import { StatisticsTable } from '../statistics/StatisticsTable';
import { CatalogTabs } from './CatalogTabs';

/** /dashboard/apps/elearnings/catalog/analytics: the catalog's analytics tab, the figures per active E-Learning. */
export function CatalogAnalyticsPage() {
  const { t } = useELearningTranslation();
  const navigate = useNavigate();
  const open = useCallback(
    (row: ELearningStatisticsRow) => navigate(elearningPaths.catalogDetails(row.elearningUuid, 'analytics')),
    [navigate],
  );
  return (
    <ELearningPage title={t('catalog.title')}>
      <CatalogTabs />
      <StatisticsTable onOpen={open} />
    </ELearningPage>
  );
}
