import { useMemo, useState } from 'react';
import {
  AddIcon,
  DeleteIcon,
  useNavigate,
  VisibilityIcon,
  AutoFill,
  FormDialog,
  useSubmitHandler,
  useConfirmedAction,
} from '@compliance/shared-ui';
import { LOCATION_TYPES, PERMISSIONS, type Location } from '@compliance/shared-contracts/browser';
import { type DataTableColumn, type TableFilterConfig, useServerTable } from '@compliance/shared-ui/table';
import { EntityListPage } from '../common/EntityListPage';
import { useIdentifierSuggestion } from '../common/identifier';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { LOCATIONS } from './api';
import {
  LOCATION_FIELD_ERRORS,
  LocationFields,
  NEW_LOCATION_VALUES,
  locationBodyOf,
  validateLocationForm,
  type LocationFormValues,
} from './LocationFields';

/** "Standort anlegen": the identifier follows the name until edited; the postal code must fit the country. */
function CreateLocationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useCompanyTranslation();
  const suggest = useIdentifierSuggestion();
  const { create } = LOCATIONS.useWrites();
  const submit = useSubmitHandler((values: LocationFormValues) => create(locationBodyOf(values)), { fields: LOCATION_FIELD_ERRORS });
  return (
    <FormDialog<LocationFormValues>
      open
      title={t('locations.create.title')}
      width="50rem"
      initialValues={NEW_LOCATION_VALUES}
      validate={validateLocationForm}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('actions.create')}
    >
      {() => (
        <>
          <AutoFill<LocationFormValues> target="locationIdentifier" suggest={(values) => suggest(values.name)} />
          <LocationFields />
        </>
      )}
    </FormDialog>
  );
}

/** /dashboard/company/locations/list: locations with search and type filter, create and delete. */
export function LocationListPage() {
  const { t, i18n } = useCompanyTranslation();
  const navigate = useNavigate();
  const table = useServerTable(LOCATIONS.list);
  const writes = LOCATIONS.useWrites();
  const { ask, dialog } = useConfirmedAction();
  const [creating, setCreating] = useState(false);

  const columns = useMemo<DataTableColumn<Location>[]>(
    () => [
      { name: 'name', label: t('fields.name'), sortable: true, click: (row) => navigate(companyPaths.locationDetails(row.uuid)) },
      { name: 'locationIdentifier', label: t('fields.identifier'), sortable: true, priority: 3 },
      { name: 'city', label: t('fields.city'), sortable: true },
      { name: 'countryCode', label: t('fields.country'), sortable: true, width: 120 },
      {
        name: 'locationType',
        label: t('fields.locationType'),
        sortable: true,
        formatter: (value) => t(`locations.types.${String(value)}`),
      },
      {
        name: 'floorSpace',
        label: t('fields.floorSpace'),
        sortable: true,
        alignment: 'right',
        formatter: (value) =>
          typeof value === 'number' ? `${new Intl.NumberFormat(i18n.language.replace('_', '-')).format(value)} m²` : '',
      },
      { name: 'memberCount', label: t('fields.memberCount'), sortable: true, alignment: 'right', width: 140 },
    ],
    [t, i18n.language, navigate],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('search.locations') },
      {
        name: 'locationType',
        type: 'dropdown',
        label: t('fields.locationType'),
        options: [
          { label: t('filters.all'), value: '' },
          ...LOCATION_TYPES.map((type) => ({ label: t(`locations.types.${type}`), value: type })),
        ],
      },
    ],
    [t],
  );
  const confirmDelete = (rows: Location[]) =>
    ask({
      title: t('locations.delete.title'),
      message: t('locations.delete.message', { count: rows.length, names: rows.map((row) => row.name).join(', ') }),
      confirmLabel: t('actions.delete'),
      danger: true,
      run: () => writes.remove({ uuids: rows.map((row) => row.uuid) }),
    });

  return (
    <EntityListPage<Location>
      title={t('locations.title')}
      tableId={LOCATIONS.list.tableId}
      tableLabel={t('locations.tableLabel')}
      columns={columns}
      emptyText={t('locations.empty')}
      emptyHint={t('locations.emptyHint')}
      filters={filters}
      initialState={LOCATIONS.list.initialState}
      actions={[
        {
          label: t('locations.create.title'),
          icon: <AddIcon />,
          permissions: [PERMISSIONS.location.create],
          onClick: () => setCreating(true),
        },
      ]}
      bulkActions={[
        { label: t('actions.deleteSelected'), icon: <DeleteIcon />, permissions: [PERMISSIONS.location.delete], onClick: confirmDelete },
      ]}
      rowActions={[
        {
          icon: <VisibilityIcon />,
          label: t('actions.details'),
          permissions: [PERMISSIONS.location.detail],
          onClick: (row) => navigate(companyPaths.locationDetails(row.uuid)),
        },
        {
          icon: <DeleteIcon />,
          label: t('actions.delete'),
          permissions: [PERMISSIONS.location.delete],
          onClick: (row) => confirmDelete([row]),
        },
      ]}
      table={table}
    >
      {dialog}
      {creating && <CreateLocationDialog onClose={() => setCreating(false)} />}
    </EntityListPage>
  );
}
