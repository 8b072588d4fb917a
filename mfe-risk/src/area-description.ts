import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  PERMISSIONS as P,
  dashboardPath,
  type AreaDescriptionSource,
} from '@compliance/shared-contracts/browser';
import { RISK_BASE_PATH } from './common/paths';

/**
 * What the shell shows of this area (docs/adding-an-area.md §4): the risk-assessments entry of the
 * apps group (docs/product.md §2) after E-Learnings, behind the feature flag 'riskAssessments'.
 * Its build writes area.json.
 */
export const areaDescription: AreaDescriptionSource = {
  title: 'area.title',
  mounts: [{ prefix: RISK_BASE_PATH, layout: 'dashboard' }],
  // The measures' export is a page to print: the support chat stays out of it (docs/product.md §1).
  printPages: [`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.riskActionList}`],
  sidebar: [
    {
      group: { id: 'apps', label: 'nav.groups.apps', order: 20 },
      order: 20,
      entries: [
        {
          id: 'risk-assessments',
          label: 'nav.riskAssessments',
          featureFlag: 'riskAssessments',
          children: [
            {
              id: 'my-analyses',
              label: 'nav.myAnalyses',
              path: dashboardPath(DASHBOARD_ROUTES.riskMyAnalyses),
              permissions: [P.riskAssessment.readMemberTasks],
              featureFlag: 'riskAssessments',
              // The questionnaire belongs to the member's own analyses.
              activePrefixes: [`${RISK_BASE_PATH}/my-analyses`, `${RISK_BASE_PATH}/execution`],
            },
            {
              id: 'evaluation',
              label: 'nav.evaluation',
              path: dashboardPath(DASHBOARD_ROUTES.riskEvaluationList),
              permissions: [P.riskAssessment.readAssignmentOverviewList],
              featureFlag: 'riskAssessments',
              activePrefixes: [`${RISK_BASE_PATH}/evaluation`],
            },
            {
              id: 'risk-catalog',
              label: 'nav.catalog',
              path: dashboardPath(DASHBOARD_ROUTES.riskCatalogList),
              permissions: [P.riskAssessment.readCatalogList],
              featureFlag: 'riskAssessments',
              activePrefixes: [`${RISK_BASE_PATH}/catalog`],
            },
          ],
        },
      ],
    },
  ],
};
