import type { ReactElement } from 'react';
import {
  ATTENTION_CERTIFICATE_DAYS,
  COVERAGE_RULES,
  DASHBOARD_ROUTES,
  PERMISSIONS,
  filteredListPath,
  RISK_ANONYMITY_THRESHOLD,
  dashboardPath,
  type AttentionLocation,
  RISK_DAMAGE_SEVERITIES,
  RISK_PROBABILITIES,
  type AttentionOverview,
  type DashboardRoute,
  type OrgUnitCount,
  type RiskCell,
} from '@compliance/shared-contracts/browser';
import { Box, Link, RouterLink, Typography, usePermission } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { RiskLevelLegend, RiskMatrixTable } from '@compliance/shared-ui/risk-matrix';
import { PageSection } from '../common/PageSection';
import { StartPage } from '../common/StartPage';
import { useStartTranslation } from '../common/namespace';
import { startPaths } from '../common/paths';
import { useAttentionOverview } from './api';
import { AttentionTiles, type AttentionTile } from './AttentionTiles';
import { ELearningCharts } from './ELearningCharts';

type OrgUnitRef = { uuid: string; name: string };

/** The list a figure counts, filtered as it counts, narrowed to an org unit for the unit's share. */
const linkTo = (route: DashboardRoute, filter: Readonly<Record<string, string>>, orgUnit?: OrgUnitRef): string =>
  orgUnit
    ? filteredListPath(route, { ...filter, orgUnitUuid: orgUnit.uuid }, { orgUnitUuid: orgUnit.name })
    : filteredListPath(route, filter);

/** A figure's shares per org unit under the list's name, and the list each share counts where the member may open it. */
interface SharesProps {
  label: string;
  items: readonly OrgUnitCount[];
  shareTo: ((orgUnit: OrgUnitRef) => string) | null;
}

/**
 * A figure's shares per org unit: each unit leading to its page and each share to the list it
 * counts, where the member may open them.
 */
