import { Box, Button, DownloadIcon, Stack, Typography } from '@compliance/shared-ui';
import { MEMBER_IMPORT_MAX_ROWS, formatNumber, type MemberImportOptions } from '@compliance/shared-contracts/browser';
import { FileUploader, type UploadEntry } from '@compliance/shared-ui/inputs';
import { useCompanyTranslation } from '../common/namespace';
import { MEMBER_CSV_UPLOAD, memberCsvParams } from './api';
import { ImportOptions } from './ImportOptions';
import { downloadMemberImportTemplate } from './csv-template';

/** Props of ImportUploadStep. */
export interface ImportUploadStepProps {
  options: MemberImportOptions;
  onOptionsChange: (options: MemberImportOptions) => void;
  /** Called with the chosen file and the server's answer once it was uploaded. */
  onUploaded: (entry: UploadEntry) => void;
}

/** The import's first step: the row limit, the template, the options and the CSV to check. */
export function ImportUploadStep({ options, onOptionsChange, onUploaded }: ImportUploadStepProps) {
  const { t, i18n } = useCompanyTranslation();
  return (
    <Stack spacing={3}>
      <Typography>{t('import.upload.intro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('import.upload.rowLimit', {
          rows: formatNumber(MEMBER_IMPORT_MAX_ROWS, i18n.language, { maximumFractionDigits: 0, minimumFractionDigits: 0 }),
        })}
      </Typography>
      <Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadMemberImportTemplate()}>
          {t('import.upload.template')}
        </Button>
      </Box>
      <ImportOptions value={options} onChange={onOptionsChange} />
      <FileUploader
        {...MEMBER_CSV_UPLOAD}
        label={t('import.upload.choose')}
        params={memberCsvParams(options)}
        allowedTypes={['csv']}
        onUploaded={onUploaded}
      />
    </Stack>
  );
}
