import type { ReactElement } from 'react';
import { formatDate, formatNumber, type ELearningResult } from '@compliance/shared-contracts/browser';
import { Alert, ArrowBackIcon, Box, Button, DownloadIcon, Typography, useNavigate, useParams, usePageTitle } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { PrintLayout } from '@compliance/shared-ui/print';
import { useELearningTranslation } from '../common/namespace';
import { elearningPaths } from '../common/paths';
import { downloadCertificate, useResultData } from './api';

/**
 * The certificate as a sheet of paper: the lines of the PDF the server renders, in the page's
 * language (the PDF keeps the language it was written in).
 */
function CertificateSheet({ result }: { result: ELearningResult }): ReactElement {
  const { t, i18n } = useELearningTranslation();
  const c = (key: string, values: Record<string, string> = {}) => t(`common.certificate.${key}`, values);
  const completedOn = formatDate(result.completedAt, i18n.language, { timeZone: 'UTC' });
  return (
    <Box
      component="article"
      aria-labelledby="certificate-heading"
      sx={{
        mx: 'auto',
        maxWidth: '42rem',
        aspectRatio: '210 / 297',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 3, sm: 8 },
        py: 8,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        '@media print': { border: 0, maxWidth: 'none', aspectRatio: 'auto', minHeight: '25cm' },
      }}
    >
      <Typography color="text.secondary">{c('issuedFor', { client: result.clientName })}</Typography>
      <Typography id="certificate-heading" variant="h4" component="h1" sx={{ fontWeight: 700, mt: 4, mb: 4 }}>
        {c('heading')}
      </Typography>
      <Typography>{c('confirms')}</Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {result.memberName}
      </Typography>
      <Typography>{c('completedCourse')}</Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {result.courseTitle}
      </Typography>
      <Typography>{c('completedOn', { date: completedOn })}</Typography>
      {result.scorePercent !== null && (
        <Typography sx={{ mt: 2 }}>
          {c('score', { score: formatNumber(result.scorePercent, i18n.language, { maximumFractionDigits: 0 }) })}
        </Typography>
      )}
      {result.validUntil !== null && <Typography>{c('validUntil', { date: formatDate(result.validUntil, i18n.language) })}</Typography>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
        {c('number', { number: result.certificateNumber })}
      </Typography>
    </Box>
  );
}

function Certificate({ result }: { result: ELearningResult }): ReactElement {
  const { t } = useELearningTranslation();
  const navigate = useNavigate();
  // Opened from a link of its own (a new tab, a mail), there is no page to go back to: My E-Learnings then.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(elearningPaths.myELearnings()));
  const download = () =>
    void downloadCertificate(result.resultUuid, t('common.certificate.fileName', { number: result.certificateNumber }))
      // The failure is the shell's toast.
      .catch(() => undefined);
  return (
    <PrintLayout
      orientation="portrait"
      showPrintButton
      actions={
        <>
          <Button variant="text" startIcon={<ArrowBackIcon />} onClick={back} sx={{ mr: 'auto' }}>
            {t('certificate.back')}
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={download}>
            {t('certificate.download')}
          </Button>
        </>
      }
    >
      {result.archived && (
        <Alert severity="info" sx={{ mb: 2, displayPrint: 'none' }}>
          {t('certificate.archived')}
        </Alert>
      )}
      <CertificateSheet result={result} />
    </PrintLayout>
  );
}

/**
 * /dashboard/apps/elearnings/certificate/:resultUuid: a result's certificate in the print layout
 * (portrait; the shell hides the support chat here), to print or download as the stored PDF.
 */
export function CertificatePage() {
  const { t } = useELearningTranslation();
  const { resultUuid = '' } = useParams();
  usePageTitle(t('certificate.title'));
  const result = useResultData(resultUuid);
  return <Loaded result={result}>{(data) => <Certificate result={data} />}</Loaded>;
}
