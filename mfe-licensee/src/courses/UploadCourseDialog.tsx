import { LICENSEE_COURSE_OFFERS, type LicenseeCourseOffer } from '@compliance/shared-contracts/browser';
import { FormControlLabel, FormDialog, FormLabel, showToast, Stack, Typography, useAppStore } from '@compliance/shared-ui';
import { Radio, RadioGroup, useUploadSubmitter } from '@compliance/shared-ui/inputs';
import { Field } from 'react-final-form';
import { useLicenseeTranslation } from '../common/namespace';
import { useCourseWrites, type UploadedCourse } from './api';
import { CoursePackageField, CourseTextFields, courseTextsOf, PACKAGE_FILE_ERRORS, type CourseTextValues } from './CourseFields';

interface NewCourseValues extends CourseTextValues {
  offeredTo: LicenseeCourseOffer;
  file?: File | null;
}

/** Whom the course is offered to: all clients (later ones too) or the chosen ones (chosen on its page). */
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

/**
 * "Kurs hochladen": a SCORM package with its texts in both languages, its duration and whom it is
 * offered to. The zip is checked for type and size before it is sent; the upload shows progress;
 * a refusal shows its reason and keeps what was entered.
 */
export function UploadCourseDialog({ onClose, onUploaded }: { onClose: () => void; onUploaded: (uploaded: UploadedCourse) => void }) {
  const { t } = useLicenseeTranslation();
  const store = useAppStore();
  const { uploadCourse } = useCourseWrites();
  const { progress, upload } = useUploadSubmitter(PACKAGE_FILE_ERRORS);
  const submit = async (values: NewCourseValues) => {
    const { texts, durationMinutes } = courseTextsOf(values);
    const fields = {
      titleDe: texts.de_DE.title,
      titleEn: texts.en_GB.title,
      categoryDe: texts.de_DE.category,
      categoryEn: texts.en_GB.category,
      descriptionDe: texts.de_DE.description,
      descriptionEn: texts.en_GB.description,
      durationMinutes: String(durationMinutes),
      offeredTo: values.offeredTo,
    };
    const outcome = await upload((onProgress) => uploadCourse(values.file as File, fields, onProgress));
    if ('errors' in outcome) return outcome.errors;
    showToast({ type: 'success', message: t('courses.upload.done', { title: texts.de_DE.title || outcome.result.packageTitle }) }, store);
    onUploaded(outcome.result);
    return undefined;
  };
  return (
    <FormDialog<NewCourseValues>
      open
      title={t('courses.upload.title')}
      width="50rem"
      initialValues={{ offeredTo: 'all' }}
      onSubmit={submit}
      onClose={onClose}
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
