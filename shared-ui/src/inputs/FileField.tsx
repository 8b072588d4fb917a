import { useId, useRef, type ReactElement } from 'react';
import { useField } from 'react-final-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  formatFileSize,
  uploadAcceptAttribute,
  validateUploadFile,
  type UploadFileType,
  type UploadRejectionReason,
} from '@compliance/shared-contracts/browser';
import { useSharedTranslation } from '@compliance/shared-ui';

/** Why a chosen file is refused before it is sent: none chosen, or one of a wrong type or too large. */
export type FileFieldProblem = 'required' | UploadRejectionReason;

// Literal keys, so the translation check finds them (shared-ui/src/i18n.test.ts).
const DEFAULT_PROBLEM_KEYS: Readonly<Record<FileFieldProblem, string>> = {
  required: 'shared.fileUpload.field.required',
  invalidFileFormat: 'shared.fileUpload.field.invalidFileFormat',
  invalidFileSize: 'shared.fileUpload.field.invalidFileSize',
};

/** Props of FileField. */
export interface FileFieldProps {
  /** The form field holding the chosen `File` (null or absent while none is chosen). */
  name: string;
  /** Translated name of the file input (what a screen reader announces for the picker). */
  label: string;
  /** The kinds of file taken (docs/product.md §5). */
  allowedTypes: readonly UploadFileType[];
  /** Bytes; the uploads' 5 MB unless an upload allows more (docs/product.md §9). */
  maxFileSize: number;
  /** Translated text of the choose button; shared.fileUpload.choose by default. */
  chooseLabel?: string;
  /** Translated hint below; the allowed types and the size limit by default. */
  hint?: string;
  /** Translated texts of the browser's refusals, where a form words them its own way. */
  messages?: Partial<Record<FileFieldProblem, string>>;
  disabled?: boolean;
  /** How much of the file is sent, in percent, while it uploads; null (or absent) otherwise. */
  progress?: number | null;
}

/**
 * A form's one file (react-final-form): chosen with a button (keyboard or mouse), shown with its
 * name and size, checked for type and size before it is sent (docs/product.md §5, §8); a problem
 * shows once the field was touched, a server's refusal of the file until another is chosen; while
 * the form sends it, how far it got.
 */
export function FileField({
  name,
  label,
  allowedTypes,
  maxFileSize,
  chooseLabel,
  hint,
  messages = {},
  disabled,
  progress = null,
}: FileFieldProps): ReactElement {
  const { t, i18n } = useSharedTranslation();
  const { input, meta } = useField<File | null>(name, {
    validate: (file: File | null | undefined): FileFieldProblem | undefined =>
      file ? validateUploadFile(file, { allowedTypes, maxFileSize }) : 'required',
  });
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const file = input.value || null;
  const size = formatFileSize(maxFileSize, i18n.language);
  const types = allowedTypes.map((type) => type.toUpperCase()).join(', ');
  const reason = meta.touched ? (meta.error as FileFieldProblem | undefined) : undefined;
  const refused = !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
  const problem = reason
    ? (messages[reason] ?? t(DEFAULT_PROBLEM_KEYS[reason], { size, types }))
    : refused && t(refused, { defaultValue: refused });
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => picker.current?.click()}
          aria-describedby={hintId}
        >
          {chooseLabel ?? t('shared.fileUpload.choose')}
        </Button>
        <Typography>{file ? `${file.name} (${formatFileSize(file.size, i18n.language)})` : t('shared.fileUpload.noFile')}</Typography>
      </Stack>
      {/* The browser's picker, opened by the button (which is the control people and assistive tools use). */}
      <input
        ref={picker}
        type="file"
        hidden
        accept={uploadAcceptAttribute(allowedTypes)}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          input.onChange(event.target.files?.[0] ?? null);
          input.onBlur();
          // The same file chosen again after a refusal is a change too.
          event.target.value = '';
        }}
      />
      <Typography id={hintId} variant="body2" color={problem ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {problem || (hint ?? t('shared.fileUpload.allowedTypes', { types, size }))}
      </Typography>
      {progress !== null && (
        <Box sx={{ mt: 2 }}>
          {/* Sent in full, the server still reads the file before it answers. */}
          <LinearProgress
            variant={progress > 0 ? 'determinate' : 'indeterminate'}
            value={progress}
            aria-label={t('shared.fileUpload.progress')}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {progress < 100 ? t('shared.fileUpload.sending', { percent: progress }) : t('shared.fileUpload.checking')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
