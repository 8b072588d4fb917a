import { useMemo, useState } from 'react';
import {
  formatDate,
  formatFileSize,
  PERMISSIONS,
  type LicenseeCourseDetails,
  type LicenseeCourseOffer,
} from '@compliance/shared-contracts/browser';
import {
  Box,
  Button,
  Card,
  CardContent,
  DetailsFormCard,
  FormDialog,
  Link,
  PageHeadline,
  RouterLink,
  showToast,
  Stack,
  Typography,
  UploadFileIcon,
  useAppStore,
  useParams,
  usePageTitle,
  usePermission,
  useSubmitHandler,
} from '@compliance/shared-ui';
import { TypeaheadField, useUploadSubmitter, type TypeaheadOption } from '@compliance/shared-ui/inputs';
import { usePackageReportAfterUpload } from '@compliance/shared-ui/package-report';
import { LICENSEE_NAMESPACE, useLicenseeTranslation } from '../common/namespace';
import { backOfficePaths } from '../common/paths';
import { clientOptionOf, searchClients, useCourse, useCourseWrites } from './api';
import {
  CoursePackageField,
  CourseTextFields,
  courseTextsOf,
  courseTextValuesOf,
  OfferChoice,
  PACKAGE_FILE_ERRORS,
  type CourseTextValues,
} from './CourseFields';
import { DetailsPage } from '../common/DetailsPage';
import { courseText } from './CourseListPage';
import { useField } from 'react-final-form';

/** A short status word in an outlined label; `strong` fills it with the primary colour. */
function StatusLabel({ label, strong = false }: { label: string; strong?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        typography: 'body2',
        px: 1,
        borderRadius: 4,
        border: 1,
        borderColor: strong ? 'primary.main' : 'divider',
        bgcolor: strong ? 'primary.main' : 'transparent',
        color: strong ? 'primary.contrastText' : 'text.primary',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}

/** The course's texts in both languages and its duration; licensee admins save them, advisors read them. */
function CourseTextsForm({ course }: { course: LicenseeCourseDetails }) {
  const { t } = useLicenseeTranslation();
  const canSave = usePermission([PERMISSIONS.licensee.manageCourses]);
  const initialValues = useMemo(() => courseTextValuesOf(course), [course]);
  const { update } = useCourseWrites();
  const submit = useSubmitHandler((values: CourseTextValues) => update({ uuid: course.uuid, ...courseTextsOf(values) }));
  return (
    <DetailsFormCard<CourseTextValues>
      headline={t('courses.details.texts')}
      initialValues={initialValues}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => <CourseTextFields titleRequired disabled={!canSave} />}
    </DetailsFormCard>
  );
}

/**
 * "Neue Version hochladen": the zip checked before it is sent, its progress, a refusal's reason at
 * the file, and what the package holds once taken.
 */
function UploadVersionDialog({ course, title, onClose }: { course: LicenseeCourseDetails; title: string; onClose: () => void }) {
  const { t } = useLicenseeTranslation();
  const store = useAppStore();
  const { uploadCourseVersion } = useCourseWrites();
  const { progress, upload } = useUploadSubmitter(PACKAGE_FILE_ERRORS);
  const { keep, closeForm, reportDialog } = usePackageReportAfterUpload(onClose, onClose);
  const submit = async ({ file }: { file?: File | null }) => {
    const outcome = await upload((onProgress) => uploadCourseVersion(file as File, course.uuid, onProgress));
    if ('errors' in outcome) return outcome.errors;
    showToast({ type: 'success', message: 'courses.version.done', params: { title }, namespace: LICENSEE_NAMESPACE }, store);
    keep(outcome.result);
    return undefined;
  };
  if (reportDialog) return reportDialog;
  return (
    <FormDialog<{ file?: File | null }>
      open
      title={t('courses.version.title')}
      width="40rem"
      initialValues={{}}
      onSubmit={submit}
      onClose={closeForm}
      submitLabel={t('courses.version.submit')}
    >
      {() => (
        <>
          <Typography>{t('courses.version.intro')}</Typography>
          <CoursePackageField progress={progress} />
        </>
      )}
    </FormDialog>
  );
}

/** Every package uploaded for the course, newest first, who uploaded it and when; the licensee admin uploads a new one. */
function CourseVersions({ course, title }: { course: LicenseeCourseDetails; title: string }) {
  const { t, i18n } = useLicenseeTranslation();
  const canUpload = usePermission([PERMISSIONS.licensee.manageCourses]);
  const [uploading, setUploading] = useState(false);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography component="h2" variant="h6">
            {t('courses.details.versions')}
          </Typography>
          {canUpload && (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
              {t('courses.version.title')}
            </Button>
          )}
        </Stack>
        <Box component="ol" aria-label={t('courses.details.versionsLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {course.versions.map((version) => {
            const date = formatDate(version.uploadedAt, i18n.language);
            return (
              <Box component="li" key={version.uuid} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{version.packageTitle}</Typography>
                  {version.current && <StatusLabel strong label={t('courses.details.current')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {version.uploadedBy
                    ? t('courses.details.uploadedBy', { date, name: version.uploadedBy })
                    : t('courses.details.uploadedByCli', { date })}
                  {' · '}
                  {t('courses.details.versionFacts', {
                    scormVersion: version.scormVersion,
                    files: version.fileCount,
                    size: formatFileSize(version.totalBytes, i18n.language),
                  })}
                </Typography>
              </Box>
            );
          })}
        </Box>
      </CardContent>
      {uploading && <UploadVersionDialog course={course} title={title} onClose={() => setUploading(false)} />}
    </Card>
  );
}

