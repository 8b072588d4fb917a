import type { importMemberCsvEndpoint, ResponseOf } from '@compliance/shared-contracts/browser';
import { Alert, Box, Button, Link, RouterLink, Stack, Typography } from '@compliance/shared-ui';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';

/** What an import answered: how many members it created and how many invitations went out. */
export type ImportResult = ResponseOf<typeof importMemberCsvEndpoint>;

/** Props of ImportResultStep. */
export interface ImportResultStepProps {
  result: ImportResult;
  /** Starts another import. */
  onRestart: () => void;
}

/** The import's last step: what was imported, with a link to the members list. */
export function ImportResultStep({ result, onRestart }: ImportResultStepProps) {
  const { t } = useCompanyTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {t('import.result.imported', { count: result.imported })}
      </Alert>
      {result.invitationsSent > 0 && <Typography>{t('import.result.invitations', { count: result.invitationsSent })}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Link component={RouterLink} to={companyPaths.membersList()}>
          {t('import.result.toMembers')}
        </Link>
        <Button onClick={onRestart}>{t('import.result.again')}</Button>
      </Box>
    </Stack>
  );
}
