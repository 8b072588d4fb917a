import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  Alert,
  Button,
  PasswordField,
  requiredValidator,
  resetPassword,
  Stack,
  useLocation,
  useNavigate,
  useParams,
  requestErrorKey,
  FormFeedback,
} from '@compliance/shared-ui';
import { AUTH_ROUTES, fillPath, validatePassword, validateShouldMatch } from '@compliance/shared-contracts/browser';
import { AuthLayout } from '../layout/AuthLayout';
import { announceNewSession } from '../session';
import { useAuthTranslation } from '../namespace';

interface ResetValues {
  password: string;
  passwordConfirmation: string;
}

/** /auth/reset-password/:clientId?token=…: the new password from the mailed link; signs the member in. */
export function ResetPasswordPage() {
  const { t } = useAuthTranslation();
  const { search } = useLocation();
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('token');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const passwordLabel = t('resetPassword.password');
  const confirmationLabel = t('resetPassword.confirmation');

  const submit = async (values: ResetValues) => {
    setErrorKey(null);
    try {
      await resetPassword({ ...values, token: token ?? '' });
      await announceNewSession();
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setErrorKey(requestErrorKey(error, { signedIn: false }));
    }
  };
  return (
    <AuthLayout
      headline={t('resetPassword.headline')}
      subHeadline={t('resetPassword.subHeadline')}
      backToLogin={fillPath(AUTH_ROUTES.loginWithClient, { clientId })}
    >
      {!token ? (
        <Alert severity="error" role="alert">
          {t('resetPassword.missingToken')}
        </Alert>
      ) : (
        <Form<ResetValues>
          onSubmit={submit}
          initialValues={{ password: '', passwordConfirmation: '' }}
          validate={(values) => {
            const mismatch = validateShouldMatch(values.passwordConfirmation, values.password, {
              field: confirmationLabel,
              otherField: passwordLabel,
            });
            return mismatch ? { passwordConfirmation: mismatch } : {};
          }}
        >
          {({ handleSubmit, submitting }) => (
            <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
              <FormFeedback errorKey={errorKey} />
              <PasswordField
                name="password"
                label={passwordLabel}
                autoComplete="new-password"
                validate={[requiredValidator(passwordLabel), validatePassword]}
                strengthMeter={{}}
              />
              <PasswordField
                name="passwordConfirmation"
                label={confirmationLabel}
                autoComplete="new-password"
                validate={requiredValidator(confirmationLabel)}
              />
              <Button type="submit" variant="contained" size="large" disabled={submitting}>
                {t('resetPassword.submit')}
              </Button>
            </Stack>
          )}
        </Form>
      )}
    </AuthLayout>
  );
}
