import { useMemo, useState } from 'react';
import {
  AddIcon,
  ContentCopyIcon,
  DeleteIcon,
  requiredValidator,
  showToast,
  Typography,
  useAppStore,
  useNavigate,
  VisibilityIcon,
  AutoFill,
  FormDialog,
  useSubmitHandler,
  useConfirmedAction,
} from '@compliance/shared-ui';
import { PERMISSIONS, formatBoolean, type OrgUnit } from '@compliance/shared-contracts/browser';
import { type DataTableColumn, type TableFilterConfig, useServerTable } from '@compliance/shared-ui/table';
import { type TypeaheadOption, TypeaheadField } from '@compliance/shared-ui/inputs';
import { EntityListPage } from '../common/EntityListPage';
import { useIdentifierSuggestion } from '../common/identifier';
import { COMPANY_NAMESPACE, useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { ORG_UNITS, searchOrgUnits } from './api';
import { NEW_ORG_UNIT_VALUES, ORG_UNIT_FIELD_ERRORS, OrgUnitFields, orgUnitBodyOf, type OrgUnitFormValues } from './OrgUnitFields';

/** "Organisationseinheit anlegen". */
function CreateOrgUnitDialog({ onClose }: { onClose: () => void }) {
  const { t } = useCompanyTranslation();
  // Generated like every identifier (docs/product.md §5): the name's slug with a random 4-digit suffix.
  const suggest = useIdentifierSuggestion();
  const { create } = ORG_UNITS.useWrites();
  const submit = useSubmitHandler((values: OrgUnitFormValues) => create(orgUnitBodyOf(values)), { fields: ORG_UNIT_FIELD_ERRORS });
  return (
    <FormDialog<OrgUnitFormValues>
      open
      title={t('orgUnits.create.title')}
      width="50rem"
      initialValues={NEW_ORG_UNIT_VALUES}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('actions.create')}
    >
      {() => (
        <>
          <AutoFill<OrgUnitFormValues> target="orgUnitIdentifier" suggest={(values) => suggest(values.orgUnitName)} />
          <OrgUnitFields />
        </>
      )}
    </FormDialog>
  );
}

/** "Mitarbeiterzuordnungen kopieren": every member of the source unit is added to the chosen target. */
function CopyAssignmentsDialog({ source, onClose }: { source: OrgUnit; onClose: () => void }) {
  const { t } = useCompanyTranslation();
  const store = useAppStore();
  const label = t('orgUnits.copy.target');
  const { copyAssignments } = ORG_UNITS.useWrites();
  const submit = useSubmitHandler(
    (values: { target: TypeaheadOption[] }) => copyAssignments({ sourceUuid: source.uuid, targetUuid: values.target?.[0]?.value ?? '' }),
    {
      onDone: (result) =>
        showToast({ type: 'info', message: 'orgUnits.copy.done', params: { count: result.copied }, namespace: COMPANY_NAMESPACE }, store),
    },
  );
  return (
    <FormDialog<{ target: TypeaheadOption[] }>
      open
      title={t('orgUnits.copy.title')}
      initialValues={{ target: [] }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('orgUnits.copy.submit')}
      validate={(values) => {
        const chosen = values.target?.[0];
        if (!chosen) return { target: requiredValidator(label)(undefined) };
        return chosen.value === source.uuid
          ? { target: { key: 'shouldNotMatch', params: { field: label, otherField: t('orgUnits.copy.source') } } }
          : {};
      }}
    >
      {() => (
        <>
          <Typography sx={{ mb: 2 }}>{t('orgUnits.copy.message', { name: source.orgUnitName })}</Typography>
          <TypeaheadField name="target" label={label} search={searchOrgUnits} maxSelections={1} />
        </>
      )}
    </FormDialog>
  );
}

/** /dashboard/company/org-units/list: org units with create, delete (refused while members or children exist) and copying member assignments. */
export function OrgUnitListPage() {
  const { t } = useCompanyTranslation();
  const navigate = useNavigate();
  const table = useServerTable(ORG_UNITS.list);
  const writes = ORG_UNITS.useWrites();
  const { ask, dialog } = useConfirmedAction();
  const [creating, setCreating] = useState(false);
  const [copySource, setCopySource] = useState<OrgUnit | null>(null);

  const columns = useMemo<DataTableColumn<OrgUnit>[]>(() => {
    const yesNo = (value: unknown) => t(formatBoolean(value === true), { ns: 'common' });
    return [
      {
        name: 'orgUnitName',
        label: t('fields.orgUnitName'),
        sortable: true,
        click: (row) => navigate(companyPaths.orgUnitDetails(row.uuid)),
      },
      { name: 'orgUnitIdentifier', label: t('fields.orgUnitIdentifier'), sortable: true, priority: 3 },
      { name: 'isRoot', label: t('fields.isRoot'), width: 140, priority: 3, formatter: yesNo },
      { name: 'isDefault', label: t('fields.isDefault'), width: 140, priority: 3, formatter: yesNo },
      {
        name: 'accountables',
        label: t('fields.accountables'),
        formatter: (_value, row) => row.accountables.map((member) => `${member.firstName} ${member.lastName}`).join(', '),
      },
      { name: 'memberCount', label: t('fields.memberCount'), sortable: true, alignment: 'right', width: 140 },
    ];
  }, [t, navigate]);
  const filters = useMemo<TableFilterConfig[]>(() => [{ name: 'search', type: 'search', label: t('search.orgUnits') }], [t]);

  const confirmDelete = (row: OrgUnit) =>
    ask({
      title: t('orgUnits.delete.title'),
      message: t('orgUnits.delete.message', { name: row.orgUnitName }),
      confirmLabel: t('actions.delete'),
      danger: true,
      run: () => writes.remove({ uuid: row.uuid }),
    });

  return (
    <EntityListPage<OrgUnit>
      title={t('orgUnits.title')}
      tableId={ORG_UNITS.list.tableId}
      tableLabel={t('orgUnits.tableLabel')}
      columns={columns}
      emptyText={t('orgUnits.empty')}
      filters={filters}
      initialState={ORG_UNITS.list.initialState}
      actions={[
        {
          label: t('orgUnits.create.title'),
          icon: <AddIcon />,
          permissions: [PERMISSIONS.orgUnit.create],
          onClick: () => setCreating(true),
        },
      ]}
      rowActions={[
        {
          icon: <VisibilityIcon />,
          label: t('actions.details'),
          permissions: [PERMISSIONS.orgUnit.detail],
          onClick: (row) => navigate(companyPaths.orgUnitDetails(row.uuid)),
        },
        {
          icon: <ContentCopyIcon />,
          label: t('orgUnits.copy.title'),
          permissions: [PERMISSIONS.orgUnit.copyMemberAssignments],
          onClick: setCopySource,
        },
        { icon: <DeleteIcon />, label: t('actions.delete'), permissions: [PERMISSIONS.orgUnit.delete], onClick: confirmDelete },
      ]}
      table={table}
    >
      {dialog}
      {creating && <CreateOrgUnitDialog onClose={() => setCreating(false)} />}
      {copySource && <CopyAssignmentsDialog source={copySource} onClose={() => setCopySource(null)} />}
    </EntityListPage>
  );
}
