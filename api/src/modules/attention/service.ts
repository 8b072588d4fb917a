import {
  PERMISSIONS,
  type AttentionOverview,
  type OrgUnitCount,
  type ResponseOf,
  type readAttentionOverviewEndpoint,
} from '@compliance/shared-contracts';
import type { Database } from '../../db';
import type { SessionContext } from '../../context';
import { clientFeatureFlags } from '../../lib/feature-flags';
import { listLocationsShortOfCoverage } from '../../lib/location-coverage';
import { scopeOf } from '../../lib/scope';
import {
  countAnalysesShortOfThreshold,
  countChecksDue,
  countExpiringCertificates,
  readOverdueELearningTasks,
  readOverdueRiskActions,
  type OrgUnitFigure,
} from './queries';

// What the admins' overview answers: each area's figures when the client has the area switched on
// (and, for the measures, when the caller may read them), all within the caller's scope.

/** The whole of a figure and its shares per org unit, the most first, then by name. */
function splitByOrgUnit(figures: readonly OrgUnitFigure[]): { total: number; byOrgUnit: OrgUnitCount[] } {
  const total = figures.find((figure) => figure.whole)?.count ?? 0;
  const byOrgUnit = figures
    .filter((figure) => !figure.whole && figure.count > 0)
    .map(({ orgUnitId, orgUnitName, count }) => ({ orgUnit: orgUnitId ? { uuid: orgUnitId, name: orgUnitName ?? '' } : null, count }))
    .sort((a, b) => b.count - a.count || (a.orgUnit?.name ?? '\uffff').localeCompare(b.orgUnit?.name ?? '\uffff'));
  return { total, byOrgUnit };
}

/** The overview of what needs attention in the caller's scope. */
export async function readAttentionOverview(
  db: Database,
  session: SessionContext,
): Promise<ResponseOf<typeof readAttentionOverviewEndpoint>> {
  const scope = scopeOf(session);
  const flags = await clientFeatureFlags(db, session);
  const readsMeasures = session.permissions.includes(PERMISSIONS.riskAssessment.readRiskActionList);
  const [elearning, riskAssessment, shortLocations] = await Promise.all([
    flags.elearnings
      ? Promise.all([readOverdueELearningTasks(db, session, scope), countExpiringCertificates(db, session, scope)]).then(
          ([overdue, certificatesExpiring]): AttentionOverview['elearning'] => {
            const { total, byOrgUnit } = splitByOrgUnit(overdue);
            return { overdueTasks: total, overdueTasksByOrgUnit: byOrgUnit, certificatesExpiring };
          },
        )
      : null,
    flags.riskAssessments && readsMeasures
      ? Promise.all([
          readOverdueRiskActions(db, session, scope),
          countChecksDue(db, session, scope),
          countAnalysesShortOfThreshold(db, session, scope),
        ]).then(([overdue, checksDue, analysesShortOfThreshold]): AttentionOverview['riskAssessment'] => {
          const { total, byOrgUnit } = splitByOrgUnit(overdue);
          return { overdueActions: total, overdueActionsByOrgUnit: byOrgUnit, checksDue, analysesShortOfThreshold };
        })
      : null,
    listLocationsShortOfCoverage(db, session, scope),
  ]);
  return {
    elearning,
    riskAssessment,
    locationsShort: shortLocations.map(({ uuid, name, memberCount, coverage }) => ({ uuid, name, memberCount, ...coverage })),
  };
}
