import {
  ATTENTION_CHART_BARS,
  PERMISSIONS,
  type AttentionOverview,
  type ELearningCompletion,
  type Language,
  type OrgUnitCount,
  type ResponseOf,
  type readAttentionOverviewEndpoint,
} from '@compliance/shared-contracts';
import type { Database } from '../../db';
import type { SessionContext } from '../../context';
import { readCompletionByOrgUnit, readFiguresPerELearning } from '../../lib/elearning-figures';
import { readKeptScope, type KeptScope } from '../../lib/elearning-standing';
import { clientFeatureFlags } from '../../lib/feature-flags';
import { readMatrix } from '../../lib/risk-matrix';
import { listLocationsShortOfCoverage } from '../../lib/location-coverage';
import { scopeOf, type Scope } from '../../lib/scope';
import {
  countAnalysesShortOfThreshold,
  countChecksDue,
  countExpiringCertificates,
  readOverdueELearningTasks,
  readOverdueRiskActions,
  readRiskCells,
  readTaskMonths,
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

/** The active E-Learnings with anyone assigned, the lowest completion rates first (read-statistics' figures). */
async function readCompletionByELearning(
  db: Database,
  session: SessionContext,
  scope: KeptScope,
  language: Language,
): Promise<ELearningCompletion[]> {
  return (await readFiguresPerELearning(db, session, scope, language))
    .filter((item) => item.assigned > 0)
    .sort((a, b) => a.completed / a.assigned - b.completed / b.assigned)
    .slice(0, ATTENTION_CHART_BARS)
    .map(({ elearningUuid, title, assigned, completed, completionRate }) => ({
      elearning: { uuid: elearningUuid, title },
      assigned,
      completed,
      completionRate,
    }));
}

/** The E-Learning part of the overview. */
async function readELearningFigures(db: Database, session: SessionContext, sessionScope: Scope, language: Language) {
  const scope = await readKeptScope(db, session, sessionScope);
  const [overdue, certificatesExpiring, completionByOrgUnit, completionByELearning, months] = await Promise.all([
    readOverdueELearningTasks(db, session, scope),
    countExpiringCertificates(db, session, scope),
    readCompletionByOrgUnit(db, session, scope, ATTENTION_CHART_BARS),
    readCompletionByELearning(db, session, scope, language),
    readTaskMonths(db, session, scope),
  ]);
  const { total, byOrgUnit } = splitByOrgUnit(overdue);
  return {
    overdueTasks: total,
    overdueTasksByOrgUnit: byOrgUnit,
    certificatesExpiring,
    completionByOrgUnit,
    completionByELearning,
    months,
  } satisfies AttentionOverview['elearning'];
}

/** The risk part of the overview, for those who read measures. */
async function readRiskFigures(db: Database, session: SessionContext, scope: Scope) {
  const [overdue, checksDue, analysesShortOfThreshold, cells, { factors }] = await Promise.all([
    readOverdueRiskActions(db, session, scope),
    countChecksDue(db, session, scope),
    countAnalysesShortOfThreshold(db, session, scope),
    readRiskCells(db, session, scope),
    readMatrix(db, session),
  ]);
  const { total, byOrgUnit } = splitByOrgUnit(overdue);
  return {
    overdueActions: total,
    overdueActionsByOrgUnit: byOrgUnit,
    checksDue,
    analysesShortOfThreshold,
    ...cells,
    matrix: factors,
  } satisfies AttentionOverview['riskAssessment'];
}

/** The overview of what needs attention in the caller's scope, titles in the caller's language. */
export async function readAttentionOverview(
  db: Database,
  session: SessionContext,
  language: Language,
): Promise<ResponseOf<typeof readAttentionOverviewEndpoint>> {
  const scope = scopeOf(session);
  const flags = await clientFeatureFlags(db, session);
  const readsMeasures = session.permissions.includes(PERMISSIONS.riskAssessment.readRiskActionList);
  const [elearning, riskAssessment, shortLocations] = await Promise.all([
    flags.elearnings ? readELearningFigures(db, session, scope, language) : null,
    flags.riskAssessments && readsMeasures ? readRiskFigures(db, session, scope) : null,
    listLocationsShortOfCoverage(db, session, scope),
  ]);
  return {
    elearning,
    riskAssessment,
    locationsShort: shortLocations.map(({ uuid, name, memberCount, coverage }) => ({ uuid, name, memberCount, ...coverage })),
  };
}
