import { useMemo, useState } from 'react';
import {
  LICENSEE_CLIENT_STATUSES,
  LICENSEE_CLIENT_SUPPORT_LOGIN,
  PERMISSIONS,
  type LicenseeClientRow,
} from '@compliance/shared-contracts/browser';
import {
  AddIcon,
  FormDialog,
  PageHeadline,
  Stack,
  useNavigate,
  usePageTitle,
  useSubmitHandler,
  VisibilityIcon,
} from '@compliance/shared-ui';
import {
  ServerDataTable,
  SupportAgentIcon,
  useDateCell,
  useServerTable,
  type DataTableColumn,
  type TableFilterConfig,
} from '@compliance/shared-ui/table';
import { useLicenseeTranslation } from '../common/namespace';
import { backOfficePaths } from '../common/paths';
import { CLIENT_LIST, useClientWrites } from './api';
import { useClientText } from './client-text';
import { useEnterClient } from './use-enter-client';
import {
  CLIENT_FIELD_ERRORS,
  ClientFields,
  NEW_CLIENT_VALUES,
  NewClientOwnerFields,
  newClientBodyOf,
  validateClientForm,
  type NewClientFormValues,
} from './ClientFields';

/** "Kunden anlegen": master data, member limit, company ID and the first super-admin, who is mailed a link to set a password. */
function CreateClientDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLicenseeTranslation();
  const navigate = useNavigate();
  const { create } = useClientWrites();
  const submit = useSubmitHandler((values: NewClientFormValues) => create(newClientBodyOf(values)), {
    fields: CLIENT_FIELD_ERRORS,
    onDone: ({ uuid }) => navigate(backOfficePaths.client(uuid)),
  });
  return (
    <FormDialog<NewClientFormValues>
      open
      title={t('clients.create.title')}
      width="50rem"
      initialValues={NEW_CLIENT_VALUES}
      validate={validateClientForm}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('clients.create.submit')}
    >
      {() => (
        <Stack spacing={1}>
          <ClientFields />
          <NewClientOwnerFields />
        </Stack>
      )}
    </FormDialog>
  );
}

/**
 * /licensee/clients: the licensee's clients with search, filters (status, support login) and sort;
 * staff enter a client that allows it as its support from its row; licensee admins create clients here.
 */
export function ClientListPage() {
  const { t } = useLicenseeTranslation();
  const navigate = useNavigate();
  const table = useServerTable(CLIENT_LIST);
  const dateCell = useDateCell();
  const text = useClientText();
  const [creating, setCreating] = useState(false);
  const { mayEnter, enter, entering } = useEnterClient();
  usePageTitle(t('clients.title'));

  const columns = useMemo<DataTableColumn<LicenseeClientRow>[]>(
    () => [
      { name: 'name', label: t('clients.fields.name'), sortable: true, click: (row) => navigate(backOfficePaths.client(row.uuid)) },
      { name: 'clientIdentifier', label: t('clients.fields.clientIdentifier'), sortable: true, priority: 3 },
      { name: 'city', label: t('clients.fields.city'), sortable: true },
      {
        name: 'memberCount',
        label: t('clients.fields.members'),
        sortable: true,
        alignment: 'right',
        formatter: (_value, row) => text.membersOfLimit(row),
      },
      {
        name: 'areas',
        label: t('clients.fields.areas'),
        formatter: (_value, row) => text.areas(row.areas),
      },
      {
        name: 'lastActivityAt',
        label: t('clients.fields.lastActivity'),
        sortable: true,
        formatter: (value) => dateCell(value) || t('clients.never'),
      },
      {
        name: 'deactivatedAt',
        label: t('clients.fields.status'),
        formatter: (value) => t(value ? 'clients.status.deactivated' : 'clients.status.active'),
      },
      {
        name: 'allowSupportLogin',
        label: t('clients.fields.supportLogin'),
        priority: 3,
        formatter: (value) => t(value ? 'clients.supportLogin.allowed' : 'clients.supportLogin.forbidden'),
      },
    ],
    [t, text, navigate, dateCell],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('clients.search') },
      {
        name: 'status',
        type: 'dropdown',
        label: t('clients.fields.status'),
        options: [
          { label: t('clients.status.all'), value: '' },
          ...LICENSEE_CLIENT_STATUSES.map((status) => ({ label: t(`clients.status.${status}`), value: status })),
        ],
      },
      {
        name: 'supportLogin',
        type: 'dropdown',
        label: t('clients.fields.supportLogin'),
        options: [
          { label: t('clients.status.all'), value: '' },
          ...LICENSEE_CLIENT_SUPPORT_LOGIN.map((value) => ({ label: t(`clients.supportLogin.${value}`), value })),
        ],
      },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <PageHeadline title={t('clients.title')} />
      <ServerDataTable<LicenseeClientRow>
        tableId={CLIENT_LIST.tableId}
        label={t('clients.tableLabel')}
        columns={columns}
        filters={filters}
        initialState={CLIENT_LIST.initialState}
        emptyText={t('clients.empty')}
        actions={[
          {
            label: t('clients.create.title'),
            icon: <AddIcon />,
            permissions: [PERMISSIONS.licensee.manageClients],
            onClick: () => setCreating(true),
          },
        ]}
        rowActions={[
          {
            icon: <VisibilityIcon />,
            label: t('clients.open'),
            href: (row) => backOfficePaths.client(row.uuid),
          },
          {
            icon: <SupportAgentIcon />,
            label: t('clients.supportLogin.enter'),
            onClick: (row) => void enter(row),
            hidden: (row) => !mayEnter(row),
            disabled: () => entering,
          },
        ]}
        table={table}
      />
      {creating && <CreateClientDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
