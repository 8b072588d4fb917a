import { useState } from 'react';
import {
  ELEARNING_COURSE_TEXT_LIMITS,
  ELEARNING_PACKAGE_MAX_BYTES,
  formatFileSize,
  validateMax,
  validateMaxLength,
  validateNumeric,
  type UploadedPackage,
  type UploadFileType,
} from '@compliance/shared-contracts/browser';
import { FormDialog, showToast, TextField, Typography, useAppStore, useFormSubmitter } from '@compliance/shared-ui';
import { FileField } from '@compliance/shared-ui/inputs';
import { ELEARNING_NAMESPACE, useELearningTranslation } from '../common/namespace';
import { usePackageReportAfterUpload } from '@compliance/shared-ui/package-report';
import { uploadPackage } from './api';

/** The upload form's values: the course's texts (a new course only) and the zip. */
interface PackageFormValues {
  title?: string;
  category?: string;
  description?: string;
  durationMinutes?: string;
  file?: File | null;
}

const PACKAGE_FILE_TYPES: readonly UploadFileType[] = ['zip'];

/** The zip, with the course area's own wording of its hint and refusals. */
function PackageFileField({ progress }: { progress: number | null }) {
  const { t, i18n } = useELearningTranslation();
  const size = formatFileSize(ELEARNING_PACKAGE_MAX_BYTES, i18n.language);
  return (
    <FileField
      name="file"
      label={t('packages.fields.file')}
      allowedTypes={PACKAGE_FILE_TYPES}
      maxFileSize={ELEARNING_PACKAGE_MAX_BYTES}
      chooseLabel={t('packages.choose')}
      hint={t('packages.fileHint', { size })}
      progress={progress}
      messages={{
        required: t('packages.errors.required'),
        invalidFileFormat: t('packages.errors.type'),
        invalidFileSize: t('packages.errors.size', { size }),
      }}
    />
  );
}

const maxLength = (chars: number) => (value: string | undefined) => validateMaxLength(value ?? '', chars);
const validateDuration = (value: string | undefined) =>
  validateNumeric(value ?? '') ?? validateMax(value ?? '', ELEARNING_COURSE_TEXT_LIMITS.maxDurationMinutes);

/** Props of UploadPackageDialog. */
export interface UploadPackageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The own course whose package is replaced; a new course without. */
  replacing?: { elearningUuid: string; title: string };
  /** Called with what the upload became, after the success toast. */
  onUploaded: (uploaded: UploadedPackage) => void;
}

/**
 * Uploads a SCORM package (the company owner's): as a new course of the company's own with its
 * texts, or as the new package of an own course. Shows the upload's progress; a refusal (not a
 * SCORM package, unsafe, too large) shows its translated reason and keeps what was entered. A
 * package taken shows what it holds (the package report) before the dialog reports it uploaded.
 */
export function UploadPackageDialog({ open, onClose, replacing, onUploaded }: UploadPackageDialogProps) {
  const { t } = useELearningTranslation();
  const store = useAppStore();
  const submitWith = useFormSubmitter();
  const [progress, setProgress] = useState<number | null>(null);
  const { keep, closeForm, reportDialog } = usePackageReportAfterUpload<UploadedPackage>((uploaded) => {
    onUploaded(uploaded);
    onClose();
  }, onClose);
  const submit = async (values: PackageFormValues) => {
    const fields = replacing
      ? { elearningUuid: replacing.elearningUuid }
      : { title: values.title, category: values.category, description: values.description, durationMinutes: values.durationMinutes };
    setProgress(0);
    const outcome = await submitWith(() => uploadPackage(values.file as File, fields, setProgress));
    setProgress(null);
    if ('errors' in outcome) return outcome.errors;
    const toast = replacing
      ? { message: 'packages.replaced' }
      : { message: 'packages.created', params: { title: values.title?.trim() || outcome.result.packageTitle } };
    showToast({ type: 'success', ...toast, namespace: ELEARNING_NAMESPACE }, store);
    keep(outcome.result);
    return undefined;
  };
  if (reportDialog) return reportDialog;
  const title = replacing ? t('packages.replaceTitle', { title: replacing.title }) : t('packages.uploadTitle');
  return (
    <FormDialog<PackageFormValues>
      open={open}
      title={title}
      width="40rem"
      initialValues={{}}
      onSubmit={submit}
      onClose={closeForm}
      submitLabel={t('packages.submit')}
    >
      {() => (
        <>
          <Typography>{replacing ? t('packages.replaceIntro') : t('packages.uploadIntro')}</Typography>
          {!replacing && (
            <>
              <TextField
                name="title"
                label={t('packages.fields.title')}
                helperText={t('packages.hints.title')}
                validate={maxLength(ELEARNING_COURSE_TEXT_LIMITS.title)}
              />
              <TextField name="category" label={t('fields.category')} validate={maxLength(ELEARNING_COURSE_TEXT_LIMITS.category)} />
              <TextField
                name="description"
                label={t('packages.fields.description')}
                multiline
                rows={3}
                validate={maxLength(ELEARNING_COURSE_TEXT_LIMITS.description)}
              />
              <TextField name="durationMinutes" label={t('packages.fields.durationMinutes')} validate={validateDuration} />
            </>
          )}
          <PackageFileField progress={progress} />
        </>
      )}
    </FormDialog>
  );
}
