import Alert from '@mui/material/Alert';
import { COMMON_NAMESPACE, useSharedTranslation } from '../i18n';

/** Props of FormFeedback. */
export interface FormFeedbackProps {
  /** Common-namespace key of the server's error (a form's submitError); anything else shows nothing. */
  errorKey?: unknown;
  /** Translated success text, shown when there is no error. */
  success?: string | null;
}

/** A form's server answer: an error alert (announced at once) or a success status; nothing without either. */
export function FormFeedback({ errorKey, success }: FormFeedbackProps) {
  const { t } = useSharedTranslation();
  if (typeof errorKey === 'string' && errorKey !== '') {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 1 }}>
        {t(errorKey, { ns: COMMON_NAMESPACE })}
      </Alert>
    );
  }
  if (success)
    return (
      <Alert severity="success" role="status" sx={{ mb: 1 }}>
        {success}
      </Alert>
    );
  return null;
}
