import {
  ELEARNING_COURSE_TEXT_LIMITS,
  ELEARNING_PACKAGE_MAX_BYTES,
  formatFileSize,
  validateMax,
  validateMaxLength,
  validateNumeric,
  type LicenseeCourseDetails,
  type UploadFileType,
} from '@compliance/shared-contracts/browser';
import { Grid, requiredValidator, TextField, Typography } from '@compliance/shared-ui';
import { FileField } from '@compliance/shared-ui/inputs';
import { useLicenseeTranslation } from '../common/namespace';

/** A course's texts in both languages and its duration, as the forms hold them. */
export interface CourseTextValues {
  titleDe?: string;
  titleEn?: string;
  categoryDe?: string;
  categoryEn?: string;
  descriptionDe?: string;
  descriptionEn?: string;
  durationMinutes?: string;
}

const maxLength = (chars: number) => (value: string | undefined) => validateMaxLength(value ?? '', chars);
const validateDuration = (value: string | undefined) =>
  validateNumeric(value ?? '') ?? validateMax(value ?? '', ELEARNING_COURSE_TEXT_LIMITS.maxDurationMinutes);

/**
 * The texts of a course side by side per language (German left, English right; one column on a
 * phone) and its duration. A new course may leave the German title empty (the package's is
 * taken); a stored one must keep one.
 */
export function CourseTextFields({ titleRequired, disabled }: { titleRequired: boolean; disabled?: boolean }) {
  const { t } = useLicenseeTranslation();
  const title = maxLength(ELEARNING_COURSE_TEXT_LIMITS.title);
  const category = maxLength(ELEARNING_COURSE_TEXT_LIMITS.category);
  const description = maxLength(ELEARNING_COURSE_TEXT_LIMITS.description);
  return (
    <>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            name="titleDe"
            label={t('courses.fields.titleDe')}
            validate={titleRequired ? [requiredValidator(), title] : title}
            helperText={titleRequired ? undefined : t('courses.hints.titleDe')}
            disabled={disabled}
          />
          <TextField name="categoryDe" label={t('courses.fields.categoryDe')} validate={category} disabled={disabled} />
          <TextField
            name="descriptionDe"
            label={t('courses.fields.descriptionDe')}
            multiline
            rows={3}
            validate={description}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField name="titleEn" label={t('courses.fields.titleEn')} validate={title} disabled={disabled} />
          <TextField name="categoryEn" label={t('courses.fields.categoryEn')} validate={category} disabled={disabled} />
          <TextField
            name="descriptionEn"
            label={t('courses.fields.descriptionEn')}
            multiline
            rows={3}
            validate={description}
            disabled={disabled}
          />
        </Grid>
      </Grid>
      <Typography variant="body2" color="text.secondary">
        {t('courses.hints.english')}
      </Typography>
      <TextField name="durationMinutes" label={t('courses.fields.durationMinutes')} validate={validateDuration} disabled={disabled} />
    </>
  );
}

/** The form values of a stored course's texts. */
export function courseTextValuesOf(course: LicenseeCourseDetails): CourseTextValues {
  const { de_DE: de, en_GB: en } = course.texts;
  return {
    titleDe: de.title,
    titleEn: en.title,
    categoryDe: de.category,
    categoryEn: en.category,
    descriptionDe: de.description,
    descriptionEn: en.description,
    durationMinutes: String(course.durationMinutes),
  };
}

/** The texts of the form as update-course takes them. */
export function courseTextsOf(values: CourseTextValues) {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    texts: {
      de_DE: { title: text(values.titleDe), category: text(values.categoryDe), description: text(values.descriptionDe) },
      en_GB: { title: text(values.titleEn), category: text(values.categoryEn), description: text(values.descriptionEn) },
    },
    durationMinutes: Number(text(values.durationMinutes) || 0),
  };
}

/** The server's refusals of a package itself, shown at the file too, beside the form's message. */
export const PACKAGE_FILE_ERRORS = {
  'File.InvalidType': 'file',
  'File.TooLarge': 'file',
  'ELearning.PackageInvalid': 'file',
  'ELearning.PackageUnsafe': 'file',
  'ELearning.PackageTooLarge': 'file',
  'ELearning.ManifestInvalid': 'file',
};

const PACKAGE_FILE_TYPES: readonly UploadFileType[] = ['zip'];

/** The package's zip, checked for type and size before it is sent, with the upload's progress. */
export function CoursePackageField({ progress }: { progress: number | null }) {
  const { t, i18n } = useLicenseeTranslation();
  const size = formatFileSize(ELEARNING_PACKAGE_MAX_BYTES, i18n.language);
  return (
    <FileField
      name="file"
      label={t('courses.fields.file')}
      allowedTypes={PACKAGE_FILE_TYPES}
      maxFileSize={ELEARNING_PACKAGE_MAX_BYTES}
      chooseLabel={t('courses.upload.choose')}
      hint={t('courses.hints.file', { size })}
      progress={progress}
      messages={{
        required: t('courses.upload.errors.required'),
        invalidFileFormat: t('courses.upload.errors.type'),
        invalidFileSize: t('courses.upload.errors.size', { size }),
      }}
    />
  );
}
