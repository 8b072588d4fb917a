import type { ReactElement } from 'react';
import { RISK_LEVELS, formatDate, type RiskResult } from '@compliance/shared-contracts/browser';
import { Box, Button, Card, CardContent, Typography, useNavigate } from '@compliance/shared-ui';
import { useRiskTranslation } from '../common/namespace';
import { riskPaths } from '../common/paths';
import { useRiskActionStatus } from '../risk-actions/api';

/**
 * What a result says at a glance: its status, how many analyses it counts, when it was finished
 * and when the next one is due, its risks by level, the hazards reported per damage severity and
 * its measures 'x of y'. The measures' figures are read on their own, so they follow every change
 * made in the tabs below.
 */
export function ResultSummary({ result }: { result: RiskResult }): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const navigate = useNavigate();
  const measures = useRiskActionStatus(result.riskAssessmentExecutionResultUuid).data ?? { ...result.riskActions, status: result.status };
  const date = (value: string) => formatDate(value, i18n.language);
  const fact = (label: string, value: string) => (
    <Box key={label}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', m: 0 }}>
          {fact(t('fields.status'), t(`common.riskActionExport.resultStatuses.${measures.status}`))}
          {fact(t('result.analyses'), t('result.analysesOf', { analyses: result.analysesCount, participants: result.participants }))}
          {fact(t('result.counted'), t('result.countedOf', { counted: result.answersCounted, analyses: result.analysesCount }))}
          {fact(
            t('result.adminChanges'),
            result.participantAdminChanges === null
              ? t('result.adminChangesUnknown')
              : t('result.adminChangesCount', { count: result.participantAdminChanges }),
          )}
          {fact(t('fields.finishedAt'), date(result.finishedAt))}
          {fact(t('fields.nextReviewDate'), result.nextReviewDate ? date(result.nextReviewDate) : t('result.noReview'))}
          {fact(
            t('result.risksByLevel'),
            RISK_LEVELS.filter((level) => result.riskCounts[level] > 0)
              .reverse()
              .map((level) => `${t(`common.riskActionExport.levels.${level}`)}: ${result.riskCounts[level]}`)
              .join(', '),
          )}
          {fact(
            t('common.riskActionExport.facts.hazardReports'),
            result.hazardReportsBySeverity
              .map((count, index) => t('common.riskActionExport.facts.hazardReportsLine', { severity: index + 1, count }))
              .reverse()
              .join(', '),
          )}
          {fact(
            t('result.measures'),
            measures.total === 0
              ? t('result.noMeasures')
              : t('result.measuresOf', { agreed: measures.agreed, done: measures.done, total: measures.total, overdue: measures.overdue }),
          )}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => navigate(riskPaths.riskActionList(result.riskAssessmentExecutionResultUuid))}>
            {t('result.printMeasures')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