interface OfferValues {
  offeredTo: LicenseeCourseOffer;
  clients: TypeaheadOption[];
}

/**
 * Whom the course is offered to: all clients, or the chosen ones. Clients that set the course up
 * or used it stay chosen (the server keeps them anyway: 409 Licensee.CourseInUse).
 */
function CourseOfferForm({ course }: { course: LicenseeCourseDetails }) {
  const { t } = useLicenseeTranslation();
  const canSave = usePermission([PERMISSIONS.licensee.manageCourses]);
  const { updateOffer } = useCourseWrites();
  const initialValues = useMemo<OfferValues>(() => {
    // Offered to all, choosing starts from the clients that use it: they must keep it.
    const chosen =
      course.offeredTo === 'chosen'
        ? course.clients.filter((client) => client.offered)
        : course.clients.filter((client) => client.use !== 'offered');
    return { offeredTo: course.offeredTo, clients: chosen.map(clientOptionOf) };
  }, [course]);
  const submit = useSubmitHandler((values: OfferValues) =>
    updateOffer({
      uuid: course.uuid,
      offeredTo: values.offeredTo,
      clientUuids: values.offeredTo === 'chosen' ? values.clients.map((client) => client.value) : [],
    }),
  );
  return (
    <DetailsFormCard<OfferValues> headline={t('courses.details.offer')} initialValues={initialValues} onSubmit={submit} canSave={canSave}>
      {() => (
        <Stack spacing={1}>
          <OfferChoice name="offeredTo" disabled={!canSave} />
          <ChosenClientsField disabled={!canSave} />
        </Stack>
      )}
    </DetailsFormCard>
  );
}

/** The chosen clients, while the course is offered to chosen ones. */
function ChosenClientsField({ disabled }: { disabled: boolean }) {
  const { t } = useLicenseeTranslation();
  const offeredTo = useField<LicenseeCourseOffer>('offeredTo', { subscription: { value: true } }).input.value;
  if (offeredTo !== 'chosen') return null;
  return (
    <TypeaheadField
      name="clients"
      label={t('courses.fields.chosenClients')}
      search={searchClients}
      helperText={`${t('courses.hints.chosenClients')} ${t('courses.details.inUseHint')}`}
      disabled={disabled}
    />
  );
}

/** The clients holding the course or chosen for it, each with how far it uses it. */
function CourseClients({ course }: { course: LicenseeCourseDetails }) {
  const { t } = useLicenseeTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('courses.details.clients')}
        </Typography>
        {course.clients.length === 0 ? (
          <Typography color="text.secondary">{t('courses.details.clientsNone')}</Typography>
        ) : (
          <Box component="ul" aria-label={t('courses.details.clients')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {course.clients.map((client) => (
              <Box
                component="li"
                key={client.uuid}
                sx={{ py: 0.75, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Link component={RouterLink} to={backOfficePaths.client(client.uuid)} sx={{ overflowWrap: 'anywhere' }}>
                  {client.name}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {client.clientIdentifier}
                </Typography>
                <Box sx={{ flexGrow: 1 }} />
                {/* A word, never a colour alone (docs/product.md §1). */}
                <StatusLabel strong={client.use !== 'offered'} label={t(`courses.use.${client.use}`)} />
              </Box>
            ))}
          </Box>
        )}
        {course.clientCount > course.clients.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('courses.details.clientsMore', { shown: course.clients.length, total: course.clientCount })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function CourseDetails({ course }: { course: LicenseeCourseDetails }) {
  const { i18n } = useLicenseeTranslation();
  const title = courseText(course, i18n.language, 'title');
  usePageTitle(title);
  return (
    <Stack spacing={2}>
      <PageHeadline title={title} />
      <CourseTextsForm course={course} />
      <CourseVersions course={course} title={title} />
      <CourseOfferForm course={course} />
      <CourseClients course={course} />
    </Stack>
  );
}

/** /licensee/courses/:courseId: one course of the licensee's catalog, its texts, versions, offer and clients. */
export function CourseDetailsPage() {
  const { t } = useLicenseeTranslation();
  const { courseId = null } = useParams();
  const result = useCourse(courseId);
  return (
    <DetailsPage backTo={backOfficePaths.courses} backLabel={t('courses.details.back')} result={result}>
      {(course) => <CourseDetails course={course} />}
    </DetailsPage>
  );
}
