import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  TEMPLATE_FILE_TYPES,
  TEMPLATE_MAX_BYTES,
  TEMPLATE_NAME_MAX_LENGTH,
  validateMaxLength,
  type Language,
} from '@compliance/shared-contracts/browser';
import { AutoFill, FormDialog, requiredValidator, showToast, TextField, useAppStore } from '@compliance/shared-ui';
import { FileField, SelectField, useUploadSubmitter } from '@compliance/shared-ui/inputs';
import { START_NAMESPACE, useStartTranslation } from '../common/namespace';
import { useTemplateWrites } from './api';

/** The upload form's values. */
interface TemplateFormValues {
  name?: string;
  language: Language;
  file?: File | null;
}

// The server's refusals of the file itself show at the file too, beside the form's message.
const FILE_ERRORS = { 'File.InvalidType': 'file', 'File.TooLarge': 'file', 'Template.UploadUnreadable': 'file' };

const validateNameLength = (value: string | undefined) => validateMaxLength(value ?? '', TEMPLATE_NAME_MAX_LENGTH);

/** A template's name suggested by its file: the file's name without its extension. */
const nameOfFile = ({ file }: TemplateFormValues): string =>
  file ? file.name.replace(/\.[^.]*$/, '').slice(0, TEMPLATE_NAME_MAX_LENGTH) : '';

/**
 * "Vorlage hochladen" (an admin's): name, language and the file, checked for type and size
 * before it is sent (docs/product.md §5); shows the upload's progress; a refusal shows its
 * translated reason (docs/product.md §8) and keeps what was entered.
 */
export function UploadTemplateDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useStartTranslation();
  const store = useAppStore();
  const { upload } = useTemplateWrites();
  const { progress, upload: uploading } = useUploadSubmitter(FILE_ERRORS);
  const submit = async ({ name = '', language, file }: TemplateFormValues) => {
    const outcome = await uploading((onProgress) => upload(file as File, { name: name.trim(), language }, onProgress));
    if ('errors' in outcome) return outcome.errors;
    showToast({ type: 'success', message: 'templates.upload.done', params: { name: name.trim() }, namespace: START_NAMESPACE }, store);
    return undefined;
  };
  const label = (field: 'name' | 'language' | 'file') => t(`templates.upload.fields.${field}`);
  return (
    <FormDialog<TemplateFormValues>
      open
      title={t('templates.upload.title')}
      width="40rem"
      initialValues={{ language: isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('templates.upload.submit')}
    >
      {() => (
        <>
          {/* The name follows the chosen file until it is edited. */}
          <AutoFill<TemplateFormValues> target="name" suggest={nameOfFile} />
          <FileField
            name="file"
            label={label('file')}
            allowedTypes={TEMPLATE_FILE_TYPES}
            maxFileSize={TEMPLATE_MAX_BYTES}
            progress={progress}
          />
          <TextField name="name" label={label('name')} validate={[requiredValidator(label('name')), validateNameLength]} />
          <SelectField
            name="language"
            label={label('language')}
            options={LANGUAGES.map((language) => ({ value: language, label: t(`templates.languages.${language}`) }))}
          />
        </>
      )}
    </FormDialog>
  );
}