function ByOrgUnit({ label, items, shareTo }: SharesProps) {
  const { t } = useStartTranslation();
  const opensUnits = usePermission([PERMISSIONS.orgUnit.detail]);
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3 }}>
        {items.map(({ orgUnit, count }) => (
          <li key={orgUnit?.uuid ?? 'none'}>
            {orgUnit && opensUnits ? (
              <Link component={RouterLink} to={dashboardPath(DASHBOARD_ROUTES.orgUnitDetails, { uuid: orgUnit.uuid, tabId: 'details' })}>
                {orgUnit.name}
              </Link>
            ) : (
              (orgUnit?.name ?? t('attention.noOrgUnit'))
            )}
            {': '}
            {orgUnit && shareTo ? (
              <Link component={RouterLink} to={shareTo(orgUnit)}>
                {t('attention.overdueShort', { count })}
              </Link>
            ) : (
              t('attention.overdueShort', { count })
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A location short of first aiders or fire wardens: its name, leading to its infopoint page, and each shortfall in words. */
function ShortLocation({ location }: { location: AttentionLocation }): ReactElement {
  const { t } = useStartTranslation();
  const shortfalls = COVERAGE_RULES.filter((rule) => location[rule].shortfall > 0).map((rule) =>
    t('infopoint.coverage.shortfall', { name: t(`infopoint.coverage.${rule}`), ...location[rule] }),
  );
  return (
    <li>
      <Link component={RouterLink} to={startPaths.infopointLocation(location.uuid)}>
        {location.name}
      </Link>
      {` (${t('infopoint.memberCount', { count: location.memberCount })}): ${shortfalls.join('; ')}`}
    </li>
  );
}

/** How many risks of the latest evaluations lie in each cell of the matrix, [severity - 1][probability - 1]. */
const countsPerCell = (cells: readonly RiskCell[]): number[][] =>
  RISK_DAMAGE_SEVERITIES.map((severity) =>
    RISK_PROBABILITIES.map(
      (probability) => cells.find((cell) => cell.damageSeverity === severity && cell.probability === probability)?.count ?? 0,
    ),
  );

/** The risks of the latest evaluations as a heat map of the client's matrix, each cell's factor, level and count in words. */
function RiskHeatMap({ riskAssessment }: { riskAssessment: NonNullable<AttentionOverview['riskAssessment']> }): ReactElement {
  const { t } = useStartTranslation();
  const { riskCells, matrix, evaluatedAssessments } = riskAssessment;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('attention.risk.matrixTitle')}
      </Typography>
      {evaluatedAssessments === 0 ? (
        <Typography color="text.secondary">{t('attention.risk.noEvaluation')}</Typography>
      ) : (
        <>
          <RiskMatrixTable
            factors={matrix}
            counts={countsPerCell(riskCells)}
            caption={t('attention.risk.matrixCaption', { count: evaluatedAssessments })}
          />
          <RiskLevelLegend />
        </>
      )}
    </Box>
  );
}

/** The list of locations short of first aiders or fire wardens on this page: the locations tile leads there. */
const SHORT_LOCATIONS_ID = 'attention-locations-short';

/**
 * /dashboard/start/attention: what needs attention in the admin's scope (docs/areas/start.md):
 * the figures that need action as tiles, each leading to the list it counts; the E-Learnings'
 * completion rates and last months as charts, each with its table; overdue E-Learning tasks and
 * measures per org unit; the locations short of first aiders or fire wardens.
 */
export function AttentionPage(): ReactElement {
  const { t } = useStartTranslation();
  const overview = useAttentionOverview();
  const readsStandings = usePermission([PERMISSIONS.elearning.readStatistics]);
  const readsEvaluations = usePermission([PERMISSIONS.riskAssessment.readAssignmentOverviewList]);
  const overdueTasks = (orgUnit?: OrgUnitRef) => linkTo(DASHBOARD_ROUTES.elearningStandingList, { standing: 'overdue' }, orgUnit);
  const overdueMeasures = (orgUnit?: OrgUnitRef) => linkTo(DASHBOARD_ROUTES.riskEvaluationList, { attention: 'overdueMeasures' }, orgUnit);
  const evaluations = (attention: string) => (readsEvaluations ? linkTo(DASHBOARD_ROUTES.riskEvaluationList, { attention }) : null);
  return (
    <StartPage title={t('attention.title')}>
      <Typography>{t('attention.intro')}</Typography>
      <Loaded result={overview}>
        {({ elearning, riskAssessment, locationsShort }) => {
          const tiles: AttentionTile[] = [
            ...(elearning
              ? [
                  {
                    key: 'overdueTasks',
                    count: elearning.overdueTasks,
                    words: t('attention.tiles.overdueTasks', { count: elearning.overdueTasks }),
                    to: readsStandings ? overdueTasks() : null,
                  },
                  {
                    key: 'certificatesExpiring',
                    count: elearning.certificatesExpiring,
                    words: t('attention.tiles.certificatesExpiring', {
                      count: elearning.certificatesExpiring,
                      days: ATTENTION_CERTIFICATE_DAYS,
                    }),
                    to: readsStandings ? linkTo(DASHBOARD_ROUTES.elearningStandingList, { certificate: 'expiring' }) : null,
                  },
                ]
              : []),
            ...(riskAssessment
              ? [
                  {
                    key: 'overdueActions',
                    count: riskAssessment.overdueActions,
                    words: t('attention.tiles.overdueActions', { count: riskAssessment.overdueActions }),
                    to: readsEvaluations ? overdueMeasures() : null,
                  },
                  {
                    key: 'checksDue',
                    count: riskAssessment.checksDue,
                    words: t('attention.tiles.checksDue', { count: riskAssessment.checksDue }),
                    to: evaluations('checksDue'),
                  },
                  {
                    key: 'analysesShort',
                    count: riskAssessment.analysesShortOfThreshold,
                    words: t('attention.tiles.analysesShort', {
                      count: riskAssessment.analysesShortOfThreshold,
                      threshold: RISK_ANONYMITY_THRESHOLD,
                    }),
                    to: evaluations('shortOfAnswers'),
                  },
                ]
              : []),
            {
              key: 'locationsShort',
              count: locationsShort.length,
              words: t('attention.tiles.locationsShort', { count: locationsShort.length }),
              to: `#${SHORT_LOCATIONS_ID}`,
            },
          ];
          return (
            <Box sx={{ display: 'grid', gap: 4 }}>
              <AttentionTiles label={t('attention.tiles.label')} tiles={tiles} />
              {elearning && (
                <PageSection id="attention-elearnings" title={t('attention.elearnings.title')} gap={3}>
                  <ELearningCharts elearning={elearning} />
                  <ByOrgUnit
                    label={t('attention.elearnings.overdueByOrgUnit')}
                    items={elearning.overdueTasksByOrgUnit}
                    shareTo={readsStandings ? overdueTasks : null}
                  />
                </PageSection>
              )}
              {riskAssessment && (
                <PageSection id="attention-risk" title={t('attention.risk.title')} gap={3}>
                  <RiskHeatMap riskAssessment={riskAssessment} />
                  <ByOrgUnit
                    label={t('attention.risk.overdueActionsByOrgUnit')}
                    items={riskAssessment.overdueActionsByOrgUnit}
                    shareTo={readsEvaluations ? overdueMeasures : null}
                  />
                </PageSection>
              )}
              <PageSection id="attention-locations" title={t('attention.locations.title')}>
                {locationsShort.length === 0 ? (
                  <Typography>{t('attention.locations.none')}</Typography>
                ) : (
                  <Box component="ul" id={SHORT_LOCATIONS_ID} aria-label={t('attention.locations.listLabel')} sx={{ m: 0, pl: 3 }}>
                    {locationsShort.map((location) => (
                      <ShortLocation key={location.uuid} location={location} />
                    ))}
                  </Box>
                )}
              </PageSection>
            </Box>
          );
        }}
      </Loaded>
    </StartPage>
  );
}
