import { useTranslation } from 'react-i18next';
import { Alert } from '@compliance/shared-ui';

/** Props of FormFeedback. */
export interface FormFeedbackProps {
  /** Common-namespace key of the server's error, shown until the form is edited. */
  errorKey?: unknown;
  /** Translated success text, shown after the last submit succeeded. */
  success?: string | null;
}

/** A form's server answer: an error alert (announced at once) or a success status. */
export function FormFeedback({ errorKey, success }: FormFeedbackProps) {
  const { t } = useTranslation(['auth', 'common']);
  if (typeof errorKey === 'string' && errorKey) return <Alert severity="error" role="alert">{t(errorKey, { ns: 'common' })}</Alert>;
  if (success) return <Alert severity="success" role="status">{success}</Alert>;
  return null;
}
