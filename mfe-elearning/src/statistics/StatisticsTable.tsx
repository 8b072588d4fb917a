import { useMemo, type ReactElement } from 'react';
import {
  DASHBOARD_ROUTES,
  filteredListPath,
  formatNumber,
  PERMISSIONS,
  type ELearningFigures,
  type ELearningStatisticsRow,
} from '@compliance/shared-contracts/browser';
import { Box, Button, DownloadIcon, LinearProgress, Link, RouterLink, Stack, Typography, usePermission } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { DataTable, type DataTableColumn } from '@compliance/shared-ui/table';
import { useELearningTranslation } from '../common/namespace';
import { exportStatistics, useStatistics } from './api';

/** The completion rate as a bar with its figure beside it: the number carries it, not the bar alone. */
function CompletionRate({ rate }: { rate: number }): ReactElement {
  const { i18n } = useELearningTranslation();
  const text = `${formatNumber(rate, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
      <LinearProgress variant="determinate" value={rate} aria-hidden sx={{ flex: 1, height: 8, borderRadius: 1 }} />
      <Typography variant="body2" sx={{ minWidth: '4.5rem', textAlign: 'right' }}>
        {text}
      </Typography>
    </Box>
  );
}

const FIGURE_COLUMNS = ['assigned', 'completed', 'inprogress', 'due', 'overdue'] as const satisfies readonly (keyof ELearningFigures)[];

/**
 * The members' standing behind a figure: the row's E-Learning (and org unit), the figure's status
 * (none for those assigned), each named on its chip.
 */
function standingsBehind(row: ELearningStatisticsRow, figure: (typeof FIGURE_COLUMNS)[number]): string {
  const filter: Record<string, string> = { elearningUuid: row.elearningUuid, ...(figure === 'assigned' ? {} : { standing: figure }) };
  const texts: Record<string, string> = { elearningUuid: row.title };
  if (row.orgUnitUuid) {
    filter.orgUnitUuid = row.orgUnitUuid;
    texts.orgUnitUuid = row.orgUnitName ?? '';
  }
  return filteredListPath(DASHBOARD_ROUTES.elearningStandingList, filter, texts);
}

/** Props of StatisticsTable. */
export interface StatisticsTableProps {
  /** Per org unit of this E-Learning; per E-Learning without it. */
  elearningUuid?: string;
  /** Opens an E-Learning's details from its title (the per-E-Learning table). */
  onOpen?: (row: ELearningStatisticsRow) => void;
}

/**
 * The figures of the members in the admin's scope: a row per E-Learning or per org unit with
 * assigned, completed, in progress, due, overdue and the completion rate, then the totals.
 */
export function StatisticsTable({ elearningUuid, onOpen }: StatisticsTableProps): ReactElement {
  const { t, i18n } = useELearningTranslation();
  const statistics = useStatistics(elearningUuid);
  const perOrgUnit = elearningUuid !== undefined;
  const canExport = usePermission([PERMISSIONS.elearning.exportStatistics]);
  const download = () =>
    void exportStatistics(elearningUuid, t('common.statisticsExport.fileName', { date: new Date().toISOString().slice(0, 10) }))
      // The failure is the shell's toast.
      .catch(() => undefined);
  const columns = useMemo<DataTableColumn<ELearningStatisticsRow>[]>(
    () => [
      perOrgUnit
        ? { name: 'orgUnitName', label: t('statistics.fields.orgUnit') }
        : { name: 'title', label: t('statistics.fields.elearning'), ...(onOpen ? { click: onOpen } : {}) },
      // A figure leads to the members it counts, where there are any.
      ...FIGURE_COLUMNS.map((name) => ({
        name,
        label: t(`statistics.fields.${name}`),
        alignment: 'right' as const,
        width: 130,
        formatter: (value: unknown, row: ELearningStatisticsRow) =>
          typeof value === 'number' && value > 0 ? (
            <Link component={RouterLink} to={standingsBehind(row, name)} aria-label={`${t(`statistics.fields.${name}`)}: ${value}`}>
              {value}
            </Link>
          ) : (
            String(value)
          ),
      })),
      {
        name: 'completionRate',
        label: t('statistics.fields.completionRate'),
        width: 220,
        formatter: (value: unknown) => <CompletionRate rate={typeof value === 'number' ? value : 0} />,
      },
    ],
    [t, perOrgUnit, onOpen],
  );
  return (
    <Loaded result={statistics}>
      {({ items, total }) => (
        <Stack spacing={1}>
          <DataTable<ELearningStatisticsRow>
            tableId={perOrgUnit ? `elearning-statistics-${elearningUuid}` : 'elearning-statistics'}
            label={perOrgUnit ? t('statistics.perOrgUnitLabel') : t('statistics.perELearningLabel')}
            columns={columns}
            rows={items}
            total={items.length}
            getRowId={(row) => row.orgUnitUuid ?? row.elearningUuid}
            emptyText={perOrgUnit ? t('statistics.emptyOrgUnits') : t('statistics.emptyELearnings')}
            // Every row is here already: the table has nothing to ask the server for.
            onStateChange={() => undefined}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography role="status">
              {t('statistics.total', {
                assigned: total.assigned,
                completed: total.completed,
                overdue: total.overdue,
                rate: formatNumber(total.completionRate, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })}
            </Typography>
            {canExport && (
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} sx={{ flexShrink: 0 }}>
                {t('statistics.export')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Loaded>
  );
}
