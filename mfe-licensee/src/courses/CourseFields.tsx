import {
  ELEARNING_COURSE_TEXT_LIMITS,
  ELEARNING_PACKAGE_MAX_BYTES,
  formatFileSize,
  LANGUAGES,
  LICENSEE_COURSE_OFFERS,
  validateMax,
  validateMaxLength,
  validateNumeric,
  type Language,
  type LicenseeCourseDetails,
  type LicenseeCourseOffer,
  type UploadFileType,
} from '@compliance/shared-contracts/browser';
import { Field } from 'react-final-form';
import { FormControlLabel, FormLabel, Grid, requiredValidator, Stack, TextField, Typography } from '@compliance/shared-ui';
import { FileField, Radio, RadioGroup } from '@compliance/shared-ui/inputs';
import { useLicenseeTranslation } from '../common/namespace';

/** The texts a course has per language, and the suffix of their form fields (and upload fields) in each. */
const TEXT_FIELDS = ['title', 'category', 'description'] as const;
const LANGUAGE_SUFFIXES = { de_DE: 'De', en_GB: 'En' } as const;
type CourseTextKind = (typeof TEXT_FIELDS)[number];
type CourseTextName = `${CourseTextKind}${(typeof LANGUAGE_SUFFIXES)[Language]}`;

/** A course's texts in both languages (titleDe … descriptionEn, as upload-course names them) and its duration, as the forms hold them. */
export type CourseTextValues = Partial<Record<CourseTextName | 'durationMinutes', string>>;

const TEXT_LIMITS: Record<CourseTextKind, number> = {
  title: ELEARNING_COURSE_TEXT_LIMITS.title,
  category: ELEARNING_COURSE_TEXT_LIMITS.category,
  description: ELEARNING_COURSE_TEXT_LIMITS.description,
};

const maxLength = (chars: number) => (value: string | undefined) => validateMaxLength(value ?? '', chars);
const validateDuration = (value: string | undefined) =>
  validateNumeric(value ?? '') ?? validateMax(value ?? '', ELEARNING_COURSE_TEXT_LIMITS.maxDurationMinutes);
const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * The texts of a course side by side per language (German left, English right; one column on a
 * phone) and its duration. A new course may leave the German title empty (the package's is
 * taken); a stored one must keep one.
 */
export function CourseTextFields({ titleRequired, disabled }: { titleRequired: boolean; disabled?: boolean }) {
  const { t } = useLicenseeTranslation();
  return (
    <>
      <Grid container columnSpacing={2}>
        {LANGUAGES.map((language) => (
          <Grid key={language} size={{ xs: 12, md: 6 }}>
            {TEXT_FIELDS.map((field) => {
              const name = `${field}${LANGUAGE_SUFFIXES[language]}`;
              const germanTitle = field === 'title' && language === 'de_DE';
              const limit = maxLength(TEXT_LIMITS[field]);
              return (
                <TextField
                  key={name}
                  name={name}
                  label={t(`courses.fields.${name}`)}
                  validate={germanTitle && titleRequired ? [requiredValidator(), limit] : limit}
                  helperText={germanTitle && !titleRequired ? t('courses.hints.titleDe') : undefined}
                  multiline={field === 'description'}
                  rows={field === 'description' ? 3 : undefined}
                  disabled={disabled}
                />
              );
            })}
          </Grid>
        ))}
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
  const values: CourseTextValues = { durationMinutes: String(course.durationMinutes) };
  for (const language of LANGUAGES)
    for (const field of TEXT_FIELDS) values[`${field}${LANGUAGE_SUFFIXES[language]}`] = course.texts[language][field];
  return values;
}

/** The texts of the form as update-course takes them. */
export function courseTextsOf(values: CourseTextValues) {
  const textsIn = (language: Language) =>
    Object.fromEntries(TEXT_FIELDS.map((field) => [field, trimmed(values[`${field}${LANGUAGE_SUFFIXES[language]}`])])) as Record<
      CourseTextKind,
      string
    >;
  return { texts: { de_DE: textsIn('de_DE'), en_GB: textsIn('en_GB') }, durationMinutes: Number(trimmed(values.durationMinutes) || 0) };
}

/** The texts and duration of the form as upload-course's text fields take them (the same names). */
export function courseUploadFieldsOf(values: CourseTextValues): Record<CourseTextName | 'durationMinutes', string> {
  const { texts, durationMinutes } = courseTextsOf(values);
  const fields = { durationMinutes: String(durationMinutes) } as Record<CourseTextName | 'durationMinutes', string>;
  for (const language of LANGUAGES)
    for (const field of TEXT_FIELDS) fields[`${field}${LANGUAGE_SUFFIXES[language]}`] = texts[language][field];
  return fields;
}

/** Whom the course is offered to: all clients (later ones too) or the chosen ones. */
export function OfferChoice({ name, disabled }: { name: string; disabled?: boolean }) {
  const { t } = useLicenseeTranslation();
  return (
    <Field<LicenseeCourseOffer> name={name}>
      {({ input }) => (
        <Stack spacing={0.5}>
          <FormLabel id={`${name}-label`}>{t('courses.fields.offeredTo')}</FormLabel>
          <RadioGroup aria-labelledby={`${name}-label`} value={input.value} onChange={(_event, value) => input.onChange(value)}>
            {LICENSEE_COURSE_OFFERS.map((offer) => (
              <FormControlLabel key={offer} value={offer} control={<Radio />} label={t(`courses.offer.${offer}`)} disabled={disabled} />
            ))}
          </RadioGroup>
          <Typography variant="body2" color="text.secondary">
            {t(input.value === 'chosen' ? 'courses.offer.chosenHint' : 'courses.offer.allHint')}
          </Typography>
        </Stack>
      )}
    </Field>
  );
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
