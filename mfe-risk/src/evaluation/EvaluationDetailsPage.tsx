import { useMemo } from 'react';
import { PERMISSIONS, type RiskResult } from '@compliance/shared-contracts/browser';
import { DetailsPage, type DetailsTab } from '@compliance/shared-ui/page';
import { useRiskTranslation } from '../common/namespace';
import { EVALUATION_DETAILS_PATH, riskPaths } from '../common/paths';
import { RisksTab } from '../risks/RisksTab';
import { RiskActionsTable } from '../risk-actions/RiskActionsTable';
import { ResultSummary } from './ResultSummary';
import { useRiskResult } from './api';

/**
 * /dashboard/apps/risk-assessments/evaluation/details/:riskAssessmentExecutionResultUuid/:tabId:
 * an evaluated analysis with its summary and the tabs risks and risk-actions.
 */
export function EvaluationDetailsPage() {
  const { t } = useRiskTranslation();
  const tabs = useMemo<DetailsTab<RiskResult>[]>(
    () => [
      {
        id: 'risks',
        label: t('result.tabs.risks'),
        permissions: [PERMISSIONS.riskAssessment.readRiskList],
        render: (result, uuid) => (
          <>
            <ResultSummary result={result} />
            <RisksTab riskAssessmentExecutionResultUuid={uuid} />
          </>
        ),
      },
      {
        id: 'risk-actions',
        label: t('result.tabs.riskActions'),
        permissions: [PERMISSIONS.riskAssessment.readRiskActionList],
        render: (result, uuid) => (
          <>
            <ResultSummary result={result} />
            <RiskActionsTable tableId="risk-actions" riskAssessmentExecutionResultUuid={uuid} />
          </>
        ),
      },
    ],
    [t],
  );
  return (
    <DetailsPage<RiskResult>
      areaTitle={t('area.title')}
      crumbs={[{ text: t('evaluation.title'), link: riskPaths.evaluationList() }]}
      useDetails={useRiskResult}
      titleOf={(result) => result.title}
      tabPath={EVALUATION_DETAILS_PATH}
      param="riskAssessmentExecutionResultUuid"
      tabs={tabs}
    />
  );
}
