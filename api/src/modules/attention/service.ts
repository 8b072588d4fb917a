import {
  ATTENTION_CHART_BARS,
  PERMISSIONS,
  type AttentionOverview,
  type ELearningCompletion,
  type ELearningStatisticsRow,
  type Language,
  type OrgUnitCompletion,
  type OrgUnitCount,
  type ResponseOf,
  type readAttentionOverviewEndpoint,
} from '@compliance/shared-contracts';
import type { Database } from '../../db';
import type { SessionContext } from '../../context';
import { completionRateOf, readFiguresPerELearning, readFiguresPerOrgUnit, type OrgUnitFigures } from '../../lib/elearning-figures';
import { readKeptScope } from '../../lib/elearning-standing';
import { clientFeatureFlags } from '../../lib/feature-flags';
import { readMatrix } from '../../lib/risk-matrix';
import { listLocationsShortOfCoverage } from '../../lib/location-coverage';
import { scopeOf, type Scope } from '../../lib/scope';
import {
  countAnalysesShortOfThreshold,
  countChecksDue,
  countExpiringCertificates,
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

/** Lower completion rate first (completed of assigned), compared exactly: a/b < c/d as a·d < c·b. */
const byCompletionRate = (a: { assigned: number; completed: number }, b: { assigned: number; completed: number }): number =>
  a.completed * b.assigned - b.completed * a.assigned;

/** The units with overdue tasks, the most first, then by name. */
const overdueByOrgUnit = (units: readonly OrgUnitFigures[]): OrgUnitCount[] =>
  units
    .filter((unit) => unit.overdue > 0)
    .sort((a, b) => b.overdue - a.overdue || a.orgUnit.name.localeCompare(b.orgUnit.name))
    .map(({ orgUnit, overdue }) => ({ orgUnit, count: overdue }));

/** The ATTENTION_CHART_BARS units with the lowest completion rates, then by name. */
const lowestCompletionByOrgUnit = (units: readonly OrgUnitFigures[]): OrgUnitCompletion[] =>
  [...units]
    .sort((a, b) => byCompletionRate(a, b) || a.orgUnit.name.localeCompare(b.orgUnit.name) || a.orgUnit.uuid.localeCompare(b.orgUnit.uuid))
    .slice(0, ATTENTION_CHART_BARS)
    .map(({ orgUnit, assigned, completed }) => ({ orgUnit, assigned, completed, completionRate: completionRateOf(assigned, completed) }));

/** The active E-Learnings with anyone assigned, the lowest completion rates first. */
const lowestCompletionByELearning = (items: readonly ELearningStatisticsRow[]): ELearningCompletion[] =>
  items
    .filter((item) => item.assigned > 0)
    .sort(byCompletionRate)
    .slice(0, ATTENTION_CHART_BARS)
    .map(({ elearningUuid, title, assigned, completed, completionRate }) => ({
      elearning: { uuid: elearningUuid, title },
      assigned,
      completed,
      completionRate,
    }));

/**
 * The E-Learning part of the overview: the figures per E-Learning (read-statistics' figures) and
 * per org unit, each one statement over the kept tallies; the overdue tasks as a whole are the
 * sum over the active E-Learnings.
 */
async function readELearningFigures(db: Database, session: SessionContext, sessionScope: Scope, language: Language) {
  const scope = await readKeptScope(db, session, sessionScope);
  const [perELearning, perOrgUnit, certificatesExpiring, months] = await Promise.all([
    readFiguresPerELearning(db, session, scope, language),
    readFiguresPerOrgUnit(db, session, scope),
    countExpiringCertificates(db, session, scope),
    readTaskMonths(db, session, scope),
  ]);
  return {
    overdueTasks: perELearning.reduce((sum, item) => sum + item.overdue, 0),
    overdueTasksByOrgUnit: overdueByOrgUnit(perOrgUnit),
    certificatesExpiring,
    completionByOrgUnit: lowestCompletionByOrgUnit(perOrgUnit),
    completionByELearning: lowestCompletionByELearning(perELearning),
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
