import type { LicenseeCourseOffer } from '@compliance/shared-contracts/browser';
import { FormDialog, showToast, Stack, Typography, useAppStore } from '@compliance/shared-ui';
import { useUploadSubmitter } from '@compliance/shared-ui/inputs';
import { usePackageReportAfterUpload } from '@compliance/shared-ui/package-report';
import { LICENSEE_NAMESPACE, useLicenseeTranslation } from '../common/namespace';
import { useCourseWrites, type UploadedCourse } from './api';
import {
  CoursePackageField,
  CourseTextFields,
  courseUploadFieldsOf,
  OfferChoice,
  PACKAGE_FILE_ERRORS,
  type CourseTextValues,
} from './CourseFields';

interface NewCourseValues extends CourseTextValues {
  offeredTo: LicenseeCourseOffer;
  file?: File | null;
}

/**
 * "Kurs hochladen": a SCORM package with its texts in both languages, its duration and whom it is
 * offered to. The zip is checked for type and size before it is sent; the upload shows progress;
 * a refusal shows its reason and keeps what was entered; a package taken shows what it holds before
 * the new course opens.
 */
export function UploadCourseDialog({ onClose, onUploaded }: { onClose: () => void; onUploaded: (uploaded: UploadedCourse) => void }) {
  const { t } = useLicenseeTranslation();
  const store = useAppStore();
  const { uploadCourse } = useCourseWrites();
  const { progress, upload } = useUploadSubmitter(PACKAGE_FILE_ERRORS);
  const { keep, closeForm, reportDialog } = usePackageReportAfterUpload(onUploaded, onClose);
  const submit = async (values: NewCourseValues) => {
    const fields = { ...courseUploadFieldsOf(values), offeredTo: values.offeredTo };
    const outcome = await upload((onProgress) => uploadCourse(values.file as File, fields, onProgress));
    if ('errors' in outcome) return outcome.errors;
    showToast(
      {
        type: 'success',
        message: 'courses.upload.done',
        params: { title: fields.titleDe || outcome.result.packageTitle },
        namespace: LICENSEE_NAMESPACE,
      },
      store,
    );
    keep(outcome.result);
    return undefined;
  };
  if (reportDialog) return reportDialog;
  return (
    <FormDialog<NewCourseValues>
      open
      title={t('courses.upload.title')}
      width="50rem"
      initialValues={{ offeredTo: 'all' }}
      onSubmit={submit}
      onClose={closeForm}
      submitLabel={t('courses.upload.submit')}
    >
      {() => (
        <Stack spacing={1}>
          <Typography>{t('courses.upload.intro')}</Typography>
          <CoursePackageField progress={progress} />
          <CourseTextFields titleRequired={false} />
          <OfferChoice name="offeredTo" />
        </Stack>
      )}
    </FormDialog>
  );
}
