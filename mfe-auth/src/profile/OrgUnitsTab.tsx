import { useMemo } from 'react';
import { formatBoolean, type ProfileOrgUnit } from '@compliance/shared-contracts/browser';
import { Card, CardContent, Typography } from '@compliance/shared-ui';
import { ServerDataTable, useServerTable, type DataTableColumn } from '@compliance/shared-ui/table';
import { useAuthTranslation } from '../namespace';
import { PROFILE_ORG_UNITS } from './api';

/** The org-units tab: the org units the member belongs to, paged and sorted by the server. */
export function OrgUnitsTab() {
  const { t } = useAuthTranslation();
  const table = useServerTable(PROFILE_ORG_UNITS);

  const columns = useMemo<DataTableColumn<ProfileOrgUnit>[]>(() => {
    const yesNo = (value: unknown) => t(formatBoolean(value === true), { ns: 'common' });
    return [
      { name: 'orgUnitName', label: t('profile.orgUnits.orgUnitName'), sortable: true },
      { name: 'orgUnitIdentifier', label: t('profile.orgUnits.orgUnitIdentifier'), sortable: true },
      { name: 'isRoot', label: t('profile.orgUnits.isRoot'), width: 160, formatter: yesNo },
      { name: 'isDefault', label: t('profile.orgUnits.isDefault'), width: 160, formatter: yesNo },
    ];
  }, [t]);

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('profile.orgUnits.headline')}
        </Typography>
        <ServerDataTable<ProfileOrgUnit>
          tableId={PROFILE_ORG_UNITS.tableId}
          label={t('profile.orgUnits.tableLabel')}
          columns={columns}
          table={table}
          emptyText={t('profile.orgUnits.empty')}
          initialState={PROFILE_ORG_UNITS.initialState}
        />
      </CardContent>
    </Card>
  );
}
