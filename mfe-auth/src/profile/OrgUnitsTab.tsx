import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_ORG_UNIT_SORT_COLUMNS,
  formatBoolean,
  readProfileOrgUnitListEndpoint,
  type ProfileOrgUnit,
  type ProfileOrgUnitListRequest,
} from '@compliance/shared-contracts/browser';
import { apiRequest, Card, CardContent, Typography } from '@compliance/shared-ui';
import { DataTable, type DataTableColumn, type TableQuery } from '@compliance/shared-ui/table';

/** Key the table's page, sort and filter are kept under (docs/product.md §3). */
export const PROFILE_ORG_UNITS_TABLE_ID = 'profile-org-units';

type SortColumn = NonNullable<ProfileOrgUnitListRequest['sortBy']>;
const isSortColumn = (value: string | undefined): value is SortColumn =>
  (PROFILE_ORG_UNIT_SORT_COLUMNS as readonly (string | undefined)[]).includes(value);

/** The org-units tab: the org units the member belongs to, paged and sorted by the server. */
export function OrgUnitsTab() {
  const { t } = useTranslation(['auth', 'common']);
  const [page, setPage] = useState<{ items: ProfileOrgUnit[]; total: number }>({ items: [], total: 0 });
  const [loading, setLoading] = useState(false);
  // Only the answer to the latest query may fill the table; an older one can arrive last.
  const latest = useRef(0);
  const lastQuery = useRef<string | null>(null);

  const load = useCallback(async (query: TableQuery) => {
    // DataTable reports its first query twice (a fresh state object, then the stored one): load once.
    const key = JSON.stringify(query);
    if (key === lastQuery.current) return;
    lastQuery.current = key;
    const id = ++latest.current;
    setLoading(true);
    const body: ProfileOrgUnitListRequest = {
      page: query.page,
      perPage: query.perPage,
      sortDirection: query.sortDirection,
      filter: query.filter,
      ...(isSortColumn(query.sortBy) ? { sortBy: query.sortBy } : {}),
    };
    try {
      const result = await apiRequest(readProfileOrgUnitListEndpoint, { body });
      if (id === latest.current) setPage(result);
    } catch {
      // The shell's error handler has already shown the message.
      if (id === latest.current) setPage({ items: [], total: 0 });
    } finally {
      if (id === latest.current) setLoading(false);
    }
  }, []);

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
        <DataTable<ProfileOrgUnit>
          tableId={PROFILE_ORG_UNITS_TABLE_ID}
          label={t('profile.orgUnits.tableLabel')}
          columns={columns}
          rows={page.items}
          total={page.total}
          loading={loading}
          emptyText={t('profile.orgUnits.empty')}
          initialState={{ sortBy: 'orgUnitName', sortDirection: 'asc' }}
          onStateChange={(query) => void load(query)}
        />
      </CardContent>
    </Card>
  );
}
