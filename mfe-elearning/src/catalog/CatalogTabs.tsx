import { PERMISSIONS } from '@compliance/shared-contracts/browser';
import { PermissionTabs } from '@compliance/shared-ui/page';
import { useELearningTranslation } from '../common/namespace';
import { elearningPaths } from '../common/paths';

/** The catalog's tabs: the list of E-Learnings and, for whoever reads the statistics, the analytics and the members' standing. */
export function CatalogTabs() {
  const { t } = useELearningTranslation();
  return (
    <PermissionTabs
      label={t('catalogTabs.label')}
      tabs={[
        { label: t('catalogTabs.list'), path: elearningPaths.catalogList(), permissions: [PERMISSIONS.elearning.readCatalog] },
        { label: t('catalogTabs.analytics'), path: elearningPaths.catalogAnalytics(), permissions: [PERMISSIONS.elearning.readStatistics] },
        { label: t('catalogTabs.standings'), path: elearningPaths.standingList(), permissions: [PERMISSIONS.elearning.readStatistics] },
      ]}
    />
  );
}
