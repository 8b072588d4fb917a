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
  type DashboardRoute,
  type OrgUnitCount,
} from '@compliance/shared-contracts/browser';
import { Box, Link, RouterLink, Typography, usePermission } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { PageSection } from '../common/PageSection';
import { StartPage } from '../common/StartPage';
import { useStartTranslation } from '../common/namespace';
import { startPaths } from '../common/paths';
import { useAttentionOverview } from './api';

type OrgUnitRef = { uuid: string; name: string };

/** The list a figure counts, filtered as it counts, narrowed to an org unit for the unit's share. */
const linkTo = (route: DashboardRoute, filter: Readonly<Record<string, string>>, orgUnit?: OrgUnitRef): string =>
  orgUnit
    ? filteredListPath(route, { ...filter, orgUnitUuid: orgUnit.uuid }, { orgUnitUuid: orgUnit.name })
    : filteredListPath(route, filter);

/** A figure in words and the list it counts, null where the member may not open that list. */
interface FigureProps {
  text: string;
  count: number;
  to: string | null;
}

/** A figure in words, a link to the list it counts where the member may open that list. */
function Figure({ text, count, to }: FigureProps): ReactElement {
  // Nothing to do reads as plain text; a figure that needs work is a link, and bold, not only coloured.
  const words = count > 0 ? <strong>{text}</strong> : text;
  return (
    <Typography component="p">
      {to && count > 0 ? (
        <Link component={RouterLink} to={to}>
          {words}
        </Link>
      ) : (
        words
      )}
    </Typography>
  );
}

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
  );
}

/** An area's part of the page: what is overdue, its shares per org unit, and the area's further figures. */
function AreaFigures({
  id,
  title,
  overdue,
  shares,
  further,
}: {
  id: string;
  title: string;
  overdue: FigureProps;
  shares: SharesProps;
  further: readonly FigureProps[];
}) {
  return (
    <PageSection id={id} title={title}>
      <Figure {...overdue} />
      <ByOrgUnit {...shares} />
      {further.map((figure) => (
        <Figure key={figure.text} {...figure} />
      ))}
    </PageSection>
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

/**
 * /dashboard/start/attention: what needs attention in the admin's scope (docs/areas/start.md):
 * overdue E-Learning tasks and measures, each per org unit, certificates running out,
 * effectiveness checks due, analyses short of an evaluation, locations short of first aiders or fire wardens. Each figure says
 * what it counts in words and leads to the list it counts.
 */
export function AttentionPage(): ReactElement {
  const { t } = useStartTranslation();
  const overview = useAttentionOverview();
  const readsStandings = usePermission([PERMISSIONS.elearning.readStatistics]);
  const readsEvaluations = usePermission([PERMISSIONS.riskAssessment.readAssignmentOverviewList]);
  const overdueTasks = (orgUnit?: OrgUnitRef) => linkTo(DASHBOARD_ROUTES.elearningStandingList, { standing: 'overdue' }, orgUnit);
  const overdueMeasures = (orgUnit?: OrgUnitRef) => linkTo(DASHBOARD_ROUTES.riskEvaluationList, { attention: 'overdueMeasures' }, orgUnit);
  return (
    <StartPage title={t('attention.title')}>
      <Typography>{t('attention.intro')}</Typography>
      <Loaded result={overview}>
        {({ elearning, riskAssessment, locationsShort }) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {elearning && (
              <AreaFigures
                id="attention-elearnings"
                title={t('attention.elearnings.title')}
                overdue={{
                  text: t('attention.elearnings.overdue', { count: elearning.overdueTasks }),
                  count: elearning.overdueTasks,
                  to: readsStandings ? overdueTasks() : null,
                }}
                shares={{
                  label: t('attention.elearnings.overdueByOrgUnit'),
                  items: elearning.overdueTasksByOrgUnit,
                  shareTo: readsStandings ? overdueTasks : null,
                }}
                further={[
                  {
                    text: t('attention.elearnings.certificatesExpiring', {
                      count: elearning.certificatesExpiring,
                      days: ATTENTION_CERTIFICATE_DAYS,
                    }),
                    count: elearning.certificatesExpiring,
                    to: readsStandings ? linkTo(DASHBOARD_ROUTES.elearningStandingList, { certificate: 'expiring' }) : null,
                  },
                ]}
              />
            )}
            {riskAssessment && (
              <AreaFigures
                id="attention-risk"
                title={t('attention.risk.title')}
                overdue={{
                  text: t('attention.risk.overdueActions', { count: riskAssessment.overdueActions }),
                  count: riskAssessment.overdueActions,
                  to: readsEvaluations ? overdueMeasures() : null,
                }}
                shares={{
                  label: t('attention.risk.overdueActionsByOrgUnit'),
                  items: riskAssessment.overdueActionsByOrgUnit,
                  shareTo: readsEvaluations ? overdueMeasures : null,
                }}
                further={[
                  {
                    text: t('attention.risk.checksDue', { count: riskAssessment.checksDue }),
                    count: riskAssessment.checksDue,
                    to: readsEvaluations ? linkTo(DASHBOARD_ROUTES.riskEvaluationList, { attention: 'checksDue' }) : null,
                  },
                  {
                    text: t('attention.risk.analysesShort', {
                      count: riskAssessment.analysesShortOfThreshold,
                      threshold: RISK_ANONYMITY_THRESHOLD,
                    }),
                    count: riskAssessment.analysesShortOfThreshold,
                    to: readsEvaluations ? linkTo(DASHBOARD_ROUTES.riskEvaluationList, { attention: 'shortOfAnswers' }) : null,
                  },
                ]}
              />
            )}
            <PageSection id="attention-locations" title={t('attention.locations.title')}>
              {locationsShort.length === 0 ? (
                <Typography>{t('attention.locations.none')}</Typography>
              ) : (
                <>
                  <Typography component="p">
                    <strong>{t('attention.locations.short', { count: locationsShort.length })}</strong>
                  </Typography>
                  <Box component="ul" aria-label={t('attention.locations.listLabel')} sx={{ m: 0, pl: 3 }}>
                    {locationsShort.map((location) => (
                      <ShortLocation key={location.uuid} location={location} />
                    ))}
                  </Box>
                </>
              )}
            </PageSection>
          </Box>
        )}
      </Loaded>
    </StartPage>
  );
}
