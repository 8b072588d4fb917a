import { useMemo } from 'react';
import { PERMISSIONS, formatDate, type LicenseeClientDetails } from '@compliance/shared-contracts/browser';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  DetailsFormCard,
  PageHeadline,
  Stack,
  Typography,
  useConfirmedAction,
  useParams,
  usePageTitle,
  usePermission,
  useSubmitHandler,
} from '@compliance/shared-ui';
import { ClientAreas } from '../client-areas/ClientAreas';
import { DetailsPage } from '../common/DetailsPage';
import { useLicenseeTranslation } from '../common/namespace';
import { backOfficePaths } from '../common/paths';
import { useClient, useClientWrites } from './api';
import { useEnterClient } from './use-enter-client';
import { useClientText } from './client-text';
import {
  CLIENT_FIELD_ERRORS,
  ClientFields,
  clientFieldsOf,
  clientFormValuesOf,
  validateClientForm,
  type ClientFormValues,
} from './ClientFields';

/** What the client is at a glance: company ID, members of its limit, areas, last activity, since when. */
function ClientSummary({ client }: { client: LicenseeClientDetails }) {
  const { t, i18n } = useLicenseeTranslation();
  const text = useClientText();
  const date = (value: string) => formatDate(value, i18n.language);
  const facts: Array<[string, string]> = [
    [t('clients.fields.clientIdentifier'), client.clientIdentifier],
    [t('clients.fields.members'), text.membersOfLimit(client)],
    [t('clients.fields.areas'), text.areas(client.areas)],
    [t('clients.fields.lastActivity'), client.lastActivityAt ? date(client.lastActivityAt) : t('clients.never')],
    [t('clients.fields.createdAt'), date(client.createdAt)],
    [t('clients.fields.supportLogin'), t(client.allowSupportLogin ? 'clients.supportLogin.allowed' : 'clients.supportLogin.forbidden')],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('clients.details.summary')}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0 }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The client's master data and member limit; licensee admins save them, advisors read them. */
function ClientForm({ client }: { client: LicenseeClientDetails }) {
  const { t } = useLicenseeTranslation();
  const canSave = usePermission([PERMISSIONS.licensee.manageClients]);
  const initialValues = useMemo(() => clientFormValuesOf(client), [client]);
  const { update } = useClientWrites();
  const submit = useSubmitHandler((values: ClientFormValues) => update({ ...clientFieldsOf(values), uuid: client.uuid }), {
    fields: CLIENT_FIELD_ERRORS,
  });
  return (
    <DetailsFormCard<ClientFormValues>
      headline={t('clients.details.masterData')}
      initialValues={initialValues}
      validate={validateClientForm}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => <ClientFields country={client.country} />}
    </DetailsFormCard>
  );
}

/** Deactivating (members cannot sign in; nothing is deleted) or reactivating the client, each after a confirmation. */
function ClientStatusActions({ client }: { client: LicenseeClientDetails }) {
  const { t } = useLicenseeTranslation();
  const canManage = usePermission([PERMISSIONS.licensee.manageClients]);
  const { deactivate, reactivate } = useClientWrites();
  const { ask, dialog } = useConfirmedAction();
  if (!canManage) return null;
  const active = client.deactivatedAt === null;
  const confirm = () =>
    ask(
      active
        ? {
            title: t('clients.deactivate.title'),
            message: t('clients.deactivate.message', { name: client.name }),
            confirmLabel: t('clients.deactivate.confirm'),
            danger: true,
            run: () => deactivate({ uuid: client.uuid }),
          }
        : {
            title: t('clients.reactivate.title'),
            message: t('clients.reactivate.message', { name: client.name }),
            confirmLabel: t('clients.reactivate.confirm'),
            run: () => reactivate({ uuid: client.uuid }),
          },
    );
  return (
    <>
      <Button variant="outlined" color={active ? 'error' : 'primary'} onClick={confirm}>
        {active ? t('clients.deactivate.title') : t('clients.reactivate.title')}
      </Button>
      {dialog}
    </>
  );
}

/** "Als Support anmelden": the back-office session becomes a support session in the client, where the client allows it. */
function EnterClientButton({ client }: { client: LicenseeClientDetails }) {
  const { t } = useLicenseeTranslation();
  const { mayEnter, enter, entering } = useEnterClient();
  if (!mayEnter(client)) return null;
  return (
    <Button variant="contained" onClick={() => void enter(client)} disabled={entering}>
      {t('clients.supportLogin.enter')}
    </Button>
  );
}

function ClientDetails({ client }: { client: LicenseeClientDetails }) {
  const { t, i18n } = useLicenseeTranslation();
  usePageTitle(client.name);
  return (
    <Stack spacing={2}>
      <PageHeadline
        title={client.name}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <EnterClientButton client={client} />
            <ClientStatusActions client={client} />
          </Stack>
        }
      />
      {client.deactivatedAt && (
        <Alert severity="warning">{t('clients.details.deactivatedSince', { date: formatDate(client.deactivatedAt, i18n.language) })}</Alert>
      )}
      <ClientSummary client={client} />
      <ClientForm client={client} />
      <ClientAreas clientUuid={client.uuid} />
    </Stack>
  );
}

/** /licensee/clients/:clientId: one client of the licensee, its master data and member limit, its packages and areas, and its deactivation. */
export function ClientDetailsPage() {
  const { t } = useLicenseeTranslation();
  const { clientId = null } = useParams();
  const result = useClient(clientId);
  return (
    <DetailsPage backTo={backOfficePaths.clients} backLabel={t('clients.details.back')} result={result}>
      {(client) => <ClientDetails client={client} />}
    </DetailsPage>
  );
}
