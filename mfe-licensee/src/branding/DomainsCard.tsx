import { useState } from 'react';
import { PERMISSIONS, validateHostname, type LicenseeBrandingResponse, type LicenseeDomain } from '@compliance/shared-contracts/browser';
import {
  Box,
  Button,
  Card,
  CardContent,
  DeleteIcon,
  FormDialog,
  requiredValidator,
  TextField,
  Typography,
  useConfirmedAction,
  usePermission,
  useSubmitHandler,
} from '@compliance/shared-ui';
import { useLicenseeTranslation } from '../common/namespace';
import { CardHeadline } from '../common/CardHeadline';
import { useBrandingWrites } from './api';

/** Adding a host name the product answers on for the licensee. */
function AddDomainDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLicenseeTranslation();
  const { addDomain } = useBrandingWrites();
  const submit = useSubmitHandler((values: { host: string }) => addDomain(values), { fields: { 'Licensee.DomainTaken': 'host' } });
  return (
    <FormDialog<{ host: string }>
      open
      title={t('branding.domains.addTitle')}
      initialValues={{ host: '' }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('branding.domains.add')}
    >
      {() => (
        <TextField
          name="host"
          label={t('branding.domains.host')}
          helperText={t('branding.domains.hostHelp')}
          validate={[requiredValidator(), validateHostname]}
          placeholder="portal.example.de"
        />
      )}
    </FormDialog>
  );
}

/**
 * The host names the product answers on for the licensee: its sign-in pages and this back office.
 * The one this page came on cannot be removed from here (the server refuses it too).
 */
export function DomainsCard({ branding }: { branding: LicenseeBrandingResponse }) {
  const { t } = useLicenseeTranslation();
  const canManage = usePermission([PERMISSIONS.licensee.manageBranding]);
  const { removeDomain } = useBrandingWrites();
  const { ask, dialog } = useConfirmedAction();
  const [adding, setAdding] = useState(false);
  const remove = (domain: LicenseeDomain) =>
    ask({
      title: t('branding.domains.removeTitle'),
      message: t('branding.domains.removeMessage', { host: domain.host }),
      confirmLabel: t('branding.domains.remove'),
      danger: true,
      run: () => removeDomain({ uuid: domain.uuid }),
    });
  return (
    <Card variant="outlined">
      <CardContent>
        <CardHeadline
          title={t('branding.domains.title')}
          addLabel={t('branding.domains.addTitle')}
          onAdd={canManage ? () => setAdding(true) : undefined}
        />
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('branding.domains.intro')}
        </Typography>
        {branding.domains.length === 0 ? (
          <Typography color="text.secondary">{t('branding.domains.none')}</Typography>
        ) : (
          <Box component="ul" aria-label={t('branding.domains.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {branding.domains.map((domain) => {
              const current = domain.host === branding.currentHost;
              return (
                <Box
                  component="li"
                  key={domain.uuid}
                  sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
                >
                  <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flexGrow: 1 }}>{domain.host}</Typography>
                  {current ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('branding.domains.current')}
                    </Typography>
                  ) : (
                    canManage && (
                      <Button
                        color="error"
                        startIcon={<DeleteIcon />}
                        onClick={() => remove(domain)}
                        aria-label={t('branding.domains.removeNamed', { host: domain.host })}
                      >
                        {t('branding.domains.remove')}
                      </Button>
                    )
                  )}
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
      {adding && <AddDomainDialog onClose={() => setAdding(false)} />}
      {dialog}
    </Card>
  );
}
