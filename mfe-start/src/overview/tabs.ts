import { useAtomValue } from 'jotai';
import { PERMISSIONS, hasAnyPermission, type FeatureFlag } from '@compliance/shared-contracts/browser';
import { featureFlagsAtom, permissionsAtom, useAppStore } from '@compliance/shared-ui';

/** The overview's tabs (docs/product.md §2): one per area whose tasks a member has. */
export const OVERVIEW_TAB_IDS = ['elearnings', 'risk-assessments'] as const;
export type OverviewTabId = (typeof OVERVIEW_TAB_IDS)[number];

/** What shows a tab: its area's feature flag and the permission of its tasks' call. */
const TAB_CONDITIONS: Record<OverviewTabId, { featureFlag: FeatureFlag; permission: string }> = {
  elearnings: { featureFlag: 'elearnings', permission: PERMISSIONS.elearning.readMemberTasks },
  'risk-assessments': { featureFlag: 'riskAssessments', permission: PERMISSIONS.riskAssessment.readMemberTasks },
};

/** The permissions of which any one opens the overview. */
export const OVERVIEW_PERMISSIONS: readonly string[] = OVERVIEW_TAB_IDS.map((id) => TAB_CONDITIONS[id].permission);

/** The tabs the signed-in member sees, in order: their area is switched on and they may read its tasks. */
export function useOverviewTabs(): OverviewTabId[] {
  const store = useAppStore();
  const flags = useAtomValue(featureFlagsAtom, { store });
  const held = useAtomValue(permissionsAtom, { store });
  return OVERVIEW_TAB_IDS.filter((id) => flags[TAB_CONDITIONS[id].featureFlag] && hasAnyPermission(held, [TAB_CONDITIONS[id].permission]));
}
