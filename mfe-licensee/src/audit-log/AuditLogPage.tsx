import { exportLicenseeAuditLogEndpoint, readLicenseeAuditLogEndpoint } from '@compliance/shared-contracts/browser';
import { PageHeadline, Stack, Typography, usePageTitle } from '@compliance/shared-ui';
import { AuditLogView } from '@compliance/shared-ui/audit-log';
import { useLicenseeTranslation } from '../common/namespace';

/** /licensee/audit-log: what the licensee's staff wrote, in the back office and in clients as their support (the licensee admin's). */
export function AuditLogPage() {
  const { t } = useLicenseeTranslation();
  usePageTitle(t('auditLog.title'));
  return (
    <Stack spacing={2}>
      <PageHeadline title={t('auditLog.title')} />
      <Typography color="text.secondary">{t('auditLog.intro')}</Typography>
      <AuditLogView endpoint={readLicenseeAuditLogEndpoint} exportEndpoint={exportLicenseeAuditLogEndpoint} showClient />
    </Stack>
  );
}
