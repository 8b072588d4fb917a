import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  Alert,
  Button,
  createPasswordResetToken,
  requiredValidator,
  Stack,
  TextField,
  useParams,
  requestErrorKey,
  FormFeedback,
} from '@compliance/shared-ui';
import i18next from 'i18next';
import { AUTH_ROUTES, fillPath } from '@compliance/shared-contracts/browser';
import { AuthLayout } from '../layout/AuthLayout';
import { useAuthTranslation } from '../namespace';

/** /auth/forgot-password/:clientId: asks for a reset link; the answer never tells whether the account exists. */
export function ForgotPasswordPage() {
  const { t } = useAuthTranslation();
  const { clientId = '' } = useParams();
  const [sent, setSent] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = async ({ username }: { username: string }) => {
    setErrorKey(null);
    try {
      const languageCode = i18next.language === 'en_GB' ? 'en_GB' : 'de_DE';
      await createPasswordResetToken({ username: username.trim(), clientIdentifier: clientId, languageCode });
      setSent(true);
    } catch (error) {
      setErrorKey(requestErrorKey(error, { signedIn: false }));
    }
  };
  return (
    <AuthLayout
      headline={t('forgotPassword.headline')}
      subHeadline={t('forgotPassword.subHeadline')}
      backToLogin={fillPath(AUTH_ROUTES.loginWithClient, { clientId })}
    >
      {sent ? (
        <Alert severity="success" role="status">
          {t('forgotPassword.sent')}
        </Alert>
      ) : (
        <Form<{ username: string }> onSubmit={submit} initialValues={{ username: '' }}>
          {({ handleSubmit, submitting }) => (
            <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
              <FormFeedback errorKey={errorKey} />
              <TextField
                name="username"
                label={t('login.username')}
                autoComplete="username"
                validate={requiredValidator(t('login.username'))}
              />
              <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {t('forgotPassword.submit')}
              </Button>
            </Stack>
          )}
        </Form>
      )}
    </AuthLayout>
  );
}
