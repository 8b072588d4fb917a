import type { ReactElement } from 'react';
import { DASHBOARD_ROUTES, PERMISSIONS, dashboardPath, formatDate, type MemberRiskActionRow } from '@compliance/shared-contracts/browser';
import { Box, Typography, useNavigate, usePermission } from '@compliance/shared-ui';
import { ContentCard, Loaded, type ContentCardBadge } from '@compliance/shared-ui/page';
import { PageSection } from '../common/PageSection';
import { useStartTranslation } from '../common/namespace';
import { useFollowUps } from './api';

/** The measures tab of the measure's result, searched for the measure's title. */
const measurePath = (row: MemberRiskActionRow): string =>
  `${dashboardPath(DASHBOARD_ROUTES.riskEvaluationDetails, {
    riskAssessmentExecutionResultUuid: row.riskAssessmentExecutionResultUuid,
    tabId: 'risk-actions',
  })}?${new URLSearchParams({ search: row.title }).toString()}`;

/** A follow-up measure as a card: what it is against, by when, and whether its check is due or found it wanting. */
function FollowUpCard({ row, opens }: { row: MemberRiskActionRow; opens: boolean }): ReactElement {
  const { t, i18n } = useStartTranslation();
  const navigate = useNavigate();
  const date = formatDate(row.dueDate, i18n.language);
  const badges: ContentCardBadge[] = [
    row.overdue
      ? { title: t('overview.followUps.overdue', { date }), type: 'error' }
      : { title: t('overview.followUps.dueOn', { date }), type: 'info' },
    ...(row.checkDue ? [{ title: t('overview.followUps.checkDue'), type: 'warning' as const }] : []),
    ...(row.foundNotEffective ? [{ title: t('overview.followUps.notEffective'), type: 'error' as const }] : []),
  ];
  return (
    <ContentCard
      category={row.assessmentTitle}
      headline={row.title}
      description={t('overview.followUps.against', { risk: row.riskTitle })}
      badges={badges}
      buttons={opens ? [{ text: t('overview.followUps.open'), type: 'secondary', onClick: () => navigate(measurePath(row)) }] : []}
    />
  );
}

/**
 * The overview's follow-up tasks (docs/product.md §4): the agreed measures the member is
 * responsible for until a check finds them effective, the earliest due first. Shown only when
 * there are any; a member who may read measures opens one on its result's measures tab.
 */
export function FollowUpMeasures(): ReactElement {
  const { t } = useStartTranslation();
  const followUps = useFollowUps();
  const opens = usePermission([PERMISSIONS.riskAssessment.readRiskActionList]);
  return (
    <Loaded result={followUps}>
      {(page) =>
        page.total > 0 && (
          <PageSection id="follow-up-measures" title={t('overview.followUps.title')}>
            <Typography>{t('overview.followUps.intro')}</Typography>
            <Box
              component="ul"
              aria-label={t('overview.followUps.cardsLabel')}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}
            >
              {page.items.map((row) => (
                <li key={row.riskActionUuid}>
                  <FollowUpCard row={row} opens={opens} />
                </li>
              ))}
            </Box>
            {page.total > page.items.length && (
              <Typography>{t('overview.followUps.more', { shown: page.items.length, count: page.total })}</Typography>
            )}
          </PageSection>
        )
      }
    </Loaded>
  );
}
