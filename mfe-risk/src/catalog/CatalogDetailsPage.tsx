import { useMemo } from 'react';
import { PERMISSIONS, type RiskAssessment } from '@compliance/shared-contracts/browser';
import { DetailsPage, type DetailsTab } from '@compliance/shared-ui/page';
import { useRiskTranslation } from '../common/namespace';
import { CATALOG_DETAILS_PATH, riskPaths } from '../common/paths';
import { SettingsTab } from '../settings/SettingsTab';
import { AssignmentsTab } from '../assignments/AssignmentsTab';
import { QuestionnaireCard } from './QuestionnaireCard';
import { useRiskAssessment } from './api';

/** /dashboard/apps/risk-assessments/catalog/details/:riskAssessmentTaskUuid/:tabId with the tabs settings and assignments. */
export function CatalogDetailsPage() {
  const { t } = useRiskTranslation();
  const tabs = useMemo<DetailsTab<RiskAssessment>[]>(
    () => [
      {
        id: 'settings',
        label: t('details.tabs.settings'),
        permissions: [PERMISSIONS.riskAssessment.readSettings],
        render: (_assessment, uuid) => (
          <>
            <SettingsTab riskAssessmentTaskUuid={uuid} />
            <QuestionnaireCard riskAssessmentTaskUuid={uuid} />
          </>
        ),
      },
      {
        id: 'assignments',
        label: t('details.tabs.assignments'),
        permissions: [PERMISSIONS.riskAssessment.readAssignmentList],
        render: (_assessment, uuid) => <AssignmentsTab riskAssessmentTaskUuid={uuid} />,
      },
    ],
    [t],
  );
  return (
    <DetailsPage<RiskAssessment>
      areaTitle={t('area.title')}
      crumbs={[{ text: t('catalog.title'), link: riskPaths.catalogList() }]}
      useDetails={useRiskAssessment}
      titleOf={(assessment) => assessment.title}
      tabPath={CATALOG_DETAILS_PATH}
      param="riskAssessmentTaskUuid"
      tabs={tabs}
    />
  );
}
