import type { ReactElement } from 'react';
import {
  ATTENTION_CHART_BARS,
  ATTENTION_TREND_MONTHS,
  formatMonth,
  formatNumber,
  type AttentionOverview,
  type ELearningCompletion,
  type OrgUnitCompletion,
} from '@compliance/shared-contracts/browser';
import { Box } from '@compliance/shared-ui';
import { LineFigure, RateBars, type FigureColumn } from '@compliance/shared-ui/charts';
import { useStartTranslation } from '../common/namespace';

type Completion = OrgUnitCompletion | ELearningCompletion;

/**
 * The overview's E-Learning charts: the lowest completion rates per org unit and per E-Learning
 * as bars, the last months' completed tasks and tasks that fell overdue as lines; each with its
 * table, shown with the figures (the drawings follow when the charts library has loaded).
 */
export function ELearningCharts({ elearning }: { elearning: NonNullable<AttentionOverview['elearning']> }): ReactElement {
  const { t, i18n } = useStartTranslation();
  const percent = (rate: number) =>
    t('attention.charts.percent', { value: formatNumber(rate, i18n.language, { minimumFractionDigits: 0, maximumFractionDigits: 1 }) });
  const completedOf: FigureColumn<Completion> = {
    header: t('attention.charts.completedOf'),
    cell: ({ completed, assigned }) => t('attention.charts.completedOfValue', { completed, assigned }),
    numeric: true,
  };
  const shared = {
    rateHeader: t('attention.charts.rate'),
    formatRate: percent,
    emptyText: t('attention.charts.noCompletion'),
    moreColumns: [completedOf],
  };
  /** A completion as a bar: its key and name, its rate. */
  const barOf = <Row extends Completion>(row: Row, key: string, label: string) => ({ ...row, key, label, rate: row.completionRate });
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <RateBars
        {...shared}
        title={t('attention.charts.completionByOrgUnit', { count: ATTENTION_CHART_BARS })}
        labelHeader={t('attention.charts.orgUnit')}
        bars={elearning.completionByOrgUnit.map((row) => barOf(row, row.orgUnit.uuid, row.orgUnit.name))}
      />
      <RateBars
        {...shared}
        title={t('attention.charts.completionByELearning', { count: ATTENTION_CHART_BARS })}
        labelHeader={t('attention.charts.elearning')}
        bars={elearning.completionByELearning.map((row) => barOf(row, row.elearning.uuid, row.elearning.title))}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <LineFigure
          title={t('attention.charts.months', { count: ATTENTION_TREND_MONTHS })}
          pointHeader={t('attention.charts.month')}
          points={elearning.months.map(({ month }) => ({
            key: month,
            label: formatMonth(month, i18n.language),
            shortLabel: formatMonth(month, i18n.language, 'short'),
          }))}
          lines={[
            {
              key: 'completed',
              label: t('attention.charts.completed'),
              values: elearning.months.map((month) => month.completed),
              color: 'success',
            },
            {
              key: 'fellOverdue',
              label: t('attention.charts.fellOverdue'),
              values: elearning.months.map((month) => month.fellOverdue),
              color: 'error',
            },
          ]}
          formatValue={(value) => formatNumber(value, i18n.language, { maximumFractionDigits: 0 })}
          emptyText=""
        />
      </Box>
    </Box>
  );
}
