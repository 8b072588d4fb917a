import { exportClientAuditLogEndpoint, readClientAuditLogEndpoint } from '@compliance/shared-contracts/browser';
import { Typography } from '@compliance/shared-ui';
import { AuditLogView } from '@compliance/shared-ui/audit-log';
import { CompanyPage } from '../common/CompanyPage';
import { useCompanyTranslation } from '../common/namespace';

/** company/audit-log: every write in the company, support sessions included (the company owner's). */
export function AuditLogPage() {
  const { t } = useCompanyTranslation();
  return (
    <CompanyPage title={t('auditLog.title')} crumbs={[]}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('auditLog.intro')}
      </Typography>
      <AuditLogView endpoint={readClientAuditLogEndpoint} exportEndpoint={exportClientAuditLogEndpoint} />
    </CompanyPage>
  );
}
