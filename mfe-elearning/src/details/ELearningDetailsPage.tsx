import { useMemo } from 'react';
import { PERMISSIONS, type ELearning } from '@compliance/shared-contracts/browser';
import { DetailsPage, type DetailsTab } from '@compliance/shared-ui/page';
import { useELearning } from '../catalog/api';
import { useELearningTranslation } from '../common/namespace';
import { CATALOG_DETAILS_PATH, elearningPaths } from '../common/paths';
import { AnalyticsTab } from '../analytics/AnalyticsTab';
import { OrgUnitsTab } from '../org-units/OrgUnitsTab';
import { SettingsTab } from '../settings/SettingsTab';
import { CourseContentCard } from '../packages/PackageActions';

/** /dashboard/apps/elearnings/catalog/details/:elearningUuid/:tabId with the tabs settings, org-units and analytics. */
export function ELearningDetailsPage() {
  const { t } = useELearningTranslation();
  const tabs = useMemo<DetailsTab<ELearning>[]>(
    () => [
      {
        id: 'settings',
        label: t('details.tabs.settings'),
        permissions: [PERMISSIONS.elearning.readSettings],
        render: (elearning, uuid) => (
          <>
            <CourseContentCard elearning={elearning} />
            <SettingsTab elearningUuid={uuid} />
          </>
        ),
      },
      {
        id: 'org-units',
        label: t('details.tabs.orgUnits'),
        permissions: [PERMISSIONS.elearning.readOrgUnitAssignments],
        render: (_elearning, uuid) => <OrgUnitsTab elearningUuid={uuid} />,
      },
      {
        id: 'analytics',
        label: t('details.tabs.analytics'),
        permissions: [PERMISSIONS.elearning.readStatistics],
        render: (_elearning, uuid) => <AnalyticsTab elearningUuid={uuid} />,
      },
    ],
    [t],
  );
  return (
    <DetailsPage<ELearning>
      areaTitle={t('area.title')}
      crumbs={[{ text: t('catalog.title'), link: elearningPaths.catalogList() }]}
      useDetails={useELearning}
      titleOf={(elearning) => elearning.title}
      tabPath={CATALOG_DETAILS_PATH}
      param="elearningUuid"
      tabs={tabs}
    />
  );
}
