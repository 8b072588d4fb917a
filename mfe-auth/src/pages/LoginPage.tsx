import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  Button,
  Link,
  login,
  RouterLink,
  Stack,
  useLocation,
  useNavigate,
  useParams,
  requestErrorKey,
  FormFeedback,
  useIsFirstView,
} from '@compliance/shared-ui';
import { AuthLayout } from '../layout/AuthLayout';
import { CredentialFields } from './CredentialFields';
import { rememberCompanyId } from '../remembered-company';
import { announceNewSession, targetAfterLogin } from '../session';
import { useAuthTranslation } from '../namespace';

interface LoginValues {
  username: string;
  password: string;
}

/** /auth/login/:clientId: username and password for a company. */
export function LoginPage() {
  const { t } = useAuthTranslation();
  const { clientId = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // Drawn before its code has run, the form cannot be sent, nor the company switched.
  const firstView = useIsFirstView();

  const submit = async ({ username, password }: LoginValues) => {
    setErrorKey(null);
    try {
      await login({ clientIdentifier: clientId, username: username.trim(), password });
      await announceNewSession();
      navigate(targetAfterLogin(search), { replace: true });
    } catch (error) {
      setErrorKey(requestErrorKey(error, { signedIn: false }));
    }
  };
  const switchCompany = () => {
    rememberCompanyId(null);
    navigate(`/auth/login${search}`);
  };

  return (
    <AuthLayout headline={t('login.headline')} subHeadline={t('login.subHeadline', { clientId })}>
      <Form<LoginValues> onSubmit={submit} initialValues={{ username: '', password: '' }}>
        {({ handleSubmit, submitting }) => (
          <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
            <FormFeedback errorKey={errorKey} />
            <CredentialFields />
            <Button type="submit" variant="contained" size="large" disabled={submitting || firstView}>
              {t('login.submit')}
            </Button>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Link component="button" type="button" onClick={switchCompany} variant="body2" disabled={firstView}>
                {t('login.switchCompany')}
              </Link>
              <Link component={RouterLink} to={`/auth/forgot-password/${encodeURIComponent(clientId)}`} variant="body2">
                {t('login.forgotPassword')}
              </Link>
            </Stack>
          </Stack>
        )}
      </Form>
    </AuthLayout>
  );
}
