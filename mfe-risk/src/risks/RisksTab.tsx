import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { RISK_LEVELS, RISK_STATUSES } from '@compliance/shared-contracts/browser';
import { VisibilityIcon } from '@compliance/shared-ui';
import { ServerDataTable, type DataTableColumn, type TableFilterConfig, useServerTable, choiceFilter } from '@compliance/shared-ui/table';
import { RiskFactor } from '@compliance/shared-ui/risk-matrix';
import { useRiskTranslation } from '../common/namespace';
import { RiskDialog } from './RiskDialog';
import { resultRisks, type RiskRow } from './api';

/**
 * The risks tab of a result: each question's hazard with its damage severity, probability, risk
 * factor 1–10 and level in words, status and measures; the highest first. Opening one shows how
 * the group answered and lets admins define its measures.
 */
export function RisksTab({ riskAssessmentExecutionResultUuid }: { riskAssessmentExecutionResultUuid: string }): ReactElement {
  const { t } = useRiskTranslation();
  const risks = useMemo(() => resultRisks(riskAssessmentExecutionResultUuid), [riskAssessmentExecutionResultUuid]);
  const table = useServerTable<RiskRow>({ cacheKey: risks.cacheKey, fetchPage: risks.fetchPage });
  const [open, setOpen] = useState<RiskRow | null>(null);
  const show = useCallback((row: RiskRow) => setOpen(row), []);
  const columns = useMemo<DataTableColumn<RiskRow>[]>(
    () => [
      { name: 'position', label: t('risks.fields.position'), sortable: true, width: 70, alignment: 'right' },
      // The hazard, with its section in the dialog: the title needs the room.
      { name: 'title', label: t('risks.fields.title'), width: 310, primary: true, click: show },
      { name: 'damageSeverity', label: t('risks.fields.damageSeverity'), width: 130, alignment: 'right' },
      { name: 'probability', label: t('risks.fields.probability'), width: 140, alignment: 'right' },
      {
        name: 'riskFactor',
        label: t('risks.fields.riskFactor'),
        sortable: true,
        width: 200,
        formatter: (value, row) => (typeof value === 'number' ? <RiskFactor factor={value} raised={row.raisedBySeverity} /> : ''),
      },
      {
        name: 'status',
        label: t('fields.status'),
        sortable: true,
        width: 180,
        formatter: (value) => t(`common.riskActionExport.riskStatuses.${String(value)}`),
      },
      { name: 'riskActionCount', label: t('risks.fields.riskActionCount'), width: 110, alignment: 'right' },
    ],
    [t, show],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      choiceFilter('level', t('risks.fields.level'), t('filters.all'), RISK_LEVELS, (level) =>
        t(`common.riskActionExport.levels.${level}`),
      ),
      choiceFilter('status', t('fields.status'), t('filters.all'), RISK_STATUSES, (status) =>
        t(`common.riskActionExport.riskStatuses.${status}`),
      ),
    ],
    [t],
  );
  return (
    <>
      <ServerDataTable<RiskRow>
        tableId="risk-risks"
        label={t('risks.tableLabel')}
        columns={columns}
        emptyText={t('risks.empty')}
        filters={filters}
        initialState={{ sortBy: 'riskFactor', sortDirection: 'desc' }}
        table={table}
        rowActions={[{ icon: <VisibilityIcon />, label: t('risks.open'), onClick: show }]}
      />
      {open && <RiskDialog riskUuid={open.riskUuid} title={`${open.position}. ${open.title}`} onClose={() => setOpen(null)} />}
    </>
  );
}
