import { useId, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import {
  ELEARNING_COURSE_TEXT_LIMITS,
  ELEARNING_PACKAGE_MAX_BYTES,
  formatFileSize,
  validateMax,
  validateMaxLength,
  validateNumeric,
  validateUploadFile,
  type UploadedPackage,
} from '@compliance/shared-contracts/browser';
import {
  Box,
  Button,
  FormDialog,
  LinearProgress,
  showToast,
  Stack,
  TextField,
  Typography,
  UploadFileIcon,
  useAppStore,
  useFormSubmitter,
} from '@compliance/shared-ui';
import { useELearningTranslation } from '../common/namespace';
import { uploadPackage } from './api';

/** The upload form's values: the course's texts (a new course only) and the zip. */
interface PackageFormValues {
  title?: string;
  category?: string;
  description?: string;
  durationMinutes?: string;
  file?: File | null;
}

/** Why a chosen file is refused before it is sent: the key of its message, or undefined. */
function fileProblem(file: File | null | undefined): string | undefined {
  if (!file) return 'packages.errors.required';
  const reason = validateUploadFile(file, { allowedTypes: ['zip'], maxFileSize: ELEARNING_PACKAGE_MAX_BYTES });
  if (reason === 'invalidFileFormat') return 'packages.errors.type';
  if (reason === 'invalidFileSize') return 'packages.errors.size';
  return undefined;
}

/** The zip: chosen with the button (keyboard or mouse), shown with its name and size, checked for type and size. */
function PackageFileField() {
  const { t, i18n } = useELearningTranslation();
  const { input, meta } = useField<File | null>('file', { validate: fileProblem });
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const file = input.value || null;
  const problem = meta.touched ? (meta.error as string | undefined) : undefined;
  const size = formatFileSize(ELEARNING_PACKAGE_MAX_BYTES, i18n.language);
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => picker.current?.click()} aria-describedby={hintId}>
          {t('packages.choose')}
        </Button>
        <Typography>{file ? `${file.name} (${formatFileSize(file.size, i18n.language)})` : t('packages.noFile')}</Typography>
      </Stack>
      {/* The browser's picker, opened by the button (which is the control people and assistive tools use). */}
      <input
        ref={picker}
        type="file"
        hidden
        accept=".zip,application/zip"
        aria-label={t('packages.fields.file')}
        onChange={(event) => {
          input.onChange(event.target.files?.[0] ?? null);
          input.onBlur();
          // The same file chosen again after a refusal is a change too.
          event.target.value = '';
        }}
      />
      <Typography id={hintId} variant="body2" color={problem ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {problem ? t(problem, { size }) : t('packages.fileHint', { size })}
      </Typography>
    </Box>
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
 * SCORM package, unsafe, too large) shows its translated reason and keeps what was entered.
 */
export function UploadPackageDialog({ open, onClose, replacing, onUploaded }: UploadPackageDialogProps) {
  const { t } = useELearningTranslation();
  const store = useAppStore();
  const submitWith = useFormSubmitter();
  const [progress, setProgress] = useState<number | null>(null);
  const submit = async (values: PackageFormValues) => {
    const fields = replacing
      ? { elearningUuid: replacing.elearningUuid }
      : { title: values.title, category: values.category, description: values.description, durationMinutes: values.durationMinutes };
    setProgress(0);
    const outcome = await submitWith(() => uploadPackage(values.file as File, fields, setProgress));
    setProgress(null);
    if ('errors' in outcome) return outcome.errors;
    const message = replacing
      ? t('packages.replaced')
      : t('packages.created', { title: values.title?.trim() || outcome.result.packageTitle });
    showToast({ type: 'success', message }, store);
    onUploaded(outcome.result);
    return undefined;
  };
  const title = replacing ? t('packages.replaceTitle', { title: replacing.title }) : t('packages.uploadTitle');
  return (
    <FormDialog<PackageFormValues>
      open={open}
      title={title}
      width="40rem"
      initialValues={{}}
      onSubmit={submit}
      onClose={onClose}
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
          <PackageFileField />
          {progress !== null && (
            <Box sx={{ mt: 2 }}>
              <LinearProgress
                variant={progress > 0 ? 'determinate' : 'indeterminate'}
                value={progress}
                aria-label={t('packages.progress')}
              />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {progress < 100 ? t('packages.sending', { percent: progress }) : t('packages.checking')}
              </Typography>
            </Box>
          )}
        </>
      )}
    </FormDialog>
  );
}
